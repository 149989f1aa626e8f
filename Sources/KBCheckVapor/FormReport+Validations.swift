#if Vapor
import KBCheck
import Vapor

extension FormReport {
  /// The report of a Vapor `Validatable` check, in the shape of the schema
  /// path's (``KBCheck/FormSchema/validate(_:locale:language:maxBodySize:)``),
  /// so that both paths answer alike: every rule's key is a field.
  ///
  /// - A ``Vapor/Validator/keyboard(_:as:language:)``,
  ///   ``Vapor/Validator/field(_:_:language:)`` or
  ///   ``Vapor/Validator/keyboard(_:locale:profile:options:)`` rule gives
  ///   the library's full result: type, input (masked for a secret), value,
  ///   codes and messages in `language`, whatever language the rule was
  ///   made with.
  /// - A required key that is absent or `null` is `missing`, with a
  ///   `form.missing-field` issue; a value that is not text is
  ///   `form.not-text`; an optional key left out is not listed.
  /// - Nested keys are named `address.city` and `items[0].sku`.
  /// - Another Vapor validator's failure (`.count`, `.in`, …) is a
  ///   `request.validation-failed` issue with Vapor's English description
  ///   (or the rule's custom one), on a field of type `default`.
  /// - Parameters:
  ///   - validations: The outcome of `Validations.validate(request:)`,
  ///     passing rules included.
  ///   - language: The language of the messages.
  public init(validations: ValidationsResult, language: MessageLanguage = .english) {
    self.init(rules: validations.results, language: language)
  }

  /// The report of a Vapor `Validatable` failure (what
  /// `Validatable.validate(content:)` throws), as
  /// `init(validations:language:)` makes it; only the failed rules
  /// are fields.
  /// - Parameters:
  ///   - validations: The error.
  ///   - language: The language of the messages.
  public init(validations: ValidationsError, language: MessageLanguage = .english) {
    self.init(rules: validations.failures, language: language)
  }

  /// The code of a failed Vapor validator that is not kbcheck's.
  public static let validationFailedCode: ValidationIssue.Code = "request.validation-failed"

  private init(rules: [Vapor.ValidationResult], language: MessageLanguage) {
    var collected = CollectedRules()
    for rule in rules {
      collected.add(rule.result, name: "\(rule.key)", custom: rule.customFailureDescription)
    }
    self.init(fields: collected.fields, missing: collected.missing)
    self = localized(language)
  }
}

/// The field reports of Vapor rules, flattened.
private struct CollectedRules {
  var fields: [FieldReport] = []
  var missing: [String] = []

  /// The type reported for a field no kbcheck rule checked.
  static let otherType = KeyboardType.default.rawValue

  mutating func add(_ result: any ValidatorResult, name: String, custom: String?) {
    switch result {
    case let keyboard as ValidatorResults.Keyboard:
      fields.append(FieldReport(name: name, type: keyboard.kind.name, result: keyboard.result))
    case is ValidatorResults.Missing, is ValidatorResults.NotFound:
      missing.append(name)
      fields.append(
        FieldReport(
          name: name, type: Self.otherType, result: nil,
          issues: [ValidationIssue(FormIssue.missingField(name), range: 0..<0)]))
    case is ValidatorResults.Skipped:
      break
    case let optional as ValidatorResults.NilIgnoring:
      if let inner = optional.result { add(inner, name: name, custom: custom) }
    case let nested as ValidatorResults.Nested:
      for case let rule as Vapor.ValidationResult in nested.results {
        add(rule.result, name: "\(name).\(rule.key)", custom: rule.customFailureDescription)
      }
    case let each as ValidatorResults.NestedEach:
      for (index, rules) in each.results.enumerated() {
        for case let rule as Vapor.ValidationResult in rules {
          add(
            rule.result, name: "\(name)[\(index)].\(rule.key)",
            custom: rule.customFailureDescription)
        }
      }
    case is ValidatorResults.TypeMismatch, is ValidatorResults.Codable, is ValidatorResults.Invalid:
      fields.append(
        FieldReport(
          name: name, type: Self.otherType,
          result: .invalid("", [ValidationIssue(FormIssue.notText(field: name), range: 0..<0)])))
    default:
      let issues =
        result.isFailure
        ? [
          ValidationIssue(
            FormReport.validationFailedCode,
            message: custom ?? "\(name) \(result.failureDescription ?? "is invalid")",
            range: 0..<0)
        ] : []
      fields.append(FieldReport(name: name, type: Self.otherType, result: nil, issues: issues))
    }
  }
}
#endif
