/// The symbols of a locale for each numbering system its users type in.
///
/// CLDR gives a locale whose default numbering system is not Latin (ar_SA,
/// ar_EG, fa_IR, ur_PK's `arabext`, ps_AF, …) a second set of symbols for the
/// Latin digits (`ar_EG@numbers=latn`: `.` decimal, `,` grouping), distinct
/// from the native system's (`٫` `٬`). People there type Latin digits as often
/// as native ones, so a value is read with the symbols of the digits it
/// uses: `2,500` with Latin digits in ar_SA is two thousand five hundred
/// (with the ambiguity warning en_US gives), not 2.5.
struct NumberSystemSymbols: Sendable {
  /// The locale's default numbering system's symbols.
  let native: LocaleNumberSymbols
  /// The Latin digits' symbols when the default system is not Latin and
  /// the locale id does not pin a system (`@numbers=…`); else `nil`.
  let latin: LocaleNumberSymbols?

  /// Reads both sets from ICU (cached).
  /// - Throws: ``ConfigurationError`` for an unknown locale.
  init(locale: String) throws(ConfigurationError) {
    native = try LocaleNumberSymbols.shared(locale: locale)
    if native.usesASCIIDigits || locale.contains("numbers=") {
      latin = nil
    } else {
      let id = locale.contains("@") ? locale + ";numbers=latn" : locale + "@numbers=latn"
      latin = try LocaleNumberSymbols.shared(locale: id)
    }
  }

  /// Which digits a text uses.
  enum Digits: Equatable {
    /// No digits yet.
    case none
    /// Only ASCII digits.
    case latin
    /// Only the native system's (or another script's) digits.
    case native
    /// Both: the symbols cannot be chosen.
    case mixed
  }

  /// The digits `text` uses (outside `skipping`, a range of scalar offsets).
  static func digits(in text: String, skipping: Range<Int> = 0..<0) -> Digits {
    var ascii = false
    var other = false
    for (i, scalar) in text.unicodeScalars.enumerated() where !skipping.contains(i) {
      if scalar.value &- 0x30 < 10 {
        ascii = true
      } else if scalar.value >= 0x80, scalar.properties.generalCategory == .decimalNumber {
        other = true
      }
    }
    switch (ascii, other) {
    case (false, false): return .none
    case (true, false): return .latin
    case (false, true): return .native
    case (true, true): return .mixed
    }
  }

  /// The symbols for text with these digits: the Latin set for Latin
  /// digits when the locale has one, else the native set.
  func symbols(for digits: Digits) -> LocaleNumberSymbols {
    if digits == .latin, let latin { return latin }
    return native
  }

  /// Whether the two sets read separators differently, so that mixed
  /// digits leave the value's reading open.
  var setsDiffer: Bool {
    guard let latin else { return false }
    return latin.hasCommaDecimal != native.hasCommaDecimal
      || latin.groupingSeparator != native.groupingSeparator
  }
}

extension ValidationIssue.Code {
  /// A value mixes Latin digits with another numbering system's in a locale
  /// whose two systems use different separators.
  public static let numberMixedDigitSystems: Self = "number.mixed-digit-systems"
}
