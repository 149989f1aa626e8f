extension ValidationIssue.Code {
  /// The scheme is not one of the allowed schemes.
  public static let urlSchemeNotAllowed: Self = "url.scheme-not-allowed"
  /// The URL has no scheme (a suggestion with `https://` is given).
  public static let urlMissingScheme: Self = "url.missing-scheme"
  /// The URL has no host (or an empty one) where one is required.
  public static let urlHostRequired: Self = "url.host-required"
  /// The URL has a user name or password.
  public static let urlCredentialsNotAllowed: Self = "url.credentials-not-allowed"
  /// The host is an IP address.
  public static let urlIPHostNotAllowed: Self = "url.ip-host-not-allowed"
  /// The host is loopback, private, link-local or local-only.
  public static let urlNonPublicHost: Self = "url.non-public-host"
  /// A host with an empty label (`shop..example`, `.example`), refused with
  /// ``URLValidator/Options/refuseMalformedHosts``.
  public static let urlHostEmptyLabel: Self = "url.host-empty-label"
  /// An `xn--` host label that is not valid Punycode or decodes to nothing,
  /// refused with ``URLValidator/Options/refuseMalformedHosts``.
  public static let urlHostInvalidALabel: Self = "url.host-invalid-a-label"
  /// The href is longer than the maximum length.
  public static let urlTooLong: Self = "url.too-long"
  /// A label of the host mixes scripts (UTS #39).
  public static let urlHostMixedScript: Self = "url.host-mixed-script"
  /// A label of the host looks like another, ASCII one (UTS #39 skeleton).
  public static let urlHostConfusable: Self = "url.host-confusable"
  /// UTS #46 maps a compatibility character of the host to another
  /// (`ⓔxample.com` → `example.com`).
  public static let urlHostMapped: Self = "url.host-mapped"
  /// The host is written with full-width letters, ideographic full stops or
  /// a non-NFC spelling of the same name.
  public static let urlHostSpelling: Self = "url.host-spelling"
  /// UTS #46 removes Default_Ignorable characters from the host.
  public static let urlHostIgnorableRemoved: Self = "url.host-ignorable-removed"
  /// The host was percent-encoded and is read decoded.
  public static let urlHostPercentDecoded: Self = "url.host-percent-decoded"
  /// The host is an IPv4 address with fewer than four parts (`127.1`).
  public static let urlHostIPv4Shorthand: Self = "url.host-ipv4-shorthand"
  /// A label of the host is longer than 63 octets (RFC 1035 §2.3.4).
  public static let urlHostLabelTooLong: Self = "url.host-label-too-long"
  /// The host is longer than 253 octets (RFC 1035 §2.3.4).
  public static let urlHostTooLong: Self = "url.host-too-long"
  /// An `@` with nothing before it (`http://@example.com`).
  public static let urlEmptyUserinfo: Self = "url.empty-userinfo"
}
