/// Validates decimal-pad values in the user's locale and gives their exact
/// ASCII form (`1.234,5` in de_DE and `١٢٣٫٥` in ar_EG give `1234.5` and
/// `123.5`).
///
/// The parser is the library's own single pass over the input's scalars; it
/// uses ICU only for the locale's symbols (digits, separators, minus sign,
/// grouping sizes), read once per locale and cached. It
/// accepts the locale's decimal separator and its strict equivalents, the
/// locale's digits and ASCII digits (and any other script's decimal digits,
/// with a warning when scripts are mixed), and grouping separators only
/// where the locale's grouping sizes put them (3, or 3 then 2 in Indian
/// locales). It refuses exponents and, on `decimalPad`, signs; a value must be
/// a number as a whole (`12abc` is invalid, unlike ICU's partial parse).
///
/// The canonical value is the shortest exact ASCII decimal: `-` if negative,
/// the integer digits without leading zeros (`0` when there are none), then
/// `.` and the fraction digits without trailing zeros when any remain
/// (`007,50` → `7.5`, `,5` → `0.5`, `-0` → `0`). It is never a `Double`.
///
/// Options:
/// - `grouping` (default `true`): `false` refuses every grouping separator.
/// - `acceptOtherSeparator` (default `false`): accept the other convention's
///   separator (`.` in de_DE, `,` in en_US) as the decimal separator when that
///   is unambiguous: it appears once, the locale's own separator does not,
///   and it is not valid grouping there (de_DE `1.234` stays 1234).
/// - `minValue`, `maxValue`: ASCII decimals (`-5`, `99.95`), compared exactly.
/// - `maxFractionDigits`: the most fraction digits the value may have (counted
///   in the canonical value, so `1.50` has one).
/// - `signed` (numbersAndPunctuation only; default `true` with profile
///   `number`): accept one leading sign.
public struct DecimalPadValidator: Validator {
  /// The options the validator was made from.
  public let options: Options
  /// The keyboard: decimalPad, or numbersAndPunctuation for signed numbers.
  public let keyboard: KeyboardType
  /// The locale as given.
  public let locale: String
  /// The locale's symbols (its default numbering system's).
  package var symbols: LocaleNumberSymbols { systems.native }
  /// The symbols of each numbering system the locale's users type in.
  let systems: NumberSystemSymbols
  /// Whether one leading sign is accepted: ``Options/signed`` resolved for
  /// the keyboard (never on `decimalPad`; by default on
  /// `numbersAndPunctuation`).
  public let signed: Bool

  /// Creates a validator.
  /// - Parameters:
  ///   - keyboard: `.decimalPad` (no sign) or `.numbersAndPunctuation`
  ///     (signed numbers).
  ///   - options: Grouping, separators, sign and bounds.
  ///   - locale: An ICU locale id or BCP 47 tag; defaults to `en_US`.
  /// - Throws: ``ConfigurationError`` for an unknown locale, a sign on
  ///   `decimalPad`, or `minValue` above `maxValue`.
  public init(
    keyboard: KeyboardType = .decimalPad, options: Options = Options(),
    locale: String = ValidationContext.defaultLocale
  ) throws(ConfigurationError) {
    if keyboard == .decimalPad && options.signed == true {
      throw ConfigurationError(ConfigurationIssue.decimalPadSign)
    }
    if let lo = options.minValue, let hi = options.maxValue, hi < lo {
      throw ConfigurationError(ConfigurationIssue.minValueAboveMax(minValue: lo, maxValue: hi))
    }
    self.options = options
    self.keyboard = keyboard
    self.locale = locale
    systems = try NumberSystemSymbols(locale: locale)
    signed = keyboard != .decimalPad && (options.signed ?? true)
  }

  /// Validates one value.
  /// - Parameter input: The value as entered in the locale.
  /// - Returns: The result; the value is the exact ASCII decimal.
  /// - Complexity: O(*n*): one pass to check, one to write the value (none
  ///   when the input is already canonical ASCII).
  public func validate(_ input: String) -> ValidationResult {
    if ValidationResult.isOversized(input) { return .oversized(input) }
    return validatePlainASCII(input) ?? validateTrimming(input)
  }

  /// The general path of ``validate(_:)``: the full scan.
  /// - Parameter input: The value.
  /// - Returns: The result.
  func validateScanning(_ input: String) -> ValidationResult {
    let digits = NumberSystemSymbols.digits(in: input)
    // Mixed digits are read with the native symbols (with the mixed-digits
    // warning) unless a separator's meaning depends on the system.
    if digits == .mixed && systems.setsDiffer
      && input.unicodeScalars.contains(where: { $0.properties.generalCategory != .decimalNumber })
    {
      return .invalid(input, [mixedSystemsIssue(input)])
    }
    var scan = DecimalScan(
      symbols: systems.symbols(for: digits), grouping: options.grouping, signed: signed,
      acceptOtherSeparator: options.acceptOtherSeparator, keyboard: keyboard)
    scan.run(input)
    var issues = scan.issues
    if scan.scalarCount == 0 {
      return .invalid(input, [ValidationIssue(InputIssue.emptyNumber, range: 0..<0)])
    }
    if scan.digitCount == 0 && !issues.hasError {
      issues.append(
        ValidationIssue(DecimalIssue.noDigits, range: 0..<scan.scalarCount))
    }
    guard !issues.hasError else { return .invalid(input, issues) }
    let value = scan.isCanonical ? input : scan.canonical(input)
    issues += constraintIssues(
      value, length: scan.scalarCount, fractionDigits: scan.significantFractionDigits)
    let valid = !issues.hasError
    return ValidationResult(
      input: input, value: valid ? value : nil, issues: issues, payload: .decimal)
  }

  /// The `minValue`, `maxValue` and `maxFractionDigits` issues of a
  /// canonical value.
  func constraintIssues(_ value: String, length: Int, fractionDigits: Int) -> [ValidationIssue] {
    guard options.minValue != nil || options.maxValue != nil || options.maxFractionDigits != nil
    else { return [] }
    var issues: [ValidationIssue] = []
    let whole = 0..<length
    if let maxFractionDigits = options.maxFractionDigits, fractionDigits > maxFractionDigits {
      issues.append(
        ValidationIssue(
          DecimalIssue.tooManyFractionDigits(
            limit: maxFractionDigits, separator: symbols.decimalSeparator),
          range: whole))
    }
    guard options.minValue != nil || options.maxValue != nil, let exact = ExactDecimal(value) else {
      return issues
    }
    if let minValue = options.minValue, exact < minValue {
      issues.append(
        ValidationIssue(DecimalIssue.belowMinimum(minValue), range: whole))
    }
    if let maxValue = options.maxValue, maxValue < exact {
      issues.append(
        ValidationIssue(DecimalIssue.aboveMaximum(maxValue), range: whole))
    }
    return issues
  }
}

extension DecimalPadValidator {
  /// The error for Latin digits mixed with the native system's where the two
  /// systems' separators differ: the value could be read either way.
  func mixedSystemsIssue(_ input: String) -> ValidationIssue {
    let latin = systems.latin ?? systems.native
    return ValidationIssue(
      DecimalIssue.mixedDigitSystems(
        system: systems.native.numberingSystem, locale: systems.native.locale,
        latinSeparator: latin.decimalSeparator,
        nativeSeparator: systems.native.decimalSeparator),
      range: 0..<input.unicodeScalars.count)
  }
}

extension DecimalPadValidator {
  /// ``validateScanning(_:)`` after surrounding whitespace: trimmed with a
  /// warning (issues of the number keep offsets into the input as given), or
  /// refused.
  func validateTrimming(_ input: String) -> ValidationResult {
    let scalars = input.unicodeScalars
    let isSpace: (Unicode.Scalar) -> Bool = { $0.properties.isWhitespace }
    guard let first = scalars.first, let last = scalars.last, isSpace(first) || isSpace(last)
    else { return validateScanning(input) }
    let lead = scalars.prefix(while: isSpace).count
    let count = scalars.count
    guard lead < count else { return validateScanning(input) }
    let trail = scalars.reversed().prefix(while: isSpace).count
    var issues: [ValidationIssue] = []
    func space(_ range: Range<Int>, _ side: DecimalIssue.Side) {
      issues.append(
        ValidationIssue(
          DecimalIssue.surroundingWhitespace(side, removed: options.trimWhitespace), range: range))
    }
    if lead > 0 { space(0..<lead, .before) }
    if trail > 0 { space((count - trail)..<count, .after) }
    guard options.trimWhitespace else { return .invalid(input, issues) }
    let start = scalars.index(scalars.startIndex, offsetBy: lead)
    let end = scalars.index(scalars.endIndex, offsetBy: -trail)
    var inner = validateScanning(String(scalars[start..<end]))
    inner.input = input
    inner.issues =
      issues.prefix(lead > 0 ? 1 : 0)
      + inner.issues.map { issue in
        var shifted = issue
        shifted.range = (issue.range.lowerBound + lead)..<(issue.range.upperBound + lead)
        return shifted
      } + issues.suffix(trail > 0 ? 1 : 0)
    return inner
  }
}
