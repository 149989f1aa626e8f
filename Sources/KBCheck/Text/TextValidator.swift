/// Validates free text from the text keyboards (`default`, `asciiCapable`,
/// `numbersAndPunctuation`, `namePhonePad`, `twitter`, `webSearch`):
/// canonical form NFC; dangerous characters reported with their position.
public struct TextValidator: Validator {
  /// The keyboard type whose rules apply.
  public var keyboard: KeyboardType
  /// The character checks.
  public var hygiene = CharacterHygiene()

  /// Creates a validator from a context.
  /// - Parameters:
  ///   - keyboard: One of the free-text keyboard types.
  ///   - context: Options.
  /// - Throws: ``ConfigurationError`` for an unknown option.
  public init(keyboard: KeyboardType = .default, context: ValidationContext = ValidationContext())
    throws(ConfigurationError)
  {
    self.keyboard = keyboard
    _ = try context.optionReader(known: [])
  }

  /// Validates one value.
  /// - Parameter input: The value.
  /// - Returns: The result with the NFC value.
  public func validate(_ input: String) -> ValidationResult {
    var issues = hygiene.scan(input)
    if keyboard == .asciiCapable {
      for (i, s) in input.unicodeScalars.enumerated() where !s.isASCII {
        issues.append(ValidationIssue("text.not-ascii", message: "Only ASCII characters are allowed: \(s.codePointDescription).", at: i))
      }
    }
    let valid = !issues.contains { $0.severity == .error }
    return ValidationResult(input: input, value: valid ? input.normalized(.nfc) : nil, issues: issues)
  }
}
