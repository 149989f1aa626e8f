import FuzzSupport
@_spi(Testing) import KBCheck

let validators: [(String, EmailValidator)] = [
  ("form", EmailValidator(options: .form)), ("rfc", EmailValidator(options: .rfc)),
  ("html", EmailValidator(options: .html)), ("ascii", EmailValidator(options: .ascii)),
]

@_cdecl("FuzzEmail_main")
public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = fuzzString(data, size)
  for (name, validator) in validators {
    checkValidator(validator, input, label: "email/\(name)")
    // The fast path answers only what the full scanner would answer.
    invariant(
      validator.validate(input) == validator.validateWithFullScanner(input),
      "email/\(name): the fast path and the full scanner disagree", input: input)
  }
  return 0
}
