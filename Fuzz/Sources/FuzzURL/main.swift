import FuzzSupport
@_spi(Testing) import KBCheck

let whatwg = makeValidator(.URL, ValidationContext(profile: "whatwg"))
let form = makeValidator(.URL, ValidationContext(profile: "form"))
let fastAndFull = [URLValidator(options: .form), URLValidator(options: .whatwg)]
let withBase = makeValidator(
  .URL, ValidationContext(profile: "whatwg", base: "https://user:pw@example.com:8080/a/b/c?q#f"))

@_cdecl("FuzzURL_main")
public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = fuzzString(data, size)
  // href reparses to the same href (checkValidator's idempotence).
  checkValidator(whatwg, input, label: "url/whatwg")
  checkValidator(form, input, label: "url/form")
  // The canonical-input fast path answers only what the whole path would.
  for validator in fastAndFull {
    invariant(
      validator.validate(input) == validator.validateFully(input),
      "url: the canonical fast path and the whole path disagree", input: input)
  }
  // The batch's lane writes a line's text record only as the full path
  // would, and only for a line with no issue (its issue lines go to stderr).
  for validator in fastAndFull {
    let lines = Array(input.utf8) + [0x0A, 0x68, 0x74, 0x74, 0x70, 0x3A, 0x2F, 0x2F, 0x61, 0x0A]
    let answer = validator.fuzzingRecordLoop(lines, onlyInvalid: false, capacity: 4 * size + 64)
    invariant(answer.loop == answer.oneByOne, "url: the lane's records differ", input: input)
    invariant(!answer.tookAnIssueInText, "url: the lane took a line with an issue", input: input)
  }
  let relative = withBase.validate(input)
  if relative.isValid, let href = relative.value {
    // An absolute href needs no base: it parses alone to itself.
    let alone = whatwg.validate(href)
    invariant(
      alone.value == href, "url/base: href \(href) does not reparse without base", input: input)
  }
  return 0
}
