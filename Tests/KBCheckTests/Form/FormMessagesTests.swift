import KBCheck
import Testing

/// Form, schema and configuration messages from the catalogue (issue 18),
/// in German.
@Suite struct FormMessagesTests {
  /// A field whose type cannot make a validator: `form.configuration`
  /// carries the configuration error's message, localized with it.
  @Test func fieldConfigurationInGerman() throws {
    let schema = FormSchema(fields: [FormField(name: "n", type: "nosuch")])
    let report = schema.validate(["n": .string("1")])
    let issue = try #require(report[field: "n"]?.result?.issues.first)
    #expect(issue.code == .formConfiguration)
    #expect(
      issue.message.hasPrefix("Field 'n' has unknown type 'nosuch'; expected picker or one of: "))
    let german = try #require(report.localized(.german)[field: "n"]?.result?.issues.first)
    #expect(
      german.message.hasPrefix(
        "Das Feld „n“ hat den unbekannten Typ „nosuch“; erwartet wird picker oder einer von: "))
    #expect(german.code == issue.code)
    #expect(german.range == issue.range)
  }

  @Test func submissionIssuesInGerman() throws {
    let schema = FormSchema(fields: [FormField(name: "pin", type: "number")])
    let report = schema.validate(json: #"{"pin": "1", "x": 2}"#).localized(.german)
    #expect(report.formIssues.map(\.message) == ["Das Formular hat kein Feld namens „x“."])
    let broken = schema.validate(json: #"{"pin" 1}"#)
    #expect(
      broken.formIssues.map(\.message) == [
        "The submission is not JSON: Expected ':' after an object key."
      ])
    #expect(
      broken.localized(.german).formIssues.map(\.message) == [
        "Die Übermittlung ist kein JSON: Nach einem Objektschlüssel wurde „:“ erwartet."
      ])
  }

  @Test func schemaErrorsInGerman() throws {
    let error = try #require(
      #expect(throws: FormSchemaError.self) {
        try FormSchema.decode(json: #"{"fields": [{"name": "a"}]}"#)
      })
    #expect(error.message == "Field 'a' needs a \"type\".")
    #expect(error.localized(.german).message == "Das Feld „a“ braucht einen „type“.")
    let json = try #require(
      #expect(throws: FormSchemaError.self) { try FormSchema.decode(json: "{") })
    #expect(json.message == "Expected a string key in an object. (at byte 1)")
    #expect(
      json.localized(.german).message
        == "In einem Objekt wurde ein Schlüssel als Zeichenkette erwartet. (bei Byte 1)")
  }
}
