import Dispatch
import Synchronization

/// Runs async work from the synchronous command line and waits for it: the
/// CLI's commands are synchronous, the deliverability check is not.
enum AsyncBridge {
  /// Runs `work` in a task and blocks the calling (main) thread until it
  /// returns. Never call it from a task.
  /// - Parameter work: The work.
  /// - Returns: What it returned.
  static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let box = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      let value = await work()
      box.withLock { $0 = value }
      done.signal()
    }
    done.wait()
    return box.withLock { $0! }
  }
}
