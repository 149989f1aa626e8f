/// Validates URLs with the WHATWG URL Standard's parser and a policy on top.
///
/// The canonical value is the href; the `components` detail holds scheme,
/// username, password, host, port, pathname, search and hash. The spec's
/// validation errors are reported under their own names (`url.port-out-of-range`):
/// as errors when parsing fails, as warnings otherwise. Profiles: `form`
/// (default) and `whatwg`; see ``Profile`` and ``Options``.
public struct URLValidator: Validator {
  /// The profile in use.
  public let profile: Profile
  /// The policy in use.
  public let options: Options
  /// The base URL relative references resolve against, if any.
  public let base: WHATWGURL?

  /// Creates a validator from a context: its profile (`form`, `whatwg`),
  /// base URL and options (``Options/names``).
  /// - Parameter context: Profile, base URL and options.
  /// - Throws: ``ConfigurationError`` for an unknown profile or option, a
  ///   malformed option value, or a base URL that does not parse.
  public init(context: ValidationContext = ValidationContext()) throws(ConfigurationError) {
    let reader = try context.optionReader(known: Options.names)
    let name = context.profile?.lowercased() ?? Profile.form.rawValue
    guard let profile = Profile(rawValue: name) else {
      throw .unknownProfile(name, known: Profile.allCases.map(\.rawValue))
    }
    var base: WHATWGURL?
    if let text = context.base {
      guard let parsed = WHATWGURL.parse(text) else {
        throw .badValue("base", text, expected: "an absolute URL")
      }
      base = parsed
    }
    self.init(profile: profile, options: try Options(reader: reader, profile: profile), base: base)
  }

  /// Creates a validator.
  /// - Parameters:
  ///   - profile: The profile (recorded; `options` carry the policy).
  ///   - options: The policy; defaults to the profile's.
  ///   - base: The base URL, if any.
  public init(profile: Profile, options: Options? = nil, base: WHATWGURL? = nil) {
    self.profile = profile
    self.options = options ?? Options(profile: profile)
    self.base = base
  }

  /// Validates one URL.
  /// - Parameter input: The URL as typed or submitted.
  /// - Returns: The verdict, the href as canonical value, the components and
  ///   every issue.
  /// - Complexity: O(*n*) (plus UTS #46 and UTS #39 for non-ASCII hosts).
  public func validate(_ input: String) -> ValidationResult {
    guard input.utf8.count < 1 << 28 else {
      return .invalid(
        input,
        [
          ValidationIssue(
            .urlTooLong, message: "The URL is longer than 256 MiB.",
            range: 0..<input.unicodeScalars.count)
        ])
    }
    var errors: [URLValidationError] = []
    let parsed = WHATWGURL.parse(input, base: base, errors: &errors)
    var issues = errors.map { URLValidator.issue($0, in: input) }
    issues += hygieneIssues(input, covered: issues)
    if let suggestion = missingSchemeSuggestion(input, parsed: parsed) {
      return missingScheme(input, suggestion: suggestion, specIssues: issues)
    }
    guard let url = parsed else { return .invalid(input, issues) }
    issues += policyIssues(url, input: input)
    let valid = !issues.contains { $0.severity == .error }
    return ValidationResult(
      input: input, value: valid ? url.href : nil, issues: issues,
      details: [URLValidator.components(url)])
  }

  /// The `components` detail of a URL.
  /// - Parameter url: The URL.
  /// - Returns: `components`: scheme, username, password, host, port (or
  ///   null), pathname, search, hash.
  public static func components(_ url: WHATWGURL) -> JSONMember {
    JSONMember(
      "components",
      .object([
        JSONMember("scheme", .string(url.scheme)),
        JSONMember("username", .string(url.username)),
        JSONMember("password", .string(url.password)),
        JSONMember("host", .string(url.hostname)),
        JSONMember("port", url.port.map { .int($0) } ?? .null),
        JSONMember("pathname", .string(url.pathname)),
        JSONMember("search", .string(url.search)),
        JSONMember("hash", .string(url.hash)),
      ]))
  }

  /// A spec validation error as an issue.
  static func issue(_ e: URLValidationError, in input: String) -> ValidationIssue {
    let count = input.unicodeScalars.count
    let start = min(e.offset, count)
    return ValidationIssue(
      e.kind.code, severity: e.isFailure ? .error : .warning, message: e.kind.message,
      range: start..<min(start + 1, count))
  }
}
