import KBCheck
import Testing

/// The symbols read from ICU 72 / CLDR 42 match the reference dump
/// (`icu/symbols.tsv`) for the locales of the table.
@Suite struct LocaleNumberSymbolsTests {
  @Test(
    arguments: [
      ("en_US", "latn", ".", ",", "0", 3, 3),
      ("de_DE", "latn", ",", ".", "0", 3, 3),
      ("de_CH", "latn", ".", "\u{2019}", "0", 3, 3),
      ("fr_FR", "latn", ",", "\u{202F}", "0", 3, 3),
      ("fr_CA", "latn", ",", "\u{00A0}", "0", 3, 3),
      ("ar_EG", "arab", "\u{066B}", "\u{066C}", "\u{0660}", 3, 3),
      ("fa_IR", "arabext", "\u{066B}", "\u{066C}", "\u{06F0}", 3, 3),
      ("hi_IN", "latn", ".", ",", "0", 3, 2),
      ("ja_JP", "latn", ".", ",", "0", 3, 3),
      ("mr", "deva", ".", ",", "\u{0966}", 3, 2),
      ("ar_EG@numbers=latn", "latn", ".", ",", "0", 3, 3),
      ("de-DE", "latn", ",", ".", "0", 3, 3),
    ] as [(String, String, Unicode.Scalar, Unicode.Scalar, Unicode.Scalar, Int, Int)])
  func symbols(
    locale: String, system: String, decimal: Unicode.Scalar, group: Unicode.Scalar,
    zero: Unicode.Scalar, primary: Int, secondary: Int
  ) throws {
    let s = try LocaleNumberSymbols.shared(locale: locale)
    #expect(s.numberingSystem == system)
    #expect(s.decimalSeparator == decimal)
    #expect(s.groupingSeparator == group)
    #expect(s.zeroDigit == zero)
    #expect(s.primaryGroupingSize == primary)
    #expect(s.secondaryGroupingSize == secondary)
  }

  @Test func minusWithoutBidiMarks() throws {
    #expect(try LocaleNumberSymbols.shared(locale: "fa_IR").minusSign == "\u{2212}")
    #expect(try LocaleNumberSymbols.shared(locale: "ar_EG").minusSign == "-")
  }

  @Test func classes() throws {
    let de = try LocaleNumberSymbols.shared(locale: "de_DE")
    #expect(de.classify(",") == .decimalSeparator)
    #expect(de.classify(".") == .groupingSeparator)
    #expect(de.isOtherConventionMark("."))
    #expect(de.classify("\u{066B}") == .decimalSeparator)
    #expect(de.classify("\u{FF0E}") == .groupingSeparator)  // full-width form of its grouping
    #expect(
      try LocaleNumberSymbols.shared(locale: "fr_FR").classify("\u{FF0E}") == .otherDecimalSeparator
    )
    #expect(de.classify("\u{0663}") == .digit(3))
    #expect(de.classify("\u{2212}") == .minus)
    #expect(de.classify("e") == .exponent)
    let ar = try LocaleNumberSymbols.shared(locale: "ar_EG")
    #expect(ar.classify(".") == .otherDecimalSeparator)
    #expect(ar.classify(",") == .decimalSeparator)
    #expect(ar.classify("\u{061C}") == .bidiMark)
    #expect(ar.classify("\u{060C}") == .other)
  }
}
