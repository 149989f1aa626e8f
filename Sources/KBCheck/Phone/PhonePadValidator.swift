/// Validates phone numbers (placeholder until the numbers issue lands).
public struct PhonePadValidator: Validator {
  /// Creates a validator from a context.
  /// - Parameter context: Options.
  /// - Throws: ``ConfigurationError`` for an unknown option.
  public init(context: ValidationContext = ValidationContext()) throws(ConfigurationError) {
    _ = try context.optionReader(known: [])
  }

  /// Validates one value.
  /// - Parameter input: The value.
  /// - Returns: The result.
  public func validate(_ input: String) -> ValidationResult {
    let digits = input.unicodeScalars.filter { $0.properties.numericType == .decimal }
    guard !digits.isEmpty else {
      return .invalid(input, [ValidationIssue("phone.no-digits", message: "A phone number needs digits.", range: 0..<input.unicodeScalars.count)])
    }
    return ValidationResult(input: input, value: input)
  }
}
