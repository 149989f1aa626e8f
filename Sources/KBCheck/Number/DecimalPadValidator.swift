/// Validates decimal-pad values (placeholder until the numbers issue lands).
public struct DecimalPadValidator: Validator {
  /// The locale whose separators apply.
  public var locale: String
  /// Creates a validator from a context.
  /// - Parameter context: Locale and options.
  /// - Throws: ``ConfigurationError`` for an unknown option.
  public init(context: ValidationContext = ValidationContext()) throws(ConfigurationError) {
    locale = context.locale
    _ = try context.optionReader(known: [])
  }

  /// Validates one value.
  /// - Parameter input: The value.
  /// - Returns: The result.
  public func validate(_ input: String) -> ValidationResult {
    guard case .success(let f) = LocaleNumberFormat.shared(locale: locale, grouping: true),
      case .success(let p) = f.parseDecimal(input), p.isComplete
    else {
      return .invalid(input, [ValidationIssue("number.invalid", message: "This is not a number.", range: 0..<input.unicodeScalars.count)])
    }
    return ValidationResult(input: input, value: p.value)
  }
}
