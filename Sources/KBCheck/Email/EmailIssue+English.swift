extension EmailIssue {
  /// The message in English.
  public var english: String {
    switch self {
    case .empty:
      "The address is empty."
    case .noAt:
      "An email address needs an @ between the name and the domain."
    case .multipleAt:
      "The address has more than one @; only one is allowed outside quotes."
    case .fullwidthAt:
      "This is a full-width ＠; type the ASCII @ instead."
    case .tooLong(let bytes):
      "The address is \(bytes) bytes long in canonical form; the limit is 254 (RFC 5321 §4.5.3.1.3)."
    case .tooLongAsWritten(let bytes, let canonical):
      "The address is \(bytes) bytes long as written (\(canonical) in canonical form); the limit is 254 (RFC 5321 §4.5.3.1.3)."
    case .tooLongASCII(let bytes):
      "The address is \(bytes) bytes long in its ASCII (A-label) form; the limit is 254 (RFC 5321 §4.5.3.1.3)."
    case .unexpectedCharacter:
      "This character is out of place."
    case .unexpectedAfterQuoted:
      "Nothing but a dot or the @ may follow a quoted name."
    case .unexpectedAfterLiteral:
      "Nothing may follow the ] of a domain literal."
    case .unexpectedAfterComment:
      "Text cannot continue after a comment without a dot."
    case .unexpectedSpace:
      "The address cannot contain spaces."
    case .moreIssues(let count, _):
      "\(count) more problems of the kinds above were found."
    case .controlCharacter(let character):
      "Control characters are not allowed (\(EmailIssueSink.describe(character.value)))."
    case .replacementCharacter:
      "U+FFFD REPLACEMENT CHARACTER stands where text was lost in a bad conversion; retype the address."
    case .badLineBreak:
      "A line break must be CR LF followed by a space or tab (folding), and only once."
    case .backslashAtEnd:
      "The address ends with a backslash."
    case .localMissing:
      "There is nothing before the @."
    case .localTooLong(let bytes):
      "The part before the @ is \(bytes) bytes long in canonical form; the limit is 64 (RFC 5321 §4.5.3.1.1)."
    case .localTooLongAsWritten(let bytes, let canonical):
      "The part before the @ is \(bytes) bytes long as written (\(canonical) in canonical form); the limit is 64 (RFC 5321 §4.5.3.1.1)."
    case .localLeadingDot:
      "The part before the @ cannot start with a dot."
    case .localTrailingDot:
      "The part before the @ cannot end with a dot."
    case .localConsecutiveDots:
      "The address has two dots in a row before the @."
    case .localForbiddenCharacter(let character):
      "This character is not allowed before the @ unless the name is quoted (\(EmailIssueSink.describe(character.value)))."
    case .localForbiddenAfterNFC:
      "The part before the @ becomes a character that is not allowed there once normalized (NFC)."
    case .localNonASCII:
      "Use only ASCII letters, digits and !#$%&'*+-/=?^_`{|}~ before the @ (this address's profile has no SMTPUTF8)."
    case .localQuoted:
      "Quoted names (\"john doe\"@…) are not accepted here."
    case .localUnclosedQuote:
      "A quoted name is never closed with \"."
    case .localForbiddenInQuotes(let character):
      "This character is not allowed inside quotes (\(EmailIssueSink.describe(character.value)))."
    case .localNotNFC:
      "The part before the @ was not in Unicode NFC; the value uses NFC."
    case .localFullwidth(let character):
      "This is a full-width character (\(EmailIssueSink.describe(character.value))), not its ASCII look-alike; mail may not reach the intended mailbox."
    case .localMixedScript(let text):
      "'\(text)' mixes writing systems (UTS #39), a common trick to imitate another address."
    case .localConfusable(let text, let skeleton):
      "'\(text)' looks like the ASCII '\(skeleton)' (UTS #39 confusables)."
    case .localLeadingCombiningMark(let mark):
      "The part before the @ starts with a combining mark (\(mark.codePointDescription)), which has no character to combine with."
    case .domainMissing:
      "There is nothing after the @."
    case .domainLeadingDot:
      "The domain cannot start with a dot."
    case .domainTrailingDot:
      "The domain cannot end with a dot."
    case .domainConsecutiveDots:
      "The domain has two dots in a row."
    case .domainForbiddenCharacter(let character):
      "Domains take only letters, digits, hyphens and dots (\(EmailIssueSink.describe(character.value)))."
    case .domainLabelTooLong:
      "A part of the domain is longer than 63 characters."
    case .domainLabelTooLongUTS46:
      "A domain label is longer than 63 octets."
    case .domainLabelLeadingHyphen:
      "A part of the domain starts with a hyphen."
    case .domainLabelLeadingHyphenUTS46:
      "A domain label starts with a hyphen."
    case .domainLabelTrailingHyphen:
      "A part of the domain ends with a hyphen."
    case .domainLabelTrailingHyphenUTS46:
      "A domain label ends with a hyphen."
    case .domainLabelHyphen34:
      "A part of the domain has -- in the third and fourth positions, which is reserved for xn-- labels."
    case .domainLabelHyphen34UTS46:
      "A domain label has hyphens in the third and fourth positions."
    case .domainNoDot:
      "The domain needs a dot, as in example.com."
    case .domainTLDNotLetter:
      "The domain's last part must end in a letter, as in .com."
    case .domainSpecialUse(let tld):
      "Addresses under .\(tld) cannot receive mail from the internet."
    case .domainDotMapped(let character):
      "This full-width or ideographic dot (\(EmailIssueSink.describe(character.value))) was read as '.'."
    case .domainMapped(let domain):
      "UTS #46 changed the domain to \(domain): it maps full-width and compatibility characters and removes invisible ones."
    case .domainNotNFC:
      "The domain was not in Unicode NFC; the value uses NFC."
    case .domainMixedScript(let text):
      "'\(text)' mixes writing systems (UTS #39), a common trick to imitate another address."
    case .domainConfusable(let text, let skeleton):
      "'\(text)' looks like the ASCII '\(skeleton)' (UTS #39 confusables)."
    case .domainLiteral:
      "IP-address domains ([192.0.2.1]) are not accepted here."
    case .literalUnclosed:
      "The [ of a domain literal is never closed."
    case .literalForbiddenCharacter(let character):
      "This character is not allowed in a domain literal (\(EmailIssueSink.describe(character.value)))."
    case .literalUnknown:
      "A domain literal must be an IPv4 address, [192.0.2.1], or IPv6, [IPv6:2001:db8::1]."
    case .literalBadIPv4:
      "An IPv4 address has four numbers from 0 to 255 separated by dots."
    case .literalBadIPv4InIPv6:
      "The IPv4 part of the IPv6 address is not valid."
    case .literalIPv6GroupCount:
      "A full IPv6 address has eight groups."
    case .literalIPv6GroupCountElided:
      "An IPv6 address with :: has at most seven other groups."
    case .literalIPv6Empty:
      "The IPv6 address is empty."
    case .literalIPv6DoubleElision:
      "An IPv6 address can have only one ::."
    case .literalIPv6ColonStart:
      "An IPv6 address cannot start with a single colon."
    case .literalIPv6ColonEnd:
      "An IPv6 address cannot end with a single colon."
    case .literalIPv6BadGroup:
      "Each IPv6 group has one to four hexadecimal digits."
    case .literalIPv6SingleElision:
      "Here :: stands for a single group; RFC 5321 wants it to stand for two or more."
    case .deprecatedComment(.error):
      "Comments ( … ) are not allowed in the address."
    case .deprecatedComment(.warning):
      "Comments in addresses are obsolete; the value leaves them out."
    case .deprecatedFoldingWhitespace(.error):
      "The address cannot contain spaces or line breaks."
    case .deprecatedFoldingWhitespace(.warning):
      "Whitespace in addresses is obsolete; the value leaves it out."
    case .deprecatedCFWSNearAt(.error):
      "There must be no space or comment beside the @."
    case .deprecatedCFWSNearAt(.warning):
      "Whitespace or comments beside the @ are obsolete syntax."
    case .deprecatedLocalPart(.error):
      "Quoted strings cannot be mixed with dots or comments before the @."
    case .deprecatedLocalPart(.warning):
      "Mixing quoted strings and dots in the local part is obsolete syntax."
    case .commentUnclosed:
      "A comment is never closed with )."
    case .commentForbiddenCharacter(let character):
      "This character is not allowed in a comment (\(EmailIssueSink.describe(character.value)))."
    case .displayName:
      "Enter the address alone, without a name and angle brackets."
    case .displayNameUnclosedAngle:
      "The '<' opens an address that no '>' closes."
    case .displayNameNoOpeningAngle:
      "A '>' ends the input but no '<' opens the address (Name <address>)."
    case .displayNameSecondAngle(let bracket):
      "A second '\(String(bracket))' outside quotes: a display name form has one <address>."
    case .displayNameTextAfterAngle:
      "Text follows the '>' that closes the address."
    case .displayNameControlCharacter(let character):
      "A control character (\(EmailIssueSink.describe(character.value))) has no place in a display name."
    case .displayNameUnopenedComment:
      "This ')' closes no comment in the display name."
    case .displayNameUnclosedQuote:
      "The quoted string of the display name is not closed: a '\"' is missing."
    case .displayNameUnclosedComment:
      "A comment of the display name is not closed: a ')' is missing."
    case .displayNameSpecial(let special):
      "'\(String(special))' must be inside quotes in a display name (RFC 5322 §3.2.3 specials): write \"…\"."
    case .displayNameObsolete:
      "A '.' outside quotes in a display name is obsolete syntax (RFC 5322 §4.1); mail software reads it, but \"John Q. Public\" in quotes is the current form."
    case .displayNameLooksLikeAddress(let shown, let address):
      "The display name shows '\(shown)', which looks like an address or domain other than the real address '\(address)': mail clients often show the name alone (a phishing pattern)."
    case .idnaEmptyLabel:
      "A domain label is empty."
    case .idnaIgnoredCharactersRemoved:
      "A part of the domain is empty once mapped: UTS #46 removes ignored characters such as U+034F COMBINING GRAPHEME JOINER."
    case .idnaDomainTooLong:
      "The domain is longer than 253 octets."
    case .idnaLeadingCombiningMark:
      "A domain label starts with a combining mark."
    case .idnaDisallowed:
      "The domain contains a character that is not allowed in domain names."
    case .idnaPunycode:
      "An xn-- label is not valid Punycode."
    case .idnaDecodesToXNLabel:
      "An xn-- label decodes to another xn-- label."
    case .idnaInvalidACELabel:
      "An xn-- label does not decode to a valid label."
    case .idnaBidi:
      "The domain mixes right-to-left and left-to-right text in a way the bidi rule forbids."
    case .idnaContextJ:
      "A zero-width joiner or non-joiner is out of context."
    case .idnaNotIDNA2008(let characters):
      "The domain contains \(characters), which IDNA2008 (RFC 5892) does not allow in domain names; mail servers will not accept it."
    case .idnaContextO:
      "The domain uses a character that IDNA2008 allows only in a certain context (such as the middle dot between two l), outside it."
    case .domainTransitional(let domain, let ascii, let transitional):
      "The domain \(domain) is \(ascii) under IDNA2008, but older (IDNA2003) software reads it as \(transitional), another name."
    }
  }
}
