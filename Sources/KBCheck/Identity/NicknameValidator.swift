/// Validates a nickname by RFC 8266: the value is the enforced nickname
/// (spaces mapped, trimmed and collapsed, NFKC, case kept for display); the
/// details give the comparison key (with toLowerCase()) and its UTS #39
/// skeleton.
///
/// ```swift
/// let result = NicknameValidator().validate("  Fat   Cat ")
/// result.value  // "Fat Cat"
/// result.contentDetails(as: NicknameDetails.self)?.comparisonKey  // "fat cat"
/// ```
public struct NicknameValidator: Validator {
  /// What the validator accepts.
  public struct Options: Sendable, Hashable {
    /// The most code points allowed, or `nil` for no limit.
    public var maxLength: Int?

    /// Creates options.
    /// - Parameter maxLength: The limit; default none.
    public init(maxLength: Int? = nil) { self.maxLength = maxLength }

    /// The option names: `maxLength`.
    public static let settingNames = ["maxLength"]

    /// Reads options from `name=value` settings.
    /// - Parameters:
    ///   - settings: The settings.
    ///   - profile: Must be `nil`.
    /// - Throws: ``ConfigurationError`` for an unknown name or a bad value.
    public init(settings: [String: String], profile: String? = nil) throws(ConfigurationError) {
      if let profile { throw .unknownProfile(profile, known: []) }
      let reader = try Settings(settings, known: Self.settingNames)
      maxLength = try reader.int("maxLength")
    }
  }

  /// The options.
  public let options: Options

  /// Creates the validator.
  /// - Parameter options: The options.
  public init(options: Options = Options()) { self.options = options }

  /// Validates a nickname.
  /// - Parameter input: The nickname as entered.
  /// - Returns: The enforced nickname, notes on what changed, and the
  ///   comparison key in the details.
  /// - Complexity: O(*n*).
  public func validate(_ input: String) -> ValidationResult {
    let count = input.unicodeScalars.count
    let enforced: PRECISEnforcement
    switch PRECISProfile.nickname.enforce(input) {
    case .success(let value): enforced = value
    case .failure(let violation):
      return .invalid(
        input, [IdentityEnforcement.issue(for: violation, field: .nickname, input: input)])
    }
    var issues = IdentityEnforcement.notes(
      enforced.changes, profile: .nickname, field: .nickname, count: count)
    let length = enforced.value.unicodeScalars.count
    if let limit = options.maxLength, length > limit {
      issues.append(
        ValidationIssue(
          IdentityIssue.tooLong(.nickname, count: length, limit: limit), range: 0..<count))
    }
    // The comparison rules add case mapping to what enforcement did.
    let key: String
    switch PRECISProfile.nicknameComparison.enforce(enforced.value) {
    case .success(let compared): key = compared.value
    case .failure(let violation):
      return .invalid(
        input, [IdentityEnforcement.issue(for: violation, field: .nickname, input: input)])
    }
    let skeleton = key.utf8.allSatisfy { $0 < 0x80 } ? key : SpoofCheck.skeleton(key)
    let details = NicknameDetails(comparisonKey: key, skeleton: skeleton, changes: enforced.changes)
    let valid = !issues.hasError
    return ValidationResult(
      input: input, value: valid ? enforced.value : nil, issues: issues, contentDetails: details)
  }
}
