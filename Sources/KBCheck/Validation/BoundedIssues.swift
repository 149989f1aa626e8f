/// The issues of one value, at most ``Policy/limit`` of them reported one by
/// one; the rest are only counted into one closing `*.more-issues` issue, so
/// that a huge bad input cannot produce a huge report (and the messages of
/// the dropped ones are never built).
///
/// Every validator family has its own ``Policy`` (`BoundedIssues+Families.swift`):
/// the limit, the closing issue's code and message, how its severity is
/// chosen and what span it covers.
struct BoundedIssues {
  /// How the closing issue's severity is chosen.
  enum SummarySeverity: Sendable {
    /// Always an error.
    case error
    /// An error when any dropped issue is an error, else a warning.
    case worstDropped
  }

  /// The span of input the closing issue covers.
  enum SummaryRange: Sendable {
    /// From the first dropped issue's start to the furthest dropped end.
    case dropped
    /// From the end of the last listed issue to the end of the input.
    case afterListed
  }

  /// What the limit counts.
  enum Counting: Sendable {
    /// All issues together.
    case all
    /// Errors and warnings each (up to `limit` of each are listed).
    case perSeverity
  }

  /// One family's rules for the cap.
  struct Policy: Sendable {
    /// The most issues listed one by one (per severity with ``Counting/perSeverity``).
    var limit: Int
    /// The code of the closing issue (`number.more-issues`, …).
    var code: ValidationIssue.Code
    /// Whether the closing message counts characters not allowed (twitter
    /// mentions and hashtags) rather than issues of the kinds listed.
    var countsDisallowedCharacters = false
    /// How the closing issue's severity is chosen.
    var severity: SummarySeverity
    /// The span the closing issue covers.
    var range: SummaryRange
    /// What the limit counts.
    var counting: Counting = .all
  }

  /// The family's rules.
  let policy: Policy
  /// The issues listed one by one, in the order they were added.
  private(set) var listed: [ValidationIssue] = []
  /// How many issues were only counted.
  private(set) var dropped = 0
  private var listedErrors = 0
  private var listedWarnings = 0
  private var droppedError = false
  private var droppedRange: Range<Int>?

  /// An empty collection under `policy`.
  /// - Parameter policy: The family's rules.
  init(_ policy: Policy) { self.policy = policy }

  /// Whether one more issue of `severity` would be listed one by one.
  /// - Parameter severity: The severity of the issue about to be added.
  /// - Returns: `false` when it would only be counted.
  func admits(_ severity: ValidationIssue.Severity) -> Bool {
    switch policy.counting {
    case .all: listedErrors + listedWarnings < policy.limit
    case .perSeverity: (severity == .error ? listedErrors : listedWarnings) < policy.limit
    }
  }

  /// Adds an issue: listed while there is room, else only counted.
  /// - Parameter issue: The issue.
  mutating func add(_ issue: consuming ValidationIssue) {
    if admits(issue.severity) {
      list(issue)
    } else {
      drop(issue.severity, range: issue.range)
    }
  }

  /// Adds an issue that is built only when it will be listed.
  /// - Parameters:
  ///   - severity: The issue's severity.
  ///   - range: The issue's range (counted into the closing issue's span when dropped).
  ///   - issue: Builds the issue.
  mutating func add(
    _ severity: ValidationIssue.Severity, range: Range<Int>, _ issue: () -> ValidationIssue
  ) {
    if admits(severity) {
      list(issue())
    } else {
      drop(severity, range: range)
    }
  }

  /// Counts one issue without listing it (the caller checked ``admits(_:)``).
  /// - Parameters:
  ///   - severity: The dropped issue's severity.
  ///   - range: Its range.
  mutating func drop(_ severity: ValidationIssue.Severity, range: Range<Int>) {
    dropped += 1
    if severity == .error { droppedError = true }
    let lower = droppedRange?.lowerBound ?? range.lowerBound
    droppedRange = lower..<max(range.upperBound, droppedRange?.upperBound ?? 0)
  }

  /// Removes and returns the last issue listed, if any.
  /// - Returns: The issue, or `nil` when none is listed.
  mutating func removeLastListed() -> ValidationIssue? {
    guard let last = listed.popLast() else { return nil }
    if last.severity == .error { listedErrors -= 1 } else { listedWarnings -= 1 }
    return last
  }

  private mutating func list(_ issue: consuming ValidationIssue) {
    if issue.severity == .error { listedErrors += 1 } else { listedWarnings += 1 }
    listed.append(issue)
  }

  /// The closing issue, if any issue was dropped.
  /// - Parameter inputEnd: The input's length in scalars (the end of an
  ///   ``SummaryRange/afterListed`` span).
  /// - Returns: The `*.more-issues` issue, or `nil`.
  func summary(inputEnd: Int = 0) -> ValidationIssue? {
    guard dropped > 0, let droppedRange else { return nil }
    let range: Range<Int>
    switch policy.range {
    case .dropped:
      range = droppedRange
    case .afterListed:
      let start = listed.last?.range.upperBound ?? 0
      range = start..<max(start, inputEnd)
    }
    let severity: ValidationIssue.Severity =
      switch policy.severity {
      case .error: .error
      case .worstDropped: droppedError ? .error : .warning
      }
    return Self.closingIssue(policy, dropped: dropped, severity: severity, range: range)
  }

  /// The closing issue of a policy: its family's typed `more-issues` case
  /// (the policy holds only the code, so that making a collection for each
  /// value copies no reference).
  private static func closingIssue(
    _ policy: Policy, dropped: Int, severity: ValidationIssue.Severity, range: Range<Int>
  ) -> ValidationIssue {
    switch policy.code {
    case .numberMoreIssues:
      ValidationIssue(NumberIssue.moreIssues(count: dropped, severity: severity), range: range)
    case .phoneMoreIssues:
      ValidationIssue(PhoneIssue.moreIssues(count: dropped, severity: severity), range: range)
    case .textMoreIssues where policy.countsDisallowedCharacters:
      ValidationIssue(TextIssue.moreDisallowedCharacters(count: dropped), range: range)
    case .textMoreIssues:
      ValidationIssue(TextIssue.moreCharacters(count: dropped, severity: severity), range: range)
    case .formMoreIssues:
      ValidationIssue(FormIssue.moreIssues(count: dropped, severity: severity), range: range)
    default:  // .emailMoreIssues: the policies are the ones of BoundedIssues+Families.swift
      ValidationIssue(EmailIssue.moreIssues(count: dropped, severity: severity), range: range)
    }
  }

  /// The listed issues followed by the closing one, if any.
  /// - Parameter inputEnd: As for ``summary(inputEnd:)``.
  /// - Returns: The issues to report.
  func all(inputEnd: Int = 0) -> [ValidationIssue] {
    guard let summary = summary(inputEnd: inputEnd) else { return listed }
    return listed + [summary]
  }
}
