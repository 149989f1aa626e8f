/// The issues of the identity family: usernames (RFC 8265 §3), nicknames
/// (RFC 8266) and passwords (RFC 8265 §4 OpaqueString, NIST SP 800-63B
/// §3.1.1.2). A password's messages never name one of its characters: its
/// cases carry no scalar.
public enum IdentityIssue: FamilyIssue {
  /// Empty after the profile's rules (RFC 8265 §3.3.3, §4.2.3; RFC 8266 §2.3).
  case empty(IdentityField)
  /// A code point the string class does not allow, with its RFC 8264 §9
  /// category (`nil` scalar for a password).
  case disallowed(IdentityField, PRECISCategory, Unicode.Scalar?)
  /// A code point unassigned in ICU's Unicode version (RFC 8264 §9.10).
  case unassigned(IdentityField, Unicode.Scalar?)
  /// A CONTEXTJ or CONTEXTO code point out of its context (RFC 5892 App. A).
  case context(IdentityField, PRECISContextRule)
  /// A right-to-left string that breaks a condition of the Bidi Rule
  /// (RFC 5893 §2).
  case bidiRule(IdentityField, condition: Int)
  /// The rules do not reach a stable string (RFC 8266 §2.3).
  case notStable(IdentityField)
  /// ICU could not map or normalize the text: nothing could be decided.
  case unicodeFailure(IdentityField)
  /// Full-width or half-width characters were mapped to their ordinary
  /// forms (RFC 8265 §3.3.1 rule 1).
  case widthMapped(IdentityField)
  /// Upper-case letters were mapped to lower case (RFC 8265 §3.3.1 rule 3).
  case caseMapped(IdentityField)
  /// Unicode normalization changed the text (NFC: RFC 8265 §3.3.1 rule 4,
  /// §4.2.1 rule 4; NFKC: RFC 8266 §2.1 rule 4).
  case normalized(IdentityField, form: String)
  /// Spaces were mapped to U+0020, trimmed or collapsed (RFC 8265 §4.2.1
  /// rule 1, RFC 8266 §2.1 rule 2).
  case spacesMapped(IdentityField)
  /// Longer than the caller's limit.
  case tooLong(IdentityField, count: Int, limit: Int)
  /// Letters of several scripts beyond UTS #39's moderately restrictive
  /// level (§5.2); an error when the caller asks for strict checks.
  case mixedScript(strict: Bool)
  /// Not ASCII, but its UTS #39 confusable skeleton is the ASCII name
  /// `lookalike` (§4); an error when strict.
  case confusable(lookalike: String, strict: Bool)
  /// Fewer characters than the policy's minimum (SP 800-63B §3.1.1.2).
  case passwordTooShort(count: Int, minimum: Int)
  /// More characters than the policy's maximum (at least 64, SP 800-63B
  /// §3.1.1.2).
  case passwordTooLong(count: Int, maximum: Int)
  /// On the list of common passwords (SP 800-63B §3.1.1.2).
  case passwordCommon
  /// Contains a context word: the username, the email's local part or the
  /// service name (SP 800-63B §3.1.1.2).
  case passwordContextWord(role: String)
  /// The caller's breach check knows the password (SP 800-63B §3.1.1.2).
  case passwordCompromised
  /// The caller's breach check could not answer.
  case passwordBreachCheckUnavailable

  /// The identity family.
  public static let family = IssueFamily.identity

  /// One sample of every case.
  public static let samples: [IdentityIssue] = [
    .empty(.username), .empty(.password),
    .disallowed(.username, .controls, "\u{7}"), .disallowed(.password, .controls, nil),
    .disallowed(.username, .ignorable, "\u{202E}"), .disallowed(.username, .spaces, " "),
    .disallowed(.username, .symbols, "€"), .disallowed(.username, .punctuation, "¿"),
    .disallowed(.username, .hasCompat, "ﬁ"), .disallowed(.username, .otherLetterDigits, "½"),
    .disallowed(.username, .oldHangulJamo, "\u{1100}"),
    .disallowed(.username, .exceptions, "\u{640}"), .disallowed(.username, .other, "\u{E000}"),
    .unassigned(.username, "\u{378}"), .unassigned(.password, nil),
    .context(.username, .zeroWidthJoiner), .context(.username, .zeroWidthNonJoiner),
    .context(.username, .middleDot), .context(.username, .greekKeraia),
    .context(.username, .hebrewGeresh), .context(.username, .hebrewGershayim),
    .context(.username, .katakanaMiddleDot), .context(.username, .arabicIndicDigits),
    .context(.username, .extendedArabicIndicDigits),
    .bidiRule(.username, condition: 1), .notStable(.nickname), .unicodeFailure(.username),
    .widthMapped(.username), .caseMapped(.username), .normalized(.username, form: "NFC"),
    .normalized(.nickname, form: "NFKC"), .spacesMapped(.nickname),
    .tooLong(.username, count: 70, limit: 64),
    .mixedScript(strict: false), .mixedScript(strict: true),
    .confusable(lookalike: "paypal", strict: false), .confusable(lookalike: "paypal", strict: true),
    .passwordTooShort(count: 7, minimum: 8), .passwordTooLong(count: 200, maximum: 128),
    .passwordCommon, .passwordContextWord(role: "username"), .passwordCompromised,
    .passwordBreachCheckUnavailable,
  ]

  /// The stable dotted code.
  public var code: ValidationIssue.Code {
    switch self {
    case .empty: "identity.empty"
    case .disallowed(_, let category, _): Self.code(of: category)
    case .unassigned: "identity.unassigned"
    case .context(_, let rule):
      rule == .zeroWidthJoiner || rule == .zeroWidthNonJoiner
        ? "identity.context-j" : "identity.context-o"
    case .bidiRule: "identity.bidi-rule"
    case .notStable: "identity.not-stable"
    case .unicodeFailure: "identity.unicode-failure"
    case .widthMapped: "identity.width-mapped"
    case .caseMapped: "identity.case-mapped"
    case .normalized: "identity.normalized"
    case .spacesMapped: "identity.spaces-mapped"
    case .tooLong: "identity.too-long"
    case .mixedScript: "identity.mixed-script"
    case .confusable: "identity.confusable"
    case .passwordTooShort: "password.too-short"
    case .passwordTooLong: "password.too-long"
    case .passwordCommon: "password.common"
    case .passwordContextWord: "password.context-word"
    case .passwordCompromised: "password.compromised"
    case .passwordBreachCheckUnavailable: "password.breach-check-unavailable"
    }
  }

  /// The code of a disallowed category.
  static func code(of category: PRECISCategory) -> ValidationIssue.Code {
    switch category {
    case .controls: "identity.control"
    case .ignorable: "identity.ignorable"
    case .spaces: "identity.space"
    case .symbols: "identity.symbol"
    case .punctuation: "identity.punctuation"
    case .hasCompat: "identity.compatibility"
    case .otherLetterDigits: "identity.other-letter-digit"
    case .oldHangulJamo: "identity.old-hangul-jamo"
    case .exceptions: "identity.exception"
    case .other, .backwardCompatible, .unassigned, .ascii7, .letterDigits, .joinControl:
      "identity.disallowed"
    }
  }

  /// Errors, but for what the rules changed (warnings: the value is still
  /// valid, in its enforced form), an unavailable breach check, and mixed
  /// scripts or confusables unless strict.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .widthMapped, .caseMapped, .normalized, .spacesMapped, .passwordBreachCheckUnavailable:
      .warning
    case .mixedScript(let strict), .confusable(_, let strict): strict ? .error : .warning
    default: .error
    }
  }
}
