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
  /// Whether card or IBAN lines in print form take the lane
  /// (``acceptsPrinted(_:scratch:)``): a payment validator's, in text and TSV.
  let takesPrintForms: Bool
  /// Whether runs of lane lines are written in one library loop
  /// (``BatchLineStep/runBuffered(_:firstLine:writer:totals:)``): card and
  /// IBAN lines in text and TSV, email lines in text (an email line's TSV
  /// record takes the full path; its JSON record is written one by one),
  /// URL lines in text and JSON.
  let takesRecordRuns: Bool
  /// Whether a line is asked about one by one (``accepts(_:)``): not for a
  /// validator that decides its lines only in runs
  /// (``CleanLineValidator/decidesLinesInRunsOnly``).
  let decidesOneByOne: Bool

  /// Whether the serial batch asks the lane less often after it declines
  /// line after line (``LaneBackoff``): a lane whose declined line is
  /// parsed twice (a URL's), once by the lane and once by the full path.
  var backsOff: Bool { !decidesOneByOne }

  /// The lane for `validator` writing `format`, or `nil` when there is none.
  /// - Parameters:
  ///   - validator: The batch's validator.
  ///   - format: The output format.
  init?(_ validator: any Validator, format: RecordFormat) {
    guard let clean = (validator as? any CleanLineValidator)?.cleanLineShortcut,
      format != .tsv || !clean.decidesLinesInRunsOnly
    else { return nil }
    self.validator = clean
    self.format = format
    takesPrintForms = format != .json && clean.decidesPaymentLines
    takesRecordRuns = format == .text || takesPrintForms || clean.decidesLinesInRunsOnly
    decidesOneByOne = !clean.decidesLinesInRunsOnly
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

  /// Whether a card or IBAN line in print form (``PrintFormLine``) takes
  /// the lane, read as its electronic form: in text and TSV.
  /// - Parameters:
  ///   - bytes: The line without its line ending.
  ///   - scratch: Room for ``PrintFormLine/capacity`` bytes, where the
  ///     electronic form is copied.
  /// - Returns: `nil` when the line takes the full path; else the
  ///   electronic form (in `scratch`) and what its record is made of.
  func acceptsPrinted(_ bytes: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>)
    -> (UnsafeBufferPointer<UInt8>, CleanLine)?
  {
    guard takesPrintForms, let count = PrintFormLine.compact(bytes, into: scratch) else {
      return nil
    }
    let electronic = UnsafeBufferPointer(start: scratch, count: count)
    guard let clean = validator.cleanLine(electronic), clean.isPayment else { return nil }
    return (electronic, clean)
  }
}

extension RecordWriter {
  /// Writes the record of a line the ``CanonicalLineLane`` accepted: what
  /// ``write(_:valid:line:)`` writes for its result.
  /// - Parameters:
  ///   - bytes: The line, or the electronic form copied out of its print form.
  ///   - printed: The card or IBAN line in print form that `bytes` was
  ///     copied out of (``PrintFormLine``; text and TSV only), or `nil`.
  ///   - clean: What the record is made of.
  ///   - line: The 1-based line number.
  func writeCanonical(
    _ bytes: UnsafeBufferPointer<UInt8>, printedAs printed: UnsafeBufferPointer<UInt8>? = nil,
    _ clean: CleanLine, line: Int
  ) {
    let valid = clean.isValid
    if onlyInvalid && valid { return }
    if clean.isPayment && format != .json {
      return writePaymentRecord(bytes, printedAs: printed, clean, line: line)
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
  /// (``CleanLine/writePaymentRecord(of:printedAs:line:tsv:onlyInvalid:revealingSecrets:into:)``)
  /// into the output in one piece, and a text record's issue line.
  private func writePaymentRecord(
    _ bytes: UnsafeBufferPointer<UInt8>, printedAs printed: UnsafeBufferPointer<UInt8>?,
    _ clean: CleanLine, line: Int
  ) {
    let tsv = format == .tsv
    let onlyInvalid = onlyInvalid
    let reveal = revealSecrets
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: DecimalDigits.maximumCount) {
      digits in
      guard let base = digits.baseAddress else { return }
      let number = UnsafeBufferPointer(
        start: base, count: DecimalDigits.write(UInt(line), into: base))
      out.write(atMost: CleanLine.paymentRecordBound(count: (printed ?? bytes).count)) { start in
        clean.writePaymentRecord(
          of: bytes, printedAs: printed, line: number, tsv: tsv, onlyInvalid: onlyInvalid,
          revealingSecrets: reveal, into: start)
      }
    }
    if !tsv, let issue = clean.issue(of: bytes, printedAs: printed, in: language) {
      writeIssueLine(issue, line: line)
    }
  }
}
