extension URLValidator {
  /// The policy applied on top of the WHATWG parser, as a value: start from
  /// a preset (``form``, ``whatwg``) and change single options.
  ///
  /// ```swift
  /// var options = URLValidator.Options.form
  /// options.forbidNonPublicHost = true
  /// let validator = URLValidator(options: options)
  /// ```
  public struct Options: Sendable, Hashable, Codable {
    /// The schemes accepted (lower case), or `nil` for any.
    /// Setting `allowedSchemes` (comma-separated). Form: `http,https`.
    public var allowedSchemes: [String]?
    /// Whether a non-empty host is required. Setting `requireHost`. Form: true.
    public var requireHost: Bool
    /// Whether `user:password@` is accepted. Setting `allowCredentials`.
    /// Form: false.
    public var allowCredentials: Bool
    /// Whether IPv4 and IPv6 hosts are refused. Setting `forbidIPHost`.
    /// Default false.
    public var forbidIPHost: Bool
    /// Whether loopback, private, link-local and local-only hosts are
    /// refused (see ``URLHostClassifier``). Setting `forbidNonPublicHost`.
    /// Default false.
    public var forbidNonPublicHost: Bool
    /// The longest href accepted, in characters, or `nil` for no limit.
    /// Setting `maxLength` (0 for none). Form: 2048.
    public var maxLength: Int?
    /// Whether `example.com` is accepted as `https://example.com/` (with a
    /// warning) instead of refused with that suggestion. Setting
    /// `allowMissingScheme`. Default false.
    public var allowMissingScheme: Bool
    /// Whether internationalized hosts get UTS #39 mixed-script and
    /// confusable warnings (warnings only, so the `whatwg` preset has
    /// them too). Setting `spoofCheck`. Default true.
    public var spoofCheck: Bool
    /// Whether hostile characters (bidi controls, invisible and
    /// default-ignorable characters, controls, noncharacters) anywhere in the
    /// input are errors (form) or warnings (whatwg, which accepts them).
    /// Setting `refuseHostileCharacters`.
    public var refuseHostileCharacters: Bool

    /// A URL typed into a web form: http and https only, a host required,
    /// no credentials, at most 2048 characters, hostile characters refused,
    /// confusable hosts flagged.
    public static let form = Options(
      allowedSchemes: ["http", "https"], requireHost: true, allowCredentials: false,
      maxLength: 2048, refuseHostileCharacters: true)

    /// The WHATWG URL Standard alone: any scheme, relative URLs against the
    /// base, no policy (hostile characters and confusable hosts are warnings).
    public static let whatwg = Options(
      allowedSchemes: nil, requireHost: false, allowCredentials: true, maxLength: nil,
      refuseHostileCharacters: false)

    /// Creates a policy; the options not named take their ``form`` and
    /// ``whatwg`` common defaults (`false`, spoof checks on).
    /// - Parameters:
    ///   - allowedSchemes: The schemes accepted, or `nil` for any.
    ///   - requireHost: Whether a non-empty host is required.
    ///   - allowCredentials: Whether `user:password@` is accepted.
    ///   - forbidIPHost: Whether IP hosts are refused.
    ///   - forbidNonPublicHost: Whether non-public hosts are refused.
    ///   - maxLength: The longest href accepted, or `nil`.
    ///   - allowMissingScheme: Whether `example.com` is read as `https://example.com/`.
    ///   - spoofCheck: Whether hosts get UTS #39 warnings.
    ///   - refuseHostileCharacters: Whether hostile characters are errors.
    public init(
      allowedSchemes: [String]?, requireHost: Bool, allowCredentials: Bool,
      forbidIPHost: Bool = false, forbidNonPublicHost: Bool = false, maxLength: Int?,
      allowMissingScheme: Bool = false, spoofCheck: Bool = true, refuseHostileCharacters: Bool
    ) {
      self.allowedSchemes = allowedSchemes
      self.requireHost = requireHost
      self.allowCredentials = allowCredentials
      self.forbidIPHost = forbidIPHost
      self.forbidNonPublicHost = forbidNonPublicHost
      self.maxLength = maxLength
      self.allowMissingScheme = allowMissingScheme
      self.spoofCheck = spoofCheck
      self.refuseHostileCharacters = refuseHostileCharacters
    }
  }
}

extension URLValidator.Options {
  /// The presets by the names the CLI's `--profile` and form schemas use.
  static let presets: KeyValuePairs<String, URLValidator.Options> = [
    "form": .form, "whatwg": .whatwg,
  ]

  /// The option names `--set name=value` and form schemas understand.
  static let settingNames = [
    "allowedSchemes", "requireHost", "allowCredentials", "forbidIPHost", "forbidNonPublicHost",
    "maxLength", "allowMissingScheme", "spoofCheck", "refuseHostileCharacters",
  ]

  /// The string adapter for the CLI and form schemas: a preset by name, then
  /// each `name=value` setting on top of it.
  /// - Parameters:
  ///   - settings: Options by name (`settingNames`).
  ///   - profile: `form` (the default) or `whatwg`.
  /// - Throws: ``ConfigurationError`` for an unknown profile or option, or a
  ///   malformed value.
  public init(settings: [String: String], profile: String? = nil) throws(ConfigurationError) {
    self = try Settings.preset(profile, in: URLValidator.Options.presets, default: .form)
    let reader = try Settings(settings, known: URLValidator.Options.settingNames)
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
    refuseHostileCharacters = try reader.bool("refuseHostileCharacters") ?? refuseHostileCharacters
  }
}
