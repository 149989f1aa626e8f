extension ValidationIssue.Code {
  /// A locale ICU has no number data for (a ``ConfigurationError`` code).
  public static let configUnknownLocale: Self = "config.unknown-locale"
  /// A character that is not a digit on a number pad.
  public static let numberNotADigit: Self = "number.not-a-digit"
  /// A digit that is not ASCII on `asciiCapableNumberPad`.
  public static let numberNotASCIIDigit: Self = "number.not-ascii-digit"
  /// A digit of another script folded to ASCII (filters report it).
  public static let numberDigitFolded: Self = "number.digit-folded"
  /// Digits of two or more scripts in one value (warning).
  public static let numberMixedDigits: Self = "number.mixed-digits"
  /// Fewer digits than `minLength` / `length`.
  public static let numberTooShort: Self = "number.too-short"
  /// More digits than `maxLength` / `length`.
  public static let numberTooLong: Self = "number.too-long"
  /// The Luhn check digit does not match.
  public static let numberLuhnFailed: Self = "number.luhn-failed"
  /// A character that has no place in a decimal number.
  public static let numberInvalidCharacter: Self = "number.invalid-character"
  /// The value has no digits.
  public static let numberNoDigits: Self = "number.no-digits"
  /// The other convention's separator (`.` in de_DE, `,` in en_US).
  public static let numberWrongDecimalSeparator: Self = "number.wrong-decimal-separator"
  /// A second decimal separator.
  public static let numberMultipleDecimalSeparators: Self = "number.multiple-decimal-separators"
  /// A separator folded to the locale's decimal separator (filters).
  public static let numberSeparatorFolded: Self = "number.separator-folded"
  /// A grouping separator where the locale puts none.
  public static let numberMisplacedGrouping: Self = "number.misplaced-grouping"
  /// A grouping separator while grouping is turned off (`grouping=false`).
  public static let numberGroupingNotAllowed: Self = "number.grouping-not-allowed"
  /// Two different grouping separators in one value.
  public static let numberMixedGrouping: Self = "number.mixed-grouping"
  /// A grouping separator removed by a filter.
  public static let numberGroupingRemoved: Self = "number.grouping-removed"
  /// `1.234` in de_DE or `1,234` in en_US: read as grouping (warning).
  public static let numberAmbiguousGrouping: Self = "number.ambiguous-grouping"
  /// `2.500` read with `.` as the decimal separator, which elsewhere groups
  /// thousands (a warning: the value is 2.5, said so).
  public static let numberAmbiguousDecimal: Self = "number.ambiguous-decimal"
  /// Whitespace before or after the number: trimmed with this warning, or
  /// refused with this error (``DecimalPadValidator/Options/trimWhitespace``).
  public static let numberSurroundingWhitespace: Self = "number.surrounding-whitespace"
  /// An exponent (`1e3`).
  public static let numberExponentNotAllowed: Self = "number.exponent-not-allowed"
  /// A sign where the keyboard has none (decimalPad) or not at the start.
  public static let numberSignNotAllowed: Self = "number.sign-not-allowed"
  /// A bidi mark away from the sign.
  public static let numberMisplacedBidiMark: Self = "number.misplaced-bidi-mark"
  /// A bidi mark removed by a filter.
  public static let numberBidiMarkRemoved: Self = "number.bidi-mark-removed"
  /// A decimal separator with no digits after it (`12,`); warning.
  public static let numberTrailingSeparator: Self = "number.trailing-separator"
  /// Below `minValue`.
  public static let numberBelowMinimum: Self = "number.below-minimum"
  /// Above `maxValue`.
  public static let numberAboveMaximum: Self = "number.above-maximum"
  /// More fraction digits than `maxFractionDigits`.
  public static let numberTooManyFractionDigits: Self = "number.too-many-fraction-digits"
  /// More issues of one value than are listed (the first 100 are).
  public static let numberMoreIssues: Self = "number.more-issues"
}
