/// Whether an email address's domain can receive mail, asked of DNS: its
/// MX records, a null MX (RFC 7505), and without MX its address records
/// (RFC 5321 §5.1).
///
/// The check is `async` and never blocks a cooperative thread or an event
/// loop: queries run through the C library's resolver on Dispatch workers,
/// at most ``Options/maxConcurrentQueries`` at once. Answers are cached by
/// their TTL, negative answers by the SOA's bound (RFC 2308), in a cache
/// of at most ``Options/cacheCapacity`` domains; concurrent checks of one
/// domain share one lookup, so a batch of many addresses at few domains
/// asks once per domain.
///
/// ```swift
/// let checker = EmailDeliverability(options: .init(server: DNSServer("127.0.0.1:5353")))
/// let result = await checker.check(EmailValidator(options: .form).validate("a@example.com"))
/// result.deliverability?.outcome   // .undeliverable: example.com publishes a null MX
/// ```
/// Special-use domains (`.test`, `.example`, `.localhost`, …) are refused
/// without a query. "Could not decide" (``DeliverabilityReport/Outcome/undecided``)
/// is a warning: it neither makes an address invalid nor vouches for it.
public final class EmailDeliverability: Sendable {
  /// How checks are made.
  public struct Options: Sendable, Hashable {
    /// The DNS server to ask; `nil` for the servers of `/etc/resolv.conf`.
    public var server: DNSServer?
    /// The time-out of one query attempt, in whole seconds (≥ 1); 2 by default.
    public var timeoutSeconds: Int
    /// How often each query is tried; 2 by default.
    public var attempts: Int
    /// The most time one check may take, in seconds; 10 by default.
    public var budgetSeconds: Int
    /// How many queries may be under way at once; 32 by default.
    public var maxConcurrentQueries: Int
    /// How many domains the cache keeps; 10,000 by default.
    public var cacheCapacity: Int
    /// The longest a negative answer is kept, in seconds; 3 hours by
    /// default, the bound RFC 2308 §5 recommends.
    public var maximumNegativeTTL: Int

    /// Creates options.
    /// - Parameters:
    ///   - server: The DNS server, or `nil` for `/etc/resolv.conf`'s.
    ///   - timeoutSeconds: One attempt's time-out.
    ///   - attempts: Attempts per query.
    ///   - budgetSeconds: The most time one check may take.
    ///   - maxConcurrentQueries: Queries under way at once.
    ///   - cacheCapacity: Domains kept in the cache.
    ///   - maximumNegativeTTL: The longest a negative answer is kept.
    public init(
      server: DNSServer? = nil, timeoutSeconds: Int = 2, attempts: Int = 2,
      budgetSeconds: Int = 10, maxConcurrentQueries: Int = 32, cacheCapacity: Int = 10_000,
      maximumNegativeTTL: Int = 10_800
    ) {
      self.server = server
      self.timeoutSeconds = timeoutSeconds
      self.attempts = attempts
      self.budgetSeconds = budgetSeconds
      self.maxConcurrentQueries = maxConcurrentQueries
      self.cacheCapacity = cacheCapacity
      self.maximumNegativeTTL = maximumNegativeTTL
    }
  }

  /// The options.
  public let options: Options
  private let resolver: DNSResolver
  private let cache: DeliverabilityCache

  /// Creates a checker.
  /// - Parameter options: How checks are made.
  public init(options: Options = Options()) {
    self.options = options
    self.resolver = DNSResolver(
      server: options.server, timeoutSeconds: options.timeoutSeconds,
      attempts: options.attempts, maxConcurrentQueries: options.maxConcurrentQueries)
    self.cache = DeliverabilityCache(capacity: max(1, options.cacheCapacity))
  }

  /// How many DNS queries this checker has sent (a cached or shared answer
  /// sends none).
  public var queryCount: Int { resolver.queryCount }

  /// Checks a validated email address: the result with the report's issues
  /// added (an undeliverable domain makes it invalid) and the report as
  /// ``ValidationResult/deliverability``. An invalid result is returned
  /// unchanged, without a query.
  /// - Parameter result: An email validator's result.
  /// - Returns: The result with the check.
  public func check(_ result: ValidationResult) async -> ValidationResult {
    guard let domain = Self.asciiDomain(of: result) else { return result }
    let report = await check(domain: domain)
    return result.adding(report.placed(at: Self.domainRange(in: result.input)))
  }

  /// Checks many validated email addresses at once: one lookup per
  /// distinct domain (checked concurrently, within the resolver's limit on
  /// queries in flight), its report added to every address of that domain.
  /// Each result is what ``check(_:)`` gives for it; the order is kept.
  /// - Parameter results: Email validators' results.
  /// - Returns: The results with their checks, in the same order.
  public func check(_ results: [ValidationResult]) async -> [ValidationResult] {
    var byDomain: [String: [Int]] = [:]
    for (index, result) in results.enumerated() {
      guard let domain = Self.asciiDomain(of: result) else { continue }
      byDomain[domain, default: []].append(index)
    }
    var checked = results
    await withTaskGroup(of: (String, DeliverabilityReport).self) { group in
      for domain in byDomain.keys {
        group.addTask { (domain, await self.check(domain: domain)) }
      }
      for await (domain, report) in group {
        for index in byDomain[domain] ?? [] {
          checked[index] = results[index].adding(
            report.placed(at: Self.domainRange(in: results[index].input)))
        }
      }
    }
    return checked
  }

  /// The ASCII domain of a valid email result, or `nil` when there is none
  /// to check.
  static func asciiDomain(of result: ValidationResult) -> String? {
    guard result.isValid, let email = result.email,
      let at = email.asciiValue.utf8.lastIndex(of: UInt8(ascii: "@"))
    else { return nil }
    return String(email.asciiValue[email.asciiValue.utf8.index(after: at)...])
  }

  /// Checks one domain.
  /// - Parameter domain: The domain in ASCII (A-labels); a final dot and
  ///   capitals are allowed.
  /// - Returns: The report; its issues have the range `0..<0`.
  public func check(domain: String) async -> DeliverabilityReport {
    var name = domain.lowercased()
    if name.hasSuffix(".") { name.removeLast() }
    if let row = SpecialPurposeRegistry.names.first(where: {
      name == $0.name || name.hasSuffix("." + $0.name)
    }) {
      return DeliverabilityReport(
        domain: name, outcome: .undeliverable, mailHosts: [], usesAddressFallback: false,
        ttl: nil,
        issues: [
          ValidationIssue(
            DeliverabilityIssue.specialUseDomain(domain: name, source: row.source), range: 0..<0)
        ])
    }
    let lookup = DeliverabilityLookup(
      resolver: resolver, budgetSeconds: options.budgetSeconds,
      maximumNegativeTTL: options.maximumNegativeTTL)
    let key = name
    return await cache.report(for: key) { await lookup.run(key) }
  }

  /// The scalar range of the domain in an address as typed: after its last
  /// `@`, before a closing `>` of a display-name form.
  static func domainRange(in input: String) -> Range<Int> {
    let scalars = Array(input.unicodeScalars)
    guard let at = scalars.lastIndex(of: "@") else { return 0..<scalars.count }
    var end = scalars.count
    if let close = scalars.lastIndex(of: ">"), close > at { end = close }
    return (at + 1)..<end
  }
}
