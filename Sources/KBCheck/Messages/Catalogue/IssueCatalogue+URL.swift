extension IssueCatalogue {
  /// The codes of the url family: the validator's policy, then the WHATWG
  /// URL Standard's validation errors (``URLValidationErrorKind``).
  static let urlEntries: [IssueCodeInfo] = urlPolicyEntries + urlSpecEntries

  /// The policy codes of ``URLValidator``.
  private static let urlPolicyEntries: [IssueCodeInfo] = [
    IssueCodeInfo(
      .urlSchemeNotAllowed, .url, [.error],
      meaning: "The scheme is not one of the allowed schemes.",
      messages: [
        .init(variant: "one", "The scheme '{scheme}' is not allowed; use {allowed}."),
        .init("The scheme '{scheme}' is not allowed; use {first} or {second}."),
        .init(variant: "many", "The scheme '{scheme}' is not allowed; use one of {allowed}."),
      ]),
    IssueCodeInfo(
      .urlMissingScheme, .url, [.error, .warning],
      meaning:
        "The URL has no scheme: an error with the suggested https:// URL, or a warning when allowMissingScheme reads it so.",
      messages: [
        .init("The URL has no scheme; did you mean {suggestion}?"),
        .init(variant: "read-as", "The URL has no scheme; read as {href}."),
      ]),
    IssueCodeInfo(
      .urlHostRequired, .url, [.error],
      meaning: "The URL has no host (or an empty one) where one is required.",
      message: "The URL needs a host name."),
    IssueCodeInfo(
      .urlCredentialsNotAllowed, .url, [.error],
      meaning: "The URL has a user name or password.",
      message: "The URL must not contain a user name or password."),
    IssueCodeInfo(
      .urlIPHostNotAllowed, .url, [.error],
      meaning: "The host is an IP address.",
      message: "The host must be a domain name, not an IP address."),
    IssueCodeInfo(
      .urlNonPublicHost, .url, [.error],
      meaning:
        "The host is loopback, private, link-local or local-only (the matching registry row is named).",
      messages: [
        .init("The host '{host}' is not on the public internet: {match} ({registry})."),
        .init(
          variant: "single-label",
          "The host '{host}' is not on the public internet: '{name}' (a single-label name) (not a public DNS name: it resolves only in a local search domain)."
        ),
        .init(
          variant: "embedded",
          "The host '{host}' is not on the public internet: {block}, carrying {ipv4}: {match} ({registry})."
        ),
      ]),
    IssueCodeInfo(
      .urlHostEmptyLabel, .url, [.error],
      meaning: "A host with an empty label (shop..example, .example), with refuseMalformedHosts.",
      message: "The host '{host}' has an empty part between dots; check for a missing or extra dot."
    ),
    IssueCodeInfo(
      .urlHostInvalidALabel, .url, [.error],
      meaning:
        "An xn-- host label that is not valid Punycode or decodes to nothing, with refuseMalformedHosts.",
      message:
        "The host part '{label}' starts with xn-- but is not a valid internationalized (Punycode) name."
    ),
    IssueCodeInfo(
      .urlTooLong, .url, [.error],
      meaning: "The href is longer than the maximum length (or the input longer than 256 MiB).",
      messages: [
        .init("The URL is longer than {limit} characters."),
        .init(variant: "huge", "The URL is longer than 256 MiB."),
      ]),
    IssueCodeInfo(
      .urlHostMixedScript, .url, [.warning],
      meaning: "A label of the host mixes scripts (UTS #39).",
      message:
        "The host label '{label}' mixes scripts, which is often used to imitate another name."
    ),
    IssueCodeInfo(
      .urlHostConfusable, .url, [.warning],
      meaning: "A label of the host looks like another, ASCII one (UTS #39 skeleton).",
      message: "The host label '{label}' looks like '{skeleton}'."),
    IssueCodeInfo(
      .urlHostMapped, .url, [.error, .warning],
      meaning:
        "UTS #46 maps compatibility characters of the host (circled, squared, Roman numerals, parenthesized digits, …) to others: an error with refuseHostRewrites (form), else a warning.",
      messages: [
        .init(
          "The host '{original}' uses characters that stand for others ({characters}); it would become '{mapped}'. Type the name itself."
        ),
        .init(
          variant: "warning",
          "The host '{original}' uses characters that stand for others ({characters}); it is read as '{mapped}'."
        ),
      ]),
    IssueCodeInfo(
      .urlHostSpelling, .url, [.warning],
      meaning:
        "The host is written with full-width letters, ideographic full stops or a non-NFC spelling; UTS #46 reads the same name.",
      message:
        "The host '{original}' is another spelling ({characters}) of '{mapped}', which is what the URL holds."
    ),
    IssueCodeInfo(
      .urlHostIgnorableRemoved, .url, [.error, .warning],
      meaning:
        "UTS #46 removes Default_Ignorable characters (variation selectors, zero-width characters, …) from the host: an error with refuseHostRewrites (form), else a warning.",
      messages: [
        .init(
          "The host '{original}' contains invisible characters ({characters}) that would be removed, leaving '{mapped}'."
        ),
        .init(
          variant: "warning",
          "The host '{original}' contains invisible characters ({characters}); they are removed and the host is read as '{mapped}'."
        ),
      ]),
    IssueCodeInfo(
      .urlHostPercentDecoded, .url, [.error, .warning],
      meaning:
        "The host is percent-encoded and read decoded: an error with refuseHostRewrites (form), else a warning.",
      messages: [
        .init(
          "The host '{original}' is written with percent-escapes, which would be read as '{mapped}'; type the name itself."
        ),
        .init(variant: "warning", "The host '{original}' is percent-encoded; it is read as '{mapped}'."),
      ]),
    IssueCodeInfo(
      .urlHostIPv4Shorthand, .url, [.error, .warning],
      meaning:
        "The host is an IPv4 address with fewer than four parts (127.1, 2130706433), expanded by the URL Standard: an error with refuseHostRewrites (form), else a warning.",
      messages: [
        .init(
          "The host '{original}' is a shortened IPv4 address that would be read as {mapped}; write all four parts."
        ),
        .init(
          variant: "warning", "The host '{original}' is a shortened IPv4 address, read as {mapped}."),
      ]),
    IssueCodeInfo(
      .urlHostLabelTooLong, .url, [.error, .warning],
      meaning:
        "A label of the host is longer than 63 octets in its ASCII form (RFC 1035 §2.3.4): an error with verifyDNSLength (form), else a warning.",
      messages: [
        .init("The host part '{label}' is {length} characters long; DNS allows at most 63."),
        .init(
          variant: "warning",
          "The host part '{label}' is {length} characters long; DNS allows at most 63, so it cannot be looked up."
        ),
      ]),
    IssueCodeInfo(
      .urlHostTooLong, .url, [.error, .warning],
      meaning:
        "The host is longer than 253 octets in its ASCII form (RFC 1035 §2.3.4): an error with verifyDNSLength (form), else a warning.",
      messages: [
        .init("The host name is {length} characters long; DNS allows at most 253."),
        .init(
          variant: "warning",
          "The host name is {length} characters long; DNS allows at most 253, so it cannot be looked up."
        ),
      ]),
    IssueCodeInfo(
      .urlEmptyUserinfo, .url, [.error],
      meaning:
        "An @ with no user name or password before the host (http://@example.com), with refuseEmptyUserinfo (form) even when credentials are allowed.",
      message: "The URL has an '@' with nothing before it; remove the '@'."),
  ]

  /// A WHATWG validation error that always ends parsing: always an error.
  private static func failure(
    _ kind: URLValidationErrorKind, meaning: String, message: String
  ) -> IssueCodeInfo {
    IssueCodeInfo(
      kind.code, .url, [.error], meaning: "WHATWG \(kind.rawValue): \(meaning)", message: message)
  }

  /// A WHATWG validation error parsing goes on after: a warning, or an
  /// error when the failure of parsing or `refusedValidationErrors` says so.
  private static func finding(
    _ kind: URLValidationErrorKind, meaning: String, message: String
  ) -> IssueCodeInfo {
    IssueCodeInfo(
      kind.code, .url, [.error, .warning],
      meaning:
        "WHATWG \(kind.rawValue): \(meaning) (an error when refusedValidationErrors has it).",
      message: message)
  }

  /// The validation errors of the WHATWG URL Standard, as issues.
  private static let urlSpecEntries: [IssueCodeInfo] = [
    failure(
      .domainToASCII, meaning: "UTS #46 ToASCII failed or returned the empty string.",
      message: "The domain name is not a valid internationalized domain name."),
    failure(
      .domainInvalidCodePoint, meaning: "The domain contains a forbidden domain code point.",
      message: "The domain contains a character that is not allowed in a host."),
    failure(
      .hostInvalidCodePoint, meaning: "An opaque host contains a forbidden host code point.",
      message: "The host contains a character that is not allowed in a host."),
    finding(
      .ipv4EmptyPart, meaning: "An IPv4 address ends with a dot.",
      message: "The IPv4 address ends with a dot."),
    failure(
      .ipv4TooManyParts, meaning: "An IPv4 address has more than four parts.",
      message: "The IPv4 address has more than four parts."),
    failure(
      .ipv4NonNumericPart, meaning: "An IPv4 part is not a number.",
      message: "A part of the IPv4 address is not a number."),
    finding(
      .ipv4NonDecimalPart, meaning: "An IPv4 part is written in hex or octal.",
      message: "A part of the IPv4 address is written in hex or octal."),
    finding(
      .ipv4OutOfRangePart,
      meaning: "An IPv4 part is out of range (a failure when it is not the last part that may be).",
      message: "A part of the IPv4 address is too large."),
    failure(
      .ipv6Unclosed, meaning: "An IPv6 address has no closing ].",
      message: "The IPv6 address has no closing ']'."),
    failure(
      .ipv6InvalidCompression, meaning: "An IPv6 address starts with a single colon.",
      message: "The IPv6 address starts with a single ':'."),
    failure(
      .ipv6TooManyPieces, meaning: "An IPv6 address has more than eight pieces.",
      message: "The IPv6 address has more than eight pieces."),
    failure(
      .ipv6MultipleCompression, meaning: "An IPv6 address has :: twice.",
      message: "The IPv6 address uses '::' more than once."),
    failure(
      .ipv6InvalidCodePoint,
      meaning: "An IPv6 address contains a character that is not a hex digit or a colon.",
      message: "The IPv6 address contains an unexpected character."),
    failure(
      .ipv6TooFewPieces, meaning: "An IPv6 address without :: has fewer than eight pieces.",
      message: "The IPv6 address has fewer than eight pieces and no '::'."),
    failure(
      .ipv4InIPv6TooManyPieces,
      meaning: "An IPv6 address with an embedded IPv4 address has too many pieces.",
      message: "The IPv6 address has too many pieces before its IPv4 part."),
    failure(
      .ipv4InIPv6InvalidCodePoint, meaning: "An embedded IPv4 address is malformed.",
      message: "The IPv4 part of the IPv6 address is malformed."),
    failure(
      .ipv4InIPv6OutOfRangePart, meaning: "An embedded IPv4 part is above 255.",
      message: "A part of the IPv4 part of the IPv6 address is above 255."),
    failure(
      .ipv4InIPv6TooFewParts, meaning: "An embedded IPv4 address has fewer than four parts.",
      message: "The IPv4 part of the IPv6 address has fewer than four parts."),
    finding(
      .invalidURLUnit,
      meaning:
        "A code point that is not a URL code point, a % not followed by two hex digits, or leading, trailing or inner blanks that are removed.",
      message: "This character is not a URL code point; it was percent-encoded or removed."),
    finding(
      .specialSchemeMissingFollowingSolidus,
      meaning: "A special URL's scheme is not followed by //.",
      message: "The scheme should be followed by '//'."),
    failure(
      .missingSchemeNonRelativeURL, meaning: "No scheme and no usable base URL.",
      message: "The URL has no scheme (such as https:)."),
    finding(
      .invalidReverseSolidus, meaning: "A backslash used as a path separator in a special URL.",
      message: "A backslash is used where a slash is expected."),
    finding(
      .invalidCredentials, meaning: "The URL has credentials (user:pass@).",
      message: "The URL contains a user name or password."),
    failure(
      .hostMissing, meaning: "A host is required but missing.", message: "The URL has no host."),
    failure(
      .portOutOfRange, meaning: "The port is above 65535.", message: "The port is above 65535."),
    failure(
      .portInvalid, meaning: "The port contains a non-digit.",
      message: "The port contains a character that is not a digit."),
    finding(
      .fileInvalidWindowsDriveLetter,
      meaning: "A relative file URL starts with a Windows drive letter.",
      message: "A relative file URL starts with a Windows drive letter."),
    finding(
      .fileInvalidWindowsDriveLetterHost, meaning: "A file URL's host is a Windows drive letter.",
      message: "A file URL's host is a Windows drive letter."),
  ]
}
