import Dispatch
import KBCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One `kbcheck table` run: rows read, validated (in rounds on several
/// threads with `--jobs`), written in order, counted.
struct TableRun {
  let form: FormSchema
  let locale: String?
  let language: MessageLanguage
  let onlyInvalid: Bool
  let jobs: Int
  let invalid: TableValidator.InvalidCells
  let clean: OutputBuffer?
  var progress: TableProgress?
  var totals = TableTotals()
  /// Whether the table could not be read at all (its header).
  var fatal = false
  /// Where a row's JSON line is written before it is copied to standard
  /// output in one piece (the library's writer specialized for it).
  let record = JSONRecordBuffer()

  /// Rows validated per round.
  private var roundSize: Int { jobs == 1 ? 1 : 256 * jobs }

  /// A CSV or TSV table with a header row.
  mutating func csv(_ source: TableSource, delimiter: UInt8) throws {
    var reader = CSVRecordReader(delimiter: delimiter) { source.next() }
    guard let first = reader.next() else { return }
    let header: [String]
    switch first {
    case .record(let names, _): header = names
    case .malformed(let issue, _, _):
      return headerFailed(issue)
    }
    let validator: TableValidator
    do {
      validator = try TableValidator(schema: form, header: header, locale: locale)
    } catch {
      return headerFailed(error)
    }
    for name in validator.unknownColumns {
      let issue = ValidationIssue(TableIssue.unknownColumn(name: name), range: 0..<0)
        .localized(language)
      StandardStreams.writeError("warning[\(issue.code)]: \(issue.message)\n")
    }
    if let clean { writeCSVRecord(header, to: clean, delimiter: delimiter) }
    var row = 0
    var round: [(CSVRecordReader.Item, Int)] = []
    round.reserveCapacity(roundSize)
    while let item = reader.next() {
      row += 1
      round.append((item, row))
      if round.count == roundSize {
        finish(round, validator, delimiter: delimiter, source: source)
        round.removeAll(keepingCapacity: true)
      }
    }
    finish(round, validator, delimiter: delimiter, source: source)
    progress?.end()
  }

  private mutating func headerFailed(_ issue: TableIssue) {
    let shown = ValidationIssue(issue, range: 0..<0).localized(language)
    StandardStreams.writeError("error[\(shown.code)]: header: \(shown.message)\n")
    fatal = true
  }

  /// Validates a round of rows (in parallel with `--jobs`) and writes it in order.
  private mutating func finish(
    _ round: [(CSVRecordReader.Item, Int)], _ validator: TableValidator, delimiter: UInt8,
    source: TableSource
  ) {
    guard !round.isEmpty else { return }
    let reports = Self.map(round, jobs: jobs) { validator.validate($0.0, row: $0.1) }
    for report in reports {
      write(report)
      if let clean {
        writeCSVRecord(validator.cleaned(report, invalid: invalid), to: clean, delimiter: delimiter)
      }
    }
    progress?.update(rows: totals.rows, invalid: totals.invalid, consumed: source.consumed)
  }

  /// JSON lines: one submission object per line.
  mutating func jsonLines(_ source: TableSource) {
    var pending: [UInt8] = []
    var row = 0
    var round: [([UInt8], Int)] = []
    // The schema is prepared once for every line.
    let prepared = PreparedSchema(form, locale: locale)
    let flush = { (round: [([UInt8], Int)], run: inout TableRun) in
      let form = run.form
      let reports = Self.map(round, jobs: run.jobs) { line, row in
        TableRowReport(
          row: row, line: row, cells: [], report: form.validate(json: line, prepared: prepared))
      }
      for (report, (line, _)) in zip(reports, round) {
        run.write(report)
        if let clean = run.clean { run.writeCleanJSONLine(line, report.report, to: clean) }
      }
      run.progress?.update(
        rows: run.totals.rows, invalid: run.totals.invalid, consumed: source.consumed)
    }
    while let chunk = source.next() {
      pending += chunk
      var start = 0
      while let newline = pending[start...].firstIndex(of: 0x0A) {
        var end = newline
        if end > start && pending[end - 1] == 0x0D { end -= 1 }
        row += 1
        round.append((Array(pending[start..<end]), row))
        start = newline + 1
        if round.count >= roundSize {
          flush(round, &self)
          round.removeAll(keepingCapacity: true)
        }
      }
      pending.removeFirst(start)
    }
    if !pending.isEmpty {
      row += 1
      round.append((pending, row))
    }
    flush(round, &self)
    progress?.end()
  }

  private mutating func write(_ report: TableRowReport) {
    totals.count(report)
    if onlyInvalid && report.isValid { return }
    record.reset()
    report.writeJSONLine(into: record, language: language)
    StandardStreams.out.write(record.bytes)
  }

  /// A JSON-lines submission with each valid field's canonical value.
  private func writeCleanJSONLine(_ line: [UInt8], _ report: FormReport, to out: OutputBuffer) {
    guard let value = try? JSONValue(parsing: String(decoding: line, as: UTF8.self)),
      case .object(var members) = value
    else {
      out.write(String(decoding: line, as: UTF8.self) + "\n")
      return
    }
    for index in members.indices {
      guard let field = report[field: members[index].key], let result = field.result else {
        continue
      }
      if result.isValid, let canonical = result.value {
        members[index].value = .string(canonical)
      } else if invalid == .empty {
        members[index].value = .string("")
      }
    }
    out.write(JSONValue.object(members).jsonText + "\n")
  }

  /// Writes one CSV record, quoting fields that need it (RFC 4180 §2.6–2.7).
  private func writeCSVRecord(_ cells: [String], to out: OutputBuffer, delimiter: UInt8) {
    for (index, cell) in cells.enumerated() {
      if index > 0 { out.write(byte: delimiter) }
      let needsQuotes = cell.utf8.contains {
        $0 == delimiter || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D
      }
      if needsQuotes {
        out.write(byte: 0x22)
        out.write(cell.replacing("\"", with: "\"\""))
        out.write(byte: 0x22)
      } else {
        out.write(cell)
      }
    }
    out.write(byte: 0x0A)
  }

  /// `transform` over `items`, in order, on `jobs` threads.
  static func map<Item, Result>(
    _ items: [Item], jobs: Int, _ transform: (Item) -> Result
  ) -> [Result] {
    guard jobs > 1, items.count > 1 else { return items.map(transform) }
    return [Result](unsafeUninitializedCapacity: items.count) { buffer, count in
      guard let base = buffer.baseAddress else { return }
      nonisolated(unsafe) let target = base
      nonisolated(unsafe) let items = items
      withoutActuallyEscaping(transform) { transform in
        nonisolated(unsafe) let transform = transform
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
          var index = worker
          while index < items.count {
            (target + index).initialize(to: transform(items[index]))
            index += jobs
          }
        }
      }
      count = items.count
    }
  }
}

/// Counts per field and per code.
struct TableTotals {
  var rows = 0
  var invalid = 0
  var fields: [String: Int] = [:]
  var codes: [String: Int] = [:]
  /// Whether fields and codes are counted: only for the summary, which
  /// `--no-summary` leaves out (rows and invalid rows are always counted:
  /// the progress line and the exit status read them).
  var tallying = true

  mutating func count(_ row: TableRowReport) {
    rows += 1
    if !row.isValid { invalid += 1 }
    guard tallying else { return }
    // By index: each field and issue read in place (a `for` over the
    // reports copied each one, its result included).
    let reports = row.report.fields
    for i in reports.indices {
      if !reports[i].isValid { fields[reports[i].name, default: 0] += 1 }
      let issues = reports[i].issues
      for j in issues.indices { codes[issues[j].code.rawValue, default: 0] += 1 }
    }
    let formIssues = row.report.formIssues
    for j in formIssues.indices { codes[formIssues[j].code.rawValue, default: 0] += 1 }
  }

  /// `kbcheck table: 1000 rows, 990 valid, 10 invalid; invalid by field: email 6, …; codes: …`
  var text: String {
    func list(_ counts: [String: Int]) -> String {
      counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
    var text =
      "kbcheck table: \(rows) row\(rows == 1 ? "" : "s"), \(rows - invalid) valid, \(invalid) invalid"
    if !fields.isEmpty { text += "; invalid by field: " + list(fields) }
    if !codes.isEmpty { text += "; codes: " + list(codes) }
    return text + "\n"
  }
}

/// The progress line on a terminal: rows, rows per second, invalid so far,
/// and the time left when the input's size is known.
struct TableProgress {
  let total: Int?
  let start = ContinuousClock.now
  var last = ContinuousClock.now

  init(total: Int?) { self.total = total }

  mutating func update(rows: Int, invalid: Int, consumed: Int) {
    let now = ContinuousClock.now
    guard now - last >= .milliseconds(250) else { return }
    last = now
    let seconds =
      Double((now - start).components.attoseconds) / 1e18
      + Double((now - start).components.seconds)
    let rate = seconds > 0 ? Double(rows) / seconds : 0
    var line = "\r\u{1B}[K\(rows) rows, \(Int(rate)) rows/s, \(invalid) invalid"
    if let total, total > 0, consumed > 0 {
      let left = seconds * Double(total - consumed) / Double(consumed)
      line += ", \(Int(Double(consumed) * 100 / Double(total)))%, ETA \(Int(left.rounded())) s"
    }
    StandardStreams.writeError(line)
    StandardStreams.err.flush()
  }

  func end() {
    StandardStreams.writeError("\r\u{1B}[K")
  }
}
