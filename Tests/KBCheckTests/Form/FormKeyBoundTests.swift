import Testing

@testable import KBCheck

/// Issue 34: a submission with tens of thousands of unknown or repeated keys
/// is handled with one hash lookup per key and answered with at most
/// `FormSchema.listedKeyLimit` named keys and one `form.more-issues` issue
/// that counts the rest (the linear time is measured in
/// `docs/hostile-bodies.md`; tests assert no time).
@Suite struct FormKeyBoundTests {
  static let schema = FormSchema(fields: [FormField(name: "email", type: "email")])

  static func body(unknown: Int, duplicates: Int = 0) -> String {
    var members = ["\"email\":\"ada@example.com\""]
    for i in 0..<unknown { members.append("\"k\(i)\":\"v\"") }
    for _ in 0..<duplicates { members.append("\"email\":\"ada@example.com\"") }
    return "{" + members.joined(separator: ",") + "}"
  }

  @Test(arguments: [21, 8_000, 64_000])
  func unknownKeysPastTheBoundAreCounted(count: Int) {
    let report = Self.schema.validate(json: Self.body(unknown: count))
    let limit = FormSchema.listedKeyLimit
    #expect(report.unknown == (0..<limit).map { "k\($0)" })
    #expect(report.unknownCount == count)
    #expect(report.formIssues.count == limit + 1)
    #expect(report.formIssues.prefix(limit).allSatisfy { $0.code == .formUnknownField })
    let summary = report.formIssues.last
    #expect(summary?.code == .formMoreIssues)
    #expect(summary?.severity == .error)
    #expect(summary?.message == "\(count - limit) more unknown or repeated keys are not listed.")
    #expect(!report.isValid)
    // The answer stays small whatever the body's size.
    #expect(report.jsonObject().jsonText.utf8.count < 4_000)
  }

  @Test func atTheBoundNothingIsCounted() {
    let report = Self.schema.validate(json: Self.body(unknown: FormSchema.listedKeyLimit))
    #expect(report.formIssues.count == FormSchema.listedKeyLimit)
    #expect(!report.formIssues.contains { $0.code == .formMoreIssues })
  }

  @Test func repeatedKeysShareTheBound() {
    let report = Self.schema.validate(json: Self.body(unknown: 5, duplicates: 10_000))
    #expect(report.formIssues.count == FormSchema.listedKeyLimit + 1)
    #expect(report.formIssues.filter { $0.code == .formDuplicateField }.count == 15)
    #expect(
      report.formIssues.last?.message
        == "\(5 + 10_000 - FormSchema.listedKeyLimit) more unknown or repeated keys are not listed."
    )
  }

  @Test func allowedUnknownKeysAreCountedByAWarning() {
    var schema = Self.schema
    schema.allowUnknownFields = true
    let report = schema.validate(json: Self.body(unknown: 1_000))
    #expect(report.unknown.count == FormSchema.listedKeyLimit)
    #expect(report.formIssues.map(\.code) == [.formMoreIssues])
    #expect(report.formIssues.first?.severity == .warning)
    #expect(report.formIssues.first?.message == "980 more unknown keys are not listed.")
    #expect(report.isValid)
  }

  @Test func germanSummary() {
    let report = Self.schema.validate(json: Self.body(unknown: 25)).localized(.german)
    #expect(
      report.formIssues.last?.message
        == "5 weitere unbekannte oder wiederholte Schlüssel sind nicht aufgeführt.")
  }
}
