#if Vapor
import KBCheck
import Vapor

extension Vapor.Validator where T == String {
  /// A Vapor validator that checks a string with the KBCheck validator of a
  /// keyboard type, so a `Validatable` type can write
  /// `validations.add("email", as: String.self, is: .keyboard(.emailAddress))`.
  ///
  /// A failure's description lists each error issue as `[code] message`.
  /// A configuration the library rejects (an unknown profile or option)
  /// fails every value with that reason.
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
        ValidatorResults.Keyboard(type: type, result: validator.validate(input))
      case .failure(let error):
        ValidatorResults.Keyboard(
          type: type,
          result: .invalid(
            input, [ValidationIssue(error.code, reporting: error, range: 0..<0)]))
      }
    }
  }
}

#endif
