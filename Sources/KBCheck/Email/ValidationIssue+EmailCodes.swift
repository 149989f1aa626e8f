extension ValidationIssue.Code {
  // MARK: Structure

  /// The input is empty.
  public static let emailEmpty: Self = "email.empty"
  /// There is no `@` (and no full-width `＠` to take its place).
  public static let emailNoAt: Self = "email.no-at"
  /// There is more than one `@` outside quotes.
  public static let emailMultipleAt: Self = "email.multiple-at"
  /// A full-width `＠` (U+FF20) or small `﹫` (U+FE6B) stands where `@` belongs.
  public static let emailFullwidthAt: Self = "email.fullwidth-at"
  /// The address (normalized or ASCII form) is longer than 254 octets.
  public static let emailTooLong: Self = "email.too-long"
  /// A display name (`Name <addr>`) was found where a bare address is expected.
  public static let emailDisplayName: Self = "email.display-name"
  /// A display-name form (`Name <addr>`) is malformed (unclosed `<`, text after `>`).
  public static let emailDisplayNameMalformed: Self = "email.display-name.malformed"
  /// A control character in a display name (RFC 5322 §3.2.5; the obsolete
  /// quoted controls of §4.1 are refused too).
  public static let emailDisplayNameControlCharacter: Self = "email.display-name.control-character"
  /// A quoted string or comment of a display name left open, or a `)`
  /// that closes nothing.
  public static let emailDisplayNameUnbalanced: Self = "email.display-name.unbalanced"
  /// One of RFC 5322's `specials` (`< > [ ] : ; @ \ ,`) outside quotes in a
  /// display name.
  public static let emailDisplayNameSpecial: Self = "email.display-name.special-character"
  /// A `.` outside quotes in a display name: RFC 5322 §4.1 `obs-phrase`
  /// (warning).
  public static let emailDisplayNameObsolete: Self = "email.display-name.obsolete"
  /// A display name that looks like an email address or domain other than
  /// the real address's, the phishing pattern
  /// `support@yourbank.example <x@attacker.example>` (warning).
  public static let emailDisplayNameLooksLikeAddress: Self = "email.display-name.looks-like-address"
  /// A character that cannot appear where it is (after a quoted string,
  /// comment or domain literal).
  public static let emailUnexpectedCharacter: Self = "email.unexpected-character"
  /// More forbidden characters than are reported one by one.
  public static let emailMoreIssues: Self = "email.more-issues"
  /// The local part starts with a combining mark (refused with
  /// ``EmailValidator/Options/refuseInvisibleCharacters``).
  public static let emailLocalLeadingCombiningMark: Self = "email.local.leading-combining-mark"

  // MARK: Local part

  /// Nothing before the `@`.
  public static let emailLocalMissing: Self = "email.local.missing"
  /// The local part is longer than 64 octets.
  public static let emailLocalTooLong: Self = "email.local.too-long"
  /// The local part starts with a dot.
  public static let emailLocalLeadingDot: Self = "email.local.leading-dot"
  /// The local part ends with a dot.
  public static let emailLocalTrailingDot: Self = "email.local.trailing-dot"
  /// The local part has two dots in a row.
  public static let emailLocalConsecutiveDots: Self = "email.local.consecutive-dots"
  /// A character that is not allowed in an unquoted local part.
  public static let emailLocalForbiddenCharacter: Self = "email.local.forbidden-character"
  /// A non-ASCII local part where SMTPUTF8 is not allowed.
  public static let emailLocalNonASCII: Self = "email.local.non-ascii"
  /// A quoted local part (`"john doe"@…`) where quoting is not allowed.
  public static let emailLocalQuoted: Self = "email.local.quoted"
  /// A quoted string that is never closed.
  public static let emailLocalUnclosedQuote: Self = "email.local.unclosed-quote"
  /// A character not allowed inside a quoted string (NUL, LF, a non-ASCII
  /// character after a backslash, …).
  public static let emailLocalForbiddenInQuotes: Self = "email.local.forbidden-in-quotes"
  /// A backslash at the very end of the input.
  public static let emailBackslashAtEnd: Self = "email.backslash-at-end"
  /// The local part is not in Unicode NFC; the value carries the NFC form.
  public static let emailLocalNotNFC: Self = "email.local.not-nfc"
  /// The domain is not in NFC (warning; the value uses NFC).
  public static let emailDomainNotNFC: Self = "email.domain.not-nfc"
  /// A full-width form of an ASCII character (U+FF01…U+FF5E) in the local
  /// part, usually typed by an input method in full-width mode: it is not
  /// the same mailbox as its ASCII look-alike.
  public static let emailLocalFullwidth: Self = "email.local.fullwidth"
  /// The local part mixes scripts (UTS #39).
  public static let emailLocalMixedScript: Self = "email.local.mixed-script"
  /// The local part is confusable with an ASCII string (UTS #39 skeleton).
  public static let emailLocalConfusable: Self = "email.local.confusable"

  // MARK: Domain

  /// Nothing after the `@`.
  public static let emailDomainMissing: Self = "email.domain.missing"
  /// The domain starts with a dot.
  public static let emailDomainLeadingDot: Self = "email.domain.leading-dot"
  /// The domain ends with a dot.
  public static let emailDomainTrailingDot: Self = "email.domain.trailing-dot"
  /// The domain has two dots in a row.
  public static let emailDomainConsecutiveDots: Self = "email.domain.consecutive-dots"
  /// A character that is not a letter, digit, hyphen or dot in the domain.
  public static let emailDomainForbiddenCharacter: Self = "email.domain.forbidden-character"
  /// A domain label is longer than 63 octets (in A-label form).
  public static let emailDomainLabelTooLong: Self = "email.domain.label-too-long"
  /// A domain label starts with a hyphen.
  public static let emailDomainLabelLeadingHyphen: Self = "email.domain.label-leading-hyphen"
  /// A domain label ends with a hyphen.
  public static let emailDomainLabelTrailingHyphen: Self = "email.domain.label-trailing-hyphen"
  /// A domain label has `--` in positions 3 and 4 but is not an `xn--` label.
  public static let emailDomainLabelHyphen34: Self = "email.domain.label-hyphen-3-4"
  /// The domain has no dot where one is required.
  public static let emailDomainNoDot: Self = "email.domain.no-dot"
  /// The last label does not end in a letter.
  public static let emailDomainTLDNotLetter: Self = "email.domain.tld-not-letter"
  /// A special-use domain (RFC 6761 / 6762 / 7686 / 9476): arpa, invalid,
  /// local, localhost, onion, test.
  public static let emailDomainSpecialUse: Self = "email.domain.special-use"
  /// An ideographic or full-width dot (`。` `．` `｡`) that UTS #46 maps to `.`.
  public static let emailDomainDotMapped: Self = "email.domain.dot-mapped"
  /// UTS #46 mapped other characters of the domain (full-width letters, …).
  public static let emailDomainMapped: Self = "email.domain.mapped"
  /// A domain label mixes scripts (UTS #39).
  public static let emailDomainMixedScript: Self = "email.domain.mixed-script"
  /// A domain label is confusable with an ASCII label (UTS #39 skeleton).
  public static let emailDomainConfusable: Self = "email.domain.confusable"
  /// A domain literal (`[1.2.3.4]`) where literals are not allowed.
  public static let emailDomainLiteral: Self = "email.domain.literal"

  // MARK: Domain literals

  /// A `[` that is never closed.
  public static let emailLiteralUnclosed: Self = "email.literal.unclosed"
  /// A character not allowed in a domain literal.
  public static let emailLiteralForbiddenCharacter: Self = "email.literal.forbidden-character"
  /// A literal that is neither an IPv4 address nor `IPv6:` followed by one.
  public static let emailLiteralUnknown: Self = "email.literal.unknown"
  /// An IPv4 literal with a bad octet or the wrong number of octets.
  public static let emailLiteralBadIPv4: Self = "email.literal.bad-ipv4"
  /// An IPv6 literal with the wrong number of groups.
  public static let emailLiteralIPv6GroupCount: Self = "email.literal.ipv6-group-count"
  /// An IPv6 literal with more than one `::`.
  public static let emailLiteralIPv6DoubleElision: Self = "email.literal.ipv6-double-elision"
  /// An IPv6 literal that starts with a single `:`.
  public static let emailLiteralIPv6ColonStart: Self = "email.literal.ipv6-colon-start"
  /// An IPv6 literal that ends with a single `:`.
  public static let emailLiteralIPv6ColonEnd: Self = "email.literal.ipv6-colon-end"
  /// An IPv6 group that is not 1 to 4 hexadecimal digits.
  public static let emailLiteralIPv6BadGroup: Self = "email.literal.ipv6-bad-group"
  /// An IPv6 literal whose `::` stands for a single group (RFC 4291 allows
  /// it; RFC 5321 says `::` stands for at least two).
  public static let emailLiteralIPv6SingleElision: Self = "email.literal.ipv6-single-elision"

  // MARK: Comments, folding whitespace and obsolete syntax

  /// A comment `( … )`.
  public static let emailDeprecatedComment: Self = "email.deprecated.comment"
  /// Whitespace or folding whitespace (CRLF followed by a space).
  public static let emailDeprecatedFoldingWhitespace: Self = "email.deprecated.folding-whitespace"
  /// A comment or whitespace right beside the `@`.
  public static let emailDeprecatedCFWSNearAt: Self = "email.deprecated.cfws-near-at"
  /// The obsolete local part: quoted strings mixed with dots and atoms
  /// (`"a".b`), or a comment between atoms.
  public static let emailDeprecatedLocalPart: Self = "email.deprecated.local-part"
  /// A comment that is never closed.
  public static let emailCommentUnclosed: Self = "email.comment.unclosed"
  /// A character not allowed inside a comment.
  public static let emailCommentForbiddenCharacter: Self = "email.comment.forbidden-character"
  /// A CR not followed by LF, or CRLF not followed by a space or tab.
  public static let emailBadLineBreak: Self = "email.bad-line-break"
  /// A control character (NUL, BEL, DEL, …) anywhere in the address.
  public static let emailControlCharacter: Self = "email.control-character"
  /// U+FFFD REPLACEMENT CHARACTER: what a lossy decoder leaves where bytes
  /// were not valid UTF-8; never part of a real address. (Raw bytes that
  /// are not UTF-8 give `input.invalid-utf8` instead.)
  public static let emailReplacementCharacter: Self = "email.replacement-character"
}

extension ValidationIssue.Code {
  // MARK: UTS #46 errors of the domain (the `idna.` codes, for an address)

  /// UTS #46 found an empty label, or a label of ignored characters only
  /// (U+034F, U+00AD, …) vanished under mapping.
  public static let emailIDNAEmptyLabel: Self = "email.idna.empty-label"
  /// The domain is longer than 253 octets in A-label form (UTS #46
  /// VerifyDnsLength).
  public static let emailIDNADomainTooLong: Self = "email.idna.domain-too-long"
  /// A domain label starts with a combining mark (UTS #46 §4.1 V5).
  public static let emailIDNALeadingCombiningMark: Self = "email.idna.leading-combining-mark"
  /// The domain has a character UTS #46 disallows.
  public static let emailIDNADisallowed: Self = "email.idna.disallowed"
  /// The domain has a character IDNA2008 does not allow (RFC 5892 derived
  /// property DISALLOWED or UNASSIGNED: symbols, emoji, …) though UTS #46
  /// accepts it.
  public static let emailIDNANotIDNA2008: Self = "email.idna.not-idna2008"
  /// A CONTEXTO character of the domain is out of its context (RFC 5892
  /// Appendix A: the middle dot outside `l·l`, …).
  public static let emailIDNAContextO: Self = "email.idna.contexto"
  /// The domain has a deviation character (ß, ς, ZWJ, ZWNJ) that
  /// transitional (IDNA2003) processing reads as another name.
  public static let emailDomainTransitional: Self = "email.domain.transitional"
  /// An `xn--` label is not valid Punycode, or decodes to another `xn--` label.
  public static let emailIDNAPunycode: Self = "email.idna.punycode"
  /// An `xn--` label decodes to something that is not a valid U-label.
  public static let emailIDNAInvalidACELabel: Self = "email.idna.invalid-ace-label"
  /// The domain breaks the bidi rule (RFC 5893).
  public static let emailIDNABidi: Self = "email.idna.bidi"
  /// A zero-width joiner or non-joiner is out of context (RFC 5892 CONTEXTJ).
  public static let emailIDNAContextJ: Self = "email.idna.contextj"
}
