extension LocaleNumberSymbols {
  /// What `scalar` means in a number of this locale.
  /// - Parameter scalar: The character.
  /// - Returns: Its class.
  /// - Complexity: O(1); ASCII and the locale's digits without ICU.
  @inlinable
  package func classify(_ scalar: Unicode.Scalar) -> NumberCharacter {
    let v = scalar.value
    if v &- 0x30 < 10 { return .digit(UInt8(truncatingIfNeeded: v &- 0x30)) }
    if scalar == decimalSeparator { return .decimalSeparator }
    if scalar == groupingSeparator { return .groupingSeparator }
    if v < 0x80 {
      switch v {
      case 0x2C, 0x2E:  // , .
        return LocaleNumberSymbols.commaLike(scalar) == hasCommaDecimal
          ? .decimalSeparator : .otherDecimalSeparator
      case 0x20, 0x27: return .groupingSeparator
      case 0x2D: return .minus
      case 0x2B: return .plus
      case 0x45, 0x65: return .exponent
      default: return .other
      }
    }
    return classifyNonASCII(scalar)
  }

  /// The non-ASCII part of ``classify(_:)``.
  /// - Parameter scalar: A non-ASCII character.
  /// - Returns: Its class.
  @usableFromInline
  func classifyNonASCII(_ scalar: Unicode.Scalar) -> NumberCharacter {
    let v = scalar.value
    if v &- zeroDigit.value < 10 { return .digit(UInt8(truncatingIfNeeded: v &- zeroDigit.value)) }
    // The full-width form of the grouping separator (a Japanese IME's `，`).
    if (v == 0xFF0C && groupingSeparator == ",") || (v == 0xFF0E && groupingSeparator == ".") {
      return .groupingSeparator
    }
    // U+066B ARABIC DECIMAL SEPARATOR is a decimal separator in every
    // convention (Unicode's name; CLDR's native symbol of the Arabic
    // systems), so it reads the same with Latin or native digits.
    if v == 0x066B { return .decimalSeparator }
    if LocaleNumberSymbols.commaLike(scalar) || LocaleNumberSymbols.periodLike(scalar) {
      return LocaleNumberSymbols.commaLike(scalar) == hasCommaDecimal
        ? .decimalSeparator : .otherDecimalSeparator
    }
    switch v {
    case 0xA0, 0x2007, 0x2009, 0x202F, 0x2019, 0x066C: return .groupingSeparator
    case 0x2212, 0xFF0D, 0xFE63: return .minus
    case 0xFF0B: return .plus
    case 0x200E, 0x200F, 0x061C: return .bidiMark
    default: break
    }
    if scalar == minusSign { return .minus }
    if let d = scalar.icu.digitValue { return .digit(UInt8(truncatingIfNeeded: d)) }
    return .other
  }

  /// Whether `scalar` is the separator of the other convention (`.` or its
  /// equivalents in a comma locale, `,` or its equivalents in a period
  /// locale), even where the locale uses it for grouping (`.` in de_DE).
  /// - Parameter scalar: The character.
  /// - Returns: `true` for the other convention's mark.
  package func isOtherConventionMark(_ scalar: Unicode.Scalar) -> Bool {
    hasCommaDecimal
      ? LocaleNumberSymbols.periodLike(scalar) : LocaleNumberSymbols.commaLike(scalar)
  }

  /// The locale's digit with the given value.
  /// - Parameter value: 0–9.
  /// - Returns: The digit in the locale's numbering system.
  package func localeDigit(_ value: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(zeroDigit.value + UInt32(min(value, 9))) ?? "0"
  }

  /// Whether `scalar` is comma-like: `,` `٫` U+066B `，` U+FF0C `﹐` U+FE50.
  /// - Parameter scalar: The character.
  /// - Returns: `true` for a comma-like mark.
  @inlinable
  package static func commaLike(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2C, 0x066B, 0xFF0C, 0xFE50: true
    default: false
    }
  }

  /// Whether `scalar` is period-like: `.` `．` U+FF0E `﹒` U+FE52.
  /// - Parameter scalar: The character.
  /// - Returns: `true` for a period-like mark.
  @inlinable
  package static func periodLike(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x2E, 0xFF0E, 0xFE52: true
    default: false
    }
  }

  /// Whether `scalar` is one of the bidi marks formatted numbers carry
  /// (LRM U+200E, RLM U+200F, ALM U+061C).
  /// - Parameter scalar: The character.
  /// - Returns: `true` for such a mark.
  package static func isBidiMark(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
  }

  /// The locale's decimal separator as text, for messages: `','`.
  package var decimalSeparatorDescription: String {
    LocaleNumberSymbols.describe(decimalSeparator)
  }

  /// A character as messages show it: `','`, or `'٬' (U+066C …)` when it is
  /// not ASCII.
  /// - Parameter scalar: The character.
  /// - Returns: The description.
  package static func describe(_ scalar: Unicode.Scalar) -> String {
    scalar.isASCII && scalar.value > 0x20
      ? "'\(scalar)'" : "'\(scalar)' (\(scalar.codePointDescription))"
  }
}
