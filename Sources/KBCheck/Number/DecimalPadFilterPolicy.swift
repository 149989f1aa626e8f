/// The filter of `decimalPad` (placeholder until the numbers issue lands).
public struct DecimalPadFilterPolicy: FilterPolicy {
  /// Creates the policy.
  /// - Parameters:
  ///   - locale: The locale whose digits and decimal separator apply.
  ///   - options: Family options.
  /// - Throws: ``ConfigurationError`` for an unknown option or locale.
  public init(locale: String, options: [String: String]) throws(ConfigurationError) {}

  /// Keeps digits and one decimal separator.
  public func filter(_ edit: TextEdit, in text: String) -> FilterResult {
    SingleLinePolicy().filter(edit, in: text)
  }
}
