import FuzzSupport
@_spi(Testing) import KBCheck

let validators: [(String, EmailValidator)] = [
  ("form", EmailValidator(options: .form)), ("rfc", EmailValidator(options: .rfc)),
  ("html", EmailValidator(options: .html)), ("ascii", EmailValidator(options: .ascii)),
]

@_cdecl("FuzzEmail_main")
public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }

/// The batch's loop over buffered lines writes, for the clean lines it
/// takes, what the full path writes for them, within the room it is given
/// (the sanitizer sees a write past it). The fuzz bytes are the lines (LF
/// splits them), then once more with CRLF; the first byte picks the flags,
/// the second the room.
func checkRecordLoop(_ bytes: UnsafeBufferPointer<UInt8>) {
  guard bytes.count >= 2 else { return }
  let body = Array(bytes.dropFirst(2))
  let lines = body + [0x0A] + body + [0x0D, 0x0A]
  let onlyInvalid = bytes[0] & 1 != 0
  for (name, validator) in validators {
    let answer = validator.fuzzingRecordLoop(
      lines, onlyInvalid: onlyInvalid, capacity: Int(bytes[1]) * 8)
    invariant(
      answer.loop == answer.oneByOne,
      "email/\(name): the record loop wrote other records than the full path for its "
        + "\(answer.lines) lines", input: String(decoding: lines, as: UTF8.self))
    invariant(
      !answer.tookAnIssueInText, "email/\(name): the record loop took a line with an issue",
      input: String(decoding: lines, as: UTF8.self))
  }
}

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = fuzzString(data, size)
  let bytes = UnsafeBufferPointer(start: data, count: size)
  checkRecordLoop(bytes)
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
