extension ValidationIssue.Code {
  /// The value has no digits.
  public static let phoneNoDigits: Self = "phone.no-digits"
  /// A `+` that is not at the start.
  public static let phoneMisplacedPlus: Self = "phone.misplaced-plus"
  /// A `(` without `)`, a `)` without `(`, or nested parentheses.
  public static let phoneUnbalancedParentheses: Self = "phone.unbalanced-parentheses"
  /// Letters (vanity numbers such as 1-800-FLOWERS) without `vanity=true`.
  public static let phoneLetters: Self = "phone.letters"
  /// Letters mapped to keypad digits with `vanity=true` (warning).
  public static let phoneVanityLetters: Self = "phone.vanity-letters"
  /// A character that has no place in a phone number.
  public static let phoneInvalidCharacter: Self = "phone.invalid-character"
  /// Fewer digits than a phone number has.
  public static let phoneTooShort: Self = "phone.too-short"
  /// More than 15 digits (the E.164 maximum).
  public static let phoneTooLong: Self = "phone.too-long"
  /// A country code that starts with 0 or is not assigned.
  public static let phoneInvalidCountryCode: Self = "phone.invalid-country-code"
  /// No country code and no default region: no E.164 form (warning, or
  /// error with `requireCountryCode=true`).
  public static let phoneNoCountryCode: Self = "phone.no-country-code"
  /// `*` or `#` outside the post-dial part: a service code, kept as a dial
  /// string (warning).
  public static let phoneServiceCode: Self = "phone.service-code"
  /// A character a phone-pad filter removed (formatting or not on the pad).
  public static let phoneNotOnPad: Self = "phone.not-on-pad"
  /// A digit of another script folded to ASCII by the filter.
  public static let phoneDigitFolded: Self = "phone.digit-folded"
}
