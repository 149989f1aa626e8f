/// The filter of `phonePad` (placeholder until the numbers issue lands).
public struct PhonePadFilterPolicy: FilterPolicy {
  /// Creates the policy.
  /// - Parameter options: Family options.
  /// - Throws: ``ConfigurationError`` for an unknown option.
  public init(options: [String: String]) throws(ConfigurationError) {}

  /// Keeps `0-9 * # +` and pause / wait `,` `;`.
  public func filter(_ edit: TextEdit, in text: String) -> FilterResult {
    SingleLinePolicy().filter(edit, in: text)
  }
}
