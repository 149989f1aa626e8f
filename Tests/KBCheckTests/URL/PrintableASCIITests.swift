import Testing

@testable import KBCheck

/// The word-at-a-time hygiene pre-pass (`CharacterHygiene.firstUndecidedOffset`,
/// which the URL validator runs on every input) finds the same first byte
/// as a scalar-by-scalar reading: printable ASCII and the classless letters
/// below U+0800 pass, anything else stops it. Checked on every byte value at
/// every position of a word, and on random strings.
@Suite struct PrintableASCIITests {
  static func naive(_ s: String) -> Int? {
    var offset = 0
    for scalar in s.unicodeScalars {
      let v = scalar.value
      let passes =
        (v >= 0x20 && v < 0x7F)
        || (v >= 0xA0 && v < 0x800 && CharacterHygiene.classlessBelow0800[Int(v) - 0xA0])
      if !passes { return offset }
      offset += String(scalar).utf8.count
    }
    return nil
  }

  @Test func everyByteAtEveryPosition() {
    for length in [1, 7, 8, 9, 16, 17] {
      for position in 0..<length {
        for value in 0..<0x80 {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes[position] = UInt8(value)
          let s = String(decoding: bytes, as: UTF8.self)
          let expected = value >= 0x20 && value < 0x7F ? nil : position
          #expect(
            CharacterHygiene.firstUndecidedOffset(s) == expected, "\(length) \(position) \(value)")
          #expect(Self.naive(s) == expected)
        }
      }
    }
  }

  @Test func randomStrings() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5000 {
      let length = Int.random(in: 0..<40, using: &generator)
      let scalars = (0..<length).map { _ in
        Unicode.Scalar(UInt32.random(in: 0..<0x900, using: &generator)) ?? "a"
      }
      let s = String(String.UnicodeScalarView(scalars))
      #expect(CharacterHygiene.firstUndecidedOffset(s) == Self.naive(s), "\(s.debugDescription)")
    }
  }

  /// Mostly printable ASCII with classless letters between (the pass jumps
  /// to a word's first other byte and reads on from after the letter) and
  /// now and then a byte that stops it, at every alignment.
  @Test func asciiWithLettersBetween() {
    let pieces = [
      "a", "b", "/", " ", "\"", "%", "~", "\u{E9}", "\u{E4}", "\u{431}", "\u{5D0}", "\u{7FF}",
    ]
    let stoppers = [
      "\u{7F}", "\u{1F}", "\u{0}", "\u{A0}", "\u{AD}", "\u{85}", "\u{20AC}", "\u{1F600}",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5000 {
      let length = Int.random(in: 0..<60, using: &generator)
      var parts = (0..<length).map { _ in
        Int.random(in: 0..<4, using: &generator) == 0
          ? pieces.randomElement(using: &generator) ?? "a" : "x"
      }
      if length > 0, Bool.random(using: &generator) {
        parts[Int.random(in: 0..<length, using: &generator)] =
          stoppers.randomElement(using: &generator) ?? "\u{7F}"
      }
      let s = parts.joined()
      #expect(CharacterHygiene.firstUndecidedOffset(s) == Self.naive(s), "\(s.debugDescription)")
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

  /// Long texts of many-byte scalars, words full of continuation bytes
  /// and every tail length.
  @Test func longTextsOfManyByteScalars() {
    let pieces = ["\u{1F600}", "\u{20AC}", "\u{E9}", "\u{10FFFF}", "a"]
    var generator = SystemRandomNumberGenerator()
    for length in [62, 63, 64, 65, 200, 500, 1000] {
      for mix in 0..<6 {
        let s = (0..<length).map { _ in
          mix < 2 ? pieces[mix] : pieces.randomElement(using: &generator) ?? "a"
        }.joined()
        #expect(URLValidator.scalarCount(s) == s.unicodeScalars.count, "\(length) \(mix)")
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
