import KBCheck
import Testing

@Suite struct LocaleNumberFormatTests {
  struct Symbols: Sendable, CustomTestStringConvertible {
    var locale: String
    var decimal: String
    var grouping: String
    var numberingSystem: String
    var zero: String
    var testDescription: String { locale }
  }

  @Test(arguments: [
    Symbols(locale: "en_US", decimal: ".", grouping: ",", numberingSystem: "latn", zero: "0"),
    Symbols(locale: "de_DE", decimal: ",", grouping: ".", numberingSystem: "latn", zero: "0"),
    Symbols(
      locale: "fr_FR", decimal: ",", grouping: "\u{202F}", numberingSystem: "latn", zero: "0"),
    Symbols(
      locale: "fr_CA", decimal: ",", grouping: "\u{00A0}", numberingSystem: "latn", zero: "0"),
    Symbols(
      locale: "de_CH", decimal: ".", grouping: "\u{2019}", numberingSystem: "latn", zero: "0"),
    Symbols(
      locale: "ar_EG", decimal: "\u{066B}", grouping: "\u{066C}", numberingSystem: "arab",
      zero: "\u{0660}"),
    Symbols(
      locale: "fa_IR", decimal: "\u{066B}", grouping: "\u{066C}", numberingSystem: "arabext",
      zero: "\u{06F0}"),
    Symbols(
      locale: "ar_EG@numbers=latn", decimal: ".", grouping: ",", numberingSystem: "latn",
      zero: "0"),
    Symbols(
      locale: "mr_IN", decimal: ".", grouping: ",", numberingSystem: "deva", zero: "\u{0966}"),
  ])
  func symbols(expected: Symbols) throws {
    let format = try LocaleNumberFormat(locale: expected.locale)
    #expect(format.symbol(.decimalSeparator) == expected.decimal)
    #expect(format.symbol(.groupingSeparator) == expected.grouping)
    #expect(format.numberingSystem == expected.numberingSystem)
    #expect(format.symbol(.zeroDigit) == expected.zero)
    #expect(format.digits.count == 10)
    #expect(format.digits.first == expected.zero)
    #expect(format.isKnownLocale)
  }

  @Test func digitsOfTheNumberingSystem() throws {
    let arab = try LocaleNumberFormat(locale: "ar_EG")
    #expect(
      arab.digits.joined()
        == "\u{0660}\u{0661}\u{0662}\u{0663}\u{0664}\u{0665}\u{0666}\u{0667}\u{0668}\u{0669}")
    let persian = try LocaleNumberFormat(locale: "fa_IR")
    #expect(persian.digits.map { $0.unicodeScalars.first?.value } == (0x6F0...0x6F9).map { $0 })
    #expect(try LocaleNumberFormat(locale: "en_US").digits.joined() == "0123456789")
  }

  @Test func minusSigns() throws {
    #expect(try LocaleNumberFormat(locale: "en_US").symbol(.minusSign) == "-")
    #expect(try LocaleNumberFormat(locale: "sv_SE").symbol(.minusSign) == "\u{2212}")
    #expect(try LocaleNumberFormat(locale: "ar_EG").symbol(.minusSign) == "\u{061C}-")
    #expect(try LocaleNumberFormat(locale: "en_US").symbol(.plusSign) == "+")
    #expect(try LocaleNumberFormat(locale: "en_US").symbol(.exponential) == "E")
  }

  @Test func groupingSizes() throws {
    let indian = try LocaleNumberFormat(locale: "hi_IN")
    #expect(indian.groupingSize == 3)
    #expect(indian.secondaryGroupingSize == 2)
    let german = try LocaleNumberFormat(locale: "de_DE")
    #expect(german.groupingSize == 3)
    #expect(german.secondaryGroupingSize == 0)
  }

  @Test func bcp47TagsAndCanonicalIds() throws {
    #expect(try LocaleNumberFormat.canonicalLocale("de-CH").get() == "de_CH")
    #expect(try LocaleNumberFormat.canonicalLocale("de_DE").get() == "de_DE")
    #expect(try LocaleNumberFormat(locale: "de-CH").symbol(.groupingSeparator) == "\u{2019}")
    #expect(!(try LocaleNumberFormat(locale: "xx_YY").isKnownLocale))
    #expect(!(try LocaleNumberFormat(locale: "zz").isKnownLocale))
    #expect(try LocaleNumberFormat(locale: "en_XX").isKnownLocale)
    #expect(try LocaleNumberFormat(locale: "root").isKnownLocale)
  }

  @Test func strictParseStopsEarly() throws {
    let format = try LocaleNumberFormat(locale: "en_US")
    let parse = try format.parseDecimal("12abc").get()
    #expect(parse.value == "12")
    #expect(parse.consumed == 2)
    #expect(parse.length == 5)
    #expect(!parse.isComplete)
  }

  @Test func strictParseGerman() throws {
    let format = try LocaleNumberFormat(locale: "de_DE")
    let parse = try format.parseDecimal("1.234,5").get()
    #expect(parse.value == "1234.5")
    #expect(parse.isComplete)
    #expect(throws: ICUStatus.self) { try format.parseDecimal("1234.5").get() }
  }

  @Test func exponentIsOffByDefault() throws {
    let plain = try LocaleNumberFormat(locale: "en_US")
    #expect(!plain.parsesExponent)
    let noExp = try plain.parseDecimal("1e3").get()
    #expect(noExp.value == "1" && noExp.consumed == 1)
    let withExp = try LocaleNumberFormat(locale: "en_US", exponent: true).parseDecimal("1e3").get()
    #expect(withExp.value == "1E+3" || withExp.value == "1000")
    #expect(withExp.consumed == 3)
  }

  @Test func groupingOffStopsAtTheSeparator() throws {
    let format = try LocaleNumberFormat(locale: "en_US", grouping: false)
    let parse = try format.parseDecimal("1,234").get()
    #expect(parse.value == "1" && parse.consumed == 1)
    #expect(!format.grouping)
  }

  @Test func lenientReinterpretsTheWrongMark() throws {
    let format = try LocaleNumberFormat(locale: "de_DE", lenient: true)
    #expect(format.lenient)
    #expect(try format.parseDecimal("1.23").get().value == "123")
  }

  @Test func emptyAndHugeInputs() throws {
    let format = try LocaleNumberFormat(locale: "en_US")
    #expect(throws: ICUStatus.self) { try format.parseDecimal("").get() }
    let digits = String(repeating: "9", count: 5000)
    let parse = try format.parseDecimal(digits).get()
    #expect(parse.isComplete)
  }

  @Test func sharedFormatsAreCached() throws {
    let a = try LocaleNumberFormat.shared(locale: "de_DE").get()
    let b = try LocaleNumberFormat.shared(locale: "de_DE").get()
    #expect(a === b)
  }
}
