/// Printable ASCII (U+0020…U+007E) tested eight bytes at a time (SWAR):
/// the character-hygiene pre-pass and the CLI's terminal-safety
/// check both pass over such text without looking at each byte.
package enum PrintableASCII {
  /// Whether a byte of `w` is not printable ASCII: below 0x20 (`b - 0x20`
  /// borrows and `b` had no high bit), 0x7F (`b + 1` carries into the high
  /// bit) or above (the high bit itself). A borrow or carry into the next
  /// byte only starts at such a byte, so the answer is exact for the word.
  /// - Parameter w: Eight bytes, loaded as a word.
  /// - Returns: Whether any of them is not printable ASCII.
  @inline(__always)
  package static func hasOther(_ w: UInt64) -> Bool {
    otherLanes(w) != 0
  }

  /// The high bit of each byte of `w` that may not be printable ASCII (the
  /// test of ``hasOther(_:)``, lane by lane). The lowest set lane is exact:
  /// the first byte that is not printable ASCII. A lane above it may be set
  /// by the borrow or carry that byte starts, so a caller that looks past
  /// the first lane checks the byte itself.
  /// - Parameter w: Eight bytes, loaded as a little-endian word.
  /// - Returns: The lanes' high bits; `0` when all eight are printable ASCII.
  @inline(__always)
  package static func otherLanes(_ w: UInt64) -> UInt64 {
    (((w &- 0x2020_2020_2020_2020) & ~w) | (w &+ 0x0101_0101_0101_0101) | w)
      & 0x8080_8080_8080_8080
  }

  /// How many whole words of printable ASCII `bytes` starts with, in
  /// bytes (a multiple of eight): where a byte-by-byte reader needs to
  /// start. One call for another module, whose per-word calls to
  /// ``hasOther(_:)`` a module boundary keeps from being inlined.
  /// - Parameter bytes: The bytes.
  /// - Returns: A multiple of eight, at most `bytes.count`.
  package static func wordPrefixCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    var i = 0
    while i + 8 <= bytes.count && !hasOther(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
      i += 8
    }
    return i
  }
}
