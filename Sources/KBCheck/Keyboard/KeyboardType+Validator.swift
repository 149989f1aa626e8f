extension KeyboardType {
  /// The validator for this keyboard type, configured by the strings of the
  /// CLI and form schemas (a ``ValidationContext``). In Swift code, create the
  /// family's validator with its typed options instead
  /// (`EmailValidator(options: .rfc)`).
  /// - Parameter context: Profile, locale, base URL and `name=value` settings.
  /// - Returns: The validator.
  /// - Throws: ``ConfigurationError`` when the configuration cannot be used
  ///   (unknown profile or option, malformed value, unknown locale).
  public func validator(_ context: ValidationContext = ValidationContext())
    throws(ConfigurationError) -> any Validator
  {
    switch self {
    case .emailAddress:
      return EmailValidator(
        options: try EmailValidator.Options(settings: context.options, profile: context.profile))
    case .URL:
      var base: WHATWGURL?
      if let text = context.base {
        guard let parsed = WHATWGURL.parse(text) else {
          throw .badValue("base", text, expecting: .absoluteURL)
        }
        base = parsed
      }
      return URLValidator(
        options: try URLValidator.Options(settings: context.options, profile: context.profile),
        base: base)
    case .numberPad, .asciiCapableNumberPad:
      return try NumberPadValidator(
        keyboard: self,
        options: NumberPadValidator.Options(settings: context.options, profile: context.profile))
    case .decimalPad:
      return try DecimalPadValidator(
        options: DecimalPadValidator.Options(
          settings: context.options, profile: context.profile, keyboard: self),
        locale: context.locale)
    case .phonePad:
      return try PhonePadValidator(
        options: PhonePadValidator.Options(settings: context.options, profile: context.profile))
    case .numbersAndPunctuation
    where context.profile == "number" || context.options["signed"] != nil:
      // A signed decimal in the locale (the usual iPhone way to get '-').
      return try DecimalPadValidator(
        keyboard: self,
        options: DecimalPadValidator.Options(
          settings: context.options, profile: context.profile, keyboard: self),
        locale: context.locale)
    case .default, .asciiCapable, .numbersAndPunctuation, .namePhonePad, .twitter, .webSearch:
      return try TextValidator(
        keyboard: self,
        options: TextValidator.Options(
          settings: context.options, profile: context.profile, keyboard: self))
    }
  }

  /// Validates one value with this keyboard type's validator.
  /// - Parameters:
  ///   - input: The value.
  ///   - context: Profile, locale, base URL and settings.
  /// - Returns: The result.
  /// - Throws: ``ConfigurationError`` when the configuration cannot be used.
  public func validate(_ input: String, context: ValidationContext = ValidationContext())
    throws(ConfigurationError) -> ValidationResult
  {
    try validator(context).validate(input)
  }
}
