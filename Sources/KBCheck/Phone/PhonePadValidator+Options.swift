extension PhonePadValidator {
  /// What a ``PhonePadValidator`` accepts, as a value: start from a preset
  /// (``form``, ``lenient``) and change single options.
  ///
  /// ```swift
  /// var options = PhonePadValidator.Options.form
  /// options.defaultRegion = "DE"
  /// options.allowedTypes = [.mobile]
  /// let mobile = try PhonePadValidator(options: options)
  /// ```
  public struct Options: Sendable, Hashable, Codable {
    /// The region (ISO 3166, `US`) whose calling code, trunk prefix and
    /// international prefix apply to numbers written nationally. Setting
    /// `defaultRegion`; default none: a national number keeps its national
    /// form with a `phone.no-country-code` warning.
    public var defaultRegion: String?
    /// The locale of the field (`de_DE`, `de-DE`): when neither
    /// ``defaultRegion`` nor ``defaultCallingCode`` is given, its region
    /// (`DE`) serves as the default region, and a number read with it
    /// carries a `phone.region-from-locale` warning that names the region.
    /// A locale without a region, or with one that has no calling code
    /// (`es_419`), gives no default. Setting `locale`; default none.
    public var locale: String?
    /// A calling code (`49`) for national numbers when no region is given.
    /// Setting `defaultCallingCode`.
    public var defaultCallingCode: Int?
    /// Whether letters map to keypad digits (`1-800-FLOWERS`, ITU-T E.161).
    /// Setting `vanity`; default `false` (letters are errors).
    public var vanity: Bool = false
    /// Whether a number without a country code (and no default region to
    /// give one) is an error: a number stored without its country is a
    /// wrong value. Setting `requireCountryCode`; default `true` (``form``),
    /// `false` in ``lenient`` (a warning, the national digits kept).
    public var requireCountryCode: Bool = true
    /// Whether the number must be in an assigned range of its plan (``form``)
    /// or only of a possible length (``lenient``, with a
    /// `phone.unknown-range` warning). Setting `requireValid`.
    public var requireValid: Bool = true
    /// The number types accepted; `nil` accepts every type. Setting
    /// `allowedTypes` (comma-separated: `mobile,fixedLine`).
    public var allowedTypes: Set<PhoneNumberType>?
    /// The regions accepted (`001` for non-geographic numbers); `nil`
    /// accepts every region. Setting `allowedRegions`.
    public var allowedRegions: Set<String>?

    /// The region subtag of a locale id or BCP 47 tag, uppercased: `DE` for
    /// `de_DE`, `sr-Latn-RS` and `de_DE@currency=EUR`; `nil` without one.
    /// - Parameter locale: An ICU locale id or BCP 47 tag.
    /// - Returns: The two-letter or three-digit region, or `nil`.
    static func region(ofLocale locale: String) -> String? {
      let id = locale.prefix { $0 != "@" && $0 != "." }
      for subtag in id.split(whereSeparator: { $0 == "_" || $0 == "-" }).dropFirst() {
        if subtag.count == 1 { return nil }  // an extension (`-u-`, `-x-`)
        if subtag.count == 2 && subtag.allSatisfy({ $0.isASCII && $0.isLetter }) {
          return subtag.uppercased()
        }
        if subtag.count == 3 && subtag.allSatisfy({ $0.isASCII && $0.isNumber }) {
          return String(subtag)
        }
      }
      return nil
    }

    /// Creates the ``form`` options.
    public init() {}

    /// A number typed into a form: it must be in an assigned range of its
    /// country's numbering plan.
    public static let form = Options()

    /// Possible numbers (right length for the country) pass, with a warning
    /// when the plan does not list their range.
    public static let lenient: Options = {
      var o = Options()
      o.requireValid = false
      o.requireCountryCode = false
      return o
    }()

    /// The setting names `--set name=value` and form schemas understand
    /// (`formatAsYouType` belongs to the phone pad's filter).
    static let settingNames = [
      "defaultRegion", "defaultCallingCode", "locale", "vanity", "requireCountryCode",
      "requireValid",
      "allowedTypes", "allowedRegions", "formatAsYouType",
    ]

    /// The presets by name.
    static let presets: KeyValuePairs<String, Options> = ["form": .form, "lenient": .lenient]

    /// The string adapter for the CLI and form schemas.
    /// - Parameters:
    ///   - settings: Options by name (the names in `settingNames`).
    ///   - profile: `form` (the default) or `lenient`.
    /// - Throws: ``ConfigurationError`` for an unknown profile, option, type or
    ///   a malformed value.
    public init(settings: [String: String], profile: String? = nil) throws(ConfigurationError) {
      self = try Settings.preset(profile, in: Options.presets, default: .form)
      let reader = try Settings(settings, known: Options.settingNames)
      vanity = try reader.bool("vanity") ?? vanity
      requireCountryCode = try reader.bool("requireCountryCode") ?? requireCountryCode
      requireValid = try reader.bool("requireValid") ?? requireValid
      defaultRegion = reader.string("defaultRegion")
      locale = reader.string("locale")
      if let raw = reader.string("defaultCallingCode") {
        guard let code = Int(raw.hasPrefix("+") ? String(raw.dropFirst()) : raw) else {
          throw .badValue("defaultCallingCode", raw, expecting: .callingCode)
        }
        defaultCallingCode = code
      }
      if let names = reader.list("allowedTypes") {
        var set = Set<PhoneNumberType>()
        for name in names {
          guard let type = PhoneNumberType(rawValue: name) else {
            throw .badValue(
              "allowedTypes", name,
              expecting: .phoneTypes(known: PhoneNumberType.allCases.map(\.rawValue)))
          }
          set.insert(type)
        }
        allowedTypes = set
      }
      if let regions = reader.list("allowedRegions") {
        allowedRegions = Set(regions.map { $0.uppercased() })
      }
    }
  }
}
