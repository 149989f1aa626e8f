import KBCheck
import Testing

/// The examples of the DocC article "Numbers" (`Documentation.docc/Articles/Numbers.md`),
/// run as written. Locale symbols come from CLDR 42 through ICU 72.
@Suite struct NumbersArticleTests {
  @Test func decimalPadInGerman() throws {
    let validator = try DecimalPadValidator(locale: "de_DE")
    let result = validator.validate("1.234,5")
    #expect(result.value == "1234.5")
    #expect(result.decimal == ExactDecimal("1234.5"))
    #expect(validator.validate("007,50").value == "7.5")
  }

  @Test func arabicIndicDigits() throws {
    let validator = try DecimalPadValidator(locale: "ar_EG")
    #expect(validator.validate("١٢٣٫٥").value == "123.5")
  }

  @Test func wrongSeparator() throws {
    let result = try DecimalPadValidator(locale: "de_DE").validate("1.5")
    #expect(!result.isValid)
    #expect(result.issues.map(\.code) == ["number.wrong-decimal-separator"])
  }

  @Test func boundsAreExact() throws {
    let options = DecimalPadValidator.Options(
      minValue: ExactDecimal("0.01"), maxValue: ExactDecimal("100"), maxFractionDigits: 2)
    let validator = try DecimalPadValidator(options: options, locale: "en_US")
    #expect(validator.validate("99.99").isValid)
    #expect(!validator.validate("100.01").isValid)
    #expect(!validator.validate("1.234").isValid)
  }

  @Test func signedNumbers() throws {
    let validator = try DecimalPadValidator(
      keyboard: .numbersAndPunctuation, options: .init(signed: true), locale: "fa_IR")
    #expect(validator.validate("−۱۲٫۵").value == "-12.5")
  }

  @Test func unknownLocaleThrows() throws {
    #expect(throws: ConfigurationError.self) {
      try DecimalPadValidator(locale: "xx_YY")
    }
  }

  @Test func numberPad() throws {
    let pad = try NumberPadValidator()
    #expect(pad.validate("٠١٢٣").value == "0123")
    let pin = try NumberPadValidator(options: .length(4))
    #expect(pin.validate("0042").isValid)
    #expect(!pin.validate("042").isValid)
    let card = try NumberPadValidator(options: .init(luhn: true))
    #expect(card.validate("79927398713").isValid)
    #expect(!card.validate("79927398710").isValid)
    let ascii = try NumberPadValidator(keyboard: .asciiCapableNumberPad)
    #expect(ascii.validate("٠١").issues.map(\.code).allSatisfy { $0 == "number.not-ascii-digit" })
  }
}
