/// A counting semaphore for tasks: waiting suspends the task, not a thread.
/// It bounds the DNS queries in flight (``DNSResolver``) and the chunks a
/// table reader runs ahead (``CSVTable``). Waiters are resumed in order.
actor ConcurrencyLimiter {
  private let limit: Int
  private var running = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Creates a limiter.
  /// - Parameter limit: How many holders at once.
  init(limit: Int) { self.limit = limit }

  /// Waits for a place (suspending the task when all are taken).
  func acquire() async {
    if running < limit {
      running += 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Gives a place back, to the longest waiter if any.
  func release() {
    if waiting.isEmpty {
      running -= 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
