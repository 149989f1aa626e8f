extension EmailIssue {
  /// What the code of the issue means and which rule it comes from.
  public var meaning: String {
    switch self {
    case .empty:
      "The input is empty."
    case .noAt:
      "There is no @ (and no full-width ＠ to take its place)."
    case .multipleAt:
      "There is more than one @ outside quotes."
    case .fullwidthAt:
      "A full-width ＠ or small ﹫ stands where @ belongs."
    case .tooLong, .tooLongAsWritten, .tooLongASCII:
      "The address is longer than 254 octets (RFC 5321 §4.5.3.1.3)."
    case .unexpectedCharacter, .unexpectedAfterQuoted, .unexpectedAfterLiteral,
      .unexpectedAfterComment, .unexpectedSpace:
      "A character that cannot appear where it is (after a quoted string, comment or domain literal)."
    case .moreIssues:
      "More problems than are reported one by one (24 errors and 24 warnings); an error when any dropped one is."
    case .controlCharacter:
      "A control character (NUL, BEL, DEL, …) in the address."
    case .replacementCharacter:
      "U+FFFD REPLACEMENT CHARACTER, left where a lossy decoder lost text."
    case .badLineBreak:
      "A CR not followed by LF, or CRLF not followed by a space or tab."
    case .backslashAtEnd:
      "A backslash at the very end of the input."
    case .localMissing:
      "Nothing before the @."
    case .localTooLong, .localTooLongAsWritten:
      "The local part is longer than 64 octets (RFC 5321 §4.5.3.1.1)."
    case .localLeadingDot:
      "The local part starts with a dot."
    case .localTrailingDot:
      "The local part ends with a dot."
    case .localConsecutiveDots:
      "The local part has two dots in a row."
    case .localForbiddenCharacter, .localForbiddenAfterNFC:
      "A character that is not allowed in an unquoted local part."
    case .localNonASCII:
      "A non-ASCII local part where SMTPUTF8 is not allowed."
    case .localQuoted:
      "A quoted local part where quoting is not allowed."
    case .localUnclosedQuote:
      "A quoted string that is never closed."
    case .localForbiddenInQuotes:
      "A character not allowed inside a quoted string (NUL, LF, a non-ASCII character after a backslash, …)."
    case .localNotNFC:
      "The local part is not in Unicode NFC; the value carries the NFC form."
    case .localFullwidth:
      "A full-width form of an ASCII character in the local part: not the same mailbox as its look-alike."
    case .localMixedScript:
      "The local part mixes scripts (UTS #39)."
    case .localConfusable:
      "The local part is confusable with an ASCII string (UTS #39 skeleton)."
    case .localLeadingCombiningMark:
      "The local part starts with a combining mark (with refuseInvisibleCharacters)."
    case .domainMissing:
      "Nothing after the @."
    case .domainLeadingDot:
      "The domain starts with a dot."
    case .domainTrailingDot:
      "The domain ends with a dot."
    case .domainConsecutiveDots:
      "The domain has two dots in a row."
    case .domainForbiddenCharacter:
      "A character that is not a letter, digit, hyphen or dot in the domain."
    case .domainLabelTooLong, .domainLabelTooLongUTS46:
      "A domain label is longer than 63 octets (in A-label form)."
    case .domainLabelLeadingHyphen, .domainLabelLeadingHyphenUTS46:
      "A domain label starts with a hyphen."
    case .domainLabelTrailingHyphen, .domainLabelTrailingHyphenUTS46:
      "A domain label ends with a hyphen."
    case .domainLabelHyphen34, .domainLabelHyphen34UTS46:
      "A domain label has -- in positions 3 and 4 but is not an xn-- label."
    case .domainNoDot:
      "The domain has no dot where one is required."
    case .domainTLDNotLetter:
      "The last label does not end in a letter."
    case .domainSpecialUse:
      "A special-use domain (RFC 6761, 6762, 7686, 9476): arpa, invalid, local, localhost, onion, test."
    case .domainDotMapped:
      "An ideographic or full-width dot that UTS #46 maps to '.'."
    case .domainMapped:
      "UTS #46 mapped other characters of the domain (full-width letters, …)."
    case .domainNotNFC:
      "The domain is not in NFC; the value uses NFC."
    case .domainMixedScript:
      "A domain label mixes scripts (UTS #39)."
    case .domainConfusable:
      "A domain label is confusable with an ASCII label (UTS #39 skeleton)."
    case .domainLiteral:
      "A domain literal ([1.2.3.4]) where literals are not allowed."
    case .literalUnclosed:
      "A [ that is never closed."
    case .literalForbiddenCharacter:
      "A character not allowed in a domain literal."
    case .literalUnknown:
      "A literal that is neither an IPv4 address nor IPv6: followed by one."
    case .literalBadIPv4, .literalBadIPv4InIPv6:
      "An IPv4 literal with a bad octet or the wrong number of octets."
    case .literalIPv6GroupCount, .literalIPv6GroupCountElided, .literalIPv6Empty:
      "An IPv6 literal with the wrong number of groups."
    case .literalIPv6DoubleElision:
      "An IPv6 literal with more than one ::."
    case .literalIPv6ColonStart:
      "An IPv6 literal that starts with a single colon."
    case .literalIPv6ColonEnd:
      "An IPv6 literal that ends with a single colon."
    case .literalIPv6BadGroup:
      "An IPv6 group that is not 1 to 4 hexadecimal digits."
    case .literalIPv6SingleElision:
      "An IPv6 literal whose :: stands for a single group (RFC 5321 wants two or more)."
    case .deprecatedComment:
      "A comment ( … ): a warning where obsolete syntax is allowed, else an error."
    case .deprecatedFoldingWhitespace:
      "White space or folding white space: a warning where obsolete syntax is allowed, else an error."
    case .deprecatedCFWSNearAt:
      "A comment or white space beside the @: a warning where obsolete syntax is allowed, else an error."
    case .deprecatedLocalPart:
      "Quoted strings mixed with dots and atoms, or a comment between atoms: a warning where obsolete syntax is allowed."
    case .commentUnclosed:
      "A comment that is never closed."
    case .commentForbiddenCharacter:
      "A character not allowed inside a comment."
    case .displayName:
      "A display name (Name <addr>) where a bare address is expected."
    case .displayNameUnclosedAngle, .displayNameNoOpeningAngle, .displayNameSecondAngle,
      .displayNameTextAfterAngle:
      "A display-name form (Name <addr>) is malformed (unclosed <, text after >)."
    case .displayNameControlCharacter:
      "A control character in a display name (RFC 5322 §3.2.5)."
    case .displayNameUnopenedComment, .displayNameUnclosedQuote, .displayNameUnclosedComment:
      "A quoted string or comment of a display name left open, or a ) that closes nothing."
    case .displayNameSpecial:
      "One of RFC 5322's specials (< > [ ] : ; @ \\ ,) outside quotes in a display name."
    case .displayNameObsolete:
      "A . outside quotes in a display name: RFC 5322 §4.1 obs-phrase."
    case .displayNameLooksLikeAddress:
      "A display name that looks like an address or domain other than the real one (phishing)."
    case .idnaEmptyLabel, .idnaIgnoredCharactersRemoved:
      "UTS #46 found an empty label in the domain, or a label of ignored characters vanished."
    case .idnaDomainTooLong:
      "The domain is longer than 253 octets in A-label form."
    case .idnaLeadingCombiningMark:
      "A domain label starts with a combining mark."
    case .idnaDisallowed:
      "The domain has a character UTS #46 disallows."
    case .idnaPunycode, .idnaDecodesToXNLabel:
      "An xn-- label is not valid Punycode, or decodes to another xn-- label."
    case .idnaInvalidACELabel:
      "An xn-- label decodes to something that is not a valid U-label."
    case .idnaBidi:
      "The domain breaks the bidi rule (RFC 5893)."
    case .idnaContextJ:
      "A zero-width joiner or non-joiner is out of context (RFC 5892)."
    case .idnaNotIDNA2008:
      "The domain has a character IDNA2008 does not allow (RFC 5892 DISALLOWED or UNASSIGNED: symbols, emoji, …), with checkIDNA2008."
    case .idnaContextO:
      "A CONTEXTO character of the domain is out of its context (RFC 5892 Appendix A), with checkIDNA2008."
    case .domainTransitional:
      "The domain has ß, ς, ZWJ or ZWNJ, which transitional (IDNA2003) processing reads as another name."
    }
  }
}
