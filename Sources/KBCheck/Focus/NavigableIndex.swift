/// A Fenwick (binary indexed) tree of 0/1 flags over navigation positions:
/// which positions hold a navigable field. It answers "first flagged
/// position at or after p" and "last flagged position before p" in
/// O(log n) and updates one flag in O(log n).
struct NavigableIndex: Sendable, Hashable {
  /// 1-based Fenwick sums.
  private var tree: [Int32]
  /// The number of flagged positions.
  private(set) var total: Int
  /// The highest power of two not above the size, for descent.
  private var topBit: Int

  /// Builds the index from flags.
  /// - Parameter flags: One flag per position.
  /// - Complexity: O(n).
  init(flags: [Bool]) {
    var tree = [Int32](repeating: 0, count: flags.count + 1)
    var total = 0
    for (i, flag) in flags.enumerated() where flag {
      tree[i + 1] = 1
      total += 1
    }
    let n = flags.count
    if n > 0 {
      for i in 1...n {
        let parent = i + (i & -i)
        if parent <= n { tree[parent] += tree[i] }
      }
    }
    self.tree = tree
    self.total = total
    var bit = 1
    while bit * 2 <= n { bit *= 2 }
    self.topBit = n == 0 ? 0 : bit
  }

  /// The number of positions.
  var count: Int { tree.count - 1 }

  /// The number of flagged positions before `position`.
  /// - Complexity: O(log n).
  func countBefore(_ position: Int) -> Int {
    var i = min(max(position, 0), count)
    var sum = 0
    while i > 0 {
      sum += Int(tree[i])
      i -= i & -i
    }
    return sum
  }

  /// The position of the flagged entry with the given 0-based rank.
  /// - Complexity: O(log n).
  func position(ofRank rank: Int) -> Int? {
    guard rank >= 0, rank < total else { return nil }
    var remaining = Int32(rank + 1)
    var index = 0
    var bit = topBit
    while bit > 0 {
      let next = index + bit
      if next <= count, tree[next] < remaining {
        index = next
        remaining -= tree[next]
      }
      bit >>= 1
    }
    return index  // 0-based position = (1-based index + 1) - 1
  }

  /// The first flagged position at or after `position`.
  /// - Complexity: O(log n).
  func first(atOrAfter position: Int) -> Int? {
    self.position(ofRank: countBefore(position))
  }

  /// The last flagged position before `position`.
  /// - Complexity: O(log n).
  func last(before position: Int) -> Int? {
    let rank = countBefore(position) - 1
    return rank >= 0 ? self.position(ofRank: rank) : nil
  }

  /// Sets or clears the flag at `position`.
  /// - Complexity: O(log n).
  mutating func set(_ position: Int, _ flag: Bool) {
    guard position >= 0, position < count else { return }
    let current = countBefore(position + 1) - countBefore(position)
    let delta = (flag ? 1 : 0) - current
    guard delta != 0 else { return }
    total += delta
    var i = position + 1
    while i <= count {
      tree[i] += Int32(delta)
      i += i & -i
    }
  }
}
