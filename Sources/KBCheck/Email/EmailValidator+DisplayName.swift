extension EmailValidator {
  /// Where the address of a `Name <addr>` form lies.
  struct DisplayNameSplit {
    /// The bytes of `addr`.
    var address: Range<Int>
    /// The scalar offset of the first byte of `addr`.
    var scalarBase: Int
    /// The display name, trimmed (quotes kept).
    var name: String
  }

  /// Finds a `Name <addr>` form: the input ends (after spaces) with `>`
  /// and has a `<` before it.
  /// - Parameter bytes: The input's UTF-8 bytes.
  /// - Returns: The split, or `nil` for a bare address.
  /// - Complexity: O(*n*).
  static func displayNameSplit(_ bytes: UnsafeBufferPointer<UInt8>) -> DisplayNameSplit? {
    var last = bytes.count - 1
    while last >= 0 && (bytes[last] == 0x20 || bytes[last] == 0x09) { last -= 1 }
    guard last > 0, bytes[last] == 0x3E else { return nil }
    var lt = last - 1
    while lt >= 0 && bytes[lt] != 0x3C { lt -= 1 }
    guard lt >= 0 else { return nil }
    var scalars = 0
    for i in 0...lt where bytes[i] & 0xC0 != 0x80 { scalars += 1 }
    var nameEnd = lt
    while nameEnd > 0 && (bytes[nameEnd - 1] == 0x20 || bytes[nameEnd - 1] == 0x09) {
      nameEnd -= 1
    }
    var nameStart = 0
    while nameStart < nameEnd && (bytes[nameStart] == 0x20 || bytes[nameStart] == 0x09) {
      nameStart += 1
    }
    let name = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self)
    return DisplayNameSplit(address: (lt + 1)..<last, scalarBase: scalars, name: name)
  }
}
