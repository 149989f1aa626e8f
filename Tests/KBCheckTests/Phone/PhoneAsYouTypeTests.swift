import Testing

@testable import KBCheck

/// As-you-type formatting with the real metadata (PhoneNumberMetadata.xml
/// v9.0.35 formats; libphonenumber's AsYouTypeFormatter behaviour).
@Suite struct PhoneAsYouTypeTests {
  static func typeAll(_ text: String, region: String) -> [String] {
    var f = PhoneNumberingPlans.production.asYouTypeFormatter(region: region)
    return text.map { f.inputDigit($0) }
  }

  @Test func usNational() {
    #expect(
      Self.typeAll("2015550123", region: "US") == [
        "2", "20", "201", "201-5", "201-55", "201-555", "201-5550", "(201) 555-01", "(201) 555-012",
        "(201) 555-0123",
      ])
  }

  @Test(arguments: [
    ("+12015550123", "US", "+1 201-555-0123"),
    ("01144207946095", "US", "011 44 20 7946 095"),
    ("02079460958", "GB", "020 7946 0958"),
    ("+442079460958", "US", "+44 20 7946 0958"),
    ("0612345678", "FR", "06 12 34 56 78"),
    ("201-", "US", "201-"),
  ])
  func final(_ text: String, _ region: String, _ expected: String) {
    #expect(Self.typeAll(text, region: region).last == expected)
  }
}

/// The phone pad's filter formats as the number is typed and reports each
/// inserted character.
@Suite struct PhonePadFormattingFilterTests {
  @Test func pastedNationalNumber() throws {
    let filter = try InputFilter(.phonePad, options: .init(defaultRegion: "US"))
    let result = filter.filter("2015550123")
    #expect(result.text == "(201) 555-0123")
    #expect(result.changes.map(\.code) == Array(repeating: .phoneFormatInserted, count: 4))
    #expect(result.changes.map(\.offset) == [0, 4, 5, 9])
    let validated = try PhonePadValidator(options: .form.with(defaultRegion: "US"))
      .validate(result.text)
    #expect(validated.isValid)
    #expect(validated.value == "+12015550123")
  }

  @Test func typedKeystrokes() throws {
    let filter = try InputFilter(.phonePad, options: .init(defaultRegion: "US"))
    var text = ""
    for c in "2015550123" {
      let r = filter.apply(
        .insert(String(c), at: text.unicodeScalars.count, origin: .typed), to: text)
      #expect(!r.refused)
      text = r.text
      #expect(r.caret == text.unicodeScalars.count)
    }
    #expect(text == "(201) 555-0123")
  }

  @Test func offWithoutRegion() throws {
    #expect(try InputFilter(.phonePad).filter("2015550123").text == "2015550123")
    #expect(
      try InputFilter(.phonePad, options: .init(defaultRegion: "US", formatAsYouType: false))
        .filter("2015550123").text
        == "2015550123")
  }
}
