/// One row of a table validated by a ``FormSchema``: its number, the line
/// it starts on, its cells as read, and the form report (or why the row
/// could not be read).
public struct TableRowReport: Sendable, Hashable {
  /// The data row's number, from 1 (a header row is not counted).
  public var row: Int
  /// The input line the row starts on, from 1.
  public var line: Int
  /// The cells as read, in the table's column order.
  public var cells: [String]
  /// The schema's report of the row's submission (for a malformed row, the
  /// report has the row's issue as its only form issue).
  public var report: FormReport

  /// Creates a row report.
  /// - Parameters:
  ///   - row: The data row's number, from 1.
  ///   - line: The input line the row starts on.
  ///   - cells: The cells as read.
  ///   - report: The schema's report of the row.
  public init(row: Int, line: Int, cells: [String], report: FormReport) {
    self.row = row
    self.line = line
    self.cells = cells
    self.report = report
  }

  /// Whether the row is valid.
  public var isValid: Bool { report.isValid }

  /// The report's compact JSON text, the line `kbcheck table` prints for
  /// the row: `{"row", "valid", "fields", "missing", "unknown", "issues"}`
  /// (the form report's members after `"row"`).
  public var jsonText: String {
    let out = JSONTextOutput()
    writeJSON(to: out)
    return out.text
  }

  /// The report as one JSON object, the object of ``jsonText`` parsed back.
  package var jsonObject: JSONValue {
    let out = JSONTextOutput()
    writeJSON(to: out)
    return FormReport.parsedBack(out.text)
  }

  /// Writes the object of ``jsonText`` (the report's one writer, with
  /// `"row"` first).
  /// - Parameter out: Where the text goes.
  package func writeJSON(to out: some JSONOutput) {
    report.writeJSON(to: out, first: ("row", row))
  }

  /// Writes the line `kbcheck table` prints for the row (``jsonText`` in
  /// `language`, then LF) into a record buffer, for the caller to hand on
  /// in one piece: the writer is specialized for the buffer here, where a
  /// caller in another module would write through the protocol, an
  /// indirect call per byte and per piece.
  /// - Parameters:
  ///   - buffer: The buffer (not reset first).
  ///   - language: The messages' language.
  package func writeJSONLine(into buffer: JSONRecordBuffer, language: MessageLanguage) {
    report.localized(language).writeJSON(to: buffer, first: ("row", row))
    buffer.write(byte: 0x0A)
  }
}

/// Validates the rows of a table with a header: each row is a submission
/// of the schema's fields, named by the header (RFC 4180 §2.3).
///
/// Columns that name no field are copied, not checked (``unknownColumns``).
/// Cross-field options (``FormField/optionsFrom``) take a field's options
/// from other columns of the same row.
public struct TableValidator: Sendable {
  /// The schema.
  public let schema: FormSchema
  /// The header's column names, in order.
  public let header: [String]
  /// The locale of fields that pin none.
  public let locale: String?
  /// The header columns that name no field of the schema.
  public let unknownColumns: [String]
  /// For each column, the position of its field in the schema, or `nil`
  /// for a column that names no field.
  private let schemaPositions: [Int?]
  /// The fields' validators, made once for the table.
  private let prepared: PreparedSchema
  /// Whether rows are given to the schema by field position
  /// (``FormSchema/validate(values:prepared:)``) rather than as members.
  private let positional: Bool

  /// Creates a validator for a header.
  /// - Parameters:
  ///   - schema: The schema.
  ///   - header: The header row's names.
  ///   - locale: The locale of fields that pin none.
  /// - Throws: ``TableIssue/duplicateColumn(name:)`` for a name given twice.
  public init(schema: FormSchema, header: [String], locale: String? = nil) throws(TableIssue) {
    var seen: Set<String> = []
    for name in header where !seen.insert(name).inserted {
      throw .duplicateColumn(name: name)
    }
    let names = Set(schema.fields.map(\.name))
    self.schema = schema
    self.header = header
    self.locale = locale
    self.schemaPositions = header.map { name in schema.fields.firstIndex { $0.name == name } }
    self.unknownColumns = header.filter { !names.contains($0) }
    self.prepared = PreparedSchema(schema, locale: locale)
    self.positional = schema.acceptsPositionalValues(prepared)
  }

  /// Validates one row: its cells in the order of ``header``. A row with
  /// another number of cells is reported as `table.column-count`.
  /// - Parameters:
  ///   - cells: The row's cells.
  ///   - row: The data row's number (from 1, the header not counted).
  ///   - line: The line of the input the row starts on (from 1).
  /// - Returns: The row's report.
  public func validate(cells: [String], row: Int, line: Int) -> TableRowReport {
    validate(.record(cells, line: line), row: row)
  }

  /// Validates one row.
  /// - Parameters:
  ///   - item: The record as the CSV reader gave it.
  ///   - row: The data row's number.
  /// - Returns: The row's report.
  package func validate(_ item: CSVRecordReader.Item, row: Int) -> TableRowReport {
    validate(item, row: row, byPosition: positional)
  }

  /// ``validate(_:row:)``, the schema given the row by field position or
  /// as members (tests check that both give the same report).
  func validate(_ item: CSVRecordReader.Item, row: Int, byPosition: Bool) -> TableRowReport {
    switch item {
    case .malformed(let issue, let line, let fields):
      return malformed(issue, row: row, line: line, cells: fields)
    case .record(let cells, let line):
      guard cells.count == header.count else {
        return malformed(
          .columnCount(expected: header.count, found: cells.count), row: row, line: line,
          cells: cells)
      }
      if byPosition {
        // The header's names are distinct and each names at most one field.
        var values = [JSONValue?](repeating: nil, count: schema.fields.count)
        for (index, cell) in cells.enumerated() {
          if let at = schemaPositions[index] { values[at] = .string(cell) }
        }
        return TableRowReport(
          row: row, line: line, cells: cells,
          report: schema.validate(values: values, prepared: prepared))
      }
      var members: [JSONMember] = []
      members.reserveCapacity(cells.count)
      for (index, cell) in cells.enumerated() where schemaPositions[index] != nil {
        members.append(JSONMember(header[index], .string(cell)))
      }
      return TableRowReport(
        row: row, line: line, cells: cells,
        report: schema.validate(members: members, prepared: prepared))
    }
  }

  private func malformed(_ issue: TableIssue, row: Int, line: Int, cells: [String])
    -> TableRowReport
  {
    // No field was read: the report has none, only the row's issue.
    TableRowReport(
      row: row, line: line, cells: cells,
      report: FormReport(fields: [], formIssues: [ValidationIssue(issue, range: 0..<0)]))
  }

  /// What to write for an invalid cell in a cleaned table.
  public enum InvalidCells: String, Sendable, CaseIterable {
    /// The cell as it was.
    case keep
    /// An empty cell.
    case empty
  }

  /// The row's cells cleaned: a valid field's canonical value in its
  /// column; an invalid one as it was or empty; other columns as they were.
  /// A malformed row is returned as read.
  /// - Parameters:
  ///   - report: The row's report.
  ///   - invalid: What to write for an invalid field.
  /// - Returns: The cells.
  public func cleaned(_ report: TableRowReport, invalid: InvalidCells = .keep) -> [String] {
    guard report.cells.count == header.count,
      !report.report.formIssues.contains(where: { $0.code.rawValue.hasPrefix("table.") })
    else { return report.cells }
    var cells = report.cells
    let fields = report.report.fields
    for (index, name) in header.enumerated() {
      guard let at = schemaPositions[index] else { continue }
      // The field at its schema position (a report lists the schema's
      // fields in order), else by name (an address group laid out anew).
      // Read through the optional in place (a copy of the result retained
      // and released everything in it).
      let valid: Bool?
      let value: String?
      if at < fields.count, fields[at].name == name {
        valid = fields[at].result?.isValid
        value = fields[at].result?.value
      } else {
        let result = report.report[field: name]?.result
        valid = result?.isValid
        value = result?.value
      }
      guard let valid else { continue }
      if valid, let value {
        cells[index] = value
      } else if invalid == .empty {
        cells[index] = ""
      }
    }
    return cells
  }
}
