import Testing

@testable import KBCheck

/// Card numbers: the networks' published test numbers, the IIN table, Luhn
/// (ISO/IEC 7812-1 Annex B), lengths, brand restriction and masking.
@Suite struct CardNumberTests {
  /// Published test numbers, each with its source; numbers marked
  /// "constructed" are the first number of a range with its Luhn digit,
  /// for brands whose network publishes none.
  static let published: [(String, CardBrand, String)] = [
    ("4111111111111111", .visa, "Braintree, Testing: card numbers"),
    ("4242424242424242", .visa, "Stripe, Testing: test card numbers"),
    ("4012888888881881", .visa, "Stripe, Testing"),
    ("4222222222222", .visa, "PayPal, test credit card numbers (13 digits)"),
    ("5555555555554444", .mastercard, "Stripe, Testing"),
    ("5105105105105100", .mastercard, "Stripe, Testing"),
    ("2223003122003222", .mastercard, "Stripe, Testing (2-series)"),
    ("378282246310005", .amex, "Stripe, Testing"),
    ("371449635398431", .amex, "Stripe, Testing"),
    ("378734493671000", .amex, "PayPal, test credit card numbers"),
    ("6011111111111117", .discover, "Stripe, Testing"),
    ("6011000990139424", .discover, "Stripe, Testing"),
    ("3056930009020004", .dinersClub, "Stripe, Testing"),
    ("36227206271667", .dinersClub, "Stripe, Testing (14 digits)"),
    ("30569309025904", .dinersClub, "PayPal, test credit card numbers"),
    ("38520000023237", .dinersClub, "PayPal, test credit card numbers"),
    ("3566002020360505", .jcb, "Stripe, Testing"),
    ("3530111333300000", .jcb, "PayPal, test credit card numbers"),
    ("6200000000000005", .unionPay, "Stripe, Testing"),
    ("6205500000000000004", .unionPay, "Stripe, Testing (19 digits)"),
    ("6304000000000000", .maestro, "Braintree, Testing: card numbers"),
    ("6759649826438453", .maestro, "Braintree, Testing: card numbers"),
    ("2200000000000004", .mir, "constructed: 2200 + Luhn"),
    ("2204000000000000", .mir, "constructed: 2204 + Luhn"),
    ("6070000000000002", .rupay, "constructed: 60 + Luhn"),
    ("8174100000000001", .rupay, "constructed: 81 + Luhn"),
    ("5066991111111118", .elo, "Adyen, Test card numbers (Elo)"),
    ("6500310000000005", .elo, "constructed: 650031 + Luhn"),
    ("6062828888666688", .hipercard, "Adyen, Test card numbers (Hipercard)"),
    ("3841000000000007", .hipercard, "constructed: 384100 + Luhn"),
  ]

  @Test(arguments: published)
  func publishedTestNumberIsValidWithItsBrand(_ sample: (String, CardBrand, String)) {
    let (number, brand, source) = sample
    let result = CardNumberValidator().validate(number)
    #expect(result.isValid, "\(source)")
    #expect(result.value == number)
    #expect(result.card?.brand == brand, "\(source)")
    #expect(result.card?.length == number.count)
    #expect(result.card?.lastFour == String(number.suffix(4)))
    #expect(result.isSecret)
    // ISO/IEC 7812-1 Annex B: changing the check digit breaks the Luhn check.
    let last = number.last?.wholeNumberValue ?? 0
    let wrong = String(number.dropLast()) + String((last + 1) % 10)
    let failed = CardNumberValidator().validate(wrong)
    let code = failed.issues.first { $0.code == "card.check-digit" }
    #expect(code != nil)
    #expect(code?.range == (number.count - 1)..<number.count)
    #expect(failed.isValid == (brand == .unionPay))
  }

  @Test func everyBrandHasATestNumber() {
    #expect(Set(Self.published.map(\.1)) == Set(CardBrand.allCases))
  }

  @Test func longestIINPrefixWins() {
    // Elo's 401178 is inside Visa's 4; Hipercard's 384100 inside Diners' 38;
    // Discover's 622126-622925 inside UnionPay's 62.
    #expect(CardBrand.of(Array("4011780000000006".utf8)) == .elo)
    #expect(CardBrand.of(Array("3841000000000007".utf8)) == .hipercard)
    #expect(CardBrand.of(Array("6221260000000000".utf8)) == .discover)
    #expect(CardBrand.of(Array("6771798000000003".utf8)) == nil)
    #expect(CardBrand.of(Array("2221".utf8)) == .mastercard)
    #expect(CardBrand.of(Array("2720".utf8)) == .mastercard)
    #expect(CardBrand.of(Array("2721".utf8)) == nil)
    #expect(CardBrand.of(Array("".utf8)) == nil)
  }

  @Test func separatorsAndOtherScriptsDigitsAreRead() {
    let result = CardNumberValidator().validate("4111 1111-1111 ١١١١")
    #expect(result.isValid)
    #expect(result.value == "4111111111111111")
  }

  @Test func unknownIINIsAWarningUnlessBrandsAreRestricted() {
    let unknown = CardNumberValidator().validate("6771798000000003")
    #expect(unknown.isValid)
    #expect(unknown.issues.map(\.code) == ["card.unknown-brand"])
    #expect(unknown.issues.first?.severity == .warning)
    let restricted = CardNumberValidator(options: .init(acceptedBrands: [.visa]))
    #expect(
      restricted.validate("6771798000000003").issues.map(\.code) == ["card.brand-not-accepted"])
    let amex = restricted.validate("378282246310005")
    #expect(!amex.isValid)
    #expect(amex.issues.map(\.code) == ["card.brand-not-accepted"])
    #expect(
      amex.issues.first?.message == "American Express cards are not accepted here; accepted: Visa.")
  }

  @Test func lengthsAreTheBrands() {
    // Visa issues 13, 16 and 19 digits; 15 is none of them.
    let result = CardNumberValidator().validate("411111111111116")
    #expect(result.issues.contains { $0.code == "card.length" })
    #expect(
      result.issues.first { $0.code == "card.length" }?.message
        == "A Visa card number has 13, 16 or 19 digits; this one has 15.")
    #expect(
      result.issues.first { $0.code == "card.length" }?.localized(.german).message
        == "Eine Visa-Kartennummer hat 13, 16 oder 19 Ziffern; diese hat 15.")
    let long = CardNumberValidator().validate(String(repeating: "4", count: 25))
    #expect(long.issues.map(\.code) == ["card.length"])
  }

  @Test func lettersAndEmptyInput() {
    #expect(CardNumberValidator().validate("4111x111").issues.map(\.code) == ["card.not-a-digit"])
    #expect(CardNumberValidator().validate("4111x111").issues.first?.range == 4..<5)
    #expect(CardNumberValidator().validate("").issues.map(\.code) == ["payment.empty"])
    #expect(CardNumberValidator().validate(" - ").issues.map(\.code) == ["payment.empty"])
  }

  @Test func optionsFromSettings() throws {
    let options = try CardNumberValidator.Options(settings: ["brands": "visa, American Express"])
    #expect(options.acceptedBrands == [.visa, .amex])
    #expect(throws: ConfigurationError.self) {
      try CardNumberValidator.Options(settings: ["brands": "visa,discovery"])
    }
    #expect(throws: ConfigurationError.self) {
      try CardNumberValidator.Options(settings: ["luhn": "false"])
    }
  }

  @Test func maskShowsAtMostFirstSixAndLastFour() {
    // PCI DSS v4.0 requirement 3.4.1: at most the BIN and the last four.
    #expect(SecretMask.cardNumber.apply("4111111111111111") == "411111••••••1111")
    #expect(SecretMask.cardNumber.apply("4111 1111 1111 1111") == "4111 11•• •••• 1111")
    #expect(SecretMask.cardNumber.apply("411111111") == "•••••1111")
    #expect(SecretMask.cardNumber.apply("4111111") == "•••••••")
    #expect(SecretMask.everything.apply("123") == "•••")
    let result = CardNumberValidator().validate("4111111111111111")
    #expect(result.masked().value == "411111••••••1111")
    #expect(result.masked().input == "411111••••••1111")
    #expect(result.masked().masked() == result.masked())
    #expect(!result.jsonText().contains("4111111111111111"))
    #expect(result.jsonText(revealingSecrets: true).contains("4111111111111111"))
    // print(result), interpolation and dump show the masked result too.
    #expect(!"\(result)".contains("4111111111111111"))
    var dumped = ""
    dump(result, to: &dumped)
    #expect(!dumped.contains("4111111111111111"))
  }
}
