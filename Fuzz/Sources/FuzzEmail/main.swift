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
  let bytes = UnsafeBufferPointer(start: data, count: size)
  for (name, validator) in validators {
    // The CLI writes a line the canonical-line check accepts from its raw
    // bytes: they must be UTF-8, and the line its own clean result.
    if let line = validator.canonicalLineAnswer(bytes) {
      let result = validator.validate(input)
      invariant(
        input.utf8.elementsEqual(bytes) && result.isValid && result.value == line.value
          && result.issues.isEmpty && result.email?.asciiValue == line.asciiValue
          && result.email?.smtputf8 == line.smtputf8,
        "email/\(name): a canonical line is not its clean result", input: input)
    }
    checkValidator(validator, input, label: "email/\(name)")
    // The fast path answers only what the full scanner would answer.
    invariant(
      validator.validate(input) == validator.validateWithFullScanner(input),
      "email/\(name): the fast path and the full scanner disagree", input: input)
  }
  return 0
}
