import KBCheck
import Testing

/// Huge and adversarial inputs: each is answered correctly (the parser is
/// linear; a quadratic one would take minutes on these sizes).
@Suite struct URLHostileInputTests {
  static let n = 120_000

  @Test func hugeASCIIHost() {
    let host = String(repeating: "A", count: URLHostileInputTests.n)
    let url = WHATWGURL.parse("http://\(host)/")
    #expect(url?.hostname == host.lowercased())
    #expect(url?.pathname == "/")
  }

  @Test func hugeNonASCIIHostAnswers() {
    let host = String(repeating: "é", count: URLHostileInputTests.n / 2)
    let url = WHATWGURL.parse("http://\(host)/")
    #expect(url == nil || url?.hostname.hasPrefix("xn--") == true)
  }

  @Test func hugeHostWithForbiddenCodePointAtTheEnd() {
    var errors: [URLValidationError] = []
    let url = WHATWGURL.parse(
      "http://" + String(repeating: "a", count: URLHostileInputTests.n) + "<", errors: &errors)
    #expect(url == nil)
    #expect(errors.last?.kind == .domainInvalidCodePoint)
  }

  @Test func dotDotRuns() {
    let dots = String(repeating: "../", count: URLHostileInputTests.n / 3)
    #expect(WHATWGURL.parse("http://h/\(dots)x")?.href == "http://h/x")
    let pairs = String(repeating: "a/../", count: URLHostileInputTests.n / 5)
    #expect(WHATWGURL.parse("http://h/\(pairs)x")?.href == "http://h/x")
    let encoded = String(repeating: "%2E%2e/", count: URLHostileInputTests.n / 7)
    #expect(WHATWGURL.parse("http://h/a/b/\(encoded)x")?.href == "http://h/x")
    let base = WHATWGURL.parse("http://h/" + String(repeating: "s/", count: 20_000))
    #expect(WHATWGURL.parse(dots + "y", base: base)?.href == "http://h/y")
  }

  @Test func deepPathStaysVerbatim() {
    let path = String(repeating: "/a", count: URLHostileInputTests.n / 2)
    #expect(WHATWGURL.parse("http://h\(path)")?.pathname == path)
  }

  @Test func percentRuns() {
    let percents = String(repeating: "%", count: URLHostileInputTests.n)
    #expect(WHATWGURL.parse("http://h/\(percents)")?.pathname == "/" + percents)
    #expect(WHATWGURL.parse("http://h/?\(percents)")?.search == "?" + percents)
    #expect(WHATWGURL.parse("http://\(percents)/") == nil)
    let spaces = String(repeating: " ", count: URLHostileInputTests.n)
    #expect(
      WHATWGURL.parse("http://h/\(spaces)x")?.pathname
        == "/" + String(repeating: "%20", count: URLHostileInputTests.n) + "x")
  }

  @Test func longIPv6Shapes() {
    let n = URLHostileInputTests.n
    #expect(WHATWGURL.parse("http://[" + String(repeating: "1:", count: n / 2) + "1]/") == nil)
    #expect(WHATWGURL.parse("http://[" + String(repeating: "::", count: n / 2) + "]/") == nil)
    #expect(WHATWGURL.parse("http://[" + String(repeating: "0", count: n) + "]/") == nil)
    #expect(WHATWGURL.parse("http://[::" + String(repeating: "1.", count: n / 2) + "1]/") == nil)
    #expect(WHATWGURL.parse("http://[" + String(repeating: "[", count: n)) == nil)
    #expect(WHATWGURL.parse("http://[0:0:0:0:0:0:0:1]/")?.hostname == "[::1]")
  }

  @Test func longIPv4Shapes() {
    let n = URLHostileInputTests.n
    #expect(WHATWGURL.parse("http://" + String(repeating: "1.", count: n / 2) + "1/") == nil)
    #expect(
      WHATWGURL.parse("http://0x" + String(repeating: "0", count: n) + "/")?.hostname == "0.0.0.0")
    #expect(
      WHATWGURL.parse("http://0" + String(repeating: "0", count: n) + "1/")?.hostname == "0.0.0.1")
    #expect(WHATWGURL.parse("http://" + String(repeating: "9", count: n) + "/") == nil)
    #expect(WHATWGURL.parse("http://1.2.3." + String(repeating: "9", count: n) + "/") == nil)
  }

  @Test func credentialAndControlRuns() {
    let n = URLHostileInputTests.n
    let ats = String(repeating: "@", count: n)
    let url = WHATWGURL.parse("http://\(ats)h/")
    #expect(url?.hostname == "h")
    #expect(url?.username == String(repeating: "%40", count: n - 1))
    let tabs = String(repeating: "\t\n", count: n / 2)
    #expect(WHATWGURL.parse("ht\(tabs)tp://h\(tabs)/x")?.href == "http://h/x")
    let blanks = String(repeating: " ", count: n)
    #expect(WHATWGURL.parse(blanks + "http://h/" + blanks)?.href == "http://h/")
    #expect(WHATWGURL.parse("http://h:" + String(repeating: "0", count: n) + "1/")?.port == 1)
    #expect(WHATWGURL.parse("http://h:" + String(repeating: "9", count: n) + "/") == nil)
  }

  @Test func validatorAnswersHugeInput() {
    let result = URLValidator(options: .form).validate(
      "https://" + String(repeating: "a", count: URLHostileInputTests.n) + ".com/")
    #expect(result.errors.map(\.code) == [.urlTooLong, .urlHostLabelTooLong, .urlHostTooLong])
    // The label is shortened in the message, not echoed whole.
    #expect(result.errors.allSatisfy { $0.message.utf8.count < 200 })
  }
}
