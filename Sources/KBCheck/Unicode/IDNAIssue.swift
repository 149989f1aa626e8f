/// The UTS #46 errors as issues of the idna family: one case per
/// `UIDNA_ERROR_*` bit of the UTS #46 conversion's errors.
/// An address's domain reports them as `email.idna.` codes
/// (``EmailIssue``) instead.
public enum IDNAIssue: FamilyIssue, CaseIterable {
  /// A label is empty.
  case emptyLabel
  /// A label is longer than 63 octets.
  case labelTooLong
  /// The name is longer than 253 octets.
  case domainTooLong
  /// A label starts with a hyphen.
  case leadingHyphen
  /// A label ends with a hyphen.
  case trailingHyphen
  /// A label has `--` in positions 3 and 4.
  case hyphen34
  /// A label starts with a combining mark.
  case leadingCombiningMark
  /// A character UTS #46 disallows.
  case disallowed
  /// An `xn--` label that is not valid Punycode.
  case punycode
  /// A label contains a dot after mapping.
  case labelHasDot
  /// An `xn--` label that decodes to no valid U-label.
  case invalidACELabel
  /// The bidi rule (RFC 5893) is broken.
  case bidi
  /// A ZWJ or ZWNJ out of context (RFC 5892 CONTEXTJ).
  case contextJ
  /// A CONTEXTO punctuation character out of context (RFC 5892).
  case contextOPunctuation
  /// Arabic-Indic and extended Arabic-Indic digits mixed (RFC 5892).
  case contextODigits

  /// The idna family.
  public static let family = IssueFamily.idna
  /// Every case.
  public static let samples: [IDNAIssue] = allCases
  /// Always an error.
  public var severity: ValidationIssue.Severity { .error }

  /// The code of the issue (`idna.empty-label`, …).
  public var code: ValidationIssue.Code {
    switch self {
    case .emptyLabel: "idna.empty-label"
    case .labelTooLong: "idna.label-too-long"
    case .domainTooLong: "idna.domain-too-long"
    case .leadingHyphen: "idna.leading-hyphen"
    case .trailingHyphen: "idna.trailing-hyphen"
    case .hyphen34: "idna.hyphen-3-4"
    case .leadingCombiningMark: "idna.leading-combining-mark"
    case .disallowed: "idna.disallowed"
    case .punycode: "idna.punycode"
    case .labelHasDot: "idna.label-has-dot"
    case .invalidACELabel: "idna.invalid-ace-label"
    case .bidi: "idna.bidi"
    case .contextJ: "idna.contextj"
    case .contextOPunctuation: "idna.contexto-punctuation"
    case .contextODigits: "idna.contexto-digits"
    }
  }
}
