import FuzzSupport
import KBCheck

let plain = makeValidator(.phonePad, ValidationContext())

@_cdecl("FuzzPhone_main")
public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = fuzzString(data, size)
  checkValidator(plain, input, label: "phonePad")
  // A dial string with * or # (a service code) is kept as dialed.
  if let value = plain.validate(input).value, value.hasPrefix("+"),
    !value.utf8.contains(UInt8(ascii: "*")) && !value.utf8.contains(UInt8(ascii: "#"))
  {
    // The E.164 number, then any post-dial part (pauses , ; and * # digits).
    let number = value.utf8.dropFirst().prefix { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: ";") }
    invariant(
      number.count <= 15 && number.allSatisfy { $0 >= 0x30 && $0 <= 0x39 },
      "phonePad: E.164 value \(value) is not + and at most 15 digits", input: input)
    let postDial = value.utf8.dropFirst(1 + number.count)
    invariant(
      postDial.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ",;*#".utf8.contains($0) },
      "phonePad: post-dial part of \(value) has other characters", input: input)
  }
  return 0
}
