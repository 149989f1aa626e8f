extension URLValidator {
  /// The named presets of the URL validator.
  public enum Profile: String, Sendable, Hashable, CaseIterable {
    /// A URL typed into a web form (the default): http and https only, a
    /// host required, no credentials, at most 2048 characters, confusable
    /// hosts flagged.
    case form
    /// The WHATWG URL Standard alone: any scheme, relative URLs against the
    /// base, no policy.
    case whatwg
  }

  /// The policy applied on top of the WHATWG parser.
  public struct Options: Sendable, Hashable {
    /// The schemes accepted (lower case), or `nil` for any.
    /// Option `allowedSchemes` (comma-separated). Form: `http,https`.
    public var allowedSchemes: [String]?
    /// Whether a non-empty host is required. Option `requireHost`. Form: true.
    public var requireHost: Bool
    /// Whether `user:password@` is accepted. Option `allowCredentials`.
    /// Form: false.
    public var allowCredentials: Bool
    /// Whether IPv4 and IPv6 hosts are refused. Option `forbidIPHost`.
    /// Default false.
    public var forbidIPHost: Bool
    /// Whether loopback, private, link-local and local-only hosts are
    /// refused (see ``URLHostClassifier``). Option `forbidNonPublicHost`.
    /// Default false.
    public var forbidNonPublicHost: Bool
    /// The longest href accepted, in characters, or `nil` for no limit.
    /// Option `maxLength`. Form: 2048.
    public var maxLength: Int?
    /// Whether `example.com` is accepted as `https://example.com/` (with a
    /// warning) instead of refused with that suggestion. Option
    /// `allowMissingScheme`. Default false.
    public var allowMissingScheme: Bool
    /// Whether internationalized hosts get UTS #39 mixed-script and
    /// confusable warnings (warnings only, so the `whatwg` profile has
    /// them too). Option `spoofCheck`. Default true.
    public var spoofCheck: Bool

    /// The defaults of a profile.
    /// - Parameter profile: The profile.
    public init(profile: Profile = .form) {
      switch profile {
      case .form:
        allowedSchemes = ["http", "https"]
        requireHost = true
        allowCredentials = false
        maxLength = 2048
        spoofCheck = true
      case .whatwg:
        allowedSchemes = nil
        requireHost = false
        allowCredentials = true
        maxLength = nil
        spoofCheck = true
      }
      forbidIPHost = false
      forbidNonPublicHost = false
      allowMissingScheme = false
    }

    /// The option names ``URLValidator/init(context:)`` understands.
    public static let names = [
      "allowedSchemes", "requireHost", "allowCredentials", "forbidIPHost", "forbidNonPublicHost",
      "maxLength", "allowMissingScheme", "spoofCheck",
    ]

    /// Reads the options of a context over a profile's defaults.
    /// - Parameters:
    ///   - reader: The context's option reader.
    ///   - profile: The profile whose defaults apply.
    /// - Throws: ``ConfigurationError`` for a malformed value.
    init(reader: OptionReader, profile: Profile) throws(ConfigurationError) {
      self.init(profile: profile)
      if let list = reader.list("allowedSchemes") {
        allowedSchemes = list.map { $0.lowercased() }
      }
      requireHost = try reader.bool("requireHost") ?? requireHost
      allowCredentials = try reader.bool("allowCredentials") ?? allowCredentials
      forbidIPHost = try reader.bool("forbidIPHost") ?? forbidIPHost
      forbidNonPublicHost = try reader.bool("forbidNonPublicHost") ?? forbidNonPublicHost
      if let max = try reader.int("maxLength") { maxLength = max == 0 ? nil : max }
      allowMissingScheme = try reader.bool("allowMissingScheme") ?? allowMissingScheme
      spoofCheck = try reader.bool("spoofCheck") ?? spoofCheck
    }
  }
}
