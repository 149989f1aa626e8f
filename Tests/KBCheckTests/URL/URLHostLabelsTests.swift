import Testing

@testable import KBCheck

/// `WHATWGURL.hostLabels`, the one-pass byte check behind `url.host-empty-label`
/// (the form preset's `refuseMalformedHosts`), agrees with splitting the
/// hostname at its dots with the root's trailing dot dropped.
@Suite struct URLHostLabelsTests {
  static let hosts = [
    "example.com", "example.com.", "a..b", "a.b..", "a..", "www.example..com", "x.y.z",
    "localhost", "xn--nxasmq6b.com", "a.b.c.", "a.xn--nxasmq6b", "xn--.a", "a.xn-",
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

  @Test func emptyLabelIsReportedAndTrailingDotIsNot() {
    let validator = URLValidator(options: .form)
    #expect(validator.validate("https://a..b/").issues.map(\.code).contains(.urlHostEmptyLabel))
    #expect(!validator.validate("https://a.b./").issues.map(\.code).contains(.urlHostEmptyLabel))
  }
}
