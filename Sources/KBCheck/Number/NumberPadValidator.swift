/// Validates number-pad values (placeholder until the numbers issue lands).
public struct NumberPadValidator: Validator {
  /// The keyboard: numberPad or asciiCapableNumberPad.
  public var keyboard: KeyboardType
  /// Creates a validator from a context.
  /// - Parameters:
  ///   - keyboard: numberPad or asciiCapableNumberPad.
  ///   - context: Options.
  /// - Throws: ``ConfigurationError`` for an unknown option.
  public init(keyboard: KeyboardType = .numberPad, context: ValidationContext = ValidationContext())
    throws(ConfigurationError)
  {
    self.keyboard = keyboard
    _ = try context.optionReader(known: [])
  }

  /// Validates one value.
  /// - Parameter input: The value.
  /// - Returns: The result.
  public func validate(_ input: String) -> ValidationResult {
    var out = ""
    for (i, s) in input.unicodeScalars.enumerated() {
      guard let d = s.icu.digitValue, keyboard == .numberPad || s.isASCII else {
        return .invalid(input, [ValidationIssue("number.not-a-digit", message: "Only digits are allowed: \(s.codePointDescription).", at: i)])
      }
      out += String(d)
    }
    return out.isEmpty ? .invalid(input, [ValidationIssue(.inputEmpty, message: "Enter a value.", range: 0..<0)]) : ValidationResult(input: input, value: out)
  }
}
