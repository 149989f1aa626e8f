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
    _ type: KeyboardType, locale: String = "en_US", profile: String? = nil,
    options: [String: String] = [:]
  ) -> Vapor.Validator<String> {
    let built = type.validator(
      ValidationContext(profile: profile, locale: locale, options: options))
    return .init { input in
      switch built {
      case .success(let validator):
        ValidatorResults.Keyboard(type: type, result: validator.validate(input))
      case .failure(let error):
        ValidatorResults.Keyboard(
          type: type,
          result: .invalid(input, [ValidationIssue(error.code, message: error.message, range: 0..<0)]))
      }
    }
  }
}

extension ValidatorResults {
  /// The outcome of a ``Vapor/Validator/keyboard(_:locale:profile:options:)``
  /// check: the library's full result, canonical value and issues included.
  public struct Keyboard: ValidatorResult {
    /// The keyboard type that was checked.
    public let type: KeyboardType
    /// The library's result.
    public let result: KBCheck.ValidationResult

    /// Whether the value is invalid.
    public var isFailure: Bool { !result.isValid }

    /// `is a valid emailAddress value`.
    public var successDescription: String? { "is a valid \(type.rawValue) value" }

    /// `is not a valid emailAddress value: [code] message; …`.
    public var failureDescription: String? {
      let reasons = result.errors.map { "[\($0.code)] \($0.message)" }
      return "is not a valid \(type.rawValue) value: \(reasons.joined(separator: "; "))"
    }
  }
}

extension ValidationsResult {
  /// The canonical values that ``Vapor/Validator/keyboard(_:locale:profile:options:)``
  /// rules produced for valid fields, by key: what to store instead of the
  /// raw input (`Ada@Example.COM` is stored as `Ada@example.com`).
  /// - Complexity: O(*r*) in the number of rule results.
  public var keyboardValues: [String: String] {
    var values: [String: String] = [:]
    for entry in results {
      guard let keyboard = entry.result as? ValidatorResults.Keyboard,
        keyboard.result.isValid, let value = keyboard.result.value
      else { continue }
      values[entry.key.stringValue] = value
    }
    return values
  }
}
