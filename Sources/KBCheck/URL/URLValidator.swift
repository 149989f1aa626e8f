/// Validates URLs (placeholder until the URL issue lands).
public struct URLValidator: Validator {
  /// Creates a validator from a context.
  /// - Parameter context: Profile, base URL and options.
  /// - Throws: ``ConfigurationError`` for an unknown profile or option.
  public init(context: ValidationContext = ValidationContext()) throws(ConfigurationError) {
    _ = try context.optionReader(known: [])
  }

  /// Validates one URL.
  /// - Parameter input: The URL.
  /// - Returns: The result.
  public func validate(_ input: String) -> ValidationResult {
    guard let url = WHATWGURL.parse(input) else {
      return .invalid(input, [ValidationIssue("url.failure", message: "x", at: 0)])
    }
    return ValidationResult(input: input, value: url.href)
  }
}
