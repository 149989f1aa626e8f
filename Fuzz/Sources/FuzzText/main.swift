import FuzzSupport
import KBCheck

let types: [KeyboardType] = [.default, .asciiCapable, .numbersAndPunctuation, .namePhonePad, .twitter, .webSearch]
let validators = types.map { ($0, makeValidator($0, ValidationContext())) }

@_cdecl("FuzzText_main")
public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = fuzzString(data, size)
  for (type, validator) in validators {
    checkValidator(validator, input, label: type.rawValue)
  }
  return 0
}
