import Foundation
import Testing

@testable import KBCheck

/// A table row given to the schema by field position
/// (`FormSchema.validate(values:prepared:)`) gets the report the same row
/// gets as members (`validate(members:prepared:)`, the form contract of
/// `docs/` and DESIGN.md: every field's result, missing required fields,
/// no unknown or duplicate field since a table's header names each column
/// once). Checked on generated rows of the CI customer schema
/// (`Fixtures/tables/customers.schema.json`, a phone field reading its
/// region from a column) and of schemas with a column missing, an
/// unknown column and a fixed-country address group.
@Suite struct TablePositionalRowTests {
  static func schema(_ json: String) throws -> FormSchema { try FormSchema.decode(json: json) }

  static func customers() throws -> FormSchema {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/tables/customers.schema.json")
    return try JSONDecoder().decode(FormSchema.self, from: Data(contentsOf: url))
  }

  /// Cells for a column: valid, invalid, empty and odd values of its kind.
  static let cellsByColumn: [String: [String]] = [
    "id": ["1", "42", "", "4x", "٤٢", "-1"],
    "name": ["Ada Lovelace", "", "José\u{0301}", "a\u{202E}b", "\u{7}"],
    "email": ["ada@example.com", "José@Bücher.example", "ada@", "", "a b@c.d", "ADA@EXAMPLE.COM"],
    "phone": [
      "+1 201-555-0123", "(201) 555-0123", "030 123456", "0121 234 5678", "", "12",
      "+44 20 7946 0958 x12",
    ],
    "country": ["US", "DE", "GB", "", "XX", "de", "001"],
    "amount": ["12.50", "1,234.5", "", "abc", "-0", "1e3"],
    "note": ["", "line\nbreak", "plain"],
    "postalCode": ["10115", "SW1A 1AA", "", "ABCDE"],
    "city": ["Berlin", "", "x"],
    "extra": ["anything", ""],
  ]

  /// Cells for any other column.
  static let otherCells = ["x", "", "10115", "Berlin", "Hauptstraße 1", "\u{200B}"]

  /// Every row of `count` random rows of `header` read both ways.
  static func compare(_ schema: FormSchema, header: [String], count: Int, seed: UInt64) throws
    -> Int
  {
    let table = try TableValidator(schema: schema, header: header)
    var rng = SplitMix64(seed: seed)
    var differing = 0
    for row in 1...count {
      let cells = header.map {
        (Self.cellsByColumn[$0] ?? Self.otherCells).randomElement(using: &rng) ?? ""
      }
      let item = CSVRecordReader.Item.record(cells, line: row + 1)
      let byPosition = table.validate(item, row: row, byPosition: true)
      let byMembers = table.validate(item, row: row, byPosition: false)
      if byPosition != byMembers { differing += 1 }
      #expect(byPosition == byMembers, "\(header) \(cells)")
    }
    return differing
  }

  @Test func customerRowsReadTheSameByPosition() throws {
    let schema = try Self.customers()
    #expect(schema.acceptsPositionalValues(PreparedSchema(schema, locale: nil)))
    let header = ["id", "name", "email", "phone", "country", "amount", "note"]
    #expect(try Self.compare(schema, header: header, count: 600, seed: 1) == 0)
    // Columns in another order, one missing (a required field), one unknown.
    let other = ["country", "phone", "extra", "email", "amount", "id"]
    #expect(try Self.compare(schema, header: other, count: 300, seed: 2) == 0)
  }

  @Test func addressGroupOfAFixedCountryReadsTheSameByPosition() throws {
    let schema = try Self.schema(
      #"{"fields": [{"name": "email", "type": "email"}, {"address": {"country": "DE"}}]}"#)
    #expect(schema.acceptsPositionalValues(PreparedSchema(schema, locale: nil)))
    let names = schema.fields.map(\.name)
    #expect(try Self.compare(schema, header: names, count: 200, seed: 3) == 0)
    #expect(try Self.compare(schema, header: names.reversed().dropLast(), count: 200, seed: 4) == 0)
  }

  @Test func schemasThatReadOtherFieldsOrLayOutAnAddressStayWithMembers() throws {
    let related = try Self.schema(
      #"{"fields":[{"name":"csc","type":"cc-csc","context":{"card":"number"}},{"name":"number","type":"cc-number"}]}"#
    )
    #expect(!related.acceptsPositionalValues(PreparedSchema(related, locale: nil)))
    let laidOut = try Self.schema(
      #"{"fields": [{"name": "country", "type": "countryName"}, {"address": {"countryField": "country"}}]}"#
    )
    #expect(!laidOut.acceptsPositionalValues(PreparedSchema(laidOut, locale: nil)))
  }
}
