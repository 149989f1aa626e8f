import KBCheck
import Testing

/// The examples of the DocC article "Text keyboards"
/// (`Documentation.docc/Articles/TextKeyboards.md`), run as written. Lengths
/// count extended grapheme clusters (UAX #29); values are NFC (UAX #15).
@Suite struct TextArticleTests {
  @Test func mention() throws {
    let validator = try TextValidator(
      keyboard: .twitter, options: .init(profile: .mention, maxLength: 16))
    #expect(validator.validate("@kbcheck").value == "@kbcheck")
    #expect(
      validator.validate("@jos\u{E9}").issues.map(\.code) == ["twitter.mention.invalid-character"])
  }

  @Test func kindOfValue() throws {
    let twitter = try TextValidator(keyboard: .twitter)
    #expect(twitter.validate("#swift").text == .hashtag)
    #expect(twitter.validate("hello world").text == .text)
    #expect(twitter.validate("#2024").issues.map(\.code) == ["twitter.hashtag.all-digits"])
  }

  @Test func webSearch() throws {
    let search = try TextValidator(keyboard: .webSearch)
    #expect(search.validate("  swift   testing ").value == "swift testing")
  }

  @Test func graphemeLengths() throws {
    let short = try TextValidator(options: .init(maxLength: 3))
    #expect(short.validate("👨‍👩‍👧🇩🇪é").isValid)
    #expect(short.validate("abcd").issues.map(\.code) == ["input.too-long"])
  }

  @Test func mixedScriptName() throws {
    let result = try TextValidator(keyboard: .namePhonePad).validate("pаypal")
    #expect(result.isValid)
    #expect(result.text == .name)
    #expect(result.issues.map(\.code) == ["text.mixed-script"])
    #expect(result.issues[0].severity == .warning)
  }
}
