import Foundation
import KBCheck
import Testing

/// The `rfc` profile against isemail's threshold verdict on the 648 cases
/// of `Fixtures/isemail/corpus-unified.json`.
@Suite struct EmailIsemailConformanceTests {
  /// Every case where the `rfc` profile's verdict differs from isemail's,
  /// with the reason. The test fails if this list is not exactly the set of
  /// disagreements.
  static let disagreements: [String: String] = [
    "tests#71":
      "[IPv6:…6666::8888]: '::' stands for one group. isemail's own sets disagree on this shape: tests.xml files it under DEPREC, tests-original.xml (#39, #45, #230, #231) and skeggse under RFC5321 (valid). kbcheck accepts it with the email.literal.ipv6-single-elision warning (RFC 4291 allows it, RFC 5321 frowns on it).",
    "skeggse#80":
      "The same address as tests#71, filed under DEPREC (deprecatedIPv6); see tests#71.",
    "original#279":
      "xn--example is not a valid A-label: its Punycode decodes to a label UTS #46 refuses (email.idna.invalid-ace-label). isemail does not decode Punycode.",
    "skeggse#205":
      "The domain starts with U+103FF, unassigned in Unicode 15.0 (ICU 72): IDNA 2008 and UTS #46 disallow unassigned code points (text.unassigned). skeggse's isemail does not look at Unicode properties.",
    "skeggse#33":
      "The domain is emoji (U+1F606): RFC 6531 §3.2 requires IDNA2008 U-labels, and RFC 5892 §2.1 makes symbols (So) DISALLOWED (email.idna.not-idna2008); UTS #46 alone accepts them, as skeggse's isemail does.",
    "skeggse#147":
      "A quoted U+0080 (a C1 control): RFC 6532 §3.1 adds UTF8-non-ascii to qtext (U+0080 is UTF8-2, C2 80), so the rfc profile accepts it with a text.control warning (issue 26: nothing refused beyond the RFCs); isemail predates RFC 6532 and expects ASCII qtext. The form profile refuses it.",
  ]

  @Test func corpusIsComplete() {
    #expect(IsemailCase.all.count == 648)
  }

  @Test func rfcProfileAgreesWithIsemailThreshold() throws {
    let validator = EmailValidator(options: .rfc)
    var agree = 0
    var unexpected: [String] = []
    var found: Set<String> = []
    for c in IsemailCase.all {
      let result = validator.validate(c.address)
      if result.isemailThresholdValid == c.thresholdValid {
        agree += 1
        continue
      }
      found.insert(c.key)
      if EmailIsemailConformanceTests.disagreements[c.key] == nil {
        unexpected.append(
          "\(c.key)\t\(c.address.debugDescription)\t\(c.category) \(c.diagnosis)\tkbcheck: \(result.isValid ? "valid" : "invalid") \(result.issues.map(\.code.rawValue))"
        )
      }
    }
    let stale = Set(EmailIsemailConformanceTests.disagreements.keys).subtracting(found)
    #expect(unexpected.isEmpty, "unlisted disagreements:\n\(unexpected.joined(separator: "\n"))")
    #expect(stale.isEmpty, "listed but agreeing: \(stale.sorted())")
    #expect(agree == 648 - EmailIsemailConformanceTests.disagreements.count)
    #expect(agree >= 640)
  }
}
