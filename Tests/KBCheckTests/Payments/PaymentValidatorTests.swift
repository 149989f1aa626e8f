import Testing

@testable import KBCheck

/// Expiry dates against an injected clock, security codes with their card
/// field, one-time codes and BICs.
@Suite struct PaymentValidatorTests {
  let clock = CardExpirationValidator(today: { YearMonth(year: 2026, month: 11) })

  @Test(arguments: [
    ("11/26", "2026-11"), ("12/2030", "2030-12"), ("01-27", "2027-01"), ("1/27", "2027-01"),
    ("0127", "2027-01"), ("012027", "2027-01"), (" 04 / 29 ", "2029-04"), ("2029-04", "2029-04"),
  ])
  func expiryFormsAreRead(_ sample: (String, String)) {
    let result = clock.validate(sample.0)
    #expect(result.value == sample.1)
    #expect(result.expiry?.description == sample.1)
  }

  @Test func expiryIsValidThroughItsMonth() {
    // A card is valid through the last day of its expiry month.
    #expect(clock.validate("11/26").isValid)
    #expect(clock.validate("10/26").issues.map(\.code) == ["expiry.past"])
    #expect(
      clock.validate("10/26").issues.first?.message == "The card expired at the end of 10/2026.")
    #expect(clock.validate("11/46").isValid)
    #expect(clock.validate("12/46").issues.map(\.code) == ["expiry.too-far"])
    #expect(clock.validate("13/27").issues.map(\.code) == ["expiry.month"])
    #expect(clock.validate("00/27").issues.map(\.code) == ["expiry.month"])
    #expect(clock.validate("12/2").issues.map(\.code) == ["expiry.format"])
    #expect(clock.validate("12.27").issues.map(\.code) == ["expiry.format"])
    #expect(clock.validate("").issues.map(\.code) == ["payment.empty"])
    let nearer = CardExpirationValidator(options: .init(maxYearsAhead: 5), today: clock.today)
    #expect(nearer.validate("12/31").issues.map(\.code) == ["expiry.too-far"])
  }

  @Test func securityCodeReadsTheCardField() {
    let validator = CardSecurityCodeValidator()
    let amex = CardNumberValidator().validate("378282246310005")
    let visa = CardNumberValidator().validate("4111111111111111")
    #expect(validator.validate("1234", related: RelatedFields(["card": amex])).isValid)
    #expect(
      validator.validate("123", related: RelatedFields(["card": amex])).issues.map(\.code)
        == ["csc.length"])
    #expect(validator.validate("123", related: RelatedFields(["card": visa])).isValid)
    #expect(!validator.validate("1234", related: RelatedFields(["card": visa])).isValid)
    // Without a card, 3 or 4 digits.
    #expect(validator.validate("123").isValid && validator.validate("1234").isValid)
    #expect(validator.validate("12").issues.map(\.code) == ["csc.length"])
    #expect(validator.validate("12a").issues.map(\.code) == ["csc.not-a-digit"])
    #expect(validator.validate("").issues.map(\.code) == ["payment.empty"])
    #expect(validator.validate("123").isSecret)
    #expect(validator.validate("123").masked().value == "•••")
    let configured = CardSecurityCodeValidator(options: .init(brand: .amex))
    #expect(!configured.validate("123").isValid)
  }

  @Test func oneTimeCodes() throws {
    let six = OneTimeCodeValidator()
    #expect(six.validate("123456").value == "123456")
    #expect(six.validate("123 456").value == "123456")
    #expect(six.validate("١٢٣٤٥٦").value == "123456")
    #expect(six.validate("12345").issues.map(\.code) == ["otp.length"])
    #expect(six.validate("12a456").issues.map(\.code) == ["otp.not-a-digit"])
    #expect(six.validate("").issues.map(\.code) == ["payment.empty"])
    let sms = six.validate("Your code is 123-456. It expires in 10 minutes.")
    #expect(sms.value == "123456")
    #expect(sms.issues.map(\.code) == ["otp.extracted"])
    #expect(sms.issues.first?.range == 13..<20)
    #expect(six.validate("Codes 123456 and 654321").issues.map(\.code) == ["otp.several-codes"])
    #expect(six.validate("No code here, sorry").issues.map(\.code) == ["otp.no-code"])
    let range = try OneTimeCodeValidator(options: .init(settings: ["length": "4-8"]))
    #expect(range.validate("1234").isValid && range.validate("12345678").isValid)
    #expect(!range.validate("123").isValid)
    for bad in ["3", "9", "8-4", "x", "4-"] {
      #expect(throws: ConfigurationError.self) {
        try OneTimeCodeValidator.Options(settings: ["length": bad])
      }
    }
  }

  // Cases from schwifty's tests/test_bic.py (BIC("GENODEM1GLS"),
  // BIC("DEUTDEFF500"), invalid length, invalid country "DEUTXXFF").
  @Test func bics() {
    let bic = BICValidator()
    #expect(bic.validate("GENODEM1GLS").bic?.branch == "GLS")
    #expect(bic.validate("DEUTDEFF").bic?.country == "DE")
    #expect(bic.validate("deutdeff500").value == "DEUTDEFF500")
    #expect(bic.validate("DEUTDEFF5").issues.map(\.code) == ["bic.length"])
    #expect(bic.validate("DEUTXXFF").issues.map(\.code) == ["bic.country"])
    #expect(bic.validate("DEUT12FF").issues.map(\.code) == ["bic.format"])
    #expect(bic.validate("DEUT_EFF").issues.map(\.code) == ["bic.character"])
    #expect(bic.validate("").issues.map(\.code) == ["payment.empty"])
  }
}
