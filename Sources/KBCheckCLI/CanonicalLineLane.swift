import KBCheck

/// The batch's shortcut for a line that is its own result: an email
/// address that ``EmailValidator/canonicalLine(_:)`` accepts is valid, its
/// value and ASCII value are the line, and it has no issue, so its record
/// is written from the line's bytes without making a `String` or a result
/// (four fifths of a typical address list).
///
/// Only the email validator has such a lane, and only for the text and JSON
/// formats; every other line takes the full path. The output is the full
/// path's byte for byte (`BatchLaneTests`).
struct CanonicalLineLane {
  /// The validator whose fast path decides.
  let email: EmailValidator

  /// The lane for `validator` writing `format`, or `nil` when there is none.
  /// - Parameters:
  ///   - validator: The batch's validator.
  ///   - format: The output format.
  init?(_ validator: any Validator, format: RecordFormat) {
    guard format == .text || format == .json, let email = validator as? EmailValidator else {
      return nil
    }
    self.email = email
  }

  /// Whether the line takes the lane.
  /// - Parameter bytes: The line without its line ending.
  /// - Returns: `nil` when the line takes the full path; else whether the
  ///   address needs SMTPUTF8.
  @inline(__always)
  func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    email.canonicalLine(bytes)
  }
}

extension RecordWriter {
  /// Writes the record of a line the ``CanonicalLineLane`` accepted: what
  /// ``write(_:valid:line:)`` writes for its (valid, issue-free) result.
  /// - Parameters:
  ///   - bytes: The line.
  ///   - smtputf8: Whether the address needs SMTPUTF8.
  ///   - line: The 1-based line number.
  func writeCanonical(_ bytes: UnsafeBufferPointer<UInt8>, smtputf8: Bool, line: Int) {
    if onlyInvalid { return }
    switch format {
    case .text:
      out.write(bytes)
      out.write(byte: 0x0A)
    case .json:
      ValidationResult.writeCanonicalEmailRecord(
        utf8: bytes, smtputf8: smtputf8, into: record, type: typeName, line: line)
      record.write(byte: 0x0A)
      out.write(record.bytes)
    case .tsv:
      preconditionFailure("the canonical lane has no TSV writer")
    }
  }
}
