/// Validates a password: OpaqueString enforcement (RFC 8265 §4.2) so that the
/// same password typed on two devices compares equal, and, for a new
/// password, the NIST SP 800-63B §3.1.1.2 policy (``PasswordPolicy``): length
/// bounds, the common-password list, context words from the form's
/// `username` and `email` fields, and the caller's breach check. There are
/// no composition rules; the details carry a strength estimate instead.
///
/// The value is the enforced password, for the caller to hash; the result
/// is marked secret by its content type, so no writer echoes it, and no
/// message names one of its characters.
///
/// ```swift
/// let result = PasswordValidator(policy: .multiFactor).validate("hunter2")
/// result.isValid                           // false: password.too-short
/// ```
public struct PasswordValidator: CrossFieldValidator {
  /// The roles of the related fields a new password must not contain.
  public static let contextRoles = ["username", "email"]

  /// The policy of a new password, or `nil` for a current password (only
  /// enforced: a sign-in never refuses a password by policy).
  public let policy: PasswordPolicy?
  /// The caller's breach check, if any.
  public let breachCheck: (any PasswordBreachCheck)?

  /// Creates the validator.
  /// - Parameters:
  ///   - policy: The new-password policy, or `nil` for a current password.
  ///   - breachCheck: The caller's breach check, if any.
  public init(policy: PasswordPolicy? = nil, breachCheck: (any PasswordBreachCheck)? = nil) {
    self.policy = policy
    self.breachCheck = breachCheck
  }

  /// Validates a password without related fields.
  /// - Parameter input: The password.
  /// - Returns: The verdict.
  public func validate(_ input: String) -> ValidationResult {
    validate(input, related: .none)
  }

  /// Validates a password with the form's `username` and `email` fields.
  /// - Parameters:
  ///   - input: The password.
  ///   - related: The related fields.
  /// - Returns: The verdict; its details carry the length and, for a new
  ///   password, the strength estimate.
  /// - Complexity: O(*n*) in the password's length (plus the breach check).
  public func validate(_ input: String, related: RelatedFields) -> ValidationResult {
    let count = input.unicodeScalars.count
    let enforced: PRECISEnforcement
    switch PRECISProfile.opaqueString.enforce(input) {
    case .success(let value): enforced = value
    case .failure(let violation):
      return ValidationResult.invalid(
        input, [IdentityEnforcement.issue(for: violation, field: .password, input: input)]
      )
      .markedSecret(.everything)
    }
    let password = enforced.value
    let length = password.unicodeScalars.count
    var issues = IdentityEnforcement.notes(
      enforced.changes, profile: .opaqueString, field: .password, count: count)
    var strength: PasswordStrength?
    if let policy {
      let whole = 0..<count
      if length < policy.minLength {
        issues.append(
          ValidationIssue(
            IdentityIssue.passwordTooShort(count: length, minimum: policy.minLength), range: whole))
      } else if length > policy.maxLength {
        issues.append(
          ValidationIssue(
            IdentityIssue.passwordTooLong(count: length, maximum: policy.maxLength), range: whole))
      }
      if policy.blocksCommonPasswords, PasswordBlocklist.rank(of: password) != nil {
        issues.append(ValidationIssue(IdentityIssue.passwordCommon, range: whole))
      }
      if let role = Self.contextRole(in: password, policy: policy, related: related) {
        issues.append(ValidationIssue(IdentityIssue.passwordContextWord(role: role), range: whole))
      }
      if let breachCheck, !issues.hasError {
        switch breachCheck.verdict(for: password) {
        case .compromised:
          issues.append(ValidationIssue(IdentityIssue.passwordCompromised, range: whole))
        case .unavailable:
          issues.append(ValidationIssue(IdentityIssue.passwordBreachCheckUnavailable, range: whole))
        case .notFound: break
        }
      }
      strength = PasswordStrength(estimating: password)
    }
    let valid = !issues.hasError
    return ValidationResult(
      input: input, value: valid ? password : nil, issues: issues,
      contentDetails: PasswordDetails(length: length, strength: strength)
    ).markedSecret(.everything)
  }

  /// The role of the first context word the password contains: the
  /// username, the email's local part (and the whole address), then the
  /// policy's own words (`service`); compared in lower case, words of at
  /// least 3 code points.
  static func contextRole(in password: String, policy: PasswordPolicy, related: RelatedFields)
    -> String?
  {
    let lowered = password.lowercased()
    func contains(_ word: String) -> Bool {
      let word = word.lowercased()
      return word.unicodeScalars.count >= 3 && lowered.contains(word)
    }
    if let username = related["username"]?.value, contains(username) { return "username" }
    if let email = related["email"]?.value {
      let local = email.split(separator: "@", maxSplits: 1).first.map(String.init) ?? email
      if contains(local) || contains(email) { return "email" }
    }
    if policy.contextWords.contains(where: contains) { return "service" }
    return nil
  }
}
