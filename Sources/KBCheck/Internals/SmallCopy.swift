/// Copies of a few bytes (a card's six leading digits, a record's value)
/// with unaligned word moves inline, instead of a `memcpy` call each: the
/// batch lane makes several such copies per line. Every load stays within
/// the source's `count` bytes (words overlap rather than read past it).
package enum SmallCopy {
  /// Copies `count` bytes from `source` to `target` (regions not
  /// overlapping).
  /// - Parameters:
  ///   - source: The bytes to copy.
  ///   - target: Room for `count` bytes.
  ///   - count: How many, any number (above 32 a loop of 16 at a time).
  @inline(__always)
  package static func copy(
    from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    @inline(__always) func move<T>(_: T.Type, _ at: Int) {
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: at, as: T.self), toByteOffset: at, as: T.self)
    }
    switch count {
    case 0: return
    case 1...3:
      for i in 0..<count { target[i] = source[i] }
    case 4...7:
      move(UInt32.self, 0)
      move(UInt32.self, count - 4)
    case 8...16:
      move(UInt64.self, 0)
      move(UInt64.self, count - 8)
    default:
      var at = 0
      while at + 16 < count {
        move(UInt64.self, at)
        move(UInt64.self, at + 8)
        at += 16
      }
      move(UInt64.self, count - 16)
      move(UInt64.self, count - 8)
    }
  }
}
