#if Vapor
import KBCheck
import Vapor

extension ValidatorResults {
  /// The outcome of a ``Vapor/Validator/keyboard(_:locale:profile:options:)``,
  /// ``Vapor/Validator/field(_:_:language:)`` or
  /// ``Vapor/Validator/keyboard(_:as:language:)`` check: the library's full
  /// result, canonical value and issues included.
  ///
  /// The descriptions carry the issues' codes and messages, never the
  /// input: a card number or a password is not echoed.
  public struct Keyboard: ValidatorResult {
    /// The keyboard the field uses (a content type's own keyboard, such as
    /// `numberPad` for a card number).
    public let type: KeyboardType
    /// What was checked: the keyboard type or the content type.
    public let kind: FieldKind
    /// The library's result.
    public let result: KBCheck.ValidationResult
    /// The language of the messages in ``failureDescription``.
    public let language: MessageLanguage

    /// Creates the outcome.
    /// - Parameters:
    ///   - kind: What was checked.
    ///   - result: The library's result.
    ///   - language: The language of the messages.
    init(kind: FieldKind, result: KBCheck.ValidationResult, language: MessageLanguage = .english) {
      self.kind = kind
      self.type = kind.keyboard ?? .default
      self.result = result
      self.language = language
    }

    /// Whether the value is invalid.
    public var isFailure: Bool { !result.isValid }

    /// `is a valid emailAddress value`.
    public var successDescription: String? { "is a valid \(kind.name) value" }

    /// `is not a valid emailAddress value: [code] message; …`, the messages
    /// in ``language``.
    public var failureDescription: String? {
      let shown = language == .english ? result : result.localized(language)
      let reasons = shown.errors.map { "[\($0.code)] \($0.message)" }
      return "is not a valid \(kind.name) value: \(reasons.joined(separator: "; "))"
    }
  }
}

#endif
