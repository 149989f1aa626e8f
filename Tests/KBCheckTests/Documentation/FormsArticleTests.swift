import KBCheck
import Testing

/// The examples of the DocC article "Form schemas"
/// (`Documentation.docc/Articles/FormSchemas.md`), run as written.
@Suite struct FormsArticleTests {
  static let schemaText = """
    { "fields": [
        { "name": "email", "type": "emailAddress" },
        { "name": "amount", "type": "decimalPad" },
        { "name": "track", "type": "picker", "choices": ["GraphQL", "Swift", "Vapor"],
          "caseInsensitive": true }
      ] }
    """

  @Test func validSubmission() throws {
    let schema = try FormSchema.decode(json: Self.schemaText)
    let report = schema.validate(
      json: #"{"email": "Ada@Example.COM", "amount": "1.234,5", "track": "swift"}"#,
      locale: "de_DE")
    #expect(report.isValid)
    #expect(report.values == ["email": "Ada@example.com", "amount": "1234.5", "track": "Swift"])
    #expect(report[field: "amount"]?.result?.decimal == ExactDecimal("1234.5"))
  }

  @Test func invalidSubmission() throws {
    let schema = try FormSchema.decode(json: Self.schemaText)
    let report = schema.validate(
      json: #"{"email": "ada@@example.com", "track": "Rust", "nickname": "x"}"#, locale: "en_US")
    #expect(!report.isValid)
    #expect(report.missing == ["amount"])
    #expect(report.unknown == ["nickname"])
    #expect(report[field: "email"]?.issues.map(\.code) == ["email.multiple-at"])
    #expect(report[field: "track"]?.issues.map(\.code) == ["picker.not-an-option"])
  }

  /// "The Hummingbird adapter": typed fields, checked when the schema is made.
  @Test func typedSchema() throws {
    let schema = try FormSchema(validating: [
      FormField(
        name: "email", validator: EmailValidator(options: .rfc), as: .keyboard(.emailAddress)),
      try FormField(name: "iban", .content(.iban)),
      FormField(name: "amount", type: "decimalPad"),
    ])
    let report = schema.validate(
      json: #"{"email": "ada@example.com", "iban": "DE89370400440532013000", "amount": "1,5"}"#,
      locale: AcceptLanguage("de-DE").numberLocale)
    #expect(report.isValid)
    #expect(report.values["amount"] == "1.5")
  }

  @Test func badSchemaThrows() {
    #expect(throws: FormSchemaError.self) {
      try FormSchema.decode(json: #"{"fields": [{"name": "a", "type": "email", "requird": true}]}"#)
    }
  }
}
