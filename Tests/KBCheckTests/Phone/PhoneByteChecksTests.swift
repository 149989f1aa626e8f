import Testing

@testable import KBCheck

/// The byte checks the phone validator and parser make before reading
/// `Character`s give the `Character` answers: a `Character` `+` or `#` is
/// one scalar that nothing extends (Unicode UAX #29: what extends a
/// grapheme, Extend, ZWJ and SpacingMark, is never ASCII), so bytes decide
/// until a non-ASCII byte follows. And the two-letter table of region codes
/// gives the dictionary's answers for every code the plans know.
@Suite struct PhoneByteChecksTests {
  /// Every example line, generated ASCII text, and the texts where a
  /// combining mark or a full-width sign makes the bytes undecided.
  static func texts() throws -> [String] {
    try PhoneASCIIPathTests.exampleLines() + PhoneASCIIPathTests.generated(count: 5_000, seed: 27)
      + [
        "", "+", "+1", "+\u{301}1 201", "＋1 201", "＋\u{301}1", "+\u{FE0F}", "\u{FF0B}",
        "#", "1#2", "1#\u{20E3}2", "#\u{FE0F}\u{20E3}", "12##", "1#2#3", "é#", "+é",
      ]
  }

  @Test func startsWithPlusIsTheFirstCharacter() throws {
    var wrong: [String] = []
    for text in try Self.texts() {
      let expected = text.first == "+" || text.first == "＋"
      if PhoneNumberParser.startsWithPlus(text) != expected { wrong.append(text) }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
  }

  @Test func hashCharacterAndHashCountAreTheCharacterAnswers() throws {
    var wrong: [String] = []
    for text in try Self.texts() {
      if PhonePadValidator.containsHashCharacter(text) != text.contains("#") {
        wrong.append("contains \(text)")
      }
      let hashes = text.utf8.lazy.filter { $0 == ASCII.hash }.count
      for limit in 0...2
      where PhonePadValidator.count(of: ASCII.hash, in: text, exceeds: limit) != (hashes > limit) {
        wrong.append("count>\(limit) \(text)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    // A keycap `#️⃣` is not the character `#`.
    #expect(!PhonePadValidator.containsHashCharacter("1#\u{FE0F}\u{20E3}"))
  }

  @Test func firstOffsetFindsTheNeedle() {
    #expect(PhoneNumberParser.firstByteOffset(of: ";ext=", in: "tel:+1;ext=2") == 6)
    #expect(PhoneNumberParser.firstByteOffset(of: ";ext=", in: "é;ext=2") == 2)
    #expect(PhoneNumberParser.firstByteOffset(of: ";ext=", in: ";ext") == nil)
    #expect(PhoneNumberParser.firstByteOffset(of: ";ext=", in: "") == nil)
  }

  /// Every region code through the table and through the dictionary, and
  /// codes that are not two capitals (lower case, `001`, three letters).
  @Test func regionTableAgreesWithTheDictionary() {
    let store = PhoneNumberingPlans.production.store
    var wrong: [String] = []
    for code in store.regionCodes where store.entryIndex(ofRegion: code) != store.regionIndex[code]
    {
      wrong.append(code)
    }
    #expect(store.regionCodes.count >= 245)
    #expect(wrong.isEmpty, "\(wrong)")
    for code in ["ZZ", "AA", "us", "Us", "001", "USA", "U", "", "ÜS"] {
      #expect(store.entryIndex(ofRegion: code) == store.regionIndex[code], "\(code)")
    }
    let plans = PhoneNumberingPlans.production
    #expect(plans.countryCode(forRegion: "us") == 1)
    #expect(plans.countryCode(forRegion: "DE") == 49)
    #expect(plans.countryCode(forRegion: "ZZ") == nil)
    #expect(plans.countryCode(forRegion: "001") == nil)
  }
}
