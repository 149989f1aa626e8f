import Testing

@testable import KBCheck

/// ``FieldReport/isValid`` is kept beside the result and the issues; it
/// answers what it computed before (the result's validity, else no error
/// among the issues) at creation and after either is set again.
@Suite struct FieldReportValidityTests {
  static let valid = EmailValidator(options: .form).validate("ada@example.com")
  static let invalid = EmailValidator(options: .form).validate("ada@")

  /// What the property was computed as before it was kept.
  static func expected(_ report: FieldReport) -> Bool {
    if let result = report.result { return result.isValid }
    return !report.issues.contains { $0.severity == .error }
  }

  @Test func atCreation() {
    let missing = ValidationIssue(FormIssue.missingField("email"), range: 0..<0)
    let reports = [
      FieldReport(name: "email", type: "emailAddress", result: Self.valid),
      FieldReport(name: "email", type: "emailAddress", result: Self.invalid),
      FieldReport(name: "email", type: "emailAddress", result: nil),
      FieldReport(name: "email", type: "emailAddress", result: nil, issues: [missing]),
      // Issues given beside a valid result: the result decides.
      FieldReport(name: "email", type: "emailAddress", result: Self.valid, issues: [missing]),
    ]
    #expect(reports.map(\.isValid) == [true, false, true, false, true])
    #expect(reports.map(\.isValid) == reports.map(Self.expected))
  }

  @Test func afterTheResultOrTheIssuesAreSet() {
    var report = FieldReport(name: "email", type: "emailAddress", result: Self.valid)
    report.result = Self.invalid
    #expect(!report.isValid)
    report.result = nil
    report.issues = []
    #expect(report.isValid)
    report.issues.append(ValidationIssue(FormIssue.missingField("email"), range: 0..<0))
    #expect(!report.isValid)
    report.result = Self.valid
    #expect(report.isValid)
    // A mutation inside the result is seen too.
    report.result?.issues.append(ValidationIssue(FormIssue.missingField("email"), range: 0..<0))
    #expect(report.isValid == Self.expected(report))
    #expect(!report.isValid)
  }
}
