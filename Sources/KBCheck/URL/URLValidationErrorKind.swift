/// The validation errors of the WHATWG URL Standard, named as the standard
/// names them (`host-invalid-code-point`, `port-out-of-range`, …).
///
/// Some end parsing (``URLValidationError/isFailure`` is true whenever the parser returns
/// failure with that error); the others are reported and parsing goes on.
public enum URLValidationErrorKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// UTS #46 ToASCII failed or returned the empty string.
  case domainToASCII = "domain-to-ASCII"
  /// The domain contains a forbidden domain code point.
  case domainInvalidCodePoint = "domain-invalid-code-point"
  /// An opaque host contains a forbidden host code point.
  case hostInvalidCodePoint = "host-invalid-code-point"
  /// An IPv4 address ends with a dot.
  case ipv4EmptyPart = "IPv4-empty-part"
  /// An IPv4 address has more than four parts.
  case ipv4TooManyParts = "IPv4-too-many-parts"
  /// An IPv4 part is not a number.
  case ipv4NonNumericPart = "IPv4-non-numeric-part"
  /// An IPv4 part is written in hex or octal.
  case ipv4NonDecimalPart = "IPv4-non-decimal-part"
  /// An IPv4 part is out of range.
  case ipv4OutOfRangePart = "IPv4-out-of-range-part"
  /// An IPv6 address has no closing `]`.
  case ipv6Unclosed = "IPv6-unclosed"
  /// An IPv6 address starts with a single `:`.
  case ipv6InvalidCompression = "IPv6-invalid-compression"
  /// An IPv6 address has more than eight pieces.
  case ipv6TooManyPieces = "IPv6-too-many-pieces"
  /// An IPv6 address has `::` twice.
  case ipv6MultipleCompression = "IPv6-multiple-compression"
  /// An IPv6 address contains a character that is not a hex digit or `:`.
  case ipv6InvalidCodePoint = "IPv6-invalid-code-point"
  /// An IPv6 address without `::` has fewer than eight pieces.
  case ipv6TooFewPieces = "IPv6-too-few-pieces"
  /// An IPv6 address with an embedded IPv4 address has too many pieces.
  case ipv4InIPv6TooManyPieces = "IPv4-in-IPv6-too-many-pieces"
  /// An embedded IPv4 address is malformed.
  case ipv4InIPv6InvalidCodePoint = "IPv4-in-IPv6-invalid-code-point"
  /// An embedded IPv4 part is above 255.
  case ipv4InIPv6OutOfRangePart = "IPv4-in-IPv6-out-of-range-part"
  /// An embedded IPv4 address has fewer than four parts.
  case ipv4InIPv6TooFewParts = "IPv4-in-IPv6-too-few-parts"
  /// A code point that is not a URL code point, or a `%` not followed by two
  /// hex digits (also: leading or trailing C0 controls and spaces, tabs and
  /// newlines, which are removed).
  case invalidURLUnit = "invalid-URL-unit"
  /// A special URL's scheme is not followed by `//`.
  case specialSchemeMissingFollowingSolidus = "special-scheme-missing-following-solidus"
  /// No scheme and no usable base URL.
  case missingSchemeNonRelativeURL = "missing-scheme-non-relative-URL"
  /// A `\` used as a path separator in a special URL.
  case invalidReverseSolidus = "invalid-reverse-solidus"
  /// The URL has credentials (`user:pass@`).
  case invalidCredentials = "invalid-credentials"
  /// A host is required but missing.
  case hostMissing = "host-missing"
  /// The port is above 65535.
  case portOutOfRange = "port-out-of-range"
  /// The port contains a non-digit.
  case portInvalid = "port-invalid"
  /// A relative file URL starts with a Windows drive letter.
  case fileInvalidWindowsDriveLetter = "file-invalid-Windows-drive-letter"
  /// A file URL's host is a Windows drive letter.
  case fileInvalidWindowsDriveLetterHost = "file-invalid-Windows-drive-letter-host"

  /// The issue code: `url.` and the lower-cased spec name
  /// (`url.host-invalid-code-point`).
  public var code: ValidationIssue.Code {
    // Made once per kind: an issue per validation error asked for it.
    Self.codes[ordinal]
  }

  /// The place of the case in `allCases` (a switch: the `==` and hashing
  /// of a raw-value enum compare and hash its raw string).
  /// `URLValidationErrorKindTests` checks it against `allCases`.
  var ordinal: Int {
    switch self {
    case .domainToASCII: 0
    case .domainInvalidCodePoint: 1
    case .hostInvalidCodePoint: 2
    case .ipv4EmptyPart: 3
    case .ipv4TooManyParts: 4
    case .ipv4NonNumericPart: 5
    case .ipv4NonDecimalPart: 6
    case .ipv4OutOfRangePart: 7
    case .ipv6Unclosed: 8
    case .ipv6InvalidCompression: 9
    case .ipv6TooManyPieces: 10
    case .ipv6MultipleCompression: 11
    case .ipv6InvalidCodePoint: 12
    case .ipv6TooFewPieces: 13
    case .ipv4InIPv6TooManyPieces: 14
    case .ipv4InIPv6InvalidCodePoint: 15
    case .ipv4InIPv6OutOfRangePart: 16
    case .ipv4InIPv6TooFewParts: 17
    case .invalidURLUnit: 18
    case .specialSchemeMissingFollowingSolidus: 19
    case .missingSchemeNonRelativeURL: 20
    case .invalidReverseSolidus: 21
    case .invalidCredentials: 22
    case .hostMissing: 23
    case .portOutOfRange: 24
    case .portInvalid: 25
    case .fileInvalidWindowsDriveLetter: 26
    case .fileInvalidWindowsDriveLetterHost: 27
    }
  }

  /// ``code`` of every case, in the order of `allCases`
  /// (`URLValidationErrorKindTests` checks each against the spec name).
  /// Literals: a string literal is immortal, so an issue's code costs no
  /// atomic retain and release; the codes built at run time by joining
  /// strings cost two a validation error.
  private static let codes: [ValidationIssue.Code] = [
    "url.domain-to-ascii",
    "url.domain-invalid-code-point",
    "url.host-invalid-code-point",
    "url.ipv4-empty-part",
    "url.ipv4-too-many-parts",
    "url.ipv4-non-numeric-part",
    "url.ipv4-non-decimal-part",
    "url.ipv4-out-of-range-part",
    "url.ipv6-unclosed",
    "url.ipv6-invalid-compression",
    "url.ipv6-too-many-pieces",
    "url.ipv6-multiple-compression",
    "url.ipv6-invalid-code-point",
    "url.ipv6-too-few-pieces",
    "url.ipv4-in-ipv6-too-many-pieces",
    "url.ipv4-in-ipv6-invalid-code-point",
    "url.ipv4-in-ipv6-out-of-range-part",
    "url.ipv4-in-ipv6-too-few-parts",
    "url.invalid-url-unit",
    "url.special-scheme-missing-following-solidus",
    "url.missing-scheme-non-relative-url",
    "url.invalid-reverse-solidus",
    "url.invalid-credentials",
    "url.host-missing",
    "url.port-out-of-range",
    "url.port-invalid",
    "url.file-invalid-windows-drive-letter",
    "url.file-invalid-windows-drive-letter-host",
  ]

  /// An English description a user can act on (the English message of
  /// ``URLIssue/validationError(_:severity:)``).
  public var message: String { english }
}

/// One validation error found while parsing a URL.
public struct URLValidationError: Sendable, Hashable {
  /// Which error.
  public var kind: URLValidationErrorKind
  /// The Unicode scalar offset of the input where it was found.
  public var offset: Int
  /// Whether parsing stopped here (the URL is a failure).
  public var isFailure: Bool
}
