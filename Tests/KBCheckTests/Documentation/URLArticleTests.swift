import KBCheck
import Testing

/// The examples of the DocC article "URLs" (`Documentation.docc/Articles/URLs.md`),
/// run as written. Parsing is the WHATWG URL Standard's basic URL parser.
@Suite struct URLArticleTests {
  @Test func formPreset() throws {
    let result = URLValidator().validate("HTTPS://Example.COM/a/../b")
    #expect(result.isValid)
    #expect(result.value == "https://example.com/b")
    let url = try #require(result.url)
    #expect(url.hostname == "example.com")
    #expect(url.pathname == "/b")
    #expect(url.scheme == "https")
  }

  @Test func schemePolicy() {
    let result = URLValidator().validate("javascript:alert(1)")
    #expect(!result.isValid)
    #expect(result.issues.map(\.code).contains("url.scheme-not-allowed"))
    // The record is there even when the policy refuses it.
    #expect(result.url?.scheme == "javascript")
  }

  @Test func missingSchemeSuggestion() {
    let result = URLValidator().validate("example.com")
    #expect(!result.isValid)
    #expect(result.issues.map(\.code).contains("url.missing-scheme"))
    #expect(result.suggestion == "https://example.com")
  }

  @Test func whatwgPresetWithBase() throws {
    let base = try #require(WHATWGURL.parse("http://a/b/c"))
    let validator = URLValidator(options: .whatwg, base: base)
    #expect(validator.validate("../d?q").value == "http://a/d?q")
  }

  @Test func parserAlone() throws {
    let url = try #require(WHATWGURL.parse("https://user@EXAMPLE.com:8080/p?q#f"))
    #expect(url.href == "https://user@example.com:8080/p?q#f")
    #expect(url.port == 8080)
    #expect(url.search == "?q")
    #expect(url.hash == "#f")
  }
}
