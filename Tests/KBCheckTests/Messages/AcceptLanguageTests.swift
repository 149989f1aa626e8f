import KBCheck
import Testing

/// Reading `Accept-Language` (RFC 9110 §12.5.4, RFC 4647 §2.1 ranges): the
/// preferred tags, the message language, and the number locale ICU has
/// data for.
@Suite struct AcceptLanguageTests {
  @Test(arguments: [
    ("de-DE,de;q=0.9", ["de-DE", "de"]),
    ("fr;q=0.5, en-GB;q=0.8", ["en-GB", "fr"]),
    ("en-US;q=0.7,de-CH;q=0.7", ["en-US", "de-CH"]),
    ("*, ar-EG;q=0.9", ["ar-EG"]),
    ("  pt-BR ; q=1 ", ["pt-BR"]),
    ("de;q=0, fr", ["fr"]),
    ("DE-at;Q=0.7", ["DE-at"]),
    ("", []),
    // Malformed entries are ignored as a whole.
    ("<script>, en_US, -de, de-, x;q=nan, y;q=2, z;q=0.1234, w;foo=1, v;q=1.5, ok", ["ok"]),
    (String(repeating: "a", count: 9), []),
    ("de-toolongsubtag", []),
    ("zh-Hant-TW;q=0.500, en;q=0.5", ["zh-Hant-TW", "en"]),
  ])
  func preferredTags(_ header: String, _ expected: [String]) {
    #expect(AcceptLanguage(header).preferred == expected)
  }

  @Test func qualitiesAndBounds() {
    let header = AcceptLanguage("de;q=0.123, en;q=1.000, fr;q=0, *;q=0.5")
    #expect(header.ranges.map(\.quality) == [0.123, 1, 0, 0.5])
    #expect(header.ranges.last?.isWildcard == true)
    #expect(AcceptLanguage(nil).ranges.isEmpty)
    let many = (0..<100).map { "l\(String(UnicodeScalar(UInt8(97 + $0 % 26))))" }
    #expect(AcceptLanguage(many.joined(separator: ",")).ranges.count == AcceptLanguage.maxRanges)
  }

  /// A range matches a language by its primary subtag (`de-CH` is German);
  /// the exact range decides over longer ones; `*` stands for any language
  /// not named; `q=0` refuses; nothing acceptable is English.
  @Test(arguments: [
    ("de-CH", "de"),
    ("de-CH, de;q=0", "en"),
    ("de-CH;q=0, de;q=0.5", "de"),
    ("de-CH;q=0", "en"),
    ("en;q=0, *", "de"),
    ("*;q=0", "en"),
    ("fr, *;q=0.1, en;q=0.05", "de"),
    ("en-GB;q=0.8, de-AT;q=0.8", "en"),
    ("de-AT;q=0.8, en-GB;q=0.8", "de"),
    ("de;q=x, en", "en"),
    ("de_DE", "en"),
  ])
  func messageLanguage(_ header: String, _ expected: String) {
    #expect(AcceptLanguage(header).messageLanguage.identifier == expected)
    #expect(MessageLanguage.negotiate(acceptLanguage: header).identifier == expected)
  }

  @Test(arguments: [
    ("de-DE,de;q=0.9", "de_DE"),
    ("de-AT", "de_AT"),
    ("de-CH", "de_CH"),
    ("de-ZZ", "de"),
    ("xx-YY, fr-CH;q=0.5", "fr_CH"),
    ("de-DE-x-private", "de_DE"),
    ("hi-IN-u-nu-deva", "hi_IN@numbers=deva"),
    ("hi-IN-u-nu-zzzz, hi;q=0.5", "hi"),
    ("ar-EG", "ar_EG"),
  ])
  func numberLocale(_ header: String, _ expected: String) {
    #expect(AcceptLanguage(header).numberLocale == expected)
  }

  @Test(arguments: ["", "xx", "root", "*", "a,b,c,d,e,f,g,h,de", "de;q=0"])
  func noNumberLocale(_ header: String) {
    #expect(AcceptLanguage(header).numberLocale == nil)
  }
}

/// `Accept` (RFC 9110 §12.5.1) chooses between a form's JSON report and its
/// page: a browser's form post prefers HTML, an API client JSON.
@Suite struct FormResponseFormatTests {
  @Test(arguments: [
    ("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", FormResponseFormat.html),
    ("text/html", .html),
    ("text/*", .html),
    ("TEXT/HTML; charset=utf-8", .html),
    ("application/json", .json),
    ("application/json, text/html", .json),
    ("text/html, application/json", .html),
    ("text/html;q=0.5, application/json", .json),
    ("application/json;q=0.5, text/html", .html),
    ("*/*", .json),
    ("*/*, text/html;q=0", .json),
    ("text/html, */*;q=0", .html),
    ("text/html;q=nan", .json),
    ("text/html;q=2", .json),
    ("*/html", .json),
    ("", .json),
  ])
  func choice(_ accept: String, _ expected: FormResponseFormat) {
    #expect(FormResponseFormat(accept: accept) == expected)
  }

  @Test func noHeaderIsJSON() {
    #expect(FormResponseFormat(accept: nil) == .json)
  }
}
