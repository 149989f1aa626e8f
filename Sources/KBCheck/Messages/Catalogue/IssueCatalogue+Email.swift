extension IssueCatalogue {
  /// The codes of the email family.
  static let emailEntries: [IssueCodeInfo] =
    emailStructureEntries + emailLocalEntries + emailDomainEntries + emailLiteralEntries
    + emailObsoleteEntries + emailDisplayNameEntries + emailIDNAEntries

  private typealias Message = IssueCodeInfo.Message

  private static func entry(
    _ code: ValidationIssue.Code, _ severities: [ValidationIssue.Severity], _ meaning: String,
    _ message: String
  ) -> IssueCodeInfo {
    IssueCodeInfo(code, .email, severities, meaning: meaning, message: message)
  }

  private static func entry(
    _ code: ValidationIssue.Code, _ severities: [ValidationIssue.Severity], _ meaning: String,
    _ messages: [Message]
  ) -> IssueCodeInfo {
    IssueCodeInfo(code, .email, severities, meaning: meaning, messages: messages)
  }

  private static let emailStructureEntries: [IssueCodeInfo] = [
    entry(.emailEmpty, [.error], "The input is empty.", "The address is empty."),
    entry(
      .emailNoAt, [.error], "There is no @ (and no full-width ＠ to take its place).",
      "An email address needs an @ between the name and the domain."),
    entry(
      .emailMultipleAt, [.error], "There is more than one @ outside quotes.",
      "The address has more than one @; only one is allowed outside quotes."),
    entry(
      .emailFullwidthAt, [.error], "A full-width ＠ or small ﹫ stands where @ belongs.",
      "This is a full-width ＠; type the ASCII @ instead."),
    entry(
      .emailTooLong, [.error], "The address is longer than 254 octets (RFC 5321 §4.5.3.1.3).",
      [
        Message(
          "The address is {length} bytes long in canonical form; the limit is 254 (RFC 5321 §4.5.3.1.3)."
        ),
        Message(
          variant: "as-written",
          "The address is {length} bytes long as written ({canonical} in canonical form); the limit is 254 (RFC 5321 §4.5.3.1.3)."
        ),
        Message(
          variant: "ascii",
          "The address is {length} bytes long in its ASCII (A-label) form; the limit is 254 (RFC 5321 §4.5.3.1.3)."
        ),
      ]),
    entry(
      .emailUnexpectedCharacter, [.error],
      "A character that cannot appear where it is (after a quoted string, comment or domain literal).",
      [
        Message("This character is out of place."),
        Message(variant: "after-quoted", "Nothing but a dot or the @ may follow a quoted name."),
        Message(variant: "after-literal", "Nothing may follow the ] of a domain literal."),
        Message(variant: "after-comment", "Text cannot continue after a comment without a dot."),
        Message(variant: "space", "The address cannot contain spaces."),
      ]),
    entry(
      .emailMoreIssues, [.error, .warning],
      "More problems than are reported one by one (24 errors and 24 warnings); an error when any dropped one is.",
      "{count} more problems of the kinds above were found."),
    entry(
      .emailControlCharacter, [.error], "A control character (NUL, BEL, DEL, …) in the address.",
      "Control characters are not allowed ({character})."),
    entry(
      .emailReplacementCharacter, [.error],
      "U+FFFD REPLACEMENT CHARACTER, left where a lossy decoder lost text.",
      "U+FFFD REPLACEMENT CHARACTER stands where text was lost in a bad conversion; retype the address."
    ),
    entry(
      .emailBadLineBreak, [.error],
      "A CR not followed by LF, or CRLF not followed by a space or tab.",
      "A line break must be CR LF followed by a space or tab (folding), and only once."),
    entry(
      .emailBackslashAtEnd, [.error], "A backslash at the very end of the input.",
      "The address ends with a backslash."),
  ]

  private static let emailLocalEntries: [IssueCodeInfo] = [
    entry(.emailLocalMissing, [.error], "Nothing before the @.", "There is nothing before the @."),
    entry(
      .emailLocalTooLong, [.error],
      "The local part is longer than 64 octets (RFC 5321 §4.5.3.1.1).",
      [
        Message(
          "The part before the @ is {length} bytes long in canonical form; the limit is 64 (RFC 5321 §4.5.3.1.1)."
        ),
        Message(
          variant: "as-written",
          "The part before the @ is {length} bytes long as written ({canonical} in canonical form); the limit is 64 (RFC 5321 §4.5.3.1.1)."
        ),
      ]),
    entry(
      .emailLocalLeadingDot, [.error], "The local part starts with a dot.",
      "The part before the @ cannot start with a dot."),
    entry(
      .emailLocalTrailingDot, [.error], "The local part ends with a dot.",
      "The part before the @ cannot end with a dot."),
    entry(
      .emailLocalConsecutiveDots, [.error], "The local part has two dots in a row.",
      "The address has two dots in a row before the @."),
    entry(
      .emailLocalForbiddenCharacter, [.error],
      "A character that is not allowed in an unquoted local part.",
      [
        Message(
          "This character is not allowed before the @ unless the name is quoted ({character})."),
        Message(
          variant: "nfc",
          "The part before the @ becomes a character that is not allowed there once normalized (NFC)."
        ),
      ]),
    entry(
      .emailLocalNonASCII, [.error], "A non-ASCII local part where SMTPUTF8 is not allowed.",
      "Use only ASCII letters, digits and !#$%&'*+-/=?^_`{{|}}~ before the @ (this address's profile has no SMTPUTF8)."
    ),
    entry(
      .emailLocalQuoted, [.error], "A quoted local part where quoting is not allowed.",
      "Quoted names (\"john doe\"@…) are not accepted here."),
    entry(
      .emailLocalUnclosedQuote, [.error], "A quoted string that is never closed.",
      "A quoted name is never closed with \"."),
    entry(
      .emailLocalForbiddenInQuotes, [.error],
      "A character not allowed inside a quoted string (NUL, LF, a non-ASCII character after a backslash, …).",
      "This character is not allowed inside quotes ({character})."),
    entry(
      .emailLocalNotNFC, [.warning],
      "The local part is not in Unicode NFC; the value carries the NFC form.",
      "The part before the @ was not in Unicode NFC; the value uses NFC."),
    entry(
      .emailLocalFullwidth, [.warning],
      "A full-width form of an ASCII character in the local part: not the same mailbox as its look-alike.",
      "This is a full-width character ({character}), not its ASCII look-alike; mail may not reach the intended mailbox."
    ),
    entry(
      .emailLocalMixedScript, [.warning], "The local part mixes scripts (UTS #39).",
      "'{text}' mixes writing systems (UTS #39), a common trick to imitate another address."),
    entry(
      .emailLocalConfusable, [.warning],
      "The local part is confusable with an ASCII string (UTS #39 skeleton).",
      "'{text}' looks like the ASCII '{skeleton}' (UTS #39 confusables)."),
    entry(
      .emailLocalLeadingCombiningMark, [.error],
      "The local part starts with a combining mark (with refuseInvisibleCharacters).",
      "The part before the @ starts with a combining mark ({character}), which has no character to combine with."
    ),
  ]

  private static let emailDomainEntries: [IssueCodeInfo] = [
    entry(.emailDomainMissing, [.error], "Nothing after the @.", "There is nothing after the @."),
    entry(
      .emailDomainLeadingDot, [.error], "The domain starts with a dot.",
      "The domain cannot start with a dot."),
    entry(
      .emailDomainTrailingDot, [.error], "The domain ends with a dot.",
      "The domain cannot end with a dot."),
    entry(
      .emailDomainConsecutiveDots, [.error], "The domain has two dots in a row.",
      "The domain has two dots in a row."),
    entry(
      .emailDomainForbiddenCharacter, [.error],
      "A character that is not a letter, digit, hyphen or dot in the domain.",
      "Domains take only letters, digits, hyphens and dots ({character})."),
    entry(
      .emailDomainLabelTooLong, [.error],
      "A domain label is longer than 63 octets (in A-label form).",
      [
        Message("A part of the domain is longer than 63 characters."),
        Message(variant: "idna", "A domain label is longer than 63 octets."),
      ]),
    entry(
      .emailDomainLabelLeadingHyphen, [.error], "A domain label starts with a hyphen.",
      [
        Message("A part of the domain starts with a hyphen."),
        Message(variant: "idna", "A domain label starts with a hyphen."),
      ]),
    entry(
      .emailDomainLabelTrailingHyphen, [.error], "A domain label ends with a hyphen.",
      [
        Message("A part of the domain ends with a hyphen."),
        Message(variant: "idna", "A domain label ends with a hyphen."),
      ]),
    entry(
      .emailDomainLabelHyphen34, [.error],
      "A domain label has -- in positions 3 and 4 but is not an xn-- label.",
      [
        Message(
          "A part of the domain has -- in the third and fourth positions, which is reserved for xn-- labels."
        ),
        Message(
          variant: "idna", "A domain label has hyphens in the third and fourth positions."),
      ]),
    entry(
      .emailDomainNoDot, [.error], "The domain has no dot where one is required.",
      "The domain needs a dot, as in example.com."),
    entry(
      .emailDomainTLDNotLetter, [.error], "The last label does not end in a letter.",
      "The domain's last part must end in a letter, as in .com."),
    entry(
      .emailDomainSpecialUse, [.error],
      "A special-use domain (RFC 6761, 6762, 7686, 9476): arpa, invalid, local, localhost, onion, test.",
      "Addresses under .{tld} cannot receive mail from the internet."),
    entry(
      .emailDomainDotMapped, [.warning],
      "An ideographic or full-width dot that UTS #46 maps to '.'.",
      "This full-width or ideographic dot ({character}) was read as '.'."),
    entry(
      .emailDomainMapped, [.warning],
      "UTS #46 mapped other characters of the domain (full-width letters, …).",
      "The domain was mapped by UTS #46 (full-width or compatibility characters) to {domain}."),
    entry(
      .emailDomainNotNFC, [.warning], "The domain is not in NFC; the value uses NFC.",
      "The domain was not in Unicode NFC; the value uses NFC."),
    entry(
      .emailDomainMixedScript, [.warning], "A domain label mixes scripts (UTS #39).",
      "'{text}' mixes writing systems (UTS #39), a common trick to imitate another address."),
    entry(
      .emailDomainConfusable, [.warning],
      "A domain label is confusable with an ASCII label (UTS #39 skeleton).",
      "'{text}' looks like the ASCII '{skeleton}' (UTS #39 confusables)."),
    entry(
      .emailDomainLiteral, [.error], "A domain literal ([1.2.3.4]) where literals are not allowed.",
      "IP-address domains ([192.0.2.1]) are not accepted here."),
  ]

  private static let emailLiteralEntries: [IssueCodeInfo] = [
    entry(
      .emailLiteralUnclosed, [.error], "A [ that is never closed.",
      "The [ of a domain literal is never closed."),
    entry(
      .emailLiteralForbiddenCharacter, [.error], "A character not allowed in a domain literal.",
      "This character is not allowed in a domain literal ({character})."),
    entry(
      .emailLiteralUnknown, [.error],
      "A literal that is neither an IPv4 address nor IPv6: followed by one.",
      "A domain literal must be an IPv4 address, [192.0.2.1], or IPv6, [IPv6:2001:db8::1]."),
    entry(
      .emailLiteralBadIPv4, [.error],
      "An IPv4 literal with a bad octet or the wrong number of octets.",
      [
        Message("An IPv4 address has four numbers from 0 to 255 separated by dots."),
        Message(variant: "ipv6-tail", "The IPv4 part of the IPv6 address is not valid."),
      ]),
    entry(
      .emailLiteralIPv6GroupCount, [.error], "An IPv6 literal with the wrong number of groups.",
      [
        Message("A full IPv6 address has eight groups."),
        Message(variant: "elided", "An IPv6 address with :: has at most seven other groups."),
        Message(variant: "empty", "The IPv6 address is empty."),
      ]),
    entry(
      .emailLiteralIPv6DoubleElision, [.error], "An IPv6 literal with more than one ::.",
      "An IPv6 address can have only one ::."),
    entry(
      .emailLiteralIPv6ColonStart, [.error], "An IPv6 literal that starts with a single colon.",
      "An IPv6 address cannot start with a single colon."),
    entry(
      .emailLiteralIPv6ColonEnd, [.error], "An IPv6 literal that ends with a single colon.",
      "An IPv6 address cannot end with a single colon."),
    entry(
      .emailLiteralIPv6BadGroup, [.error], "An IPv6 group that is not 1 to 4 hexadecimal digits.",
      "Each IPv6 group has one to four hexadecimal digits."),
    entry(
      .emailLiteralIPv6SingleElision, [.warning],
      "An IPv6 literal whose :: stands for a single group (RFC 5321 wants two or more).",
      "Here :: stands for a single group; RFC 5321 wants it to stand for two or more."),
  ]

  private static let emailObsoleteEntries: [IssueCodeInfo] = [
    entry(
      .emailDeprecatedComment, [.error, .warning],
      "A comment ( … ): a warning where obsolete syntax is allowed, else an error.",
      [
        Message("Comments ( … ) are not allowed in the address."),
        Message(
          variant: "warning", "Comments in addresses are obsolete; the value leaves them out."),
      ]),
    entry(
      .emailDeprecatedFoldingWhitespace, [.error, .warning],
      "White space or folding white space: a warning where obsolete syntax is allowed, else an error.",
      [
        Message("The address cannot contain spaces or line breaks."),
        Message(
          variant: "warning", "Whitespace in addresses is obsolete; the value leaves it out."),
      ]),
    entry(
      .emailDeprecatedCFWSNearAt, [.error, .warning],
      "A comment or white space beside the @: a warning where obsolete syntax is allowed, else an error.",
      [
        Message("There must be no space or comment beside the @."),
        Message(variant: "warning", "Whitespace or comments beside the @ are obsolete syntax."),
      ]),
    entry(
      .emailDeprecatedLocalPart, [.error, .warning],
      "Quoted strings mixed with dots and atoms, or a comment between atoms: a warning where obsolete syntax is allowed.",
      [
        Message("Quoted strings cannot be mixed with dots or comments before the @."),
        Message(
          variant: "warning",
          "Mixing quoted strings and dots in the local part is obsolete syntax."),
      ]),
    entry(
      .emailCommentUnclosed, [.error], "A comment that is never closed.",
      "A comment is never closed with )."),
    entry(
      .emailCommentForbiddenCharacter, [.error], "A character not allowed inside a comment.",
      "This character is not allowed in a comment ({character})."),
  ]

  private static let emailDisplayNameEntries: [IssueCodeInfo] = [
    entry(
      .emailDisplayName, [.error], "A display name (Name <addr>) where a bare address is expected.",
      "Enter the address alone, without a name and angle brackets."),
    entry(
      .emailDisplayNameMalformed, [.error],
      "A display-name form (Name <addr>) is malformed (unclosed <, text after >).",
      [
        Message("The '<' opens an address that no '>' closes."),
        Message(
          variant: "no-open", "A '>' ends the input but no '<' opens the address (Name <address>)."),
        Message(
          variant: "second-bracket",
          "A second '{character}' outside quotes: a display name form has one <address>."),
        Message(variant: "text-after", "Text follows the '>' that closes the address."),
      ]),
    entry(
      .emailDisplayNameControlCharacter, [.error],
      "A control character in a display name (RFC 5322 §3.2.5).",
      "A control character ({character}) has no place in a display name."),
    entry(
      .emailDisplayNameUnbalanced, [.error],
      "A quoted string or comment of a display name left open, or a ) that closes nothing.",
      [
        Message("This ')' closes no comment in the display name."),
        Message(
          variant: "quote",
          "The quoted string of the display name is not closed: a '\"' is missing."),
        Message(
          variant: "comment", "A comment of the display name is not closed: a ')' is missing."),
      ]),
    entry(
      .emailDisplayNameSpecial, [.error],
      "One of RFC 5322's specials (< > [ ] : ; @ \\ ,) outside quotes in a display name.",
      "'{character}' must be inside quotes in a display name (RFC 5322 §3.2.3 specials): write \"…\"."
    ),
    entry(
      .emailDisplayNameObsolete, [.warning],
      "A . outside quotes in a display name: RFC 5322 §4.1 obs-phrase.",
      "A '.' outside quotes in a display name is obsolete syntax (RFC 5322 §4.1); mail software reads it, but \"John Q. Public\" in quotes is the current form."
    ),
    entry(
      .emailDisplayNameLooksLikeAddress, [.warning],
      "A display name that looks like an address or domain other than the real one (phishing).",
      "The display name shows '{shown}', which looks like an address or domain other than the real address '{address}': mail clients often show the name alone (a phishing pattern)."
    ),
  ]

  private static let emailIDNAEntries: [IssueCodeInfo] = [
    entry(
      .emailIDNAEmptyLabel, [.error],
      "UTS #46 found an empty label in the domain, or a label of ignored characters vanished.",
      [
        Message("A domain label is empty."),
        Message(
          variant: "ignored-removed",
          "A part of the domain is empty once mapped: UTS #46 removes ignored characters such as U+034F COMBINING GRAPHEME JOINER."
        ),
      ]),
    entry(
      .emailIDNADomainTooLong, [.error], "The domain is longer than 253 octets in A-label form.",
      "The domain is longer than 253 octets."),
    entry(
      .emailIDNALeadingCombiningMark, [.error], "A domain label starts with a combining mark.",
      "A domain label starts with a combining mark."),
    entry(
      .emailIDNADisallowed, [.error], "The domain has a character UTS #46 disallows.",
      "The domain contains a character that is not allowed in domain names."),
    entry(
      .emailIDNANotIDNA2008, [.error],
      "The domain has a character IDNA2008 does not allow (RFC 5892 DISALLOWED or UNASSIGNED: symbols, emoji, …), with checkIDNA2008.",
      "The domain contains {characters}, which IDNA2008 (RFC 5892) does not allow in domain names; mail servers will not accept it."
    ),
    entry(
      .emailIDNAContextO, [.error],
      "A CONTEXTO character of the domain is out of its context (RFC 5892 Appendix A), with checkIDNA2008.",
      "The domain uses a character that IDNA2008 allows only in a certain context (such as the middle dot between two l), outside it."
    ),
    entry(
      .emailDomainTransitional, [.warning],
      "The domain has ß, ς, ZWJ or ZWNJ, which transitional (IDNA2003) processing reads as another name.",
      "The domain {domain} is {ascii} under IDNA2008, but older (IDNA2003) software reads it as {transitional}, another name."
    ),
    entry(
      .emailIDNAPunycode, [.error],
      "An xn-- label is not valid Punycode, or decodes to another xn-- label.",
      [
        Message("An xn-- label is not valid Punycode."),
        Message(variant: "decodes-to-xn", "An xn-- label decodes to another xn-- label."),
      ]),
    entry(
      .emailIDNAInvalidACELabel, [.error],
      "An xn-- label decodes to something that is not a valid U-label.",
      "An xn-- label does not decode to a valid label."),
    entry(
      .emailIDNABidi, [.error], "The domain breaks the bidi rule (RFC 5893).",
      "The domain mixes right-to-left and left-to-right text in a way the bidi rule forbids."),
    entry(
      .emailIDNAContextJ, [.error],
      "A zero-width joiner or non-joiner is out of context (RFC 5892).",
      "A zero-width joiner or non-joiner is out of context."),
  ]
}
