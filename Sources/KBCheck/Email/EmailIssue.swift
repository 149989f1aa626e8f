/// The issues of ``EmailValidator``: one case per message, with the
/// character, the length or the text the message names as typed arguments.
///
/// Codes are the `email.` codes of ``ValidationIssue/Code`` (`email.too-long`,
/// `email.local.forbidden-character`, …); where one code has several
/// messages (the form a length is measured in, what came before an
/// unexpected character), each message is its own case. The obsolete forms
/// carry their severity: a warning where ``EmailValidator/Options/allowDeprecated``
/// accepts them (the message says what the value leaves out), else an error.
/// Messages are rendered when read (``english``, ``german``). The cases with
/// two texts are `indirect`, so that the enum fits an existential's inline
/// buffer and wrapping an issue (``AnyFamilyIssue``) allocates nothing.
public enum EmailIssue: FamilyIssue {
  // MARK: Structure

  /// The input is empty.
  case empty
  /// There is no `@`.
  case noAt
  /// More than one `@` outside quotes.
  case multipleAt
  /// A full-width `＠` or small `﹫` where `@` belongs.
  case fullwidthAt
  /// The address is longer than 254 octets in canonical form (with U-labels).
  case tooLong(bytes: Int)
  /// The address is longer than 254 octets as written, `canonical` in
  /// canonical form.
  case tooLongAsWritten(bytes: Int, canonical: Int)
  /// The address is longer than 254 octets in its ASCII (A-label) form.
  case tooLongASCII(bytes: Int)
  /// A character out of place.
  case unexpectedCharacter
  /// A character after a quoted local part other than a dot or the `@`.
  case unexpectedAfterQuoted
  /// A character after the `]` of a domain literal.
  case unexpectedAfterLiteral
  /// A character after a comment without a dot.
  case unexpectedAfterComment
  /// A space where the address cannot have one.
  case unexpectedSpace
  /// More problems than are listed one by one: an error when any dropped
  /// one is.
  case moreIssues(count: Int, severity: ValidationIssue.Severity)
  /// A control character.
  case controlCharacter(Unicode.Scalar)
  /// U+FFFD REPLACEMENT CHARACTER.
  case replacementCharacter
  /// A CR not followed by LF, or CRLF not followed by a space or tab.
  case badLineBreak
  /// A backslash at the very end of the input.
  case backslashAtEnd

  // MARK: Local part

  /// Nothing before the `@`.
  case localMissing
  /// The local part is longer than 64 octets in canonical form.
  case localTooLong(bytes: Int)
  /// The local part is longer than 64 octets as written, `canonical` in
  /// canonical form.
  case localTooLongAsWritten(bytes: Int, canonical: Int)
  /// The local part starts with a dot.
  case localLeadingDot
  /// The local part ends with a dot.
  case localTrailingDot
  /// Two dots in a row in the local part.
  case localConsecutiveDots
  /// A character not allowed in an unquoted local part.
  case localForbiddenCharacter(Unicode.Scalar)
  /// The NFC form of the local part has a character not allowed there.
  case localForbiddenAfterNFC
  /// A non-ASCII local part where SMTPUTF8 is not allowed.
  case localNonASCII
  /// A quoted local part where quoting is not allowed.
  case localQuoted
  /// A quoted string that is never closed.
  case localUnclosedQuote
  /// A character not allowed inside a quoted string.
  case localForbiddenInQuotes(Unicode.Scalar)
  /// The local part is not in NFC (warning; the value uses NFC).
  case localNotNFC
  /// A full-width form of an ASCII character in the local part (warning).
  case localFullwidth(Unicode.Scalar)
  /// The local part mixes scripts (UTS #39; warning).
  case localMixedScript(String)
  /// The local part looks like the ASCII `skeleton` (UTS #39; warning).
  indirect case localConfusable(String, skeleton: String)
  /// The local part starts with a combining mark.
  case localLeadingCombiningMark(Unicode.Scalar)

  // MARK: Domain

  /// Nothing after the `@`.
  case domainMissing
  /// The domain starts with a dot.
  case domainLeadingDot
  /// The domain ends with a dot.
  case domainTrailingDot
  /// Two dots in a row in the domain.
  case domainConsecutiveDots
  /// A character that is not a letter, digit, hyphen or dot in the domain.
  case domainForbiddenCharacter(Unicode.Scalar)
  /// A domain label longer than 63 characters (the scanner's check).
  case domainLabelTooLong
  /// A domain label longer than 63 octets (UTS #46's check).
  case domainLabelTooLongUTS46
  /// A domain label starts with a hyphen (the scanner's check).
  case domainLabelLeadingHyphen
  /// A domain label starts with a hyphen (UTS #46's check).
  case domainLabelLeadingHyphenUTS46
  /// A domain label ends with a hyphen (the scanner's check).
  case domainLabelTrailingHyphen
  /// A domain label ends with a hyphen (UTS #46's check).
  case domainLabelTrailingHyphenUTS46
  /// A domain label with `--` in positions 3 and 4 (the scanner's check).
  case domainLabelHyphen34
  /// A domain label with `--` in positions 3 and 4 (UTS #46's check).
  case domainLabelHyphen34UTS46
  /// The domain has no dot where one is required.
  case domainNoDot
  /// The last label does not end in a letter.
  case domainTLDNotLetter
  /// A special-use top-level domain, such as `test`.
  case domainSpecialUse(tld: String)
  /// A full-width or ideographic dot read as `.` (warning).
  case domainDotMapped(Unicode.Scalar)
  /// UTS #46 mapped the domain to `domain` (warning).
  case domainMapped(to: String)
  /// The domain is not in NFC (warning; the value uses NFC).
  case domainNotNFC
  /// A domain label mixes scripts (UTS #39; warning).
  case domainMixedScript(String)
  /// A domain label looks like the ASCII `skeleton` (UTS #39; warning).
  indirect case domainConfusable(String, skeleton: String)
  /// A domain literal where literals are not allowed.
  case domainLiteral

  // MARK: Domain literals

  /// A `[` never closed.
  case literalUnclosed
  /// A character not allowed in a domain literal.
  case literalForbiddenCharacter(Unicode.Scalar)
  /// A literal that is neither IPv4 nor `IPv6:`.
  case literalUnknown
  /// A bad IPv4 literal.
  case literalBadIPv4
  /// A bad IPv4 tail of an IPv6 literal.
  case literalBadIPv4InIPv6
  /// An IPv6 literal without `::` and not eight groups.
  case literalIPv6GroupCount
  /// An IPv6 literal with `::` and more than seven other groups.
  case literalIPv6GroupCountElided
  /// An empty IPv6 literal.
  case literalIPv6Empty
  /// An IPv6 literal with more than one `::`.
  case literalIPv6DoubleElision
  /// An IPv6 literal that starts with a single colon.
  case literalIPv6ColonStart
  /// An IPv6 literal that ends with a single colon.
  case literalIPv6ColonEnd
  /// An IPv6 group that is not 1 to 4 hexadecimal digits.
  case literalIPv6BadGroup
  /// An IPv6 `::` standing for a single group (warning).
  case literalIPv6SingleElision

  // MARK: Comments, folding white space and obsolete syntax

  /// A comment: a warning where obsolete syntax is allowed, else an error.
  case deprecatedComment(ValidationIssue.Severity)
  /// White space or folding white space: a warning where obsolete syntax
  /// is allowed, else an error.
  case deprecatedFoldingWhitespace(ValidationIssue.Severity)
  /// A comment or white space beside the `@`: a warning where obsolete
  /// syntax is allowed, else an error.
  case deprecatedCFWSNearAt(ValidationIssue.Severity)
  /// The obsolete local part: a warning where obsolete syntax is allowed,
  /// else an error.
  case deprecatedLocalPart(ValidationIssue.Severity)
  /// A comment never closed.
  case commentUnclosed
  /// A character not allowed inside a comment.
  case commentForbiddenCharacter(Unicode.Scalar)

  // MARK: Display names

  /// A display name where a bare address is expected.
  case displayName
  /// A `<` that no `>` closes.
  case displayNameUnclosedAngle
  /// A `>` ends the input but no `<` opens the address.
  case displayNameNoOpeningAngle
  /// A second `<` or `>` outside quotes.
  case displayNameSecondAngle(Unicode.Scalar)
  /// Text after the closing `>`.
  case displayNameTextAfterAngle
  /// A control character in a display name.
  case displayNameControlCharacter(Unicode.Scalar)
  /// A `)` that closes no comment in the display name.
  case displayNameUnopenedComment
  /// A quoted string of the display name left open.
  case displayNameUnclosedQuote
  /// A comment of the display name left open.
  case displayNameUnclosedComment
  /// An RFC 5322 special outside quotes in a display name.
  case displayNameSpecial(Unicode.Scalar)
  /// A `.` outside quotes in a display name (warning).
  case displayNameObsolete
  /// The display name shows `shown`, which looks like another address
  /// than `address` (warning).
  indirect case displayNameLooksLikeAddress(shown: String, address: String)

  // MARK: UTS #46 errors of the domain

  /// An empty domain label.
  case idnaEmptyLabel
  /// A label of ignored characters only vanished under UTS #46 mapping.
  case idnaIgnoredCharactersRemoved
  /// The domain is longer than 253 octets.
  case idnaDomainTooLong
  /// A domain label starts with a combining mark.
  case idnaLeadingCombiningMark
  /// A character UTS #46 disallows.
  case idnaDisallowed
  /// An `xn--` label that is not valid Punycode.
  case idnaPunycode
  /// An `xn--` label that decodes to another `xn--` label.
  case idnaDecodesToXNLabel
  /// An `xn--` label that decodes to no valid U-label.
  case idnaInvalidACELabel
  /// The bidi rule (RFC 5893) is broken.
  case idnaBidi
  /// A ZWJ or ZWNJ out of context (RFC 5892).
  case idnaContextJ

  // MARK: IDNA2008 for mail domains (``EmailValidator/Options/checkIDNA2008``)

  /// Characters IDNA2008 does not allow (RFC 5892 DISALLOWED or
  /// UNASSIGNED), as code points (at most five, then `…`).
  case idnaNotIDNA2008(characters: String)
  /// A CONTEXTO character out of its context (RFC 5892 Appendix A).
  case idnaContextO
  /// The domain (`domain`, `ascii` under IDNA2008) is another name,
  /// `transitional`, under transitional (IDNA2003) processing (warning).
  indirect case domainTransitional(domain: String, ascii: String, transitional: String)

  /// The email family.
  public static let family = IssueFamily.email
}
