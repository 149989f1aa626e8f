/// The number symbols of one locale, read once from ICU (CLDR) and shared by
/// the number-pad validators and filters: digits, decimal and grouping
/// separators, minus sign and grouping sizes.
///
/// Both ``DecimalPadValidator`` and the decimalPad ``InputFilter`` (and the
/// number-pad and phone-pad families for digits) classify characters through
/// ``classify(_:)``, so a filter never lets in what the validator would
/// refuse. Instances are cached per locale by ``shared(locale:)``.
package struct LocaleNumberSymbols: Sendable, Hashable {
  /// The canonical ICU locale id, such as `de_CH`.
  package let locale: String
  /// The numbering system's name: `latn`, `arab`, `arabext`, `deva`, …
  package let numberingSystem: String
  /// The locale's digit zero (`0`, `٠` U+0660, `۰` U+06F0, `०` U+0966, …).
  /// The nine digits after it follow consecutively.
  package let zeroDigit: Unicode.Scalar
  /// The locale's decimal separator (`.`, `,` or `٫` U+066B).
  package let decimalSeparator: Unicode.Scalar
  /// The locale's grouping separator (`,`, `.`, U+00A0, U+202F, `’`, `٬`).
  package let groupingSeparator: Unicode.Scalar
  /// The locale's minus sign without its bidi marks (`-` or `−` U+2212).
  package let minusSign: Unicode.Scalar
  /// The number of digits in the group nearest the decimal separator (3).
  package let primaryGroupingSize: Int
  /// The number of digits in the other groups: 3, or 2 in Indian locales
  /// (`12,34,567`).
  package let secondaryGroupingSize: Int

  /// Creates a symbol set from explicit values (for tests and custom
  /// formats); ``shared(locale:)`` reads them from ICU.
  /// - Parameters:
  ///   - locale: A name for the symbol set.
  ///   - numberingSystem: The numbering system's name.
  ///   - zeroDigit: The digit zero; the nine digits after it follow.
  ///   - decimalSeparator: The decimal separator.
  ///   - groupingSeparator: The grouping separator.
  ///   - minusSign: The minus sign.
  ///   - primaryGroupingSize: The size of the group nearest the separator.
  ///   - secondaryGroupingSize: The size of the other groups.
  package init(
    locale: String, numberingSystem: String = "latn", zeroDigit: Unicode.Scalar = "0",
    decimalSeparator: Unicode.Scalar = ".", groupingSeparator: Unicode.Scalar = ",",
    minusSign: Unicode.Scalar = "-", primaryGroupingSize: Int = 3,
    secondaryGroupingSize: Int = 3
  ) {
    self.locale = locale
    self.numberingSystem = numberingSystem
    self.zeroDigit = zeroDigit
    self.decimalSeparator = decimalSeparator
    self.groupingSeparator = groupingSeparator
    self.minusSign = minusSign
    self.primaryGroupingSize = max(1, primaryGroupingSize)
    self.secondaryGroupingSize = max(1, secondaryGroupingSize)
  }

  /// Whether the decimal separator is comma-like (`,` or `٫` U+066B), which
  /// makes ASCII `.` the "other" separator, and vice versa.
  package var hasCommaDecimal: Bool { LocaleNumberSymbols.commaLike(decimalSeparator) }

  /// The separator a user of the other convention types instead of the
  /// decimal separator: `.` in comma locales, `,` in period locales.
  package var otherDecimalSeparator: Unicode.Scalar { hasCommaDecimal ? "." : "," }

  /// Whether the locale's digits are the ASCII digits.
  package var usesASCIIDigits: Bool { zeroDigit == "0" }
}

extension LocaleNumberSymbols {
  private static let cache = LockedCache<String, LocaleNumberSymbols>()

  /// The symbols of a locale, read from ICU once and then cached.
  /// - Parameter locale: An ICU locale id (`de_DE`) or BCP 47 tag (`de-DE`);
  ///   `ar_EG@numbers=latn` selects another numbering system.
  /// - Returns: The symbols.
  /// - Throws: ``ConfigurationError`` `config.unknown-locale` when ICU has no
  ///   data for the locale's language (it would silently fall back to
  ///   `root`, whose symbols are English-like).
  /// - Complexity: O(1) after the first call for a locale.
  package static func shared(locale: String) throws(ConfigurationError) -> LocaleNumberSymbols {
    if let hit = cache.value(for: locale) { return hit }
    let format: LocaleNumberFormat
    switch LocaleNumberFormat.shared(locale: locale) {
    case .success(let f): format = f
    case .failure(let status):
      throw ConfigurationError(
        ConfigurationIssue.noNumberFormat(locale: locale, status: "\(status)"))
    }
    // ICU falls back to the process default (en_US_POSIX) or root for a
    // language it has no data for; compare the language subtags.
    func language(_ id: String) -> Substring {
      id.prefix { $0 != "_" && $0 != "@" && $0 != "-" }
    }
    guard format.isKnownLocale, language(format.validLocale) == language(format.locale) else {
      throw ConfigurationError(ConfigurationIssue.unknownLocale(locale))
    }
    if let fallback = LocaleIdentifierCheck.fallback(given: locale, format: format) {
      throw ConfigurationError(
        ConfigurationIssue.localeFallback(
          locale: LocaleIdentifierCheck.shown(locale), fallback: fallback))
    }
    let symbols = LocaleNumberSymbols(format: format)
    cache.store(symbols, for: locale)
    return symbols
  }

  /// Reads the symbols of an open ICU format.
  /// - Parameter format: The format.
  init(format: LocaleNumberFormat) {
    func scalar(_ text: String, _ fallback: Unicode.Scalar) -> Unicode.Scalar {
      text.unicodeScalars.first { !LocaleNumberSymbols.isBidiMark($0) } ?? fallback
    }
    let digits = format.digits
    var zero: Unicode.Scalar = "0"
    if digits.count == 10, let first = digits[0].unicodeScalars.first,
      digits.enumerated().allSatisfy({ i, d in
        d.unicodeScalars.count == 1 && d.unicodeScalars.first?.value == first.value + UInt32(i)
      })
    {
      zero = first
    }
    let primary = format.groupingSize
    let secondary = format.secondaryGroupingSize
    self.init(
      locale: format.locale, numberingSystem: format.numberingSystem, zeroDigit: zero,
      decimalSeparator: scalar(format.symbol(.decimalSeparator), "."),
      groupingSeparator: scalar(format.symbol(.groupingSeparator), ","),
      minusSign: scalar(format.symbol(.minusSign), "-"),
      primaryGroupingSize: primary > 0 ? primary : 3,
      secondaryGroupingSize: secondary > 0 ? secondary : (primary > 0 ? primary : 3))
  }
}
