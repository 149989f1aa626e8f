import Foundation
import Testing

/// The libphonenumber assertions `Scripts/phone/phone-tests-extract.py` did not port, each
/// with its reason (API kbcheck does not have, short numbers, raw input, …): the
/// list must be complete and every entry must say why.
@Suite("libphonenumber cases not ported")
struct PhoneNotPortedTests {
  struct Entry: Decodable {
    var suite: String
    var test: String
    var line: Int
    var java: String
    var reason: String
  }

  struct File: Decodable {
    var count: Int
    var byReason: [String: Int]
    var cases: [Entry]
  }

  struct Summary: Decodable {
    var counts: [String: Int]
  }

  @Test func everySkippedCaseHasAReason() throws {
    let dir = PhoneConformanceFixtures.directory
    let file = try JSONDecoder().decode(
      File.self, from: Data(contentsOf: dir.appendingPathComponent("not-ported.json")))
    #expect(file.count == file.cases.count)
    #expect(file.byReason.values.reduce(0, +) == file.count)
    for e in file.cases {
      #expect(!e.reason.isEmpty, "\(e.suite).\(e.test) line \(e.line) has no reason")
    }
    print("phone conformance not ported: \(file.count) assertions")
    for (reason, n) in file.byReason.sorted(by: { $0.value > $1.value }) {
      print("  \(n)  \(reason)")
    }
  }

  /// The fixture files hold as many cases as the generator reported (no truncated file).
  @Test func fixtureCountsMatchTheSummary() throws {
    let dir = PhoneConformanceFixtures.directory
    let summary = try JSONDecoder().decode(
      Summary.self, from: Data(contentsOf: dir.appendingPathComponent("summary.json")))
    #expect(summary.counts.count == 11)
    for (name, count) in summary.counts {
      let data = try Data(contentsOf: dir.appendingPathComponent(name))
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      #expect((object?["cases"] as? [Any])?.count == count, "\(name)")
    }
  }
}
