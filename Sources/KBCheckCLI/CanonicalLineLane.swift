import KBCheck

/// The batch's shortcut for a clean line: an email address that
/// ``EmailValidator/canonicalLine(_:)`` accepts is valid with no issue, and
/// its value and ASCII value are the line, or the line's local part with a
/// domain from the domain cache (when UTS #46 converts it). Its record is
/// written from the line's bytes without making a `String` or a result:
/// nine lines in ten of a typical address list.
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
  /// - Returns: `nil` when the line takes the full path; else what its
  ///   value and ASCII value are made of.
  @inline(__always)
  func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> EmailValidator.CleanLine? {
    email.canonicalLine(bytes)
  }
}

extension RecordWriter {
  /// Writes the record of a line the ``CanonicalLineLane`` accepted: what
  /// ``write(_:valid:line:)`` writes for its (valid, issue-free) result.
  /// - Parameters:
  ///   - bytes: The line.
  ///   - clean: What the value and the ASCII value are made of.
  ///   - line: The 1-based line number.
  func writeCanonical(
    _ bytes: UnsafeBufferPointer<UInt8>, _ clean: EmailValidator.CleanLine, line: Int
  ) {
    if onlyInvalid { return }
    switch format {
    case .text:
      if let domain = clean.unicodeDomain {
        out.write(UnsafeBufferPointer(rebasing: bytes[...clean.at]))
        out.write(domain)
      } else {
        out.write(bytes)
      }
      out.write(byte: 0x0A)
    case .json:
      ValidationResult.writeCanonicalEmailRecord(
        utf8: bytes, clean: clean, into: record, type: typeName, line: line)
      record.write(byte: 0x0A)
      out.write(record.bytes)
    case .tsv:
      preconditionFailure("the canonical lane has no TSV writer")
    }
  }
}
