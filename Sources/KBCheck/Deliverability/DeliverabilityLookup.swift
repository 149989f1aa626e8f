/// One domain's lookup: MX, following CNAMEs, then the address fallback of
/// RFC 5321 §5.1, within a time budget.
struct DeliverabilityLookup: Sendable {
  let resolver: DNSResolver
  let budgetSeconds: Int
  let maximumNegativeTTL: Int

  /// What one query, with its CNAMEs followed, came to.
  private enum Step {
    /// Records of the asked type at the end of the alias chain, with the
    /// additional section and the smallest TTL seen.
    case records([DNSMessage.Record], additional: [DNSMessage.Record], ttl: UInt32)
    /// The name exists but has no record of that type (NODATA), with the
    /// negative TTL.
    case noData(ttl: UInt32)
    /// The name does not exist, with the negative TTL.
    case noSuchName(ttl: UInt32)
    /// No decision.
    case undecided(DeliverabilityIssue.UndecidedReason)
  }

  func run(_ domain: String) async -> DeliverabilityReport {
    let deadline = ContinuousClock.now + .seconds(max(1, budgetSeconds))
    switch await ask(domain, .mx, before: deadline) {
    case .undecided(let reason):
      return undecided(domain, reason)
    case .noSuchName(let ttl):
      return report(domain, .undeliverable, ttl: ttl, [.noSuchDomain(domain: domain)])
    case .records(let records, let additional, let ttl):
      return await mailHosts(domain, records, additional, ttl, before: deadline)
    case .noData(let ttl):
      return await addressFallback(domain, negativeTTL: ttl, before: deadline)
    }
  }

  /// The report for a domain with MX records.
  private func mailHosts(
    _ domain: String, _ records: [DNSMessage.Record], _ additional: [DNSMessage.Record],
    _ ttl: UInt32, before deadline: ContinuousClock.Instant
  ) async -> DeliverabilityReport {
    var hosts: [DeliverabilityReport.MailHost] = []
    for case .mx(_, let preference, let exchange, _) in records {
      hosts.append(.init(preference: Int(preference), exchange: exchange))
    }
    hosts.sort { ($0.preference, $0.exchange) < ($1.preference, $1.exchange) }
    let isNull = { (host: DeliverabilityReport.MailHost) in host.preference == 0 && host.exchange == "." }
    var issues: [DeliverabilityIssue] = []
    if hosts.contains(where: isNull) {
      if hosts.count == 1 {
        var report = report(domain, .undeliverable, ttl: ttl, [.nullMX(domain: domain)])
        report.mailHosts = hosts
        return report
      }
      issues.append(.nullMXBesideOthers(domain: domain))
    }
    let candidates = hosts.filter { !isNull($0) }
    var problems: [(String, DeliverabilityIssue.MailHostProblem)] = []
    for host in candidates {
      if let problem = Self.problem(of: host.exchange, additional) {
        problems.append((host.exchange, problem))
      }
    }
    let noneUsable = problems.count == candidates.count
    for (exchange, problem) in problems {
      issues.append(.unusableMailHost(exchange: exchange, problem: problem, noneUsable: noneUsable))
    }
    var report = report(domain, noneUsable ? .undeliverable : .deliverable, ttl: ttl, issues)
    report.mailHosts = hosts
    return report
  }

  /// Why an exchange cannot receive mail, from its name and the addresses
  /// the answer's additional section gives for it.
  static func problem(
    of exchange: String, _ additional: [DNSMessage.Record]
  ) -> DeliverabilityIssue.MailHostProblem? {
    let name = exchange.hasSuffix(".") ? String(exchange.dropLast()) : exchange
    if name == "localhost" || name.hasSuffix(".localhost") { return .localhost }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count == 4, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isWholeNumber) }) {
      return .ipLiteral
    }
    var addresses: [[UInt8]] = []
    for case .address(let owner, let octets, _) in additional where owner == exchange {
      addresses.append(octets)
    }
    guard !addresses.isEmpty else { return nil }
    let reasons = addresses.map { URLHostClassifier.nonPublicReason(addressBytes: $0) }
    guard reasons.allSatisfy({ $0 != nil }), let first = reasons.first, let reason = first else {
      return nil
    }
    return .nonPublicAddress(reason.match)
  }

  /// No MX: the domain's A, then AAAA records (RFC 5321 §5.1).
  private func addressFallback(
    _ domain: String, negativeTTL: UInt32, before deadline: ContinuousClock.Instant
  ) async -> DeliverabilityReport {
    var smallest = negativeTTL
    for type in [DNSMessage.RecordType.a, .aaaa] {
      switch await ask(domain, type, before: deadline) {
      case .undecided(let reason):
        return undecided(domain, reason)
      case .noSuchName(let ttl):
        return report(domain, .undeliverable, ttl: ttl, [.noSuchDomain(domain: domain)])
      case .noData(let ttl):
        smallest = min(smallest, ttl)
      case .records(let records, _, let ttl):
        var addresses: [[UInt8]] = []
        for case .address(_, let octets, _) in records { addresses.append(octets) }
        let reasons = addresses.map { URLHostClassifier.nonPublicReason(addressBytes: $0) }
        if !reasons.isEmpty, reasons.allSatisfy({ $0 != nil }), let reason = reasons[0] {
          return report(
            domain, .undeliverable, ttl: ttl,
            [.unusableMailHost(
              exchange: domain + ".", problem: .nonPublicAddress(reason.match), noneUsable: true)])
        }
        var report = report(domain, .deliverable, ttl: ttl, [.addressFallback(domain: domain)])
        report.usesAddressFallback = true
        return report
      }
    }
    return report(domain, .undeliverable, ttl: smallest, [.noMailHost(domain: domain)])
  }

  /// One query with its CNAME chain followed (at most 8 links).
  private func ask(
    _ domain: String, _ type: DNSMessage.RecordType, before deadline: ContinuousClock.Instant
  ) async -> Step {
    var name = domain + "."
    var seen: Set<String> = [name]
    var smallest = UInt32.max
    for _ in 0..<8 {
      guard ContinuousClock.now < deadline else { return .undecided(.budgetExhausted) }
      let answer = await resolver.query(name, type)
      guard case .message(let message) = answer else {
        if case .noAnswer = answer { return .undecided(.timeout) }
        return .undecided(.malformedAnswer)
      }
      switch message.responseCode {
      case DNSMessage.ResponseCode.noError: break
      case DNSMessage.ResponseCode.nameError:
        return .noSuchName(ttl: negativeTTL(message))
      default:
        return .undecided(.serverFailure(code: Int(message.responseCode)))
      }
      // Follow the aliases the answer itself resolves.
      var owner = name
      while let target = message.answers.lazy.compactMap({ record -> (String, UInt32)? in
        if case .cname(let from, let to, let ttl) = record, from == owner { return (to, ttl) }
        return nil
      }).first {
        smallest = min(smallest, target.1)
        guard seen.insert(target.0).inserted else { return .undecided(.aliasChain) }
        owner = target.0
      }
      let records = message.answers.filter { record in
        switch (record, type) {
        case (.mx(let o, _, _, let ttl), .mx), (.address(let o, _, let ttl), .a),
          (.address(let o, _, let ttl), .aaaa):
          if o == owner { smallest = min(smallest, ttl) }
          return o == owner
        default: return false
        }
      }
      if !records.isEmpty {
        return .records(records, additional: message.additional, ttl: smallest)
      }
      if owner != name, !message.authority.contains(where: { if case .soa = $0 { true } else { false } }) {
        // The chain leaves what this answer covers: ask for its end.
        name = owner
        continue
      }
      let hasSOA = message.authority.contains { if case .soa = $0 { true } else { false } }
      let hasNS = message.authority.contains { if case .ns = $0 { true } else { false } }
      if !hasSOA && hasNS && message.answers.isEmpty { return .undecided(.referral) }
      return .noData(ttl: min(smallest, negativeTTL(message)))
    }
    return .undecided(.aliasChain)
  }

  /// The negative TTL of RFC 2308 §5: the smaller of the SOA's TTL and its
  /// MINIMUM, bounded; 0 (not cached) without an SOA.
  private func negativeTTL(_ message: DNSMessage) -> UInt32 {
    for case .soa(_, let ttl, let minimum) in message.authority {
      return min(ttl, minimum, UInt32(clamping: max(0, maximumNegativeTTL)))
    }
    return 0
  }

  private func report(
    _ domain: String, _ outcome: DeliverabilityReport.Outcome, ttl: UInt32,
    _ issues: [DeliverabilityIssue]
  ) -> DeliverabilityReport {
    DeliverabilityReport(
      domain: domain, outcome: outcome, mailHosts: [], usesAddressFallback: false,
      ttl: ttl == UInt32.max ? 0 : Int(ttl),
      issues: issues.map { ValidationIssue($0, range: 0..<0) })
  }

  private func undecided(
    _ domain: String, _ reason: DeliverabilityIssue.UndecidedReason
  ) -> DeliverabilityReport {
    DeliverabilityReport(
      domain: domain, outcome: .undecided, mailHosts: [], usesAddressFallback: false, ttl: nil,
      issues: [ValidationIssue(DeliverabilityIssue.undecided(domain: domain, reason: reason), range: 0..<0)])
  }
}
