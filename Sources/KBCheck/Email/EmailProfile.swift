/// A named preset of ``EmailOptions``.
public enum EmailProfile: String, Sendable, Hashable, CaseIterable {
  /// What a sign-up form should take (the default): dot-atom local part
  /// (UTF-8 allowed), a dotted domain whose last label ends in a letter,
  /// no quoted local part, no domain literal, no special-use domain, no
  /// comments or whitespace.
  case form
  /// Everything RFC 5321 / RFC 6531 allows: quoted local parts, domain
  /// literals, single-label and numeric domains; comments, folding
  /// whitespace and obsolete syntax are accepted with `email.deprecated.*`
  /// warnings.
  case rfc
  /// Exactly the WHATWG HTML "valid e-mail address" rule:
  /// `1*( atext / "." ) "@" label *( "." label )`, ASCII only.
  case html
  /// ``form`` without SMTPUTF8: the local part must be ASCII (internationalized
  /// domains are still accepted, as their A-label form is ASCII).
  case ascii

  /// The options this profile stands for.
  public var options: EmailOptions {
    switch self {
    case .form: return EmailOptions()
    case .rfc:
      var o = EmailOptions()
      o.allowQuotedLocal = true
      o.allowDomainLiteral = true
      o.requireDotInDomain = false
      o.requireLetterInTLD = false
      o.allowSpecialUseDomains = true
      o.allowDeprecated = true
      o.rejectHyphen34 = false
      return o
    case .html:
      var o = EmailOptions()
      o.grammar = .html
      o.allowSMTPUTF8 = false
      o.requireDotInDomain = false
      o.requireLetterInTLD = false
      o.allowSpecialUseDomains = true
      o.rejectHyphen34 = false
      return o
    case .ascii:
      var o = EmailOptions()
      o.allowSMTPUTF8 = false
      return o
    }
  }
}
