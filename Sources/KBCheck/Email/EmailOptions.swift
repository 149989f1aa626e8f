/// What an ``EmailValidator`` accepts. The defaults are the ``EmailProfile/form``
/// profile; every option can also be set one by one on top of a profile
/// (`kbcheck --type email --profile rfc --set allowDeprecated=false`).
public struct EmailOptions: Sendable, Hashable {
  /// Which grammar the address is read with.
  public enum Grammar: String, Sendable, Hashable {
    /// RFC 5322 addr-spec as RFC 5321 restricts it, extended by RFC 6531.
    case rfc
    /// The WHATWG HTML "valid e-mail address" grammar (ASCII only).
    case html
  }

  /// The grammar; default ``Grammar/rfc``.
  public var grammar: Grammar = .rfc
  /// Allow UTF-8 in the local part (RFC 6531 SMTPUTF8); default `true`.
  public var allowSMTPUTF8: Bool = true
  /// Allow a quoted local part (`"john doe"@example.com`); default `false`.
  public var allowQuotedLocal: Bool = false
  /// Allow a domain literal (`[192.0.2.1]`, `[IPv6:2001:db8::1]`); default `false`.
  public var allowDomainLiteral: Bool = false
  /// Allow `Name <addr>`; the value is then the address alone; default `false`.
  public var allowDisplayName: Bool = false
  /// Require at least one dot in the domain; default `true`.
  public var requireDotInDomain: Bool = true
  /// Require the last label to end in a letter (no numeric TLD); default `true`.
  public var requireLetterInTLD: Bool = true
  /// Allow special-use domains (arpa, invalid, local, localhost, onion,
  /// test); default `false`.
  public var allowSpecialUseDomains: Bool = false
  /// Accept comments, whitespace / folding whitespace and the obsolete local
  /// part as warnings (`email.deprecated.*`) rather than errors; default `false`.
  public var allowDeprecated: Bool = false
  /// Refuse ASCII labels with `--` in positions 3 and 4 that are not `xn--`
  /// (reserved by IDNA 2008); default `true`.
  public var rejectHyphen34: Bool = true
  /// Warn about mixed-script and confusable local parts and labels (UTS #39);
  /// default `true`.
  public var spoofChecks: Bool = true

  /// The ``EmailProfile/form`` defaults.
  public init() {}

  /// The option names `--set name=value` understands.
  public static let names: [String] = [
    "allowSMTPUTF8", "allowQuotedLocal", "allowDomainLiteral", "allowDisplayName",
    "requireDotInDomain", "requireLetterInTLD", "allowSpecialUseDomains",
    "allowDeprecated", "rejectHyphen34", "spoofChecks",
  ]

  /// Applies the boolean options given in `reader` on top of these.
  /// - Parameter reader: The options from a ``ValidationContext``.
  /// - Throws: ``ConfigurationError`` for a value that is not a boolean.
  public mutating func apply(_ reader: OptionReader) throws(ConfigurationError) {
    if let v = try reader.bool("allowSMTPUTF8") { allowSMTPUTF8 = v }
    if let v = try reader.bool("allowQuotedLocal") { allowQuotedLocal = v }
    if let v = try reader.bool("allowDomainLiteral") { allowDomainLiteral = v }
    if let v = try reader.bool("allowDisplayName") { allowDisplayName = v }
    if let v = try reader.bool("requireDotInDomain") { requireDotInDomain = v }
    if let v = try reader.bool("requireLetterInTLD") { requireLetterInTLD = v }
    if let v = try reader.bool("allowSpecialUseDomains") { allowSpecialUseDomains = v }
    if let v = try reader.bool("allowDeprecated") { allowDeprecated = v }
    if let v = try reader.bool("rejectHyphen34") { rejectHyphen34 = v }
    if let v = try reader.bool("spoofChecks") { spoofChecks = v }
  }
}
