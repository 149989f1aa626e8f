/// Byte paths of the parser's text steps for ASCII text, the shape of
/// nearly every number typed or stored (`+1 201-555-0123 x12`): the same
/// answers as the scalar paths (`PhoneASCIIPathTests` compares them on every
/// example number and on generated text), without walking String indices,
/// which validate every index they are given.
extension PhoneNumberParser {
  /// ``scalarPossibleNumber(_:)`` on the UTF-8 bytes when the text is
  /// ASCII, else `nil`. For ASCII the steps read bytes only: a digit is
  /// `0`–`9` (no other ASCII scalar is a decimal digit) and a letter is
  /// `A`–`Z` or `a`–`z` (no other ASCII scalar is alphabetic).
  /// - Parameter text: The text.
  /// - Returns: The possible number, or `nil` for text that is not ASCII.
  static func asciiPossibleNumber(_ text: String) -> String? {
    let found = text.utf8.withContiguousStorageIfAvailable { b -> Range<Int>?? in
      guard isASCII(b) else { return .none }
      guard let start = b.firstIndex(where: { $0 == ASCII.plus || ASCII.isDigit($0) }) else {
        return .some(nil)
      }
      var end = b.count
      while end > start {
        let c = b[end - 1]
        if ASCII.isDigit(c) || ASCII.isLetter(c) || c == ASCII.hash { break }
        end -= 1
      }
      // A second number: `[\/] *x`.
      var i = start
      while i < end {
        if b[i] == ASCII.slash || b[i] == ASCII.backslash {
          var j = i + 1
          while j < end && b[j] == ASCII.space { j += 1 }
          if j < end && b[j] == UInt8(ascii: "x") {
            end = i
            break
          }
        }
        i += 1
      }
      return .some(start..<end)
    }
    guard let found, let found else { return nil }
    guard let range = found else { return "" }
    if range.lowerBound == 0 && range.upperBound == text.utf8.count { return text }
    return text.utf8.withContiguousStorageIfAvailable {
      String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
    }
  }

  /// Whether every byte is below 0x80, eight at a time.
  static func isASCII(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = b.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var i = 0
    var any: UInt64 = 0
    while i + 8 <= b.count {
      any |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      i += 8
    }
    while i < b.count {
      any |= UInt64(b[i])
      i += 1
    }
    return any & 0x8080_8080_8080_8080 == 0
  }

  /// What ``asciiExtensionLabel(_:labelEnd:digits:postDialAware:)`` found.
  enum ASCIILabelMatch: Equatable {
    /// The text before the label's end is not ASCII: the scalar path decides.
    case notASCII
    /// No label ends there (or `;` where the post-dial reading takes it).
    case none
    /// A label of this many bytes (and scalars) ends there.
    case label(length: Int)
  }

  /// The labels of ``extensionLabels`` that are ASCII, in the same order,
  /// as bytes. No other label can match ASCII text: each has a scalar past
  /// ASCII (`ó`, full-width forms, Cyrillic) that no ASCII text is
  /// canonically equivalent to.
  static let asciiExtensionLabels: [(label: [UInt8], limit: Int)] =
    extensionLabels.filter { $0.label.utf8.allSatisfy { $0 < 0x80 } }
    .map { (Array($0.label.utf8), $0.limit) }

  /// The extension label that ends at `labelEnd` when the text before it is
  /// ASCII: the first of ``extensionLabels`` that the lower-cased text ends
  /// with and whose digit limit admits `digits`, as the scalar path finds it
  /// (a lower-cased copy and `hasSuffix` per label, which compare
  /// `Character`s: for ASCII, bytes).
  /// - Parameters:
  ///   - text: The possible number.
  ///   - labelEnd: Where the label would end (a scalar index of `text`).
  ///   - digits: How many extension digits follow.
  ///   - postDialAware: A `;` label is the post-dial reading's, not an
  ///     extension.
  /// - Returns: The label's length, none, or that the text is not ASCII.
  static func asciiExtensionLabel(
    _ text: String, labelEnd: String.Index, digits: Int, postDialAware: Bool
  ) -> ASCIILabelMatch {
    let end = text.utf8.distance(from: text.startIndex, to: labelEnd)
    return text.utf8.withContiguousStorageIfAvailable { all -> ASCIILabelMatch in
      let b = UnsafeBufferPointer(rebasing: all[..<end])
      guard isASCII(b) else { return .notASCII }
      for (label, limit) in asciiExtensionLabels where digits <= limit && label.count <= end {
        var k = 0
        let start = end - label.count
        while k < label.count, ASCII.lowered(b[start + k]) == label[k] { k += 1 }
        guard k == label.count else { continue }
        if postDialAware && label == [ASCII.semicolon] { return .none }
        return .label(length: label.count)
      }
      return .none
    } ?? .notASCII
  }
}
