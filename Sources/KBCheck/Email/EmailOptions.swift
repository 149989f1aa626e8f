extension EmailValidator {
  /// What an ``EmailValidator`` accepts, as a value: start from a preset
  /// (``form``, ``rfc``, ``html``, ``ascii``) and change single options.
  ///
  /// ```swift
  /// var options = EmailValidator.Options.rfc
  /// options.allowDeprecated = false
  /// let validator = EmailValidator(options: options)
  /// ```
  /// The defaults of `init()` are the ``form`` preset.
  public struct Options: Sendable, Hashable, Codable {
    /// Which grammar the address is read with.
    public enum Grammar: String, Sendable, Hashable, Codable {
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
    /// Refuse what no one can see or type on purpose in a mailbox name:
    /// invisible and format characters (Unicode `Cf`, default-ignorable:
    /// zero-width space and joiners, word joiner, BOM, soft hyphen),
    /// bidirectional embedding / override / isolate controls, and a local
    /// part that starts with a combining mark — the characters Python's
    /// email-validator refuses as unsafe. Default `true` (form, ascii);
    /// `rfc` reports them as warnings instead.
    public var refuseInvisibleCharacters: Bool = true
    /// Check the domain under IDNA2008 (RFC 5891 §4–5, RFC 5892) after the
    /// UTS #46 mapping, as RFC 6531 requires of an internationalized
    /// address's domain: code points RFC 5892 DISALLOWS (symbols, emoji,
    /// …) and CONTEXTO characters out of context are errors, and a name that
    /// transitional (IDNA2003) processing reads otherwise (ß, ς, ZWJ, ZWNJ)
    /// is a warning. Default `true` (form, rfc, ascii); `html` is ASCII only.
    public var checkIDNA2008: Bool = true

    /// The ``form`` preset.
    public init() {}

    /// What a sign-up form should take (the default): dot-atom local part
    /// (UTF-8 allowed), a dotted domain whose last label ends in a letter,
    /// no quoted local part, no domain literal, no special-use domain, no
    /// comments or whitespace.
    public static let form = Options()

    /// Everything RFC 5321 / RFC 6531 allows: quoted local parts, domain
    /// literals, single-label and numeric domains; comments, folding
    /// whitespace and obsolete syntax are accepted with `email.deprecated.*`
    /// warnings.
    public static let rfc: Options = {
      var o = Options()
      o.allowQuotedLocal = true
      o.allowDomainLiteral = true
      o.requireDotInDomain = false
      o.requireLetterInTLD = false
      o.allowSpecialUseDomains = true
      o.allowDeprecated = true
      o.rejectHyphen34 = false
      o.refuseInvisibleCharacters = false
      return o
    }()

    /// Exactly the WHATWG HTML "valid e-mail address" rule:
    /// `1*( atext / "." ) "@" label *( "." label )`, ASCII only.
    public static let html: Options = {
      var o = Options()
      o.grammar = .html
      o.allowSMTPUTF8 = false
      o.checkIDNA2008 = false
      o.requireDotInDomain = false
      o.requireLetterInTLD = false
      o.allowSpecialUseDomains = true
      o.rejectHyphen34 = false
      return o
    }()

    /// ``form`` without SMTPUTF8: the local part must be ASCII
    /// (internationalized domains are still accepted, as their A-label form
    /// is ASCII).
    public static let ascii: Options = {
      var o = Options()
      o.allowSMTPUTF8 = false
      return o
    }()
  }
}

/// The name the email internals use for ``EmailValidator/Options``.
typealias EmailOptions = EmailValidator.Options
