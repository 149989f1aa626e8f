extension TextValidator {
  /// How a ``TextValidator`` reads values, as a value.
  public struct Options: Sendable, Hashable, Codable {
    /// How values are read; default ``Profile/automatic``.
    public var profile: Profile
    /// The minimum length in grapheme clusters; default 0 (none).
    public var minLength: Int
    /// The maximum length in grapheme clusters; default `nil` (none).
    public var maxLength: Int?
    /// Whether line breaks (and tabs) are allowed (`default`, `twitter`);
    /// default `false`.
    public var allowLineBreaks: Bool

    /// Creates options.
    /// - Parameters:
    ///   - profile: How values are read.
    ///   - minLength: The minimum length in grapheme clusters.
    ///   - maxLength: The maximum length in grapheme clusters, if any.
    ///   - allowLineBreaks: Whether line breaks are allowed.
    public init(
      profile: Profile = .automatic, minLength: Int = 0, maxLength: Int? = nil,
      allowLineBreaks: Bool = false
    ) {
      self.profile = profile
      self.minLength = minLength
      self.maxLength = maxLength
      self.allowLineBreaks = allowLineBreaks
    }

    /// The string adapter for the CLI and form schemas.
    /// - Parameters:
    ///   - settings: `minLength`, `maxLength` and (on `default` and `twitter`)
    ///     `allowLineBreaks`.
    ///   - profile: A profile name the keyboard has (``TextValidator/profiles(for:)``).
    ///   - keyboard: The keyboard whose settings and profiles apply.
    /// - Throws: ``ConfigurationError`` for an unknown profile or option, or a
    ///   malformed value.
    public init(settings: [String: String], profile: String? = nil, keyboard: KeyboardType)
      throws(ConfigurationError)
    {
      let multiLine = TextValidator.isMultiLine(keyboard)
      let reader = try Settings(
        settings, known: ["minLength", "maxLength"] + (multiLine ? ["allowLineBreaks"] : []))
      self.init(
        minLength: try reader.int("minLength") ?? 0, maxLength: try reader.int("maxLength"),
        allowLineBreaks: try reader.bool("allowLineBreaks") ?? false)
      if let name = profile {
        let known = TextValidator.profiles(for: keyboard)
        guard let p = Profile(rawValue: name), known.contains(p) else {
          throw .unknownProfile(name, known: known.map(\.rawValue))
        }
        self.profile = p
      }
    }
  }
}
