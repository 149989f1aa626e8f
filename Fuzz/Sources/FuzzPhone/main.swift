import FuzzSupport
import KBCheck

let plain = makeValidator(.phonePad, ValidationContext())

@_cdecl("FuzzPhone_main")
public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = fuzzString(data, size)
  checkValidator(plain, input, label: "phonePad")
  if let value = plain.validate(input).value, value.hasPrefix("+") {
    let digits = value.utf8.dropFirst()
    invariant(
      digits.count <= 15 && digits.allSatisfy { $0 >= 0x30 && $0 <= 0x39 },
      "phonePad: E.164 value \(value) is not + and at most 15 digits", input: input)
  }
  return 0
}
