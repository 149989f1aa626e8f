/// Reports by domain, kept for their TTL; concurrent requests for one
/// domain share one lookup. At most `capacity` domains are kept: past it,
/// the oldest entry goes first.
actor DeliverabilityCache {
  private struct Entry {
    var report: DeliverabilityReport
    var expires: ContinuousClock.Instant
  }

  private let capacity: Int
  private var entries: [String: Entry] = [:]
  private var order: [String] = []
  private var orderStart = 0
  private var inFlight: [String: Task<DeliverabilityReport, Never>] = [:]

  init(capacity: Int) { self.capacity = capacity }

  /// The cached report of a domain, or the one `lookup` makes (shared by
  /// every caller that asks while it runs).
  func report(
    for domain: String, lookup: @escaping @Sendable () async -> DeliverabilityReport
  ) async -> DeliverabilityReport {
    let now = ContinuousClock.now
    if let entry = entries[domain] {
      if entry.expires > now { return entry.report.aged(by: entry.expires, now: now) }
      entries[domain] = nil
    }
    if let task = inFlight[domain] { return await task.value }
    let task = Task { await lookup() }
    inFlight[domain] = task
    let report = await task.value
    inFlight[domain] = nil
    if let ttl = report.ttl, ttl > 0 {
      store(domain, Entry(report: report, expires: ContinuousClock.now + .seconds(ttl)))
    }
    return report
  }

  private func store(_ domain: String, _ entry: Entry) {
    if entries.updateValue(entry, forKey: domain) == nil { order.append(domain) }
    while entries.count > capacity, orderStart < order.count {
      entries[order[orderStart]] = nil
      orderStart += 1
    }
    if orderStart > 4096 && orderStart * 2 > order.count {
      order.removeFirst(orderStart)
      orderStart = 0
    }
  }
}

extension DeliverabilityReport {
  /// The report with the TTL that remains.
  func aged(by expires: ContinuousClock.Instant, now: ContinuousClock.Instant) -> Self {
    var copy = self
    let left = now.duration(to: expires).components.seconds
    copy.ttl = Int(max(0, left))
    return copy
  }
}
