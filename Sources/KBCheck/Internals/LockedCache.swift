import Synchronization

/// A small thread-safe dictionary for caching immutable, shareable values
/// (ICU formats, compiled character sets) by key.
final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let storage = Mutex<[Key: Value]>([:])

  /// The cached value for `key`, if any.
  func value(for key: Key) -> Value? {
    storage.withLock { $0[key] }
  }

  /// Stores `value` for `key`, keeping an existing value if one raced in.
  func store(_ value: Value, for key: Key) {
    storage.withLock { dict in
      if dict[key] == nil { dict[key] = value }
    }
  }
}
