import KBCheck
import Testing

/// The CSV reader against RFC 4180 §2 rule by rule, fed in chunks of every
/// size (a record split anywhere reads the same).
@Suite struct CSVRecordReaderTests {
  private func read(_ text: String, delimiter: UInt8 = 0x2C, chunk: Int = 1 << 16)
    -> [CSVRecordReader.Item]
  {
    var reader = chunkedCSVReader(Array(text.utf8), delimiter: delimiter, chunk: chunk)
    var items: [CSVRecordReader.Item] = []
    while let item = reader.next() { items.append(item) }
    return items
  }

  private func records(_ text: String, chunk: Int = 1 << 16) -> [[String]] {
    read(text, chunk: chunk).map {
      switch $0 {
      case .record(let fields, _): fields
      case .malformed(let issue, _, _): ["!" + issue.code.rawValue]
      }
    }
  }

  @Test(arguments: [1, 2, 3, 7, 1 << 16])
  func rfc4180Records(chunk: Int) {
    // §2.1 CRLF ends a record; §2.2 the last may lack it; §2.4 fields by
    // commas, spaces kept; §2.5 quoted fields; §2.6 CRLF, commas and quotes
    // inside quotes; §2.7 a quote is escaped by another.
    let text = "a,b, c \r\n\"x,y\",\"line\r\nbreak\",\"say \"\"hi\"\"\"\r\n,,\nlast,row"
    #expect(
      records(text, chunk: chunk) == [
        ["a", "b", " c "], ["x,y", "line\r\nbreak", "say \"hi\""], ["", "", ""], ["last", "row"],
      ])
  }

  @Test func linesAreCountedFromTheRecordsStart() {
    let items = read("h\n\"two\nlines\"\nthird\n")
    #expect(
      items == [
        .record(["h"], line: 1), .record(["two\nlines"], line: 2), .record(["third"], line: 4),
      ])
  }

  @Test func malformedRecordsAreReportedAndReadingGoesOn() {
    // A quote inside an unquoted field (§2.5), text after a closing quote
    // (§2.7), invalid UTF-8, and then a good record: nothing shifts.
    let text = "a\"b,c\n\"q\"x,d\n\u{FF}"
    var bytes = Array(text.utf8)
    bytes[bytes.count - 2] = 0xFF  // the U+00FF's lead byte alone: not UTF-8
    bytes.removeLast()
    var data = (bytes + Array(",e\nok,f\n".utf8))[...]
    var reader = CSVRecordReader {
      defer { data = [] }
      return data.isEmpty ? nil : Array(data)
    }
    var codes: [String] = []
    while let item = reader.next() {
      switch item {
      case .record(let fields, _): codes.append(fields.joined(separator: "|"))
      case .malformed(let issue, _, _): codes.append(issue.code.rawValue)
      }
    }
    #expect(codes == ["table.stray-quote", "table.text-after-quote", "table.invalid-utf8", "ok|f"])
  }

  @Test func anUnclosedQuoteReadsToTheEnd() {
    #expect(records("a\n\"open,b\nc,d\n") == [["a"], ["!table.unclosed-quote"]])
  }

  @Test func otherDelimiters() {
    #expect(read("a;b\n1;\"2;3\"\n", delimiter: UInt8(ascii: ";")).count == 2)
    #expect(read("a\tb\n", delimiter: 0x09) == [.record(["a", "b"], line: 1)])
  }

  @Test func aLongInputIsReadInLinearTimeAndBoundedRecords() {
    // 120 KB in one quoted field, then 20,000 small records.
    let big = "\"" + String(repeating: "x", count: 120_000) + "\"\n"
    let many = String(repeating: "a,b\n", count: 20_000)
    let items = read(big + many, chunk: 4096)
    #expect(items.count == 20_001)
  }
}

/// Tables validated by a form schema, with cross-field options
/// (`regionFrom`) and cleaning.
@Suite struct TableValidatorTests {
  static func decode(json: String) -> FormSchema {
    do { return try FormSchema.decode(json: json) } catch { fatalError("\(error)") }
  }

  let schema = TableValidatorTests.decode(
    json: #"""
      {"fields": [
        {"name": "email", "type": "email"},
        {"name": "country", "type": "picker", "choices": ["US", "DE"], "required": false},
        {"name": "phone", "type": "phone", "regionFrom": "country", "required": false}
      ]}
      """#)

  @Test func aRowTakesItsPhoneRegionFromItsCountryColumn() throws {
    let table = try TableValidator(schema: schema, header: ["id", "email", "country", "phone"])
    #expect(table.unknownColumns == ["id"])
    let us = table.validate(.record(["1", "a@b.example", "US", "(201) 555-0123"], line: 2), row: 1)
    #expect(us.report[field: "phone"]?.value == "+12015550123")
    let de = table.validate(.record(["2", "a@b.example", "DE", "030 901820"], line: 3), row: 2)
    #expect(de.report[field: "phone"]?.value == "+4930901820")
    #expect(table.cleaned(de) == ["2", "a@b.example", "DE", "+4930901820"])
    let bad = table.validate(.record(["3", "bad@", "DE", "x"], line: 4), row: 3)
    #expect(!bad.isValid)
    #expect(table.cleaned(bad) == ["3", "bad@", "DE", "x"])
    #expect(table.cleaned(bad, invalid: .empty) == ["3", "", "DE", ""])
    let short = table.validate(.record(["4", "a@b.example"], line: 5), row: 4)
    #expect(short.report.formIssues.map(\.code.rawValue) == ["table.column-count"])
    #expect(table.cleaned(short) == ["4", "a@b.example"])
  }

  @Test func aMalformedRecordIsARowIssueWithItsCode() throws {
    // RFC 4180 §2.5–2.7: each way a record can be malformed is reported on
    // its own row, with no field read.
    let table = try TableValidator(schema: schema, header: ["email"])
    let issues: [TableIssue] = [
      .unclosedQuote(line: 2), .strayQuote(line: 2, column: 1),
      .textAfterQuote(line: 2, column: 1), .invalidUTF8(column: 1),
    ]
    for issue in issues {
      let row = table.validate(.malformed(issue, line: 2, fields: ["x"]), row: 1)
      #expect(!row.isValid)
      #expect(row.report.fields.isEmpty)
      #expect(row.report.formIssues.map(\.code) == [issue.code])
      #expect(table.cleaned(row) == ["x"])
    }
  }

  @Test func aHeaderNamingAColumnTwiceIsRefused() {
    #expect(throws: TableIssue.duplicateColumn(name: "email")) {
      try TableValidator(schema: schema, header: ["email", "email"])
    }
  }

  @Test func optionsFromMustNameAField() {
    #expect {
      try FormSchema.decode(
        json: #"{"fields": [{"name": "p", "type": "phone", "regionFrom": "nope"}]}"#)
    } throws: { "\($0)".contains("schema.options-from-unknown-field") }
    #expect {
      try FormSchema.decode(
        json: #"{"fields": [{"name": "p", "type": "phone", "optionsFrom": 3}]}"#)
    } throws: { "\($0)".contains("schema.options-from") }
  }

  @Test func aCSVTableStreamsItsRowsAsync() async throws {
    let chunks = AsyncStream<[UInt8]> { continuation in
      for part in ["email,coun", "try,phone\na@b.example,US,(201) 555", "-0123\nbad@,DE,\n"] {
        continuation.yield(Array(part.utf8))
      }
      continuation.finish()
    }
    var rows: [TableRowReport] = []
    for try await row in CSVTable(schema: schema, chunks: chunks).rows { rows.append(row) }
    #expect(rows.map(\.row) == [1, 2])
    #expect(rows.map(\.isValid) == [true, false])
    #expect(rows[0].report[field: "phone"]?.value == "+12015550123")
  }
}
