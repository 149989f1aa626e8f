import FuzzSupport
import KBCheck

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

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
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
