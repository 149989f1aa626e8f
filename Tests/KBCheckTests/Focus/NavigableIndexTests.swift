import Testing

@testable import KBCheck

@Suite struct NavigableIndexTests {
  @Test(arguments: [0, 1, 2, 7, 64, 100, 1000])
  func matchesALinearScan(size: Int) {
    var rng = SplitMix64(seed: UInt64(size) + 1)
    var flags = (0..<size).map { _ in Bool.random(using: &rng) }
    var index = NavigableIndex(flags: flags)
    var failures = 0
    for round in 0..<3 {
      for p in 0...size {
        let first = flags[min(p, size)...].firstIndex(of: true)
        let last = flags[..<p].lastIndex(of: true)
        if index.first(atOrAfter: p) != first || index.last(before: p) != last {
          failures += 1
        }
      }
      if index.total != flags.filter({ $0 }).count { failures += 1 }
      // Flip some flags and check again.
      for _ in 0..<(size / 3 + round) where size > 0 {
        let p = Int.random(in: 0..<size, using: &rng)
        flags[p].toggle()
        index.set(p, flags[p])
      }
    }
    #expect(failures == 0)
    #expect(index.position(ofRank: -1) == nil)
    #expect(index.position(ofRank: index.total) == nil)
  }
}
