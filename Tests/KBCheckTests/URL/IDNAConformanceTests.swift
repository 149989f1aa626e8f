import KBCheck
import Testing

/// WPT `toascii.json` and `IdnaTestV2.json` through the WHATWG host parser
/// (domain to ASCII with UTS #46 from ICU 72).
@Suite struct IDNAConformanceTests {
  /// Runs cases through ``WHATWGURL/parseHost(_:isSpecial:)``; returns the
  /// inputs that do not give the expected output (`nil` output = failure).
  static func mismatches(_ cases: [[String: Any]]) -> [(input: String, detail: String)] {
    var out: [(String, String)] = []
    for t in cases {
      guard let input = t["input"] as? String else { continue }
      let expected = t["output"] as? String
      let got = WHATWGURL.parseHost(input)
      if got != expected {
        out.append((input, "expected \(expected ?? "failure") got \(got ?? "failure")"))
      }
    }
    return out
  }

  /// Describes an input by its code points, so that invisible characters show.
  static func describe(_ s: String) -> String {
    s.unicodeScalars.map {
      $0.isASCII && $0.value >= 0x20
        ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}"
    }.joined()
  }

  @Test func toASCII() throws {
    let cases = try WPTFixtures.cases("toascii")
    #expect(cases.count == 87)
    let bad = IDNAConformanceTests.mismatches(cases)
    let unexplained = bad.filter {
      UnicodeNewerThanICU.reason($0.input, in: UnicodeNewerThanICU.toASCII) == nil
    }
    for m in bad {
      let reason =
        UnicodeNewerThanICU.reason(m.input, in: UnicodeNewerThanICU.toASCII) ?? "UNEXPECTED"
      print("toascii FAIL \(IDNAConformanceTests.describe(m.input)): \(m.detail) [\(reason)]")
    }
    print("toascii: \(cases.count - bad.count)/\(cases.count) pass")
    #expect(unexplained.isEmpty)
    #expect(cases.count - bad.count == 87 - UnicodeNewerThanICU.toASCII.count)
  }

  @Test func idnaTestV2() throws {
    let cases = try WPTFixtures.cases("IdnaTestV2")
    #expect(cases.count == 2671)
    let bad = IDNAConformanceTests.mismatches(cases)
    let unexplained = bad.filter {
      UnicodeNewerThanICU.reason($0.input, in: UnicodeNewerThanICU.idnaTestV2) == nil
    }
    for m in bad {
      let reason =
        UnicodeNewerThanICU.reason(m.input, in: UnicodeNewerThanICU.idnaTestV2) ?? "UNEXPECTED"
      print("IdnaTestV2 FAIL \(IDNAConformanceTests.describe(m.input)): \(m.detail) [\(reason)]")
    }
    print("IdnaTestV2: \(cases.count - bad.count)/\(cases.count) pass")
    #expect(unexplained.isEmpty)
    #expect(cases.count - bad.count == 2671 - UnicodeNewerThanICU.idnaTestV2.count)
  }
}
