extension ContentType {
  /// A postal code (UIKit `postalCode`, HTML `postal-code`), checked against
  /// the configured country's libaddressinput pattern.
  public static let postalCode = ContentType("postalCode")
  /// A country (UIKit `countryName`, HTML `country` / `country-name`): an
  /// ISO 3166-1 code or a country name in any CLDR locale.
  public static let countryName = ContentType("countryName")
}

extension ContentTypeDescriptor {
  /// The settings of a postal-code field: `country` (an alpha-2 code, or
  /// `*` for the value of the field playing the role `country`) and
  /// `subdivision` (key, name or ISO 3166-2 code).
  static let postalCodeSettings = ["country", "subdivision"]

  /// The region a postal-code field is configured with, when it is a code
  /// of the data.
  static func postalRegion(_ context: ValidationContext) -> AddressRegion? {
    context.options["country"].flatMap { AddressRegion(code: $0) }
  }

  /// `postalCode`: a number pad where the country's codes are digits only,
  /// else an ASCII-capable keyboard in capitals.
  static let postalCode = ContentTypeDescriptor(
    .postalCode, family: .address, autocomplete: ["postal-code"],
    aliases: ["zip", "postcode", "zipCode"],
    summary: "A postal code of the configured country (libaddressinput pattern, canonical spacing)",
    keyboard: { context in
      postalRegion(context)?.postalCodesAreNumeric == true ? .numberPad : .asciiCapable
    },
    html: HTMLInputTraits(inputMode: "text", autocapitalize: "characters"),
    htmlFor: { context in
      postalRegion(context)?.postalCodesAreNumeric == true
        ? HTMLInputTraits(inputMode: "numeric", autocapitalize: nil)
        : HTMLInputTraits(inputMode: "text", autocapitalize: "characters")
    },
    androidInputType: "textPostalAddress|textCapCharacters",
    contextRoles: ["country", "subdivision"],
    validator: { context throws(ConfigurationError) in
      try PostalCodeFieldValidator(context: context)
    },
    filter: { context throws(ConfigurationError) in
      _ = try Settings(context.options, known: postalCodeSettings)
      return PostalCodeFilterPolicy(region: postalRegion(context))
    })

  /// `countryName`: a code or a name, on the default keyboard.
  static let countryName = ContentTypeDescriptor(
    .countryName, family: .address, autocomplete: ["country", "country-name"],
    aliases: ["countryCode"],
    summary: "A country: ISO 3166-1 alpha-2 or alpha-3 code, or its name in any CLDR locale",
    keyboard: { _ in .default },
    html: HTMLInputTraits(inputMode: "text", autocapitalize: "words"),
    androidInputType: "text|textCapWords",
    validator: { context throws(ConfigurationError) in
      _ = try Settings(context.options, known: [])
      return CountryValidator()
    },
    filter: { context throws(ConfigurationError) in
      _ = try Settings(context.options, known: [])
      return TextFilterPolicy(keyboard: .default, allowLineBreaks: false)
    })
}
