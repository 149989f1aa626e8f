/// The issues of ``URLValidator``: the validator's policy, one case per
/// message with the scheme, host, label or limit it names as typed
/// arguments, and the WHATWG URL Standard's validation errors
/// (``validationError(_:severity:)``).
///
/// Messages are rendered when read (``english``, ``german``). The cases with
/// several texts are `indirect`, so that the enum fits an existential's
/// inline buffer and wrapping an issue (``AnyFamilyIssue``) allocates
/// nothing.
public enum URLIssue: FamilyIssue {
  /// The scheme is not one of `allowed`.
  indirect case schemeNotAllowed(scheme: String, allowed: [String])
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
    }
  }

  /// Whether the issue makes the URL invalid.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .missingSchemeReadAs, .hostMixedScript, .hostConfusable: .warning
    case .validationError(_, let severity): severity
    case .schemeNotAllowed, .missingScheme, .hostRequired, .credentialsNotAllowed,
      .ipHostNotAllowed, .nonPublicHost, .nonPublicSingleLabel, .nonPublicEmbeddedIPv4,
      .hostEmptyLabel, .hostInvalidALabel, .tooLong, .tooLongInput:
      .error
    }
  }
}
