/// The filter of `numberPad` and `asciiCapableNumberPad` (placeholder until
/// the numbers issue lands).
public struct NumberPadFilterPolicy: FilterPolicy {
  /// The keyboard: numberPad or asciiCapableNumberPad.
  public let keyboard: KeyboardType
  /// Creates the policy.
  /// - Parameters:
  ///   - keyboard: numberPad or asciiCapableNumberPad.
  ///   - locale: The locale whose digits the pad produces.
  ///   - options: Family options.
  /// - Throws: ``ConfigurationError`` for an unknown option.
  public init(keyboard: KeyboardType, locale: String, options: [String: String])
    throws(ConfigurationError)
  {
    self.keyboard = keyboard
  }

  /// Keeps digits, folding other scripts' digits to ASCII on numberPad.
  public func filter(_ edit: TextEdit, in text: String) -> FilterResult {
    SingleLinePolicy().filter(edit, in: text)
  }
}
