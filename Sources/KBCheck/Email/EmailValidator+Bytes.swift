extension EmailValidator {
  /// Validates an address given as raw bytes, as read from a file or a
  /// socket: bytes that are not well-formed UTF-8 give `input.invalid-utf8`
  /// at the first bad sequence (the result's `input` then holds the bytes
  /// with U+FFFD in place of each bad sequence).
  /// - Parameter bytes: The bytes of one address.
  /// - Returns: The result.
  /// - Complexity: O(*n*).
  public func validate<Bytes: Collection<UInt8>>(utf8 bytes: Bytes) -> ValidationResult {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var scalars = 0
    var firstBad: Int? = nil
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: scalars += 1
      case .emptyInput: break loop
      case .error:
        if firstBad == nil { firstBad = scalars }
        scalars += 1
      }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    guard let firstBad else { return validate(text) }
    return EmailValidator.invalid(
      text,
      {
        var sink = EmailIssueSink()
        sink.add(
          ValidationIssue(InputIssue.notUTF8(position: firstBad + 1), at: firstBad))
        return sink
      }())
  }
}
