import Synchronization

/// A small, bounded, thread-safe dictionary for caching immutable,
/// shareable values (ICU formats, locale symbols, domain conversions) by key.
///
/// It holds at most `capacity` entries and starts over when full, so keys
/// chosen by clients (locales from request headers, domains from a list)
/// cannot grow memory without bound.
final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let storage = Mutex<[Key: Value]>([:])
  /// The most entries kept before the cache starts over.
  let capacity: Int

  /// Creates an empty cache.
  /// - Parameter capacity: The most entries kept; at least 1.
  init(capacity: Int = 256) {
    self.capacity = max(1, capacity)
  }

  /// The cached value for `key`, if any.
  func value(for key: Key) -> Value? {
    storage.withLock { $0[key] }
  }

  /// Stores `value` for `key`, keeping an existing value if one raced in.
  func store(_ value: Value, for key: Key) {
    storage.withLock { dict in
      guard dict[key] == nil else { return }
      if dict.count >= capacity { dict.removeAll(keepingCapacity: true) }
      dict[key] = value
    }
  }
}
