extension DecimalPadValidator {
  /// What a ``DecimalPadValidator`` accepts, as a value.
  ///
  /// ```swift
  /// var options = DecimalPadValidator.Options()
  /// options.maxFractionDigits = 2
  /// options.minValue = ExactDecimal("0.01")
  /// let amount = try DecimalPadValidator(options: options, locale: "de_DE")
  /// ```
  public struct Options: Sendable, Hashable, Codable {
    /// Whether grouping separators are accepted where the locale puts them;
    /// `false` refuses every grouping separator. Setting `grouping`; default `true`.
    public var grouping: Bool
    /// Whether the other convention's separator (`.` in de_DE, `,` in en_US)
    /// may stand for the decimal separator when that is unambiguous: it
    /// appears once, the locale's own separator does not, and it is not valid
    /// grouping there. Setting `acceptOtherSeparator`; default `false`.
    public var acceptOtherSeparator: Bool
    /// Whether one leading sign is accepted; `nil` for the keyboard's
    /// default (none on `decimalPad`, which has no sign key; accepted on
    /// `numbersAndPunctuation`). Setting `signed`.
    public var signed: Bool?
    /// The smallest value allowed, compared exactly. Setting `minValue`.
    public var minValue: ExactDecimal?
    /// The largest value allowed, compared exactly. Setting `maxValue`.
    public var maxValue: ExactDecimal?
    /// The most fraction digits the value may have, counted in the canonical
    /// value (so `1.50` has one). Setting `maxFractionDigits`.
    public var maxFractionDigits: Int?
    /// Whether whitespace before or after the number (a pasted or submitted
    /// value's padding) is trimmed with a `number.surrounding-whitespace`
    /// warning (`true`, the default: the number itself is unchanged and the
    /// warning says what was dropped) or refused with that code as an error.
    /// Setting `trimWhitespace`.
    public var trimWhitespace: Bool = true

    /// Creates options; the defaults accept any unsigned decimal with the
    /// locale's grouping.
    /// - Parameters:
    ///   - grouping: Whether grouping separators are accepted.
    ///   - acceptOtherSeparator: Whether the other convention's separator is read.
    ///   - signed: Whether a sign is accepted; `nil` for the keyboard's default.
    ///   - minValue: The smallest value, if bounded.
    ///   - maxValue: The largest value, if bounded.
    ///   - maxFractionDigits: The most fraction digits, if bounded.
    ///   - trimWhitespace: Whether surrounding whitespace is trimmed with a warning.
    public init(
      grouping: Bool = true, acceptOtherSeparator: Bool = false, signed: Bool? = nil,
      minValue: ExactDecimal? = nil, maxValue: ExactDecimal? = nil, maxFractionDigits: Int? = nil,
      trimWhitespace: Bool = true
    ) {
      self.trimWhitespace = trimWhitespace
      self.grouping = grouping
      self.acceptOtherSeparator = acceptOtherSeparator
      self.signed = signed
      self.minValue = minValue
      self.maxValue = maxValue
      self.maxFractionDigits = maxFractionDigits
    }

    /// The setting names `--set name=value` and form schemas understand.
    static let settingNames = [
      "grouping", "acceptOtherSeparator", "minValue", "maxValue", "maxFractionDigits", "signed",
      "trimWhitespace",
    ]

    /// The string adapter for the CLI and form schemas.
    /// - Parameters:
    ///   - settings: Options by name (`settingNames`); bounds as ASCII
    ///     decimals (`-5`, `99.95`).
    ///   - profile: `number` on `numbersAndPunctuation`; none on `decimalPad`.
    ///   - keyboard: The keyboard whose profiles apply.
    /// - Throws: ``ConfigurationError`` for an unknown option or profile, or a
    ///   malformed value.
    public init(
      settings: [String: String], profile: String? = nil, keyboard: KeyboardType = .decimalPad
    )
      throws(ConfigurationError)
    {
      try self.init(settings: settings, profile: profile, keyboard: keyboard, extra: [])
    }

    init(settings: [String: String], profile: String?, keyboard: KeyboardType, extra: [String])
      throws(ConfigurationError)
    {
      let profiles = keyboard == .decimalPad ? [] : ["number"]
      if let profile, !profiles.contains(profile) {
        throw .unknownProfile(profile, known: profiles)
      }
      let reader = try Settings(settings, known: Options.settingNames + extra)
      func bound(_ name: String) throws(ConfigurationError) -> ExactDecimal? {
        guard let raw = reader.string(name) else { return nil }
        guard let value = ExactDecimal(raw) else {
          throw .badValue(name, raw, expecting: .decimal)
        }
        return value
      }
      self.init(
        grouping: try reader.bool("grouping") ?? true,
        acceptOtherSeparator: try reader.bool("acceptOtherSeparator") ?? false,
        signed: try reader.bool("signed"), minValue: try bound("minValue"),
        maxValue: try bound("maxValue"), maxFractionDigits: try reader.int("maxFractionDigits"),
        trimWhitespace: try reader.bool("trimWhitespace") ?? true)
    }
  }
}
