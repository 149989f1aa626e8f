import Foundation
import KBCheck
import KBCheckFoundation
import Testing

/// The Foundation bridges are exact or `nil`: `Locale` in, `Decimal` and
/// `URL` out, without a trip through `description` in the app.
@Suite struct FoundationBridgeTests {
  @Test func localeReachesTheValidator() throws {
    let german = try KeyboardType.decimalPad.validator(
      ValidationContext(locale: Locale(identifier: "de_DE")))
    #expect(german.validate("1.234,5").foundationDecimal == Decimal(string: "1234.5"))
    #expect(MessageLanguage(locale: Locale(identifier: "de_AT")) == .german)
    #expect(MessageLanguage(locale: Locale(identifier: "en_GB")) == .english)
    #expect(MessageLanguage(locale: Locale(identifier: "ja_JP")) == nil)
  }

  @Test(arguments: [
    ("0", "0"), ("-12.50", "-12.5"), ("0.000001", "0.000001"),
    ("12345678901234567890123456789012345678", "12345678901234567890123456789012345678"),
  ])
  func decimalsAreExact(_ input: String, _ expected: String) throws {
    let value = try #require(ExactDecimal(input))
    #expect(value.foundationDecimal == Decimal(string: expected))
  }

  @Test func moreDigitsThanDecimalHoldsIsNil() throws {
    // 39 significant digits: a Foundation Decimal (38-digit mantissa) would round.
    let value = try #require(ExactDecimal("123456789012345678901234567890123456789"))
    #expect(value.foundationDecimal == nil)
  }

  @Test func urlsKeepTheirSerialization() throws {
    let validator = try KeyboardType.URL.validator(ValidationContext())
    let url = try #require(validator.validate("HTTPS://Bücher.Example/a/../b?q=1#f").foundationURL)
    #expect(url.absoluteString == "https://xn--bcher-kva.example/b?q=1#f")
    #expect(url.host == "xn--bcher-kva.example")
    #expect(validator.validate("not a url").foundationURL == nil)
  }
}
