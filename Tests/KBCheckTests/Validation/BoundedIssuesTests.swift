import Testing

@testable import KBCheck

/// ``BoundedIssues``: the cap of issue 14 ("at most 100 issues per value, the
/// rest counted in one `*.more-issues`", DocC article Numbers.md), shared by
/// every validator family.
@Suite struct BoundedIssuesTests {
  static let small = BoundedIssues.Policy(
    limit: 3, code: .numberMoreIssues, severity: .error, range: .afterListed)

  static func issue(_ offset: Int, _ severity: ValidationIssue.Severity = .error)
    -> ValidationIssue
  {
    ValidationIssue(.numberNotADigit, severity: severity, message: "x", at: offset)
  }

  @Test func limitReachedExactlyHasNoSummary() {
    var issues = BoundedIssues(Self.small)
    for i in 0..<3 { issues.add(Self.issue(i)) }
    #expect(issues.dropped == 0)
    #expect(issues.summary(inputEnd: 10) == nil)
    #expect(issues.all(inputEnd: 10).map(\.range.lowerBound) == [0, 1, 2])
  }

  @Test func oneOverTheLimitIsCountedInTheSummary() throws {
    var issues = BoundedIssues(Self.small)
    for i in 0..<4 { issues.add(Self.issue(i)) }
    let all = issues.all(inputEnd: 10)
    #expect(all.count == 4)
    let summary = try #require(all.last)
    #expect(summary.code == .numberMoreIssues)
    #expect(summary.message == "1 more issues like these are not listed.")
    // afterListed: from the end of the last listed issue to the input's end.
    #expect(summary.range == 3..<10)
    #expect(summary.severity == .error)
  }

  @Test func lazyIssueIsNotBuiltOnceFull() {
    var issues = BoundedIssues(Self.small)
    var built = 0
    for i in 0..<5 {
      issues.add(.error, range: i..<(i + 1)) {
        built += 1
        return Self.issue(i)
      }
    }
    #expect(built == 3)
    #expect(issues.dropped == 2)
  }

  @Test func worstDroppedSummaryIsAWarningWhenOnlyWarningsWereDropped() throws {
    var issues = BoundedIssues(.characters(limit: 1))
    issues.add(Self.issue(0))
    issues.add(Self.issue(4, .warning))
    issues.add(Self.issue(7, .warning))
    let summary = try #require(issues.summary())
    #expect(summary.severity == .warning)
    #expect(summary.code == .textMoreIssues)
    #expect(summary.message == "2 more characters of the kinds above were found.")
    // dropped: the span of the dropped issues.
    #expect(summary.range == 4..<8)
  }

  @Test func worstDroppedSummaryIsAnErrorWhenAnyDroppedIsAnError() throws {
    var issues = BoundedIssues(.characters(limit: 1))
    issues.add(Self.issue(0, .warning))
    issues.add(Self.issue(4, .warning))
    issues.add(Self.issue(7))
    #expect(try #require(issues.summary()).severity == .error)
  }

  @Test func errorSummaryIsAnErrorEvenOverWarnings() throws {
    var issues = BoundedIssues(.twitterCharacters)
    for i in 0..<21 { issues.add(Self.issue(i, .warning)) }
    let summary = try #require(issues.summary())
    #expect(summary.severity == .error)
    #expect(summary.message == "1 more characters that are not allowed here were found.")
    #expect(summary.range == 20..<21)
  }

  @Test func perSeverityCountsErrorsAndWarningsApart() throws {
    var issues = BoundedIssues(.email)
    for i in 0..<24 { issues.add(Self.issue(i)) }
    #expect(issues.admits(.warning))
    #expect(!issues.admits(.error))
    for i in 24..<48 { issues.add(Self.issue(i, .warning)) }
    #expect(issues.dropped == 0)
    issues.add(Self.issue(50, .warning))
    let summary = try #require(issues.summary())
    #expect(issues.listed.count == 48)
    #expect(summary.code == .emailMoreIssues)
    #expect(summary.severity == .warning)
    #expect(summary.message == "1 more problems of the kinds above were found.")
    #expect(summary.range == 50..<51)
  }

  @Test func familyLimitsAreTheDocumentedOnes() {
    #expect(BoundedIssues.Policy.number.limit == 100)
    #expect(BoundedIssues.Policy.phone.limit == 100)
    #expect(BoundedIssues.Policy.phone.code == .phoneMoreIssues)
    #expect(BoundedIssues.Policy.email.limit == 24)
  }
}

/// The families' summaries: warnings alone never make a value invalid, even
/// past the cap (the summary is an error only when a dropped issue is one).
@Suite struct MoreIssuesSeverityTests {
  @Test func warningsPastTheCapStayWarnings() throws {
    let marks = "\u{200E}".unicodeScalars.first!
    var text = String.UnicodeScalarView()
    for s in "+16502530000".unicodeScalars {
      text.append(s)
      text.append(marks)
    }
    for _ in 0..<150 { text.append(marks) }
    let result = try PhonePadValidator(options: .form).validate(String(text))
    #expect(result.isValid)
    #expect(result.issues.count == 101)
    #expect(result.issues.last?.code == .phoneMoreIssues)
    #expect(result.issues.last?.severity == .warning)
  }

  @Test func anErrorPastTheCapMakesTheSummaryAnError() throws {
    let text = "+1650253000" + String(repeating: "\u{200E}", count: 120) + "x"
    let result = try PhonePadValidator(options: .form).validate(text)
    #expect(!result.isValid)
    #expect(result.issues.last?.code == .phoneMoreIssues)
    #expect(result.issues.last?.severity == .error)
  }
}
