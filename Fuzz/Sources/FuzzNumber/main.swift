import FuzzSupport
import KBCheck

let locales = ["en_US", "de_DE", "de_CH", "fr_FR", "ar_EG", "fa_IR", "hi_IN"]
let decimal = locales.map { ($0, makeValidator(.decimalPad, ValidationContext(locale: $0))) }
let decimalUS = makeValidator(.decimalPad, ValidationContext(locale: "en_US", options: ["grouping": "false"]))
let numberPad = makeValidator(.numberPad, ValidationContext())
let asciiPad = makeValidator(.asciiCapableNumberPad, ValidationContext())

@_cdecl("FuzzNumber_main")
public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = fuzzString(data, size)
  checkValidator(numberPad, input, label: "numberPad")
  checkValidator(asciiPad, input, label: "asciiCapableNumberPad")
  let ascii = asciiPad.validate(input)
  if ascii.isValid {
    invariant(numberPad.validate(input).value == ascii.value, "ascii pad and number pad disagree", input: input)
  }
  for (locale, validator) in decimal {
    let result = validator.validate(input)
    guard result.isValid, let value = result.value else { continue }
    // The canonical value is an ASCII decimal: '.' and digits only, and
    // en_US without grouping reads it back as the same number.
    invariant(
      value.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E },
      "decimalPad/\(locale): canonical \(value) is not an ASCII decimal", input: input)
    invariant(
      decimalUS.validate(value).value == value,
      "decimalPad/\(locale): canonical \(value) does not reparse in en_US", input: input)
  }
  return 0
}
