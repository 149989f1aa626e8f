/// What a deliverability check found for one email domain: the outcome,
/// the mail hosts, whether mail falls back to the address record, and how
/// long the answer may be kept.
public struct DeliverabilityReport: Sendable, Hashable {
  /// The three answers a check gives.
  public enum Outcome: String, Sendable, Hashable {
    /// A mail host exists for the domain.
    case deliverable
    /// The domain cannot receive mail (no such domain, a null MX, no host).
    case undeliverable
    /// The check could not decide (time-out, server failure): neither.
    case undecided
  }

  /// One MX record.
  public struct MailHost: Sendable, Hashable {
    /// The MX preference: lower is tried first.
    public var preference: Int
    /// The exchange's name, absolute (with its final dot).
    public var exchange: String
  }

  /// The domain checked, in ASCII (A-labels), without a final dot.
  public var domain: String
  /// The outcome.
  public var outcome: Outcome
  /// The MX records, by preference; empty without MX.
  public var mailHosts: [MailHost]
  /// Whether mail goes to the domain's address record because it has no MX
  /// (RFC 5321 §5.1).
  public var usesAddressFallback: Bool
  /// How long the answer may be kept, in seconds (the smallest TTL used;
  /// for a negative answer, the SOA's bound of RFC 2308 §5); `nil` when
  /// undecided.
  public var ttl: Int?
  /// What the check found, with the domain's range in the address where
  /// the report was made for a validated address (else `0..<0`).
  public var issues: [ValidationIssue]

  /// The report as the `deliverability` member of the JSON contract:
  /// `{"outcome", "mx": [{"preference", "exchange"}], "fallback", "ttl"}`.
  package var json: JSONValue {
    .object([
      JSONMember("outcome", .string(outcome.rawValue)),
      JSONMember(
        "mx",
        .array(
          mailHosts.map {
            .object([
              JSONMember("preference", .int($0.preference)),
              JSONMember("exchange", .string($0.exchange)),
            ])
          })),
      JSONMember("fallback", .bool(usesAddressFallback)),
      JSONMember("ttl", ttl.map { .int($0) } ?? .null),
    ])
  }

  /// The report with its issues moved to another range of the input.
  func placed(at range: Range<Int>) -> DeliverabilityReport {
    var copy = self
    copy.issues = issues.map {
      var issue = $0
      issue.range = range
      return issue
    }
    return copy
  }
}
