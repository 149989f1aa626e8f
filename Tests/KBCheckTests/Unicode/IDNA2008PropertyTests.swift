import Testing

@testable import KBCheck

/// The RFC 5892 §3 derived property, computed from ICU's properties. The
/// expected values are rows of RFC 5892 Appendix B.1 (the Unicode 5.2 table;
/// the rows chosen are stable in later versions, RFC 8753 §2) and the
/// exceptions of §2.6.
@Suite struct IDNA2008PropertyTests {
  @Test(
    arguments: [
      // B.1 rows and §2 categories.
      (UInt32(0x002C), IDNA2008Property.disallowed),  // 0000..002C DISALLOWED
      (0x002D, .pvalid),  // HYPHEN-MINUS (LDH, §2.10)
      (0x0030, .pvalid), (0x0061, .pvalid),  // digits, small letters (LDH)
      (0x0041, .disallowed),  // capital A: Unstable (§2.2)
      (0x00AD, .disallowed),  // SOFT HYPHEN: IgnorableProperties (§2.3)
      (0x00E0, .pvalid),  // à: LetterDigits (§2.1)
      (0x00F7, .disallowed),  // DIVISION SIGN (Sm)
      (0x0301, .pvalid),  // COMBINING ACUTE ACCENT (Mn)
      (0x02B0, .disallowed),  // MODIFIER LETTER SMALL H: NFKC → h, Unstable
      (0x0378, .unassigned),  // unassigned (§2.11)
      (0x1100, .disallowed),  // HANGUL CHOSEONG KIYEOK: OldHangulJamo (§2.9)
      (0x200C, .contextJ), (0x200D, .contextJ),  // JoinControl (§2.8)
      (0x20AC, .disallowed),  // EURO SIGN (Sc)
      (0x2163, .disallowed),  // ROMAN NUMERAL FOUR: Unstable
      (0x20D0, .disallowed),  // Combining Diacritical Marks for Symbols: IgnorableBlocks (§2.4)
      (0x1D165, .disallowed),  // MUSICAL SYMBOL COMBINING STEM: IgnorableBlocks
      (0x4E00, .pvalid), (0xAC00, .pvalid),  // CJK ideograph, Hangul syllable
      (0xFDD0, .disallowed),  // noncharacter: IgnorableProperties, not UNASSIGNED
      (0xFF41, .disallowed),  // FULLWIDTH LATIN SMALL LETTER A: Unstable
      (0x1F600, .disallowed),  // GRINNING FACE (So)
      // §2.6 Exceptions.
      (0x00DF, .pvalid), (0x03C2, .pvalid), (0x06FD, .pvalid), (0x06FE, .pvalid),
      (0x0F0B, .pvalid), (0x3007, .pvalid),
      (0x00B7, .contextO), (0x0375, .contextO), (0x05F3, .contextO), (0x05F4, .contextO),
      (0x30FB, .contextO), (0x0660, .contextO), (0x0669, .contextO), (0x06F0, .contextO),
      (0x06F9, .contextO),
      (0x0640, .disallowed), (0x07FA, .disallowed), (0x302E, .disallowed), (0x302F, .disallowed),
      (0x3031, .disallowed), (0x3035, .disallowed), (0x303B, .disallowed),
    ] as [(UInt32, IDNA2008Property)])
  func derivedProperty(codePoint: UInt32, expected: IDNA2008Property) throws {
    let scalar = try #require(Unicode.Scalar(codePoint))
    #expect(IDNA2008Property(scalar) == expected, "\(scalar.codePointDescription)")
  }

  /// UAX #44 Decomposition_Type of a few characters the URL host checks sort by.
  @Test func decompositionTypes() {
    #expect(DecompositionType("\u{FF41}") == .wide)
    #expect(DecompositionType("\u{FF71}") == .narrow)
    #expect(DecompositionType("\u{24DC}") == .circle)
    #expect(DecompositionType("\u{3392}") == .square)
    #expect(DecompositionType("\u{216B}") == .compat)
    #expect(DecompositionType("\u{1D41E}") == .font)
    #expect(DecompositionType("\u{00E9}") == .canonical)
    #expect(DecompositionType("a") == DecompositionType.none)
  }
}
