extension UnsafeMutableBufferPointer where Element == UInt8 {
  /// Writes the scalar value `v` as UTF-8 (RFC 3629 §3) at `offset`.
  /// - Parameters:
  ///   - v: A Unicode scalar value (at most U+10FFFF, not a surrogate; the
  ///     Punycode decoder refuses the others).
  ///   - offset: Where the first byte goes; the buffer has room for four.
  /// - Returns: The offset after the last byte written.
  @inline(__always)
  func writeUTF8(_ v: UInt32, at offset: Int) -> Int {
    switch v {
    case 0..<0x80:
      self[offset] = UInt8(v)
      return offset + 1
    case 0x80..<0x800:
      self[offset] = UInt8(0xC0 | v >> 6)
      self[offset + 1] = UInt8(0x80 | v & 0x3F)
      return offset + 2
    case 0x800..<0x1_0000:
      self[offset] = UInt8(0xE0 | v >> 12)
      self[offset + 1] = UInt8(0x80 | v >> 6 & 0x3F)
      self[offset + 2] = UInt8(0x80 | v & 0x3F)
      return offset + 3
    default:
      self[offset] = UInt8(0xF0 | v >> 18)
      self[offset + 1] = UInt8(0x80 | v >> 12 & 0x3F)
      self[offset + 2] = UInt8(0x80 | v >> 6 & 0x3F)
      self[offset + 3] = UInt8(0x80 | v & 0x3F)
      return offset + 4
    }
  }
}
