extension ValidationIssue.Code {
  /// A part of an RFC 3966 `tel:` URI that the number does not keep
  /// (`;isub=`, a domain phone-context, other parameters), as
  /// libphonenumber drops it (warning).
  public static let phoneTelParameterDropped: Self = "phone.tel-parameter-dropped"
  /// A `;phone-context=` that is neither a global number (`+64`) nor a
  /// domain name (RFC 3966 §3).
  public static let phoneTelInvalidContext: Self = "phone.tel-invalid-context"
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
  /// A number read with the numbering plan of the locale's region because
  /// no `defaultRegion` was given (warning; the message names the region).
  public static let phoneRegionFromLocale: Self = "phone.region-from-locale"
  /// `*` or `#` outside the post-dial part: a service code, kept as a dial
  /// string (warning).
  public static let phoneServiceCode: Self = "phone.service-code"
  /// A character a phone-pad filter removed (formatting or not on the pad).
  public static let phoneNotOnPad: Self = "phone.not-on-pad"
  /// A pasted extension label (`ext.`, `x`, `;ext=`) that the phone-pad
  /// filter turned into the pause `,` before the extension's digits.
  public static let phoneExtensionAsPause: Self = "phone.extension-as-pause"
  /// A digit of another script folded to ASCII by the filter.
  public static let phoneDigitFolded: Self = "phone.digit-folded"
  /// More issues of one value than are listed (the first 100 are).
  public static let phoneMoreIssues: Self = "phone.more-issues"
}

extension ValidationIssue.Code {
  /// Shorter than every possible length of the country's plan.
  public static let phoneTooShortForRegion: Self = "phone.too-short-for-region"
  /// Longer than every possible length of the country's plan.
  public static let phoneTooLongForRegion: Self = "phone.too-long-for-region"
  /// Between the plan's possible lengths but not one of them.
  public static let phoneInvalidLength: Self = "phone.invalid-length"
  /// A length only dialled locally: the area code is missing.
  public static let phoneLocalOnlyLength: Self = "phone.local-only-length"
  /// A possible length in no assigned range of the plan (error with
  /// `requireValid`, warning in `lenient`).
  public static let phoneUnknownRange: Self = "phone.unknown-range"
  /// A number written nationally for the default region that belongs to
  /// another region sharing its country code (warning).
  public static let phoneInvalidForRegion: Self = "phone.invalid-for-region"
  /// An invalid number whose E.164 form would be read differently (it
  /// starts with the national prefix after the country code).
  public static let phoneNationalPrefixInNumber: Self = "phone.national-prefix-in-number"
  /// The number's type is not among `allowedTypes`.
  public static let phoneTypeNotAllowed: Self = "phone.type-not-allowed"
  /// The number's region is not among `allowedRegions`.
  public static let phoneRegionNotAllowed: Self = "phone.region-not-allowed"
  /// A national (trunk) prefix removed, as the plan says (warning).
  public static let phoneNationalPrefixRemoved: Self = "phone.national-prefix-removed"
  /// A national prefix rewritten by the plan's transform rule, such as
  /// Argentina's `0…15` becoming `9…` (warning).
  public static let phoneNationalPrefixTransformed: Self = "phone.national-prefix-transformed"
  /// A space, dash or parenthesis the phone pad's as-you-type formatting
  /// inserted (filter change; its offset is in the new text).
  public static let phoneFormatInserted: Self = "phone.format-inserted"
  /// An extension (`ext. 12`, `x12`, `;ext=12`) read and kept as `;ext=` (warning).
  public static let phoneExtension: Self = "phone.extension"
}
