#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands the output to the chunks of a parallel batch round one at a
/// time, in input order: chunk *i* may write to the real output once
/// chunks 0 … *i*−1 have written everything. A chunk whose held output
/// grows past its cap waits for its turn and then writes as it goes, so
/// what a round holds in memory is bounded by bytes, whatever the size of
/// each result.
///
/// Waiting cannot deadlock: `DispatchQueue.concurrentPerform` hands out
/// iterations in increasing order, so the lowest unfinished chunk is
/// always running, and it waits for no later one.
final class TurnGate: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var turn = 0

  init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
    condition.deallocate()
  }

  /// Starts a new round: chunk 0 has the turn.
  func reset() {
    pthread_mutex_lock(mutex)
    turn = 0
    pthread_mutex_unlock(mutex)
  }

  /// Blocks until chunk `index` has the turn.
  func wait(for index: Int) {
    pthread_mutex_lock(mutex)
    while turn < index { pthread_cond_wait(condition, mutex) }
    pthread_mutex_unlock(mutex)
  }

  /// Chunk `index` has written everything: the next one has the turn.
  func pass(after index: Int) {
    pthread_mutex_lock(mutex)
    turn = index + 1
    pthread_cond_broadcast(condition)
    pthread_mutex_unlock(mutex)
  }
}
