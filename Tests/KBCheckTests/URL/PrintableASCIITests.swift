import Testing

@testable import KBCheck

/// The word-at-a-time printable-ASCII check agrees with a byte-by-byte one
/// on every byte value at every position of a word, and on random strings.
@Suite struct PrintableASCIITests {
  static func naive(_ s: String) -> Bool { s.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E } }

  @Test func everyByteAtEveryPosition() {
    for length in [1, 7, 8, 9, 16, 17] {
      for position in 0..<length {
        for value in 0..<0x80 {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes[position] = UInt8(value)
          let s = String(decoding: bytes, as: UTF8.self)
          #expect(
            URLValidator.isPrintableASCII(s) == Self.naive(s), "\(length) \(position) \(value)")
        }
      }
    }
  }

  @Test func randomStrings() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5000 {
      let length = Int.random(in: 0..<40, using: &generator)
      let scalars = (0..<length).map { _ in
        Unicode.Scalar(UInt32.random(in: 0..<0x100, using: &generator))!
      }
      let s = String(String.UnicodeScalarView(scalars))
      #expect(URLValidator.isPrintableASCII(s) == Self.naive(s))
    }
  }
}

/// ``URLValidator/scalarCount(_:)`` counts what `unicodeScalars.count` counts.
@Suite struct URLScalarCountTests {
  @Test func matchesTheScalarView() {
    let pieces = ["a", " ", "\u{E9}", "\u{20AC}", "\u{1F600}", "\u{7F}", "\u{80}", "%", "\u{FEFF}"]
    var generator = SystemRandomNumberGenerator()
    for length in 0..<40 {
      for _ in 0..<50 {
        let s = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
        #expect(URLValidator.scalarCount(s) == s.unicodeScalars.count, "\(s)")
      }
    }
  }

  /// A prefix of the bytes counts the scalars that start in it; a prefix
  /// past either end is clamped (`UTF8Validation.scalarCount(of:prefix:)`,
  /// which the parser's error offsets and the batch reader use).
  @Test func prefixesCountTheScalarsThatStartInThem() {
    var s = "a\u{E9}b\u{20AC}\u{1F600}cdefghij\u{E9}\u{E9}klmnop"
    s.withUTF8 { b in
      for prefix in -2...(b.count + 2) {
        let expected = b.prefix(max(0, prefix)).filter { $0 & 0xC0 != 0x80 }.count
        #expect(UTF8Validation.scalarCount(of: b, prefix: prefix) == expected, "\(prefix)")
      }
    }
  }
}
