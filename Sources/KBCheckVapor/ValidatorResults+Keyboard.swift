#if Vapor
import KBCheck
import Vapor

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

#endif
