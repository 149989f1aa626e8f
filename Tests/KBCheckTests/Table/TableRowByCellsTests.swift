import KBCheck
import Testing

/// Issue 25: `CSVRecordReader` is `package`; a row read some other way is
/// validated by its cells, with the report the reader's record gets.
@Suite struct TableRowByCellsTests {
  static let schema = FormSchema(fields: [
    FormField(name: "email", type: "email"), FormField(name: "card", type: "creditCardNumber"),
  ])

  @Test func aRowByItsCellsIsTheRecordsReport() throws {
    let table = try TableValidator(schema: Self.schema, header: ["card", "email"])
    let row = table.validate(cells: ["4111111111111111", "ada@example.com"], row: 1, line: 2)
    #expect(
      row == table.validate(.record(["4111111111111111", "ada@example.com"], line: 2), row: 1))
    #expect(row.isValid)
    #expect(row.line == 2)
    let short = table.validate(cells: ["4111111111111111"], row: 2, line: 3)
    #expect(!short.isValid)
    #expect(short.report.formIssues.map(\.code.rawValue) == ["table.column-count"])
  }
}
