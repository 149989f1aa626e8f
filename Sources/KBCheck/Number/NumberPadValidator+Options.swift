extension NumberPadValidator {
  /// What a ``NumberPadValidator`` accepts, as a value.
  ///
  /// ```swift
  /// let pin = try NumberPadValidator(options: .init(minLength: 4, maxLength: 6))
  /// let card = try NumberPadValidator(options: .init(minLength: 12, maxLength: 19, luhn: true))
  /// ```
  public struct Options: Sendable, Hashable, Codable {
    /// The fewest digits allowed; `nil` for no bound (at least one digit is
    /// always required). Setting `minLength` (or `length` for both bounds).
    public var minLength: Int?
    /// The most digits allowed; `nil` for no bound. Setting `maxLength`.
    public var maxLength: Int?
    /// Whether the value must pass the Luhn mod-10 check, as card numbers and
    /// IMEIs do. Setting `luhn`; default `false`.
    public var luhn: Bool

    /// Creates options; the defaults accept any non-empty digit string.
    /// - Parameters:
    ///   - minLength: The fewest digits, if bounded.
    ///   - maxLength: The most digits, if bounded.
    ///   - luhn: Whether the Luhn check applies.
    public init(minLength: Int? = nil, maxLength: Int? = nil, luhn: Bool = false) {
      self.minLength = minLength
      self.maxLength = maxLength
      self.luhn = luhn
    }

    /// An exact number of digits (a one-time code, a postal code).
    /// - Parameter length: The number of digits.
    /// - Returns: Options with both bounds at `length`.
    public static func length(_ length: Int) -> Options {
      Options(minLength: length, maxLength: length)
    }

    /// The setting names `--set name=value` and form schemas understand.
    static let settingNames = ["minLength", "maxLength", "length", "luhn"]

    /// The string adapter for the CLI and form schemas.
    /// - Parameters:
    ///   - settings: `minLength`, `maxLength`, `length` (exact), `luhn`.
    ///   - profile: Must be `nil`: number pads have no profiles.
    /// - Throws: ``ConfigurationError`` for an unknown option or a profile, a
    ///   malformed value, or `length` given with a bound.
    public init(settings: [String: String], profile: String? = nil) throws(ConfigurationError) {
      try self.init(settings: settings, profile: profile, extra: [])
    }

    init(settings: [String: String], profile: String?, extra: [String]) throws(ConfigurationError) {
      if let profile { throw .unknownProfile(profile, known: []) }
      let reader = try Settings(settings, known: Options.settingNames + extra)
      self.init(
        minLength: try reader.int("minLength"), maxLength: try reader.int("maxLength"),
        luhn: try reader.bool("luhn") ?? false)
      if let length = try reader.int("length") {
        guard minLength == nil && maxLength == nil else {
          throw ConfigurationError(ConfigurationIssue.lengthAndBounds)
        }
        minLength = length
        maxLength = length
      }
    }
  }
}
