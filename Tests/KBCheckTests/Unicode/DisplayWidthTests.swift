import Testing

@testable import KBCheck

/// Terminal columns by UAX #11 East Asian Width (from ICU) per grapheme
/// cluster (UAX #29): the widths the terminal forms use for the caret,
/// padding, cutting and wrapping.
@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("abc", 3),
    ("山田太郎", 8),  // CJK ideographs: East_Asian_Width W (UAX #11)
    ("ｱｲｳ", 3),  // half-width katakana: H
    ("ＡＢ", 4),  // full-width Latin: F
    ("e\u{301}", 1),  // a combining mark takes no column
    ("\u{301}", 0),  // a lone mark (Mn)
    ("👍", 2),  // Emoji_Presentation (UTS #51)
    ("👩‍👩‍👧", 2),  // one ZWJ sequence, one emoji
    ("❤\u{FE0F}", 2),  // text-default emoji with VS16
    ("❤", 1),  // the same without VS16 stays text
    ("🇩🇪", 2),  // a flag: a regional indicator pair
    ("각", 2), ("\u{1100}\u{1161}\u{11A8}", 2),  // Hangul, precomposed or as jamo
    ("\u{200B}", 0),  // ZERO WIDTH SPACE (Cf)
    ("Ω", 1),  // Ambiguous counts one, as terminals outside East Asian locales show it
  ])
  func columns(_ text: String, _ expected: Int) {
    #expect(
      DisplayWidth.columns(of: text) == expected,
      "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
  }
}
