/// What one character means in a number typed or pasted in a locale: the
/// character classes shared by the number validators and filters.
package enum NumberCharacter: Sendable, Hashable {
  /// A decimal digit of any script (Unicode Nd) with its value 0–9.
  case digit(UInt8)
  /// The locale's decimal separator or one of its strict equivalents (for
  /// comma locales `,` `٫` `，` `﹐`; for period locales `.` `．` `﹒`).
  case decimalSeparator
  /// A grouping separator: the locale's own, or one ICU accepts in every
  /// locale (space, U+00A0, U+2007, U+2009, U+202F, `'`, `’`, `٬`).
  case groupingSeparator
  /// The separator of the other convention (`.` in a comma locale, `,` in a
  /// period locale) where it is not the locale's grouping separator.
  case otherDecimalSeparator
  /// A minus sign: `-`, `−` U+2212, `－` U+FF0D, `﹣` U+FE63 or the locale's.
  case minus
  /// A plus sign: `+`, `＋` U+FF0B.
  case plus
  /// A bidi mark formatted numbers carry around the sign: LRM U+200E,
  /// RLM U+200F, ALM U+061C.
  case bidiMark
  /// An exponent letter `e` or `E`.
  case exponent
  /// Anything else.
  case other
}
