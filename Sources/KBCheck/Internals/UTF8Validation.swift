/// Checks UTF-8 bytes without building a `String`, for readers that take
/// bytes from files, pipes and sockets and must report malformed input
/// instead of repairing it.
package enum UTF8Validation {
  /// The byte offset of the first byte that does not begin a well-formed
  /// UTF-8 sequence (overlong forms, surrogates, code points above
  /// U+10FFFF, stray continuation bytes and truncated sequences all count).
  ///
  /// ASCII runs are checked eight bytes at a time.
  /// - Parameter bytes: The bytes to check.
  /// - Returns: The offset of the first malformed sequence, or `nil` when
  ///   every byte is part of well-formed UTF-8.
  /// - Complexity: O(*n*) in the number of bytes.
  package static func firstInvalidByteOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let n = bytes.count
    var i = 0
    while i < n {
      while i &+ 8 <= n {
        let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 != 0 { break }
        i &+= 8
      }
      if i >= n { break }
      let b0 = base[i]
      if b0 < 0x80 {
        i &+= 1
        continue
      }
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      let length: Int
      switch b0 {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return i
      }
      guard i &+ length <= n else { return i }
      let b1 = base[i &+ 1]
      guard b1 >= low && b1 <= high else { return i }
      if length > 2 {
        guard base[i &+ 2] & 0xC0 == 0x80 else { return i }
        if length > 3 {
          guard base[i &+ 3] & 0xC0 == 0x80 else { return i }
        }
      }
      i &+= length
    }
    return nil
  }

  /// The byte offset of the first malformed UTF-8 sequence in any byte
  /// collection.
  /// - Parameter bytes: The bytes to check.
  /// - Returns: The offset, or `nil` when the bytes are well-formed UTF-8.
  /// - Complexity: O(*n*) in the number of bytes.
  package static func firstInvalidByteOffset(in bytes: some Collection<UInt8>) -> Int? {
    if let answer = bytes.withContiguousStorageIfAvailable({
      firstInvalidByteOffset(in: $0)
    }) {
      return answer
    }
    return Array(bytes).withUnsafeBufferPointer { firstInvalidByteOffset(in: $0) }
  }

  /// The number of Unicode scalars that the first `byteOffset` bytes of
  /// well-formed UTF-8 encode (the bytes that are not continuation bytes).
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - byteOffset: How many leading bytes to count; clamped to the count.
  /// - Returns: The scalar count of that prefix.
  /// - Complexity: O(*n*) in `byteOffset`, eight bytes at a time.
  package static func scalarCount(of bytes: UnsafeBufferPointer<UInt8>, prefix byteOffset: Int)
    -> Int
  {
    scalarCount(of: UnsafeBufferPointer(rebasing: bytes[..<min(max(0, byteOffset), bytes.count)]))
  }

  /// The number of Unicode scalars well-formed UTF-8 encodes: its bytes
  /// that are not continuation bytes, counted eight at a time.
  ///
  /// A word without continuation bytes (all of ASCII) is not counted (the
  /// count is a software population count on the baseline x86-64 target,
  /// ~25 instructions); the bytes past the last whole word are read as the
  /// last word of the input, its lanes already counted masked off.
  /// - Parameter b: The bytes.
  /// - Returns: The scalar count.
  /// - Complexity: O(*n*), no allocation.
  package static func scalarCount(of b: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = b.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    let n = b.count
    var continuations = 0
    var k = 0
    // A continuation byte is 10xxxxxx: bit 7 set and bit 6 clear.
    @inline(__always) func marks(_ w: UInt64) -> UInt64 { w & ~(w &<< 1) & 0x8080_8080_8080_8080 }
    while k &+ 8 <= n {
      let m = marks(raw.loadUnaligned(fromByteOffset: k, as: UInt64.self))
      if m != 0 { continuations &+= m.nonzeroBitCount }
      k &+= 8
    }
    if k < n {
      if n >= 8 {
        // Lane j is byte n - 8 + j; the lanes below k - (n - 8) are counted.
        let at = n &- 8
        let m =
          marks(raw.loadUnaligned(fromByteOffset: at, as: UInt64.self))
          & ~UInt64(0) &<< UInt64((k &- at) &* 8)
        if m != 0 { continuations &+= m.nonzeroBitCount }
      } else {
        while k < n {
          if base[k] & 0xC0 == 0x80 { continuations &+= 1 }
          k &+= 1
        }
      }
    }
    return n &- continuations
  }
}
