import KBCheck

/// Batch mode with `--set checkDeliverability=true`: each line validated as
/// in ``BatchRunner``, then the valid addresses of a window of lines checked
/// concurrently (one DNS lookup per domain, shared and cached by
/// ``EmailDeliverability``), and the window written in input order.
struct DeliverabilityBatchRunner {
  let validator: any Validator
  let checker: EmailDeliverability
  let writer: RecordWriter
  /// The longest line validated, in bytes.
  let maxLength: Int
  /// Whether to print the TSV header row first.
  let header: Bool
  /// How many lines are checked at once; output waits for the window.
  let window: Int

  /// Runs the batch over stdin.
  /// - Returns: The counts, with the undecided lines.
  func run() -> BatchSummary {
    let reader = BatchRunner.start(maxLength: maxLength, writer: writer, header: header)
    var totals = BatchSummary()
    var lineNumber = 0
    var pending: [ValidationResult] = []
    pending.reserveCapacity(window)
    let flush = { (results: [ValidationResult], firstLine: Int, totals: inout BatchSummary) in
      let checker = self.checker
      let checked = AsyncBridge.wait { await checker.check(results) }
      for (index, result) in checked.enumerated() {
        let valid = result.isValid
        totals.count(result, valid: valid)
        if result.deliverability?.outcome == .undecided { totals.undecided &+= 1 }
        writer.write(result, valid: valid, line: firstLine + index)
      }
    }
    // A signal ends the run after the window being written (issue 34).
    while !BatchInterrupt.isSet, let line = reader.next() {
      lineNumber &+= 1
      var result = BatchRunner.result(of: line, limit: maxLength, with: validator)
      if lineNumber == 1 && reader.removedByteOrderMark { result = BatchRunner.notingBOM(result) }
      pending.append(result)
      if pending.count == window {
        flush(pending, lineNumber - pending.count + 1, &totals)
        pending.removeAll(keepingCapacity: true)
      }
    }
    if !pending.isEmpty { flush(pending, lineNumber - pending.count + 1, &totals) }
    totals.lines = lineNumber
    totals.dnsQueries = checker.queryCount
    totals.readError = reader.readError
    return totals
  }
}
