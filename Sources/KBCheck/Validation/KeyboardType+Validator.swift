extension KeyboardType {
  /// The validator for this keyboard type, configured by a context.
  /// - Parameter context: Profile, locale, base URL and options.
  /// - Returns: The validator, or the reason the configuration cannot be used.
  public func validator(_ context: ValidationContext = ValidationContext())
    -> Result<any Validator, ConfigurationError>
  {
    do {
      switch self {
      case .emailAddress: return .success(try EmailValidator(context: context))
      case .URL: return .success(try URLValidator(context: context))
      case .numberPad, .asciiCapableNumberPad:
        return .success(try NumberPadValidator(keyboard: self, context: context))
      case .decimalPad: return .success(try DecimalPadValidator(context: context))
      case .phonePad: return .success(try PhonePadValidator(context: context))
      case .numbersAndPunctuation
      where context.profile == "number" || context.options["signed"] != nil:
        // A signed decimal in the locale (the usual iPhone way to get '-').
        return .success(try DecimalPadValidator(keyboard: self, context: context))
      case .default, .asciiCapable, .numbersAndPunctuation, .namePhonePad, .twitter,
        .webSearch:
        return .success(try TextValidator(keyboard: self, context: context))
      }
    } catch {
      return .failure(error)
    }
  }

  /// Validates one value with this keyboard type's validator.
  /// - Parameters:
  ///   - input: The value.
  ///   - context: Profile, locale, base URL and options.
  /// - Returns: The result, or the reason the configuration cannot be used.
  public func validate(_ input: String, context: ValidationContext = ValidationContext())
    -> Result<ValidationResult, ConfigurationError>
  {
    validator(context).map { $0.validate(input) }
  }
}
