extension InputFilter {
  /// What an ``InputFilter`` lets in, as a value.
  ///
  /// ```swift
  /// let pin = try InputFilter(.numberPad, options: .init(maxLength: 6))
  /// let note = try InputFilter(.default, options: .init(maxLength: 280, allowLineBreaks: true))
  /// ```
  public struct Options: Sendable, Hashable, Codable {
    /// The most the field holds: digits on the number pads, grapheme
    /// clusters on the text keyboards; `nil` for no limit. Setting
    /// `maxLength` (or `length` on the number pads).
    public var maxLength: Int?
    /// Number pads and decimalPad: keep the locale's digits (`٠١٢`) rather
    /// than folding them to ASCII. Setting `keepLocaleDigits`; default `false`.
    public var keepLocaleDigits: Bool
    /// decimalPad: let the other convention's separator stand for the
    /// decimal separator. Setting `acceptOtherSeparator`; default `false`.
    public var acceptOtherSeparator: Bool
    /// `default` and `twitter`: keep line breaks. Setting `allowLineBreaks`;
    /// default `false`.
    public var allowLineBreaks: Bool
    /// phonePad: map pasted letters to their keypad digits (E.161). Setting
    /// `vanity`; default `false`.
    public var vanity: Bool
    /// phonePad: the region whose numbering plan formats the number as it
    /// is typed (`2015550123` shows `(201) 555-0123` for `US`), each
    /// inserted space, dash or parenthesis reported. Setting `defaultRegion`.
    public var defaultRegion: String?
    /// phonePad: whether the number is formatted as typed when
    /// ``defaultRegion`` is set. Setting `formatAsYouType`; default `true`.
    public var formatAsYouType: Bool

    /// Creates options; the defaults are each keyboard's own behaviour.
    /// - Parameters:
    ///   - maxLength: The most the field holds, if limited.
    ///   - keepLocaleDigits: Whether pads keep the locale's digits.
    ///   - acceptOtherSeparator: Whether decimalPad reads the other separator.
    ///   - allowLineBreaks: Whether line breaks are kept.
    ///   - vanity: Whether phonePad maps letters to digits.
    ///   - defaultRegion: The region phonePad formats for, if any.
    ///   - formatAsYouType: Whether phonePad formats as digits are typed.
    public init(
      maxLength: Int? = nil, keepLocaleDigits: Bool = false, acceptOtherSeparator: Bool = false,
      allowLineBreaks: Bool = false, vanity: Bool = false, defaultRegion: String? = nil,
      formatAsYouType: Bool = true
    ) {
      self.defaultRegion = defaultRegion
      self.formatAsYouType = formatAsYouType
      self.maxLength = maxLength
      self.keepLocaleDigits = keepLocaleDigits
      self.acceptOtherSeparator = acceptOtherSeparator
      self.allowLineBreaks = allowLineBreaks
      self.vanity = vanity
    }

    /// The string adapter for the CLI and form schemas. A field's settings
    /// drive both its filter and its validator, so the validator's setting
    /// names are accepted too (and ignored here unless they limit the field).
    /// - Parameters:
    ///   - settings: The filter's settings and the keyboard validator's.
    ///   - keyboard: The keyboard whose names apply.
    /// - Throws: ``ConfigurationError`` for an unknown name or a malformed value.
    public init(settings: [String: String], keyboard: KeyboardType) throws(ConfigurationError) {
      let reader = try Settings(settings, known: Options.settingNames(for: keyboard))
      let length = try reader.int("length")
      let maxLength = try reader.int("maxLength")
      self.init(
        maxLength: length ?? maxLength,
        keepLocaleDigits: try reader.bool("keepLocaleDigits") ?? false,
        acceptOtherSeparator: try reader.bool("acceptOtherSeparator") ?? false,
        allowLineBreaks: try reader.bool("allowLineBreaks") ?? false,
        vanity: try reader.bool("vanity") ?? false,
        defaultRegion: reader.string("defaultRegion"),
        formatAsYouType: try reader.bool("formatAsYouType") ?? true)
    }

    /// The setting names a keyboard's filter understands: its own and its
    /// validator's.
    static func settingNames(for keyboard: KeyboardType) -> [String] {
      switch keyboard {
      case .numberPad, .asciiCapableNumberPad:
        NumberPadValidator.Options.settingNames + ["keepLocaleDigits"]
      case .decimalPad:
        DecimalPadValidator.Options.settingNames + ["keepLocaleDigits"]
      case .phonePad:
        PhonePadValidator.Options.settingNames
      case .emailAddress:
        EmailValidator.Options.settingNames + ["maxLength"]
      case .URL:
        URLValidator.Options.settingNames
      case .numbersAndPunctuation:
        ["minLength", "maxLength"] + DecimalPadValidator.Options.settingNames
      case .default, .twitter:
        ["minLength", "maxLength", "allowLineBreaks"]
      case .asciiCapable, .namePhonePad, .webSearch:
        ["minLength", "maxLength"]
      }
    }
  }
}
