import Foundation
import Testing

@testable import KBCheck

/// One schema reader: `FormSchema.decode(json:)` and `Codable` give the same
/// schema, the same option text and the same errors (RFC 8259 §6: a JSON
/// number is a number, whatever its spelling).
@Suite struct SchemaDecodersAgreeTests {
  static func schema(_ options: String) -> String {
    #"{"fields":[{"name":"amount","type":"decimal","options":"# + options + "}]}"
  }

  @Test(arguments: [
    (#"{"maxValue":1e2}"#, "100"),
    (#"{"maxValue":100.0}"#, "100"),
    (#"{"maxValue":1.50}"#, "1.5"),
    (#"{"minValue":-0}"#, "0"),
    (#"{"minValue":-0.25}"#, "-0.25"),
    (#"{"maxValue":25E-1}"#, "2.5"),
    (#"{"maxFractionDigits":2.0}"#, "2"),
    (#"{"maxValue":"99.95"}"#, "99.95"),
  ])
  func numbersReadTheSame(options: String, text: String) throws {
    let json = Self.schema(options)
    let parsed = try FormSchema.decode(json: json)
    let decoded = try JSONDecoder().decode(FormSchema.self, from: Data(json.utf8))
    #expect(parsed == decoded)
    #expect(parsed.fields[0].options.values.first == text)
  }

  @Test func bothRefuseTheSameSchemas() {
    for json in [
      #"{"fields":[{"name":"a","type":"email","nope":1}]}"#,
      #"{"fields":[{"name":"a"}]}"#,
      #"{"fields":[{"name":"a","type":"email","options":{"nope":"1"}}]}"#,
      #"{"fields":[{"name":"a","type":"decimal","options":{"maxValue":1e999}}]}"#,
      #"{"fieldz":[]}"#,
    ] {
      #expect(throws: FormSchemaError.self, "\(json)") { try FormSchema.decode(json: json) }
      #expect(throws: DecodingError.self, "\(json)") {
        try JSONDecoder().decode(FormSchema.self, from: Data(json.utf8))
      }
    }
  }

  @Test func hugeIntegersAreNotMisread() {
    let json = Self.schema(#"{"maxValue":123456789012345678901234567890}"#)
    #expect(
      (try? FormSchema.decode(json: json))?.fields[0].options["maxValue"]
        == "123456789012345678901234567890")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(FormSchema.self, from: Data(json.utf8))
    }
  }
}
