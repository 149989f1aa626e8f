/// The issues of ``URLValidator``: the validator's policy, one case per
/// message with the scheme, host, label or limit it names as typed
/// arguments, and the WHATWG URL Standard's validation errors
/// (``validationError(_:severity:)``).
///
/// Messages are rendered when read (``english``, ``german``). The cases with
/// several texts are `indirect`, so that the enum fits an existential's
/// inline buffer (24 bytes) and wrapping an issue (``AnyFamilyIssue``, or
/// ``ValidationIssue``) allocates nothing; ``schemeNotAllowed(scheme:allowed:)``,
/// a string and an array, fits without (boxed, it cost an allocation for
/// every URL of a refused scheme, 39 % of the WPT inputs under the `form`
/// preset).
public enum URLIssue: FamilyIssue {
  /// The scheme is not one of `allowed`.
  case schemeNotAllowed(scheme: String, allowed: [String])
  /// The URL has no scheme; `suggestion` is the `https://` URL it may mean.
  case missingScheme(suggestion: String)
  /// The URL has no scheme and was read as `href`
  /// (``URLValidator/Options/allowMissingScheme``; warning).
  case missingSchemeReadAs(href: String)
  /// The URL has no host where one is required.
  case hostRequired
  /// The URL has a user name or password.
  case credentialsNotAllowed
  /// The host is an IP address.
  case ipHostNotAllowed
  /// The host matches a non-public row (`match`) of `registry`.
  indirect case nonPublicHost(host: String, match: String, registry: String)
  /// The host is a single-label name, `name`.
  indirect case nonPublicSingleLabel(host: String, name: String)
  /// The host is an IPv6 `block` that carries the non-public `ipv4`, which
  /// matches `match` of `registry`.
  indirect case nonPublicEmbeddedIPv4(
    host: String, block: String, ipv4: String, match: String, registry: String)
  /// The host has an empty label.
  case hostEmptyLabel(host: String)
  /// An `xn--` label of the host is not valid Punycode.
  case hostInvalidALabel(label: String)
  /// The href is longer than `limit` characters.
  case tooLong(limit: Int)
  /// The input is longer than 256 MiB.
  case tooLongInput
  /// A label of the host mixes scripts (UTS #39; warning).
  case hostMixedScript(label: String)
  /// A label of the host looks like the ASCII `skeleton` (UTS #39; warning).
  indirect case hostConfusable(label: String, skeleton: String)
  /// A validation error of the WHATWG URL Standard: an error when parsing
  /// stopped or ``URLValidator/Options/refusedValidationErrors`` has it,
  /// else a warning.
  case validationError(URLValidationErrorKind, severity: ValidationIssue.Severity)

  // MARK: What the host parser would change (issue 26): an error with
  // refuseHostRewrites (`refused`), else a warning that says how it is read.

  /// The host `original` is a shortened IPv4 address, read as `mapped`.
  indirect case hostIPv4Shorthand(original: String, mapped: String, refused: Bool)
  /// The host `original` is percent-encoded, read as `mapped`.
  indirect case hostPercentDecoded(original: String, mapped: String, refused: Bool)
  /// The host `original` holds Default_Ignorable `characters`, removed to
  /// leave `mapped` (UTS #46).
  indirect case hostIgnorableRemoved(
    original: String, mapped: String, characters: String, refused: Bool)
  /// The host `original` holds compatibility `characters` that UTS #46
  /// maps to others, giving `mapped`.
  indirect case hostMapped(original: String, mapped: String, characters: String, refused: Bool)
  /// The host `original` is another spelling (`characters`: full-width
  /// letters, ideographic full stops, a non-NFC form) of `mapped` (warning).
  indirect case hostSpelling(original: String, mapped: String, characters: String)
  /// A label of the host is `length` octets long in ASCII, over 63 (RFC 1035
  /// §2.3.4): an error with verifyDNSLength (`refused`), else a warning.
  indirect case hostLabelTooLong(label: String, length: Int, refused: Bool)
  /// The host is `length` octets long in ASCII, over 253 (RFC 1035 §2.3.4):
  /// an error with verifyDNSLength (`refused`), else a warning.
  case hostTooLong(length: Int, refused: Bool)
  /// An `@` with nothing before it (`http://@example.com`).
  case emptyUserinfo

  /// The url family.
  public static let family = IssueFamily.url

  /// One issue of every case (every validation error, with each severity
  /// it is reported with), in catalogue order.
  public static let samples: [URLIssue] =
    [
      .schemeNotAllowed(scheme: "ftp", allowed: ["https"]),
      .schemeNotAllowed(scheme: "ftp", allowed: ["http", "https"]),
      .schemeNotAllowed(scheme: "ftp", allowed: ["http", "https", "mailto"]),
      .missingScheme(suggestion: "https://example.com"),
      .missingSchemeReadAs(href: "https://example.com/"),
      .hostRequired, .credentialsNotAllowed, .ipHostNotAllowed,
      .nonPublicHost(
        host: "10.0.0.1", match: "10.0.0.0/8 Private-Use [RFC 1918]",
        registry: "IANA IPv4 Special-Purpose Address Registry"),
      .nonPublicSingleLabel(host: "intranet", name: "intranet"),
      .nonPublicEmbeddedIPv4(
        host: "[::ffff:a00:1]", block: "::ffff:0:0/96 IPv4-mapped Address [RFC 4291]",
        ipv4: "10.0.0.1", match: "10.0.0.0/8 Private-Use [RFC 1918]",
        registry: "IANA IPv4 Special-Purpose Address Registry"),
      .hostEmptyLabel(host: "shop..example"), .hostInvalidALabel(label: "xn--a"),
      .tooLong(limit: 2048), .tooLongInput,
      .hostMixedScript(label: "ex\u{430}mple"),
      .hostConfusable(label: "\u{435}xample", skeleton: "example"),
      .hostIPv4Shorthand(original: "127.1", mapped: "127.0.0.1", refused: true),
      .hostIPv4Shorthand(original: "127.1", mapped: "127.0.0.1", refused: false),
      .hostPercentDecoded(original: "ex%61mple.com", mapped: "example.com", refused: true),
      .hostPercentDecoded(original: "ex%61mple.com", mapped: "example.com", refused: false),
      .hostIgnorableRemoved(
        original: "exa\u{200B}mple.com", mapped: "example.com",
        characters: "U+200B ZERO WIDTH SPACE", refused: true),
      .hostIgnorableRemoved(
        original: "exa\u{200B}mple.com", mapped: "example.com",
        characters: "U+200B ZERO WIDTH SPACE", refused: false),
      .hostMapped(
        original: "\u{24D4}xample.com", mapped: "example.com",
        characters: "U+24D4 CIRCLED LATIN SMALL LETTER E", refused: true),
      .hostMapped(
        original: "\u{24D4}xample.com", mapped: "example.com",
        characters: "U+24D4 CIRCLED LATIN SMALL LETTER E", refused: false),
      .hostSpelling(
        original: "\u{FF45}xample.com", mapped: "example.com",
        characters: "U+FF45 FULLWIDTH LATIN SMALL LETTER E"),
      .hostLabelTooLong(label: String(repeating: "a", count: 64), length: 64, refused: true),
      .hostLabelTooLong(label: String(repeating: "a", count: 64), length: 64, refused: false),
      .hostTooLong(length: 260, refused: true), .hostTooLong(length: 260, refused: false),
      .emptyUserinfo,
    ]
    + URLValidationErrorKind.allCases.flatMap { kind in
      kind.alwaysEndsParsing
        ? [URLIssue.validationError(kind, severity: .error)]
        : [.validationError(kind, severity: .error), .validationError(kind, severity: .warning)]
    }

  /// The code of the issue.
  public var code: ValidationIssue.Code {
    switch self {
    case .schemeNotAllowed: .urlSchemeNotAllowed
    case .missingScheme, .missingSchemeReadAs: .urlMissingScheme
    case .hostRequired: .urlHostRequired
    case .credentialsNotAllowed: .urlCredentialsNotAllowed
    case .ipHostNotAllowed: .urlIPHostNotAllowed
    case .nonPublicHost, .nonPublicSingleLabel, .nonPublicEmbeddedIPv4: .urlNonPublicHost
    case .hostEmptyLabel: .urlHostEmptyLabel
    case .hostInvalidALabel: .urlHostInvalidALabel
    case .tooLong, .tooLongInput: .urlTooLong
    case .hostMixedScript: .urlHostMixedScript
    case .hostConfusable: .urlHostConfusable
    case .validationError(let kind, _): kind.code
    case .hostIPv4Shorthand: .urlHostIPv4Shorthand
    case .hostPercentDecoded: .urlHostPercentDecoded
    case .hostIgnorableRemoved: .urlHostIgnorableRemoved
    case .hostMapped: .urlHostMapped
    case .hostSpelling: .urlHostSpelling
    case .hostLabelTooLong: .urlHostLabelTooLong
    case .hostTooLong: .urlHostTooLong
    case .emptyUserinfo: .urlEmptyUserinfo
    }
  }

  /// Whether the issue makes the URL invalid.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .missingSchemeReadAs, .hostMixedScript, .hostConfusable, .hostSpelling: .warning
    case .validationError(_, let severity): severity
    case .hostIPv4Shorthand(_, _, let refused), .hostPercentDecoded(_, _, let refused),
      .hostIgnorableRemoved(_, _, _, let refused), .hostMapped(_, _, _, let refused),
      .hostLabelTooLong(_, _, let refused), .hostTooLong(_, let refused):
      refused ? .error : .warning
    case .schemeNotAllowed, .missingScheme, .hostRequired, .credentialsNotAllowed,
      .ipHostNotAllowed, .nonPublicHost, .nonPublicSingleLabel, .nonPublicEmbeddedIPv4,
      .hostEmptyLabel, .hostInvalidALabel, .tooLong, .tooLongInput, .emptyUserinfo:
      .error
    }
  }
}
