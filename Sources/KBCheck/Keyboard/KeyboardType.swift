/// The twelve keyboard types of UIKit's `UIKeyboardType`, each a model of what
/// its keyboard produces and how its values are validated.
///
/// The raw value is the UIKit spelling (`emailAddress`, `URL`, …). Use
/// ``init(name:)`` to parse a UIKit spelling or a short alias such as `email`.
public enum KeyboardType: String, Sendable, Hashable, CaseIterable, Codable {
  /// The default keyboard for the current input method: any text.
  case `default`
  /// A keyboard that shows ASCII characters (others remain reachable).
  case asciiCapable
  /// The numbers and punctuation page of the full keyboard.
  case numbersAndPunctuation
  /// A keyboard for URL entry (`.`, `/` and `.com` prominent).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // UIKit's own spelling (`UIKeyboardType.URL`), kept on purpose.
  case URL
  /// A numeric pad for PINs with the locale's digits; no return key.
  case numberPad
  /// A telephone pad: `0-9 * # +`; no return key.
  case phonePad
  /// A keyboard for a person's name or a phone number: free text.
  case namePhonePad
  /// A keyboard for email addresses (`@` and `.` prominent).
  case emailAddress
  /// A number pad with the locale's decimal separator; no return key.
  case decimalPad
  /// A keyboard with easy access to `@` and `#`.
  case twitter
  /// A keyboard for web search terms (space and `.` prominent).
  case webSearch
  /// A number pad that outputs only ASCII digits; no return key.
  case asciiCapableNumberPad
}
