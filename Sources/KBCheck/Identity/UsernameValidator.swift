/// Validates a username by RFC 8265 §3: UsernameCaseMapped by default (the
/// value is the enforced string: width-mapped, lower case, NFC), or
/// UsernameCasePreserved; then UTS #39 checks — letters of several scripts
/// and a look-alike of an ASCII name are warnings, errors when strict. The
/// details give the UTS #39 skeleton to store for uniqueness.
///
/// ```swift
/// let result = UsernameValidator().validate("ＡＢＣ")
/// result.value                                   // "abc"
/// result.contentDetails(as: UsernameDetails.self)?.skeleton  // "abc"
/// ```
public struct UsernameValidator: Validator {
  /// What the validator accepts.
  public struct Options: Sendable, Hashable {
    /// UsernameCasePreserved instead of UsernameCaseMapped.
    public var preservesCase: Bool
    /// Unicode Default Case Folding instead of toLowerCase() (RFC 7613's
    /// rule; for compatibility with stores that folded).
    public var caseFolding: Bool
    /// Mixed scripts and ASCII look-alikes are errors, not warnings.
    public var strict: Bool
    /// The most code points allowed, or `nil` for no limit.
    public var maxLength: Int?

    /// Creates options.
    /// - Parameters:
    ///   - preservesCase: UsernameCasePreserved; default `false`.
    ///   - caseFolding: Case folding instead of toLowerCase(); default `false`.
    ///   - strict: UTS #39 findings are errors; default `false`.
    ///   - maxLength: The limit; default none.
    public init(
      preservesCase: Bool = false, caseFolding: Bool = false, strict: Bool = false,
      maxLength: Int? = nil
    ) {
      self.preservesCase = preservesCase
      self.caseFolding = caseFolding
      self.strict = strict
      self.maxLength = maxLength
    }

    /// The option names: `preserveCase`, `caseFold`, `strict`, `maxLength`.
    public static let settingNames = ["preserveCase", "caseFold", "strict", "maxLength"]

    /// The presets: `mapped` (the default), `preserved`, `strict`.
    public static let presets: KeyValuePairs<String, Options> = [
      "mapped": Options(), "preserved": Options(preservesCase: true),
      "strict": Options(strict: true),
    ]

    /// Reads options from `name=value` settings over a preset.
    /// - Parameters:
    ///   - settings: The settings.
    ///   - profile: A preset name, or `nil`.
    /// - Throws: ``ConfigurationError`` for an unknown name or a bad value.
    public init(settings: [String: String], profile: String? = nil) throws(ConfigurationError) {
      self = try Settings.preset(profile, in: Self.presets, default: Options())
      let reader = try Settings(settings, known: Self.settingNames)
      if let value = try reader.bool("preserveCase") { preservesCase = value }
      if let value = try reader.bool("caseFold") { caseFolding = value }
      if let value = try reader.bool("strict") { strict = value }
      if let value = try reader.int("maxLength") { maxLength = value }
    }
  }

  /// The options.
  public let options: Options

  /// Creates the validator.
  /// - Parameter options: The options.
  public init(options: Options = Options()) { self.options = options }

  /// The PRECIS profile the options choose.
  public var profile: PRECISProfile {
    if options.preservesCase { return .usernameCasePreserved }
    var profile = PRECISProfile.usernameCaseMapped
    if options.caseFolding { profile.caseMapping = .caseFolding }
    return profile
  }

  /// Validates a username.
  /// - Parameter input: The username as entered.
  /// - Returns: The enforced username, the notes on what changed, the UTS
  ///   #39 findings and the details.
  /// - Complexity: O(*n*).
  public func validate(_ input: String) -> ValidationResult {
    let profile = self.profile
    let count = input.unicodeScalars.count
    let enforced: PRECISEnforcement
    switch profile.enforce(input) {
    case .success(let value): enforced = value
    case .failure(let violation):
      return .invalid(
        input, [IdentityEnforcement.issue(for: violation, field: .username, input: input)])
    }
    var issues = IdentityEnforcement.notes(
      enforced.changes, profile: profile, field: .username, count: count)
    let value = enforced.value
    let length = value.unicodeScalars.count
    if let limit = options.maxLength, length > limit {
      issues.append(
        ValidationIssue(
          IdentityIssue.tooLong(.username, count: length, limit: limit), range: 0..<count))
    }
    let isASCII = value.utf8.allSatisfy { $0 < 0x80 }
    let skeleton = isASCII ? value : SpoofCheck.skeleton(value)
    if !isASCII {
      if SpoofCheck.check(value).isMixedScript {
        issues.append(
          ValidationIssue(IdentityIssue.mixedScript(strict: options.strict), range: 0..<count))
      }
      if skeleton.utf8.allSatisfy({ $0 < 0x80 }) {
        issues.append(
          ValidationIssue(
            IdentityIssue.confusable(lookalike: skeleton, strict: options.strict), range: 0..<count)
        )
      }
    }
    let details = UsernameDetails(
      profile: profile.name, comparisonKey: value, skeleton: skeleton,
      changes: enforced.changes)
    let valid = !issues.hasError
    return ValidationResult(
      input: input, value: valid ? value : nil, issues: issues, contentDetails: details)
  }
}
