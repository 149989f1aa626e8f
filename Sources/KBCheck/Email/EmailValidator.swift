/// Validates email addresses (placeholder until the email issue lands:
/// local part, one `@`, a dotted domain).
public struct EmailValidator: Validator {
  /// Creates a validator from a context.
  /// - Parameter context: Profile and options.
  /// - Throws: ``ConfigurationError`` for an unknown profile or option.
  public init(context: ValidationContext = ValidationContext()) throws(ConfigurationError) {
    _ = try context.optionReader(known: [])
  }

  /// Validates one address.
  /// - Parameter input: The address.
  /// - Returns: The result.
  public func validate(_ input: String) -> ValidationResult {
    let parts = input.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
      !input.contains(" ")
    else {
      return .invalid(
        input,
        [ValidationIssue("email.invalid", message: "This is not an email address.", range: 0..<input.unicodeScalars.count)])
    }
    return ValidationResult(input: input, value: input)
  }
}
