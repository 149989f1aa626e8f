/// The NIST SP 800-63B §3.1.1.2 policy for a new password, as typed
/// options: a minimum length, a maximum of at least 64, no composition
/// rules, the common-password list, context words and the caller's breach
/// check.
public struct PasswordPolicy: Sendable, Hashable {
  /// The fewest code points (at least 8; 15 for a password used alone).
  public var minLength: Int
  /// The most code points (at least 64).
  public var maxLength: Int
  /// Whether the bundled common-password list refuses a password.
  public var blocksCommonPasswords: Bool
  /// Words the password must not contain besides the related fields' (the
  /// service's name, …), compared in lower case; words shorter than 3
  /// code points are ignored.
  public var contextWords: [String]

  /// Creates a policy.
  /// - Parameters:
  ///   - minLength: The minimum; default 8.
  ///   - maxLength: The maximum; default 128.
  ///   - blocksCommonPasswords: Use the bundled list; default `true`.
  ///   - contextWords: Further context words; default none.
  public init(
    minLength: Int = 8, maxLength: Int = 128, blocksCommonPasswords: Bool = true,
    contextWords: [String] = []
  ) {
    self.minLength = minLength
    self.maxLength = maxLength
    self.blocksCommonPasswords = blocksCommonPasswords
    self.contextWords = contextWords
  }

  /// SP 800-63B with multi-factor authentication: at least 8 code points.
  public static let multiFactor = PasswordPolicy()
  /// SP 800-63B for a password that is the only factor: at least 15.
  public static let singleFactor = PasswordPolicy(minLength: 15)

  /// The smallest minimum SP 800-63B allows.
  public static let lowestMinimum = 8
  /// The smallest maximum SP 800-63B allows.
  public static let lowestMaximum = 64

  /// Checks the bounds SP 800-63B sets.
  /// - Throws: ``ConfigurationError`` for a minimum below 8, a maximum
  ///   below 64 or below the minimum.
  public func check() throws(ConfigurationError) {
    if minLength < Self.lowestMinimum {
      throw ConfigurationError(PasswordConfigurationIssue.minimumTooLow(minLength))
    }
    if maxLength < max(Self.lowestMaximum, minLength) {
      throw ConfigurationError(
        PasswordConfigurationIssue.maximumTooLow(
          maxLength, minimum: max(Self.lowestMaximum, minLength)))
    }
  }
}

/// The configuration errors of a password policy (NIST SP 800-63B §3.1.1.2).
public enum PasswordConfigurationIssue: FamilyIssue {
  /// A minimum length below 8.
  case minimumTooLow(Int)
  /// A maximum length below 64 (or below the minimum).
  case maximumTooLow(Int, minimum: Int)

  /// The identity family.
  public static let family = IssueFamily.identity
  /// Configuration errors.
  public static let kind = IssueCodeInfo.Kind.configuration
  /// One sample of every case.
  public static let samples: [PasswordConfigurationIssue] = [
    .minimumTooLow(6), .maximumTooLow(32, minimum: 64),
  ]

  /// The stable dotted code.
  public var code: ValidationIssue.Code {
    switch self {
    case .minimumTooLow: "config.password.min-length"
    case .maximumTooLow: "config.password.max-length"
    }
  }

  /// Errors.
  public var severity: ValidationIssue.Severity { .error }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .minimumTooLow:
      "A password policy's minLength below 8, which NIST SP 800-63B §3.1.1.2 does not allow."
    case .maximumTooLow:
      "A password policy's maxLength below 64 (or below minLength): NIST SP 800-63B §3.1.1.2 asks verifiers to accept at least 64 characters."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .minimumTooLow:
      "Eine minLength der Passwortrichtlinie unter 8, was NIST SP 800-63B §3.1.1.2 nicht erlaubt."
    case .maximumTooLow:
      "Eine maxLength der Passwortrichtlinie unter 64 (oder unter minLength): NIST SP 800-63B §3.1.1.2 verlangt von Prüfern, mindestens 64 Zeichen anzunehmen."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .minimumTooLow(let value):
      "minLength=\(value) is below 8, the least NIST SP 800-63B allows."
    case .maximumTooLow(let value, let minimum):
      "maxLength=\(value) is below \(minimum); accept at least 64 characters (NIST SP 800-63B)."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .minimumTooLow(let value):
      "minLength=\(value) liegt unter 8, dem kleinsten Wert, den NIST SP 800-63B erlaubt."
    case .maximumTooLow(let value, let minimum):
      "maxLength=\(value) liegt unter \(minimum); bitte mindestens 64 Zeichen zulassen (NIST SP 800-63B)."
    }
  }
}
