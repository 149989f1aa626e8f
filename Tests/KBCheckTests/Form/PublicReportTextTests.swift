import KBCheck
import Testing

/// Issue 25: the public entry points that replace the JSON-value ones
/// (`JSONValue` is `package`) give what those gave: a report's text is the
/// one writer's, and a dictionary of strings validates as the same values in
/// JSON.
@Suite struct PublicReportTextTests {
  static let schema = FormSchema(fields: [
    FormField(name: "email", type: "email"), FormField(name: "card", type: "creditCardNumber"),
  ])

  @Test func reportTextIsTheWritersText() {
    let report = Self.schema.validate(
      json: #"{"email":"Ada@Example.COM","card":"4111111111111111"}"#)
    #expect(report.jsonText() == report.jsonObject().jsonText)
    #expect(!report.jsonText().contains("4111111111111111"))
    #expect(report.jsonText(revealingSecrets: true).contains("4111111111111111"))
    for field in report.fields {
      #expect(field.jsonText() == field.jsonObject().jsonText)
      #expect(report.jsonText().contains(field.jsonText()))
    }
  }

  @Test func aTableRowsTextIsTheWritersText() throws {
    let table = try TableValidator(schema: Self.schema, header: ["card", "email"])
    let row = table.validate(cells: ["4111111111111111", "ada@example.com"], row: 1, line: 2)
    #expect(row.jsonText == row.jsonObject.jsonText)
    #expect(row.jsonText.hasPrefix(#"{"row":1,"valid":true,"#))
  }

  @Test func stringValuesValidateAsJSONStrings() {
    let values = ["email": "ada@", "card": "4111111111111111", "extra": "x"]
    let report = Self.schema.validate(values: values, locale: "de_DE")
    #expect(report == Self.schema.validate(values.mapValues { .string($0) }, locale: "de_DE"))
    #expect(report.unknown == ["extra"])
    #expect(!report.isValid)
  }
}
