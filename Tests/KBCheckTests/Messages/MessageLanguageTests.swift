import KBCheck
import Testing

/// Choosing the language of messages: tags and POSIX locale names, the
/// POSIX environment's order, HTTP `Accept-Language` (RFC 9110 §12.5.4).
@Suite struct MessageLanguageTests {
  @Test(arguments: [
    ("de", "de"), ("de-CH", "de"), ("DE_de", "de"), ("de_DE.UTF-8", "de"), ("de_AT@euro", "de"),
    ("en", "en"), ("en-US", "en"), ("C", "en"), ("POSIX", "en"), ("C.UTF-8", "en"),
  ])
  func identifiers(tag: String, expected: String) {
    #expect(MessageLanguage(identifier: tag)?.identifier == expected)
  }

  @Test(arguments: ["fr", "fr_FR.UTF-8", "", "deu", "d"])
  func unknownIdentifiers(tag: String) {
    #expect(MessageLanguage(identifier: tag) == nil)
  }

  /// POSIX.1-2017 §8.2: LC_ALL overrides LC_MESSAGES, which overrides LANG;
  /// an empty variable counts as unset; an unknown language is English.
  @Test func environmentOrder() {
    #expect(MessageLanguage.fromEnvironment([:]) == .english)
    #expect(MessageLanguage.fromEnvironment(["LANG": "de_DE.UTF-8"]) == .german)
    #expect(
      MessageLanguage.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "en_GB"]) == .english)
    #expect(
      MessageLanguage.fromEnvironment(["LANG": "en_US", "LC_MESSAGES": "C", "LC_ALL": "de"])
        == .german)
    #expect(MessageLanguage.fromEnvironment(["LC_ALL": "", "LANG": "de_DE"]) == .german)
    #expect(MessageLanguage.fromEnvironment(["LANG": "fr_FR.UTF-8"]) == .english)
  }

  /// RFC 9110 §12.5.4: quality values order the ranges; q=0 means "not
  /// acceptable"; `*` matches any (English here); ties keep header order.
  @Test(arguments: [
    ("de-CH, de;q=0.9, en;q=0.5", "de"),
    ("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "en"),
    ("fr, de;q=0.1", "de"),
    ("en;q=0.2, de;q=0.8", "de"),
    ("de;q=0, en", "en"),
    ("de;q=0", "en"),
    ("", "en"),
    ("*", "en"),
    ("de , en", "de"),
    ("DE-at;Q=0.7", "de"),
    ("en, de", "en"),
    ("garbage;;q=x, de", "de"),
  ])
  func acceptLanguage(header: String, expected: String) {
    #expect(MessageLanguage.negotiate(acceptLanguage: header).identifier == expected)
  }
}

/// An issue made with a message given as text (a user's own validator's)
/// keeps it: there is no typed issue to render in another language.
@Suite struct LiteralMessageTests {
  @Test func anIssueWithALiteralMessageStaysAsGiven() {
    let issue = ValidationIssue("custom.code", message: "Custom text.", range: 0..<1)
    #expect(issue.familyIssue == nil)
    #expect(issue.localized(.german) == issue)
  }
}
