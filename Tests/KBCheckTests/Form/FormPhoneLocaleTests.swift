import KBCheck
import Testing

/// A phone field's locale (the field's own, else the form request's) gives
/// the default region exactly as the CLI's `--locale` does (the phone
/// validator's `locale` option: `phone.region-from-locale`), and a national
/// number with no region to give it a country is an error in the `form`
/// profile: E.164 (ITU-T E.164 §6) needs the country code, and a number
/// stored without it is a wrong value.
@Suite struct FormPhoneLocaleTests {
  static func schema(_ phoneField: String) throws -> FormSchema {
    try FormSchema.decode(json: #"{"fields": [\#(phoneField)]}"#)
  }

  @Test func fieldLocaleGivesTheRegion() throws {
    let form = try Self.schema(#"{"name": "phone", "type": "phonePad", "locale": "en_US"}"#)
    let report = form.validate(json: #"{"phone": "2015550123"}"#)
    let result = try #require(report.fields.first?.result)
    #expect(result.value == "+12015550123")
    #expect(result.warnings.map(\.code) == [.phoneRegionFromLocale])
  }

  @Test func requestLocaleGivesTheRegion() throws {
    let form = try Self.schema(#"{"name": "phone", "type": "phonePad"}"#)
    let report = form.validate(json: #"{"phone": "030 1234567"}"#, locale: "de_DE")
    #expect(report.fields.first?.result?.value == "+49301234567")
  }

  @Test func nationalNumberWithoutRegionIsAnErrorInForm() throws {
    let form = try Self.schema(#"{"name": "phone", "type": "phonePad"}"#)
    let result = try #require(form.validate(json: #"{"phone": "2015550123"}"#).fields.first?.result)
    #expect(!result.isValid)
    #expect(result.errors.map(\.code) == [.phoneNoCountryCode])
    #expect(result.errors.first?.message.contains("kept") == false)
    // The lenient profile keeps the national digits with a warning.
    let lenient = try Self.schema(#"{"name": "phone", "type": "phonePad", "profile": "lenient"}"#)
    let kept = try #require(
      lenient.validate(json: #"{"phone": "2015550123"}"#).fields.first?.result)
    #expect(kept.value == "2015550123")
    #expect(kept.warnings.map(\.code) == [.phoneNoCountryCode])
  }
}
