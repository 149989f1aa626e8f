import KBCheck
import Testing

/// The `html` profile against the WHATWG HTML "valid e-mail address" rule on
/// every isemail case, the expected verdict computed independently here
/// with the regular expression the HTML Standard publishes for that rule
/// (html.spec.whatwg.org/multipage/input.html#valid-e-mail-address),
/// evaluated by Swift Regex over Unicode scalars.
@Suite struct EmailHTMLConformanceTests {
  /// The HTML Standard's regex, written with explicit ASCII classes.
  nonisolated(unsafe) static let rule =
    #/[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~\-]+@[a-zA-Z0-9](?:[a-zA-Z0-9\-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9\-]{0,61}[a-zA-Z0-9])?)*/#
    .matchingSemantics(.unicodeScalar)

  /// The HTML rule's verdict.
  static func htmlValid(_ address: String) -> Bool {
    (try? rule.wholeMatch(in: address)) != nil
  }

  @Test func everyIsemailCaseAgrees() throws {
    let validator = EmailValidator(options: .html)
    var agree = 0
    var failures: [String] = []
    for c in IsemailCase.all {
      let expected = EmailHTMLConformanceTests.htmlValid(c.address)
      let result = validator.validate(c.address)
      if result.isValid == expected {
        agree += 1
      } else {
        failures.append(
          "\(c.key) \(c.address.debugDescription): rule \(expected), kbcheck \(result.isValid) \(result.issues.map(\.code.rawValue))"
        )
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(agree == 648)
  }

  @Test(arguments: [
    ("a@b", true), ("a..b@c", true), (".a@b", true), ("a.@b", true), ("a@b.c", true),
    ("a@-b.c", false), ("a@b-.c", false), ("a@b..c", false), ("a@b.", false), ("@b", false),
    ("a@", false), ("josé@b.c", false), ("a@bücher.de", false), ("\"a\"@b", false),
    ("a@[1.2.3.4]", false), ("a b@c", false), ("a@b_c.d", false), ("A@B.C", true),
    ("a@" + String(repeating: "x", count: 63) + ".c", true),
    ("a@" + String(repeating: "x", count: 64) + ".c", false),
  ])
  func handPicked(address: String, valid: Bool) throws {
    let validator = EmailValidator(options: .html)
    #expect(EmailHTMLConformanceTests.htmlValid(address) == valid)
    #expect(validator.validate(address).isValid == valid)
  }

  @Test func valueLowercasesTheDomainOnly() throws {
    let validator = EmailValidator(options: .html)
    let result = validator.validate("John.Doe@Example.COM")
    #expect(result.value == "John.Doe@example.com")
    #expect(result.detail("smtputf8") == .bool(false))
  }
}
