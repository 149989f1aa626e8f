import KBCheck

/// One batch line, from its bytes to its record and its count: the step
/// the serial runner (``BatchRunner``) and the parallel one
/// (``ParallelBatchRunner``) share, so that both write the same record for
/// the same line. A line the ``CanonicalLineLane`` decides is written from
/// its bytes; every other line is validated (or reported too long) and
/// written from its result.
struct BatchLineStep {
  /// The batch's validator.
  let validator: any Validator
  /// The shortcut for clean lines, if the validator offers one.
  let lane: CanonicalLineLane?
  /// The longest line validated, in bytes.
  let maxLength: Int

  /// Writes one line's record and counts it.
  /// - Parameters:
  ///   - bytes: The line without its line ending; for a line too long, the
  ///     prefix kept of it.
  ///   - tooLong: The whole line's length when it is longer than
  ///     ``maxLength``, else `nil`.
  ///   - number: The 1-based line number.
  ///   - notesBOM: Whether the line is the first and a byte-order mark was
  ///     removed from it (its result says so; it never takes the lane).
  ///   - writer: Where the record goes.
  ///   - totals: The counts the line is added to.
  @inline(__always)
  func run(
    _ bytes: UnsafeBufferPointer<UInt8>, tooLong: Int?, number: Int, notesBOM: Bool,
    writer: RecordWriter, totals: inout BatchSummary
  ) {
    if tooLong == nil, !notesBOM, let lane, let clean = lane.accepts(bytes) {
      writer.writeCanonical(bytes, clean, line: number)
      totals.count(clean)
      return
    }
    var result =
      if let tooLong {
        BatchRunner.tooLong(tooLong, limit: maxLength, prefix: Array(bytes))
      } else {
        BatchRunner.validate(bytes, with: validator)
      }
    if notesBOM { result = BatchRunner.notingBOM(result) }
    let valid = result.isValid
    totals.count(result, valid: valid)
    writer.write(result, valid: valid, line: number)
  }
}
