/// Validates decimal-pad values in the user's locale and gives their exact
/// ASCII form (`1.234,5` in de_DE and `١٢٣٫٥` in ar_EG give `1234.5` and
/// `123.5`).
///
/// The parser is the library's own single pass over the input's scalars; it
/// uses ICU only for the locale's symbols (``LocaleNumberSymbols``). It
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
  /// The keyboard: decimalPad, or numbersAndPunctuation for signed numbers.
  public var keyboard: KeyboardType
  /// The locale as given.
  public var locale: String
  /// The locale's symbols.
  public var symbols: LocaleNumberSymbols
  /// Whether grouping separators are accepted where the locale puts them.
  public var grouping: Bool
  /// Whether the other convention's separator may stand for the decimal
  /// separator when unambiguous.
  public var acceptOtherSeparator: Bool
  /// Whether one leading sign is accepted.
  public var signed: Bool
  /// The smallest value allowed.
  public var minValue: ExactDecimal?
  /// The largest value allowed.
  public var maxValue: ExactDecimal?
  /// The most fraction digits allowed.
  public var maxFractionDigits: Int?

  /// Creates a validator.
  /// - Parameters:
  ///   - keyboard: `.decimalPad` (no sign) or `.numbersAndPunctuation`
  ///     (signed numbers).
  ///   - options: Grouping, separators, sign and bounds.
  ///   - locale: An ICU locale id or BCP 47 tag; defaults to `en_US`.
  /// - Throws: ``ConfigurationError`` for an unknown locale, a sign on
  ///   `decimalPad`, or `minValue` above `maxValue`.
  public init(
    keyboard: KeyboardType = .decimalPad, options: Options = Options(), locale: String = "en_US"
  ) throws(ConfigurationError) {
    if keyboard == .decimalPad && options.signed == true {
      throw ConfigurationError(
        "config.bad-option-value",
        "decimalPad has no sign key; use numbersAndPunctuation with signed=true for signed numbers."
      )
    }
    if let lo = options.minValue, let hi = options.maxValue, hi < lo {
      throw ConfigurationError(
        "config.conflicting-options", "'minValue' (\(lo)) is greater than 'maxValue' (\(hi)).")
    }
    self.keyboard = keyboard
    self.locale = locale
    symbols = try LocaleNumberSymbols.shared(locale: locale)
    grouping = options.grouping
    acceptOtherSeparator = options.acceptOtherSeparator
    signed = keyboard != .decimalPad && (options.signed ?? true)
    minValue = options.minValue
    maxValue = options.maxValue
    maxFractionDigits = options.maxFractionDigits
  }

  /// Validates one value.
  /// - Parameter input: The value as entered in the locale.
  /// - Returns: The result; the value is the exact ASCII decimal.
  /// - Complexity: O(*n*): one pass to check, one to write the value (none
  ///   when the input is already canonical ASCII).
  public func validate(_ input: String) -> ValidationResult {
    validatePlainASCII(input) ?? validateScanning(input)
  }

  /// The general path of ``validate(_:)``: the full scan.
  /// - Parameter input: The value.
  /// - Returns: The result.
  func validateScanning(_ input: String) -> ValidationResult {
    var scan = DecimalScan(
      symbols: symbols, grouping: grouping, signed: signed,
      acceptOtherSeparator: acceptOtherSeparator, keyboard: keyboard)
    scan.run(input)
    var issues = scan.issues
    if scan.scalarCount == 0 {
      return .invalid(
        input, [ValidationIssue(.inputEmpty, message: "Enter a number.", range: 0..<0)])
    }
    if scan.digitCount == 0 && !issues.contains(where: { $0.severity == .error }) {
      issues.append(
        ValidationIssue(
          .numberNoDigits, message: "Enter at least one digit.", range: 0..<scan.scalarCount))
    }
    guard !issues.contains(where: { $0.severity == .error }) else { return .invalid(input, issues) }
    let value = scan.isCanonical ? input : scan.canonical(input)
    issues += constraintIssues(
      value, length: scan.scalarCount, fractionDigits: scan.significantFractionDigits)
    let valid = !issues.contains { $0.severity == .error }
    return ValidationResult(
      input: input, value: valid ? value : nil, issues: issues, payload: .decimal)
  }

  /// The `minValue`, `maxValue` and `maxFractionDigits` issues of a
  /// canonical value.
  func constraintIssues(_ value: String, length: Int, fractionDigits: Int) -> [ValidationIssue] {
    guard minValue != nil || maxValue != nil || maxFractionDigits != nil else { return [] }
    var issues: [ValidationIssue] = []
    let whole = 0..<length
    if let maxFractionDigits, fractionDigits > maxFractionDigits {
      issues.append(
        ValidationIssue(
          .numberTooManyFractionDigits,
          message:
            "Enter at most \(maxFractionDigits) digit\(maxFractionDigits == 1 ? "" : "s") after the decimal separator \(symbols.decimalSeparatorDescription).",
          range: whole))
    }
    guard minValue != nil || maxValue != nil, let exact = ExactDecimal(value) else { return issues }
    if let minValue, exact < minValue {
      issues.append(
        ValidationIssue(.numberBelowMinimum, message: "Enter \(minValue) or more.", range: whole))
    }
    if let maxValue, maxValue < exact {
      issues.append(
        ValidationIssue(.numberAboveMaximum, message: "Enter \(maxValue) or less.", range: whole))
    }
    return issues
  }
}
