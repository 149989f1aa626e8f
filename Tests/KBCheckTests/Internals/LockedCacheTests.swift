import Testing

@testable import KBCheck

/// The shared caches stay bounded whatever keys clients send.
@Suite struct LockedCacheTests {
  @Test func staysWithinCapacity() {
    let cache = LockedCache<Int, Int>(capacity: 8)
    for i in 0..<100 { cache.store(i * i, for: i) }
    let kept = (0..<100).filter { cache.value(for: $0) != nil }
    #expect(kept.count <= 8)
    #expect(cache.value(for: 99) == 99 * 99)
  }

  @Test func keepsTheFirstValue() {
    let cache = LockedCache<String, Int>()
    cache.store(1, for: "a")
    cache.store(2, for: "a")
    #expect(cache.value(for: "a") == 1)
    #expect(cache.value(for: "missing") == nil)
  }
}
