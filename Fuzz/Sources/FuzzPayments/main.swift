import FuzzSupport
@_spi(Testing) import KBCheck

// Every payment content type: the validator's invariants (ranges inside the
// input, idempotent canonical value), the secret rule (a masked card result
// shows at most ten digits of the value, a masked code none), and the
// filter's (caret inside the text, the grouped text a fixed point of a
// paste, at most the field's characters kept).
let types: [ContentType] = [
  .creditCardNumber, .creditCardExpiration, .creditCardSecurityCode, .oneTimeCode, .iban, .bic,
]
let validators: [(ContentType, any Validator)] = types.compactMap { type in
  (try? type.descriptor?.validator()).map { (type, $0) }
}
let filters: [(ContentType, InputFilter)] = types.compactMap { type in
  (try? type.descriptor?.filter()).map { (type, $0) }
}

@_cdecl("FuzzPayments_main")
public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }

func digits(_ text: String) -> Int {
  text.unicodeScalars.filter { $0.properties.numericType == .decimal }.count
}

/// The batch's loop over buffered card or IBAN lines writes, for the lines
/// it takes, what the full path writes for them, within the room it is
/// given (the sanitizer sees a write past it). The fuzz bytes become lines
/// of digits (and letters for IBANs), with LF, CRLF and odd spaces and
/// hyphens (print forms, taken as their electronic forms).
func checkRecordLoop(_ bytes: UnsafeBufferPointer<UInt8>) {
  guard bytes.count >= 2 else { return }
  let flags = bytes[0]
  let iban = flags & 1 != 0
  let alphabet = Array((iban ? "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "0123456789").utf8)
  var lines: [UInt8] = []
  for byte in bytes.dropFirst(2) {
    switch byte {
    case 0..<200: lines.append(alphabet[Int(byte) % alphabet.count])
    case 200..<236: lines.append(0x0A)
    case 236..<246: lines += [0x0D, 0x0A]
    case 246..<251: lines.append(0x20)
    default: lines.append(0x2D)
    }
  }
  let capacity = Int(bytes[1]) * 16
  let answer = CardNumberValidator.fuzzingRecordLoop(
    lines, iban: iban, tsv: flags & 2 != 0, onlyInvalid: flags & 4 != 0, capacity: capacity)
  invariant(
    answer.loop == answer.oneByOne,
    "the record loop wrote other records than the full path for its \(answer.lines) lines",
    input: String(decoding: lines, as: UTF8.self))
  invariant(
    !answer.tookAnIssueInText, "the record loop took a line with an issue in text",
    input: String(decoding: lines, as: UTF8.self))
}

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  checkRecordLoop(UnsafeBufferPointer(start: data, count: size))
  let input = fuzzString(data, size)
  for (type, validator) in validators {
    checkValidator(validator, input, label: type.rawValue)
    let result = validator.validate(input)
    guard result.isSecret else { continue }
    let masked = result.masked()
    let limit = type == .creditCardNumber ? 10 : 0
    invariant(
      digits(masked.value ?? "") <= limit
        && (masked.input == input || digits(masked.input) <= limit),
      "\(type.rawValue): the masked result shows more than \(limit) digits", input: input)
    invariant(
      !masked.jsonText().contains(result.value ?? "\u{0}"),
      "\(type.rawValue): the JSON holds the value", input: input)
  }
  for (type, filter) in filters {
    let pasted = filter.filter(input)
    invariant(
      pasted.caret >= 0 && pasted.caret <= pasted.text.unicodeScalars.count,
      "\(type.rawValue): caret outside the text", input: input)
    invariant(
      filter.filter(pasted.text).text == pasted.text,
      "\(type.rawValue): the filtered text is not a fixed point", input: input)
  }
  return 0
}
