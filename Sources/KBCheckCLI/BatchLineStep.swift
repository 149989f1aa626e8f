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
  ///   - laneDeclined: Whether the lane was asked about this line already
  ///     and declined it (``LaneRecordRun/declinedNext``).
  ///   - writer: Where the record goes.
  ///   - totals: The counts the line is added to.
  @inline(__always)
  func run(
    _ bytes: UnsafeBufferPointer<UInt8>, tooLong: Int?, number: Int, notesBOM: Bool,
    laneDeclined: Bool = false, writer: RecordWriter, totals: inout BatchSummary
  ) {
    if tooLong == nil, !notesBOM, !laneDeclined, let lane, lane.decidesOneByOne {
      if let clean = lane.accepts(bytes) {
        writer.writeCanonical(bytes, clean, line: number)
        totals.count(clean)
        return
      }
      let printed =
        lane.takesPrintForms
        && withUnsafeTemporaryAllocation(
          of: UInt8.self, capacity: PrintFormLine.capacity
        ) { scratch -> Bool in
          guard let base = scratch.baseAddress,
            let (electronic, clean) = lane.acceptsPrinted(bytes, scratch: base)
          else { return false }
          writer.writeCanonical(electronic, printedAs: bytes, clean, line: number)
          totals.count(clean)
          return true
        }
      if printed { return }
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

  /// Writes the records of the card, IBAN or (text) email lines buffered
  /// in `reader` (from its next line on) in one library loop
  /// (``CleanLineValidator/writeLaneRecords(of:firstLine:style:into:capacity:)``),
  /// counts them and marks them read; the line it stops before is left to
  /// ``run(_:tooLong:number:notesBOM:laneDeclined:writer:totals:)``.
  /// - Parameters:
  ///   - reader: The batch's reader, past its first line.
  ///   - firstLine: The 1-based number of the reader's next line.
  ///   - writer: Where the records go.
  ///   - totals: The counts the lines are added to.
  /// - Returns: The lines taken, and whether the loop asked about the
  ///   line after them and the lane declined it.
  func runBuffered(
    _ reader: LineReader, firstLine: Int, writer: RecordWriter, totals: inout BatchSummary
  ) -> (lines: Int, declinedNext: Bool) {
    guard let lane, lane.takesRecordRuns, let input = reader.bufferedLines()
    else { return (0, false) }
    let style = LaneRecordStyle(
      tsv: writer.format == .tsv, onlyInvalid: writer.onlyInvalid,
      revealingSecrets: writer.revealSecrets, maxLength: maxLength,
      json: writer.format == .json, typeName: writer.typeName)
    let run = writer.out.fill(atLeast: 1 << 12) { start, room in
      let run = lane.validator.writeLaneRecords(
        of: input, firstLine: firstLine, style: style, into: start, capacity: room)
      return (run.bytesWritten, run)
    }
    reader.consume(run.bytesRead)
    totals.count(run)
    return (run.lines, run.declinedNext)
  }
}
