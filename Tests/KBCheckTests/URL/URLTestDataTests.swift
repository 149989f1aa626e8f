import KBCheck
import Testing

/// WPT `urltestdata.json`: every case, href and every component for
/// successful parses, failure for failure cases.
@Suite struct URLTestDataTests {
  /// Runs one case; returns a description of the mismatch, or nil.
  static func check(_ t: [String: Any]) -> String? {
    guard let input = t["input"] as? String else { return "no input" }
    var base: WHATWGURL?
    if let b = t["base"] as? String {
      guard let parsed = WHATWGURL.parse(b) else { return "base \(b) failed to parse" }
      base = parsed
    }
    let url = WHATWGURL.parse(input, base: base)
    if t["failure"] as? Bool == true {
      return url.map { "expected failure, got \($0.href)" }
    }
    guard let url else { return "unexpected failure" }
    var diffs: [String] = []
    let got: [(String, String)] = [
      ("href", url.href), ("protocol", url.protocol), ("username", url.username),
      ("password", url.password), ("host", url.host), ("hostname", url.hostname),
      ("port", url.port.map(String.init) ?? ""), ("pathname", url.pathname),
      ("search", url.search), ("hash", url.hash), ("origin", url.origin),
    ]
    for (key, value) in got {
      guard let expected = t[key] as? String else { continue }
      if expected != value { diffs.append("\(key): expected \(expected) got \(value)") }
    }
    return diffs.isEmpty ? nil : diffs.joined(separator: "; ")
  }

  @Test func allCases() throws {
    let cases = try WPTFixtures.cases("urltestdata")
    #expect(cases.count == 891)
    var failures: [String] = []
    for t in cases {
      if let problem = URLTestDataTests.check(t) {
        failures.append(
          "\(String(reflecting: t["input"] as? String ?? "")) base \(String(describing: t["base"] ?? "nil")): \(problem)"
        )
      }
    }
    for f in failures { print("urltestdata FAIL", f) }
    print("urltestdata: \(cases.count - failures.count)/\(cases.count) pass")
    #expect(cases.count - failures.count == 891)
  }
}
