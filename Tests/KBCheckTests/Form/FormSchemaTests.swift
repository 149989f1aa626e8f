import Foundation
import Testing

@testable import KBCheck

/// Form schemas: decoding, and whole-submission reports (valid, missing,
/// unknown, invalid JSON, deep nesting, exact numbers, picker).
@Suite struct FormSchemaTests {
  static let schemaText = """
    {
      "fields": [
        {"name": "email", "type": "email"},
        {"name": "website", "type": "url", "required": false},
        {"name": "pin", "type": "numberPad", "required": false},
        {"name": "amount", "type": "decimalPad"},
        {"name": "track", "type": "picker", "choices": ["GraphQL", "Swift"], "caseInsensitive": true}
      ]
    }
    """

  let schema: FormSchema

  init() throws {
    schema = try FormSchema.decode(json: Self.schemaText)
  }

  func report(_ json: String) -> FormReport { schema.validate(json: Array(json.utf8)) }

  @Test func decodesFieldsInOrderWithDefaults() {
    #expect(schema.fields.map(\.name) == ["email", "website", "pin", "amount", "track"])
    #expect(schema.fields.map(\.required) == [true, false, false, true, true])
    #expect(schema.fields[0].keyboard == .emailAddress)
    #expect(schema.fields[4].keyboard == nil)
    #expect(schema.fields[4].typeName == "picker")
    #expect(!schema.allowUnknownFields)
  }

  @Test func validSubmission() {
    let r = report(#"{"email": "a@example.com", "amount": "12", "track": "swift"}"#)
    #expect(r.isValid)
    #expect(r.values["track"] == "Swift")
    #expect(r.values["email"] == "a@example.com")
    #expect(r.missing.isEmpty && r.unknown.isEmpty && r.formIssues.isEmpty)
    #expect(r.fields.map(\.name) == schema.fields.map(\.name))
    #expect(r[field: "website"]?.result == nil)
    #expect(r[field: "website"]?.isValid == true)
  }

  @Test func missingRequiredFields() {
    let r = report(#"{"email": "", "amount": null}"#)
    #expect(!r.isValid)
    #expect(r.missing == ["email", "amount", "track"])
    #expect(r[field: "email"]?.issues.first?.code == .formMissingField)
  }

  @Test func unknownFields() {
    let r = report(#"{"email": "a@example.com", "amount": "1", "track": "Swift", "nick": "x"}"#)
    #expect(!r.isValid)
    #expect(r.unknown == ["nick"])
    #expect(r.formIssues.map(\.code) == [.formUnknownField])
    var open = schema
    open.allowUnknownFields = true
    let allowed = open.validate(
      json: Array(#"{"email": "a@example.com", "amount": "1", "track": "Swift", "nick": "x"}"#.utf8)
    )
    #expect(allowed.isValid)
    #expect(allowed.unknown == ["nick"])
  }

  @Test func invalidJSONAndUTF8AreFormIssues() {
    for text in ["{", "[1]", #"{"email": tru}"#, ""] {
      let r = report(text)
      #expect(!r.isValid, "\(text)")
      #expect(r.formIssues.count == 1, "\(text)")
    }
    #expect(report("[1]").formIssues.first?.code == .formNotAnObject)
    #expect(report("{").formIssues.first?.code == .formInvalidJSON)
    let bad = schema.validate(json: [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])
    #expect(bad.formIssues.first?.code == .inputInvalidUTF8)
  }

  @Test func deepNestingIsAReportNotACrash() {
    let r = report(#"{"email": "# + String(repeating: "[", count: 200_000))
    #expect(r.formIssues.first?.code == .formInvalidJSON)
  }

  @Test func numbersReachValidatorsAsTheirExactText() {
    let r = report(#"{"email": "a@example.com", "amount": 1234.50, "track": "Swift"}"#)
    #expect(r[field: "amount"]?.result?.input == "1234.50")
    #expect(r.isValid)
  }

  @Test func nonTextValuesAreFieldIssues() {
    let r = report(#"{"email": ["a@example.com"], "amount": true, "track": "Swift"}"#)
    #expect(r[field: "email"]?.issues.first?.code == .formNotText)
    #expect(r[field: "amount"]?.issues.first?.code == .formNotText)
    #expect(!r.isValid)
  }

  @Test func pickerField() {
    let r = report(#"{"email": "a@example.com", "amount": "1", "track": "Rust"}"#)
    #expect(r[field: "track"]?.issues.first?.code == .pickerNotAnOption)
    #expect(r[field: "track"]?.type == "picker")
  }

  @Test func duplicateKeysAreReported() {
    let r = report(
      #"{"email": "a@example.com", "email": "b@example.com", "amount": "1", "track": "Swift"}"#)
    #expect(r.formIssues.map(\.code) == [.formDuplicateField])
    #expect(r.values["email"] == "b@example.com")
  }

  @Test func stringOverload() {
    let r = schema.validate(json: #"{"email": "a@example.com", "amount": "1", "track": "swift"}"#)
    #expect(r.isValid)
  }

  @Test func dictionaryAndLocaleOverload() {
    let r = schema.validate(
      ["email": .string("a@example.com"), "amount": .number("3"), "track": .string("graphql")],
      locale: "en_US")
    #expect(r.isValid)
    #expect(r.values["track"] == "GraphQL")
  }

  @Test func reportJSONShape() throws {
    let r = report(#"{"email": "a@example.com", "amount": "1", "track": "Swift", "x": 1}"#)
    let json = try JSONValue(parsing: r.jsonObject().jsonText)
    #expect(json["valid"] == .bool(false))
    #expect(json["fields"]?["email"]?["value"] == .string("a@example.com"))
    #expect(json["fields"]?["track"]?["type"] == .string("picker"))
    #expect(json["unknown"] == .array([.string("x")]))
    #expect(json["missing"] == .array([]))
    guard case .object(let fields)? = json["fields"] else {
      Issue.record("no fields")
      return
    }
    #expect(fields.map(\.key) == ["email", "website", "pin", "amount", "track"])
  }

  static let badSchemas: [(String, FormSchemaError.Code)] = [
    ("{", .invalidJSON),
    ("[]", .badValue),
    ("{}", .missingKey),
    (#"{"fields": [{"type": "email"}]}"#, .missingKey),
    (#"{"fields": [{"name": "a"}]}"#, .missingKey),
    (#"{"fields": [{"name": "a", "type": "nope"}]}"#, .configuration),
    (#"{"fields": [{"name": "a", "type": "picker"}]}"#, .configuration),
    (#"{"fields": [{"name": "a", "type": "email", "requird": true}]}"#, .unknownKey),
    (#"{"fields": [{"name": "a", "type": "email", "options": {"bogus": 1}}]}"#, .configuration),
    (
      #"{"fields": [{"name": "a", "type": "email"}, {"name": "a", "type": "url"}]}"#,
      .duplicateField
    ),
    (#"{"fields": [{"name": "a", "type": "email", "required": "yes"}]}"#, .badValue),
    (#"{"fields": [{"name": "a", "type": "email", "choices": ["x"]}]}"#, .configuration),
  ]

  @Test(arguments: badSchemas)
  func badSchemaIsAnError(_ text: String, _ code: FormSchemaError.Code) {
    do {
      _ = try FormSchema.decode(json: text)
      Issue.record("decoded \(text)")
    } catch {
      #expect(error.code == code, "\(text): \(error)")
    }
  }

  @Test func codableRoundTrip() throws {
    let data = try JSONEncoder().encode(schema)
    let back = try JSONDecoder().decode(FormSchema.self, from: data)
    #expect(back == schema)
    let minimal = try JSONDecoder().decode(
      FormSchema.self, from: Data(#"{"fields": [{"name": "a", "type": "email"}]}"#.utf8))
    #expect(minimal.fields[0].required)
    let lenient = try JSONDecoder().decode(
      FormField.self,
      from: Data(
        #"{"name": "a", "type": "number", "options": {"min": 4, "x": true, "s": "y"}}"#.utf8))
    #expect(lenient.options == ["min": "4", "x": "true", "s": "y"])
    #expect(!minimal.allowUnknownFields)
  }

  @Test func exampleFixtureDecodesAndValidates() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let forms = root.appendingPathComponent("Fixtures/forms")
    let schema = try FormSchema.decode(
      json: Array(try Data(contentsOf: forms.appendingPathComponent("signup.schema.json"))))
    #expect(schema.fields.count == 6)
    let report = schema.validate(
      json: Array(try Data(contentsOf: forms.appendingPathComponent("signup.submission.json"))))
    #expect(report.isValid, "\(report.jsonObject().jsonText)")
  }
}
