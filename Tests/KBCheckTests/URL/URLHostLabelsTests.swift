import Testing

@testable import KBCheck

/// `WHATWGURL.hostLabels`, the one-pass byte check behind `url.host-empty-label`
/// (the form preset's `refuseMalformedHosts`), agrees with splitting the
/// hostname at its dots with the root's trailing dot dropped.
@Suite struct URLHostLabelsTests {
  static let hosts = [
    "example.com", "example.com.", "a..b", "a.b..", "a..", "www.example..com", "x.y.z",
    "localhost", "xn--nxasmq6b.com", "a.b.c.", "a.xn--nxasmq6b", "xn--.a", "a.xn-",
    // Upper case is lowered before the flags are taken; `%2E` and non-ASCII
    // go through the slow path (percent-decoding, UTS #46).
    "XN--nxasmq6b.com", "a.XN--nxasmq6b", "A..B", "a%2E%2Eb", "a%2Exn--nxasmq6b",
    "bücher.example", "bücher..example", "xxn--a.b", "a.bxn--c", ".a",
  ]

  /// The rule `malformedHostIssues` applies to the host's string.
  static func bySplitting(_ host: String) -> Bool {
    var labels = host.split(separator: ".", omittingEmptySubsequences: false)
    if labels.count > 1 && labels.last == "" { labels.removeLast() }
    return labels.contains("")
  }

  @Test(arguments: hosts) func agreesWithSplitting(_ host: String) throws {
    let url = try #require(WHATWGURL.parse("http://\(host)/"))
    #expect(url.hostKind == .domain)
    #expect(url.hostLabels.hasEmptyLabel == Self.bySplitting(url.hostname), "\(url.hostname)")
    #expect(url.hostLabels.hasACELabel == url.hasACELabel)
  }

  /// A relative reference copies the base's host, and its label facts with it.
  @Test func relativeReferenceKeepsTheBaseHostFlags() throws {
    let base = try #require(WHATWGURL.parse("http://a..xn--nxasmq6b/"))
    let url = try #require(WHATWGURL.parse("p?q", base: base))
    #expect(url.hostname == "a..xn--nxasmq6b")
    #expect(url.hostLabels.hasEmptyLabel)
    #expect(url.hostLabels.hasACELabel)
  }

  /// The O(1) http/https check agrees with comparing the scheme's bytes
  /// (special schemes: WHATWG URL Standard, "special scheme").
  @Test(arguments: [
    "http://a.b/", "https://a.b/", "HTTPS://a.b/", "ws://a.b/", "wss://a.b/", "ftp://a.b/",
    "file:///p", "httpx://a.b/", "http+x://a", "mailto:x@y.z", "sc:/p",
  ])
  func httpFamilyAgreesWithTheScheme(_ input: String) throws {
    let url = try #require(WHATWGURL.parse(input))
    #expect(url.isHTTPFamily == (url.scheme == "http" || url.scheme == "https"), "\(url.scheme)")
    #expect(url.isHTTPFamily == url.schemeIsOne(of: [Array("http".utf8), Array("https".utf8)]))
  }

  /// A custom scheme list still uses the byte comparison.
  @Test func customSchemeListIsCompared() {
    var options = URLValidator.Options.form
    options.allowedSchemes = ["https"]
    let validator = URLValidator(options: options)
    #expect(
      validator.validate("http://a.example/").issues.map(\.code).contains(.urlSchemeNotAllowed))
    #expect(
      !validator.validate("https://a.example/").issues.map(\.code).contains(.urlSchemeNotAllowed))
    #expect(
      URLValidator().validate("ws://a.example/").issues.map(\.code).contains(.urlSchemeNotAllowed))
    #expect(
      !URLValidator().validate("http://a.example/").issues.map(\.code).contains(
        .urlSchemeNotAllowed))
  }

  @Test func emptyLabelIsReportedAndTrailingDotIsNot() {
    let validator = URLValidator(options: .form)
    #expect(validator.validate("https://a..b/").issues.map(\.code).contains(.urlHostEmptyLabel))
    #expect(!validator.validate("https://a.b./").issues.map(\.code).contains(.urlHostEmptyLabel))
  }
}
