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
    /// The WHATWG validation errors that do not stop parsing but that this
    /// policy refuses, because a person filling a form cannot have meant
    /// them (``formRefusedErrors``); the others stay warnings. The
    /// `whatwg` preset refuses none (the standard alone). Setting
    /// `refuseValidationErrors` (comma-separated spec names, or `none`).
    public var refusedValidationErrors: Set<URLValidationErrorKind>
    /// Whether a host with an empty label (`shop..example`, `.example`) or an
    /// `xn--` label that is not valid Punycode (or decodes to nothing or to
    /// another `xn--` label) is refused: the WHATWG parser only lowercases an
    /// ASCII host, so it lets them through. Setting `refuseMalformedHosts`.
    public var refuseMalformedHosts: Bool
    /// Whether a host the URL Standard's host parser rewrites in a way a
    /// person cannot have meant is refused: compatibility characters UTS #46
    /// maps to others (`ⓔxample.com`), Default_Ignorable characters it maps
    /// to nothing, percent-escapes, and IPv4 shorthand (`127.1`). Without it
    /// they are warnings; spellings of the same name (full-width letters,
    /// ideographic full stops, non-NFC) are warnings either way. Setting
    /// `refuseHostRewrites`. Form: true.
    public var refuseHostRewrites: Bool = false
    /// Whether a domain host longer than DNS allows (a label over 63
    /// octets or a name over 253, on the ASCII form: RFC 1035 §2.3.4, the
    /// URL Standard's VerifyDnsLength) is refused rather than warned
    /// about. Setting `verifyDNSLength`. Form: true.
    public var verifyDNSLength: Bool = false
    /// Whether an empty userinfo (`http://@example.com`, `http://:@…`),
    /// which the parser drops, is refused even when ``allowCredentials``
    /// accepts credentials. Setting `refuseEmptyUserinfo`. Form: true.
    public var refuseEmptyUserinfo: Bool = false

    /// A URL typed into a web form: http and https only, a host required,
    /// no credentials, at most 2048 characters, hostile characters refused,
    /// confusable hosts flagged.
    public static let form: Options = {
      var o = Options(
        allowedSchemes: ["http", "https"], requireHost: true, allowCredentials: false,
        maxLength: 2048, refuseHostileCharacters: true, refusedValidationErrors: formRefusedErrors,
        refuseMalformedHosts: true)
      o.refuseHostRewrites = true
      o.verifyDNSLength = true
      o.refuseEmptyUserinfo = true
      return o
    }()

    /// The validation errors the ``form`` preset refuses (every other one
    /// that does not stop parsing stays a warning):
    /// - `special-scheme-missing-following-solidus` (`https:example.com`,
    ///   `https:/example.com`): a typo the parser repairs by guessing;
    /// - `invalid-reverse-solidus` (`https:\\example.com\\a`): backslashes
    ///   read as slashes, a trick as often as a typo;
    /// - `invalid-credentials` (`http://@example.com`, `http://a:b@…`) is
    ///   refused by ``allowCredentials`` (`url.credentials-not-allowed`,
    ///   also for an empty userinfo), so it stays a warning here;
    /// - `IPv4-non-decimal-part` (`http://0x7f.1/`) and `IPv4-empty-part`
    ///   (`http://127.0.0.1./`): address spellings no one types by hand,
    ///   used to slip past filters;
    /// - `file-invalid-Windows-drive-letter` and
    ///   `file-invalid-Windows-drive-letter-host`: a drive letter where a host
    ///   or path belongs.
    /// Warnings in the form preset: `invalid-URL-unit` (a space or other
    /// character that is percent-encoded, as browsers do), and the leading
    /// and trailing blanks and tabs and newlines the parser removes.
    public static let formRefusedErrors: Set<URLValidationErrorKind> = [
      .specialSchemeMissingFollowingSolidus, .invalidReverseSolidus,
      .ipv4NonDecimalPart, .ipv4EmptyPart, .fileInvalidWindowsDriveLetter,
      .fileInvalidWindowsDriveLetterHost,
    ]

    /// The WHATWG URL Standard alone: any scheme, relative URLs against the
    /// base, no policy (hostile characters and confusable hosts are warnings).
    public static let whatwg = Options(
      allowedSchemes: nil, requireHost: false, allowCredentials: true, maxLength: nil,
      refuseHostileCharacters: false, refusedValidationErrors: [], refuseMalformedHosts: false)

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
    ///   - refusedValidationErrors: The validation errors refused.
    ///   - refuseMalformedHosts: Whether empty labels and bad A-labels are refused.
    public init(
      allowedSchemes: [String]?, requireHost: Bool, allowCredentials: Bool,
      forbidIPHost: Bool = false, forbidNonPublicHost: Bool = false, maxLength: Int?,
      allowMissingScheme: Bool = false, spoofCheck: Bool = true, refuseHostileCharacters: Bool,
      refusedValidationErrors: Set<URLValidationErrorKind> = [], refuseMalformedHosts: Bool = false
    ) {
      self.refusedValidationErrors = refusedValidationErrors
      self.refuseMalformedHosts = refuseMalformedHosts
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
    "refuseValidationErrors", "refuseMalformedHosts", "refuseHostRewrites", "verifyDNSLength",
    "refuseEmptyUserinfo",
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
    refuseMalformedHosts = try reader.bool("refuseMalformedHosts") ?? refuseMalformedHosts
    refuseHostRewrites = try reader.bool("refuseHostRewrites") ?? refuseHostRewrites
    verifyDNSLength = try reader.bool("verifyDNSLength") ?? verifyDNSLength
    refuseEmptyUserinfo = try reader.bool("refuseEmptyUserinfo") ?? refuseEmptyUserinfo
    if let names = reader.list("refuseValidationErrors") {
      var kinds: Set<URLValidationErrorKind> = []
      for name in names where name != "none" {
        guard let kind = URLValidationErrorKind(rawValue: name) else {
          throw .badValue("refuseValidationErrors", name, expecting: .validationErrorNames)
        }
        kinds.insert(kind)
      }
      refusedValidationErrors = kinds
    }
  }
}
