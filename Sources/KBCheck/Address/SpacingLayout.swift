/// Where a region's postal codes put their spaces and hyphens, taken from
/// libaddressinput's examples (`zipex`): `SW1A 1AA` gives "a space before
/// the last three characters", `22162-1010` "a hyphen after the fifth".
struct SpacingLayout: Sendable, Hashable {
  /// Whether offsets count from the end (`true`) or the start.
  let fromEnd: Bool
  /// The separators: offset in the letters and digits, and the byte.
  let separators: [(offset: Int, byte: UInt8)]

  /// Decodes `>3_` / `<5-` (`_` is a space; an empty list is `<`).
  /// - Parameter encoded: The layout as the generator writes it.
  init(encoded: Substring) {
    fromEnd = encoded.first == ">"
    var separators: [(offset: Int, byte: UInt8)] = []
    var number = 0
    for byte in encoded.utf8.dropFirst() {
      if byte >= 0x30 && byte <= 0x39 {
        number = number * 10 + Int(byte - 0x30)
      } else {
        separators.append((number, byte == 0x5F ? 0x20 : byte))
        number = 0
      }
    }
    self.separators = separators
  }

  /// The code's letters and digits with this layout's separators, or `nil`
  /// when a separator would fall at either end.
  /// - Parameter skeleton: The letters and digits.
  /// - Returns: The spaced code.
  func apply(to skeleton: [UInt8]) -> [UInt8]? {
    var out: [UInt8] = []
    out.reserveCapacity(skeleton.count + separators.count)
    var positions: [(Int, UInt8)] = []
    for (offset, byte) in separators {
      let position = fromEnd ? skeleton.count - offset : offset
      guard position > 0 && position < skeleton.count else { return nil }
      positions.append((position, byte))
    }
    for (index, byte) in skeleton.enumerated() {
      for (position, separator) in positions where position == index { out.append(separator) }
      out.append(byte)
    }
    return out
  }

  static func == (a: SpacingLayout, b: SpacingLayout) -> Bool {
    a.fromEnd == b.fromEnd && a.separators.map(\.offset) == b.separators.map(\.offset)
      && a.separators.map(\.byte) == b.separators.map(\.byte)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(fromEnd)
    for (offset, byte) in separators {
      hasher.combine(offset)
      hasher.combine(byte)
    }
  }
}
