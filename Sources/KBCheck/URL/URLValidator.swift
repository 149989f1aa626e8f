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
    guard input.hasPrefix("http://") || input.hasPrefix("https://") else {
      return .invalid(
        input, [ValidationIssue("url.scheme-not-allowed", message: "Only http and https URLs are accepted.", range: 0..<input.unicodeScalars.count)])
    }
    return ValidationResult(input: input, value: input)
  }
}
