#if Vapor
import KBCheck
import Vapor

extension Vapor.Validator where T == String {
  /// A Vapor validator over a KBCheck validator already built, typed:
  /// `validations.add("email", as: String.self, is: .keyboard(EmailValidator(options: .rfc), as: .keyboard(.emailAddress)))`.
  /// Nothing is configured from strings, so nothing can fail per request.
  /// - Parameters:
  ///   - validator: The validator.
  ///   - kind: What it checks, reported in the descriptions.
  ///   - language: The language of the failure descriptions.
  ///     ``KBCheckValidationMiddleware`` answers in the request's language
  ///     whatever this one is.
  /// - Returns: The Vapor validator.
  public static func keyboard(
    _ validator: some KBCheck.Validator, as kind: FieldKind, language: MessageLanguage = .english
  ) -> Vapor.Validator<String> {
    .init { input in
      ValidatorResults.Keyboard(kind: kind, result: validator.validate(input), language: language)
    }
  }

  /// A Vapor validator for a keyboard or a content type (a card number, an
  /// IBAN, a one-time code), configured when it is made: a configuration
  /// the library rejects throws here, at start-up, never per request.
  /// `validations.add("card", as: String.self, is: try .field(.content(.creditCardNumber)))`.
  /// A secret content type's result stays masked in every output of the
  /// library; the descriptions never carry the input.
  /// - Parameters:
  ///   - kind: The keyboard or content type.
  ///   - context: Profile, locale and settings.
  ///   - language: The language of the failure messages.
  /// - Returns: The Vapor validator.
  /// - Throws: ``ConfigurationError`` for a configuration the library rejects.
  public static func field(
    _ kind: FieldKind, _ context: ValidationContext = ValidationContext(),
    language: MessageLanguage = .english
  ) throws(ConfigurationError) -> Vapor.Validator<String> {
    keyboard(try kind.validator(context), as: kind, language: language)
  }

  /// A Vapor validator that checks a string with the KBCheck validator of a
  /// keyboard type, so a `Validatable` type can write
  /// `validations.add("email", as: String.self, is: .keyboard(.emailAddress))`.
  ///
  /// A failure's description lists each error issue as `[code] message`.
  /// A configuration the library rejects (an unknown profile or option)
  /// fails every value with that reason; ``field(_:_:language:)`` throws it
  /// at configuration time instead.
  /// - Parameters:
  ///   - type: The keyboard type whose validator applies.
  ///   - locale: The locale (decimal separators, digits); defaults to `en_US`.
  ///   - profile: The family's profile, or `nil` for its default.
  ///   - options: Family options, as `kbcheck --set name=value` takes them.
  /// - Returns: The validator.
  public static func keyboard(
    _ type: KeyboardType, locale: String = ValidationContext.defaultLocale, profile: String? = nil,
    options: [String: String] = [:]
  ) -> Vapor.Validator<String> {
    let built = Result { () throws(ConfigurationError) in
      try type.validator(ValidationContext(profile: profile, locale: locale, options: options))
    }
    return .init { input in
      switch built {
      case .success(let validator):
        ValidatorResults.Keyboard(kind: .keyboard(type), result: validator.validate(input))
      case .failure(let error):
        ValidatorResults.Keyboard(
          kind: .keyboard(type),
          result: .invalid(
            input, [ValidationIssue(error.code, reporting: error, range: 0..<0)]))
      }
    }
  }
}

#endif
