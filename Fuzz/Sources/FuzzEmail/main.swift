import FuzzSupport
import KBCheck

let validators: [(String, any Validator)] = ["form", "rfc", "html", "ascii"].map {
  ($0, makeValidator(.emailAddress, ValidationContext(profile: $0)))
}

@_cdecl("FuzzEmail_main")
public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = fuzzString(data, size)
  for (name, validator) in validators {
    checkValidator(validator, input, label: "email/\(name)")
  }
  return 0
}
