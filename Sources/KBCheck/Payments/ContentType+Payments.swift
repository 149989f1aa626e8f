extension ContentType {
  /// A payment card number (UIKit `creditCardNumber`, HTML `cc-number`);
  /// a secret.
  public static let creditCardNumber = ContentType("creditCardNumber")
  /// A card's expiry date (UIKit `creditCardExpiration`, HTML `cc-exp`).
  public static let creditCardExpiration = ContentType("creditCardExpiration")
  /// A card security code (UIKit `creditCardSecurityCode`, HTML `cc-csc`);
  /// a secret.
  public static let creditCardSecurityCode = ContentType("creditCardSecurityCode")
  /// A one-time code (UIKit `oneTimeCode`, HTML `one-time-code`).
  public static let oneTimeCode = ContentType("oneTimeCode")
  /// An IBAN (ISO 13616; no UIKit or HTML token of its own).
  public static let iban = ContentType("iban")
  /// A BIC (ISO 9362; no UIKit or HTML token of its own).
  public static let bic = ContentType("bic")
}

extension ContentTypeDescriptor {
  /// Settings the payment filters read, which their validators ignore.
  static let paymentFilterSettings: Set<String> = ["grouping"]

  /// The settings without the filter's.
  static func validatorSettings(_ context: ValidationContext) -> [String: String] {
    context.options.filter { !paymentFilterSettings.contains($0.key) }
  }

  /// Whether the filter groups as the person types (`grouping`, default true).
  static func grouping(_ context: ValidationContext) throws(ConfigurationError) -> Bool {
    let reader = try Settings(
      context.options.filter { paymentFilterSettings.contains($0.key) }, known: ["grouping"])
    return try reader.bool("grouping") ?? true
  }

  /// Numeric payment fields: `type=text` (never `number`: a browser would
  /// drop leading zeros and add a spinner), `inputmode=numeric`.
  static let numericTraits = HTMLInputTraits(inputMode: "numeric", autocapitalize: nil)

  /// `creditCardNumber`: ISO/IEC 7812 card numbers, Luhn, brand by IIN.
  static let creditCardNumber = ContentTypeDescriptor(
    .creditCardNumber, family: .payment, autocomplete: ["cc-number"],
    aliases: ["card", "cardNumber", "pan"],
    summary: "A payment card number (ISO/IEC 7812): Luhn, brand by IIN, masked first 6 / last 4",
    keyboard: { _ in .numberPad }, html: numericTraits, androidInputType: "number",
    secret: .cardNumber,
    validator: { context throws(ConfigurationError) in
      CardNumberValidator(
        options: try .init(settings: validatorSettings(context), profile: context.profile))
    },
    filter: { context throws(ConfigurationError) in
      let grouping = try grouping(context)
      return PaymentFilterPolicy(
        field: .cardNumber, maxLength: 19,
        groups: { digits in
          guard grouping else { return [] }
          let brand = CardBrand.of(digits)
          if brand == .dinersClub && digits.count > 14 { return CardBrand.fours(digits.count) }
          return (brand ?? .visa).groups(forLength: brand == .dinersClub ? 14 : digits.count)
        })
    })

  /// `creditCardExpiration`: `MM/YY`, value `YYYY-MM`.
  static let creditCardExpiration = ContentTypeDescriptor(
    .creditCardExpiration, family: .payment, autocomplete: ["cc-exp"],
    aliases: ["expiry", "cardExpiry", "exp"],
    summary: "A card's expiry date: MM/YY, MM/YYYY or MM-YY; value YYYY-MM",
    keyboard: { _ in .numberPad }, html: numericTraits, androidInputType: "date",
    validator: { context throws(ConfigurationError) in
      CardExpirationValidator(
        options: try .init(settings: validatorSettings(context), profile: context.profile))
    },
    filter: { context throws(ConfigurationError) in
      _ = try grouping(context)
      return PaymentFilterPolicy(
        field: .expiry, maxLength: 6, separator: "/", groups: { _ in [2] })
    })

  /// `creditCardSecurityCode`: 3 digits, 4 for American Express (cross-field
  /// role `card`).
  static let creditCardSecurityCode = ContentTypeDescriptor(
    .creditCardSecurityCode, family: .payment, autocomplete: ["cc-csc"],
    aliases: ["cvc", "cvv", "csc", "securityCode"],
    summary: "A card security code: 3 digits, 4 for American Express (reads its card field)",
    keyboard: { _ in .numberPad }, html: numericTraits, androidInputType: "numberPassword",
    secret: .everything, contextRoles: [CardSecurityCodeValidator.cardRole],
    validator: { context throws(ConfigurationError) in
      CardSecurityCodeValidator(
        options: try .init(settings: validatorSettings(context), profile: context.profile))
    },
    filter: { _ throws(ConfigurationError) in
      PaymentFilterPolicy(field: .securityCode, maxLength: 4)
    })

  /// `oneTimeCode`: digits of a configured length; a pasted SMS yields its code.
  static let oneTimeCode = ContentTypeDescriptor(
    .oneTimeCode, family: .payment, autocomplete: ["one-time-code"],
    aliases: ["otp", "code", "oneTimeCode"],
    summary: "A one-time code: 6 digits (length=4-8); a pasted SMS yields its one code",
    keyboard: { _ in .numberPad }, html: numericTraits, androidInputType: "number",
    validator: { context throws(ConfigurationError) in
      OneTimeCodeValidator(
        options: try .init(settings: validatorSettings(context), profile: context.profile))
    },
    filter: { context throws(ConfigurationError) in
      let options = try OneTimeCodeValidator.Options(
        settings: validatorSettings(context), profile: nil)
      return PaymentFilterPolicy(
        field: .oneTimeCode, maxLength: options.lengths.upperBound,
        extractsCode: options.lengths)
    })

  /// `iban`: ISO 13616, the SWIFT IBAN registry's structures, mod 97.
  static let iban = ContentTypeDescriptor(
    .iban, family: .payment, autocomplete: [], aliases: ["IBAN"],
    summary: "An IBAN (ISO 13616): registry country, length and BBAN structure, mod 97",
    keyboard: { _ in .asciiCapable },
    html: HTMLInputTraits(inputMode: "text", autocapitalize: "characters"),
    androidInputType: "textCapCharacters|textNoSuggestions",
    validator: { context throws(ConfigurationError) in
      IBANValidator(
        options: try .init(settings: validatorSettings(context), profile: context.profile))
    },
    filter: { context throws(ConfigurationError) in
      let grouping = try grouping(context)
      return PaymentFilterPolicy(
        field: .iban, acceptsLetters: true, maxLength: 34,
        groups: { chars in grouping ? CardBrand.fours(chars.count) : [] })
    })

  /// `bic`: ISO 9362, 8 or 11 characters.
  static let bic = ContentTypeDescriptor(
    .bic, family: .payment, autocomplete: [], aliases: ["BIC", "swift", "swiftCode"],
    summary: "A BIC (ISO 9362): 8 or 11 characters, a valid country code",
    keyboard: { _ in .asciiCapable },
    html: HTMLInputTraits(inputMode: "text", autocapitalize: "characters"),
    androidInputType: "textCapCharacters|textNoSuggestions",
    validator: { context throws(ConfigurationError) in
      try BICValidator(settings: validatorSettings(context), profile: context.profile)
    },
    filter: { _ throws(ConfigurationError) in
      PaymentFilterPolicy(field: .bic, acceptsLetters: true, maxLength: 11)
    })
}
