import FuzzSupport
import KBCheck

let plain = makeValidator(.phonePad, ValidationContext())
let regional = [
  makeValidator(.phonePad, ValidationContext(options: ["defaultRegion": "US"])),
  makeValidator(.phonePad, ValidationContext(options: ["defaultRegion": "AR"])),
  makeValidator(.phonePad, ValidationContext(profile: "lenient", options: ["defaultRegion": "DE"])),
]
let plans = PhoneNumberingPlans.production

@_cdecl("FuzzPhone_main")
public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = fuzzString(data, size)
  checkValidator(plain, input, label: "phonePad")
  checkValue(plain.validate(input).value, input)
  for validator in regional {
    checkValidator(validator, input, label: "phonePad+region")
    checkValue(validator.validate(input).value, input)
  }
  checkPlans(input)
  return 0
}

/// The E.164 number, an optional `;ext=` and a post-dial part (pauses , ;
/// and * # digits). A dial string with * or # (a service code) is kept as dialed.
func checkValue(_ value: String?, _ input: String) {
  guard let value, value.hasPrefix("+"),
    !value.utf8.contains(UInt8(ascii: "*")) && !value.utf8.contains(UInt8(ascii: "#"))
  else { return }
  let number = value.utf8.dropFirst().prefix { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: ";") }
  invariant(
    number.count <= 15 && number.allSatisfy { $0 >= 0x30 && $0 <= 0x39 },
    "phonePad: E.164 value \(value) is not + and at most 15 digits", input: input)
  var rest = value.utf8.dropFirst(1 + number.count)
  if rest.starts(with: ";ext=".utf8) {
    rest = rest.dropFirst(5).drop { $0 >= 0x30 && $0 <= 0x39 }
  }
  invariant(
    rest.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ",;*#".utf8.contains($0) },
    "phonePad: post-dial part of \(value) has other characters", input: input)
}

/// The numbering-plan paths: parse, classify, format, parse the formats
/// back, and type the input into the as-you-type formatter.
func checkPlans(_ input: String) {
  for region in [nil, "US", "GB", "AR", "IT", "HK"] as [String?] {
    guard let number = try? plans.parse(input, defaultRegion: region) else { continue }
    _ = plans.possibility(number)
    let valid = plans.isValid(number)
    _ = plans.type(of: number)
    let e164 = plans.format(number, .e164)
    invariant(e164 == number.e164, "phone: format(.e164) \(e164) != \(number.e164)", input: input)
    if valid {
      for format in [PhoneNumberFormat.international, .rfc3966, .e164] {
        let text = plans.format(number, format)
        let again = try? plans.parse(text, defaultRegion: nil)
        invariant(
          again?.e164 == number.e164, "phone: \(format) \(text) parses back to \(again?.e164 ?? "nothing")",
          input: input)
      }
    }
  }
  var formatter = plans.asYouTypeFormatter(region: "US")
  for c in input.prefix(120) { _ = formatter.inputDigit(c) }
}
