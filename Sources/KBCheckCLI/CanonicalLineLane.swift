import KBCheck

/// The batch's shortcut for a clean line: a validator that decides some
/// lines from their bytes alone (``CleanLineValidator``: an email address in
/// canonical form, a card number of plain digits, valid or with a wrong
/// check digit) has such a line's record written straight from the bytes,
/// without a `String` or a result: nine lines in ten of a typical list.
///
/// Every other line takes the full path. The output is the full path's byte
/// for byte (`BatchLaneTests`, `PaymentLaneTests`).
///
/// A class: a batch step holds it, and a copy of a struct holding an
/// existential costs a value-witness call per line.
final class CanonicalLineLane: Sendable {
  /// The validator whose shortcut decides (a wrapper's shortcut unwrapped:
  /// ``CleanLineValidator/cleanLineShortcut``).
  let validator: any CleanLineValidator
  /// The output format.
  let format: RecordFormat

  /// The lane for `validator` writing `format`, or `nil` when there is none.
  /// - Parameters:
  ///   - validator: The batch's validator.
  ///   - format: The output format.
  init?(_ validator: any Validator, format: RecordFormat) {
    guard let clean = (validator as? any CleanLineValidator)?.cleanLineShortcut else {
      return nil
    }
    self.validator = clean
    self.format = format
  }

  /// Whether the line takes the lane.
  /// - Parameter bytes: The line without its line ending.
  /// - Returns: `nil` when the line takes the full path; else what its
  ///   record is made of.
  @inline(__always)
  func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> CleanLine? {
    guard let clean = validator.cleanLine(bytes) else { return nil }
    return format != .tsv || clean.isPayment ? clean : nil
  }
}

extension RecordWriter {
  /// Writes the record of a line the ``CanonicalLineLane`` accepted: what
  /// ``write(_:valid:line:)`` writes for its (valid, issue-free) result.
  /// - Parameters:
  ///   - bytes: The line.
  ///   - clean: What the record is made of.
  ///   - line: The 1-based line number.
  func writeCanonical(_ bytes: UnsafeBufferPointer<UInt8>, _ clean: CleanLine, line: Int) {
    let valid = clean.isValid
    if onlyInvalid && valid { return }
    if clean.isPayment && format != .json {
      return writePaymentRecord(bytes, clean, line: line)
    }
    switch format {
    case .text:
      if onlyInvalid {
        out.write(decimal: line)
        out.write(byte: 0x09)
        clean.writeValue(of: bytes, to: out, revealingSecrets: revealSecrets)
      } else if valid {
        clean.writeValue(of: bytes, to: out, revealingSecrets: revealSecrets)
      }
      out.write(byte: 0x0A)
      if let issue = clean.issue(of: bytes, in: language) { writeIssueLine(issue, line: line) }
    case .json:
      clean.writeJSONRecord(
        utf8: bytes, into: record, type: typeName, line: line, revealingSecrets: revealSecrets,
        language: language)
      record.write(byte: 0x0A)
      out.write(record.bytes)
    case .tsv:
      // Only payment lines take the lane in TSV (``CleanLine/isPayment``),
      // written above.
      break
    }
  }

  /// Writes a card or IBAN line's text or TSV record
  /// (``CleanLine/writePaymentRecord(of:line:tsv:onlyInvalid:revealingSecrets:into:)``)
  /// into the output in one piece, and a text record's issue line.
  private func writePaymentRecord(
    _ bytes: UnsafeBufferPointer<UInt8>, _ clean: CleanLine, line: Int
  ) {
    let tsv = format == .tsv
    let onlyInvalid = onlyInvalid
    let reveal = revealSecrets
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: DecimalDigits.maximumCount) {
      digits in
      guard let base = digits.baseAddress else { return }
      let number = UnsafeBufferPointer(
        start: base, count: DecimalDigits.write(UInt(line), into: base))
      out.write(atMost: CleanLine.paymentRecordBound(count: bytes.count)) { start in
        clean.writePaymentRecord(
          of: bytes, line: number, tsv: tsv, onlyInvalid: onlyInvalid, revealingSecrets: reveal,
          into: start)
      }
    }
    if !tsv, let issue = clean.issue(of: bytes, in: language) {
      writeIssueLine(issue, line: line)
    }
  }
}
