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

extension EmailIssue {
  /// What the code of the issue means and which rule it comes from, in German.
  public var germanMeaning: String {
    switch self {
    case .empty:
      "Die Eingabe ist leer."
    case .noAt:
      "Es gibt kein @ (und auch kein ＠ in voller Breite an seiner Stelle)."
    case .multipleAt:
      "Außerhalb von Anführungszeichen steht mehr als ein @."
    case .fullwidthAt:
      "Ein ＠ in voller Breite oder ein kleines ﹫ steht dort, wo @ hingehört."
    case .tooLong, .tooLongAsWritten, .tooLongASCII:
      "Die Adresse ist länger als 254 Byte (RFC 5321 §4.5.3.1.3)."
    case .unexpectedCharacter, .unexpectedAfterQuoted, .unexpectedAfterLiteral,
      .unexpectedAfterComment, .unexpectedSpace:
      "Ein Zeichen, das an seiner Stelle nicht stehen darf (nach einer Zeichenkette in Anführungszeichen, einem Kommentar oder einem Domain-Literal)."
    case .moreIssues:
      "Mehr Probleme, als einzeln gemeldet werden (24 Fehler und 24 Warnungen); ein Fehler, wenn eines der weggelassenen einer ist."
    case .controlCharacter:
      "Ein Steuerzeichen (NUL, BEL, DEL, …) in der Adresse."
    case .replacementCharacter:
      "U+FFFD REPLACEMENT CHARACTER, dort zurückgelassen, wo ein verlustbehafteter Decoder Text verloren hat."
    case .badLineBreak:
      "Ein CR ohne folgendes LF oder ein CRLF ohne folgendes Leerzeichen oder Tabulator."
    case .backslashAtEnd:
      "Ein Backslash ganz am Ende der Eingabe."
    case .localMissing:
      "Vor dem @ steht nichts."
    case .localTooLong, .localTooLongAsWritten:
      "Der Teil vor dem @ (Local Part) ist länger als 64 Byte (RFC 5321 §4.5.3.1.1)."
    case .localLeadingDot:
      "Der Teil vor dem @ beginnt mit einem Punkt."
    case .localTrailingDot:
      "Der Teil vor dem @ endet mit einem Punkt."
    case .localConsecutiveDots:
      "Der Teil vor dem @ hat zwei Punkte hintereinander."
    case .localForbiddenCharacter, .localForbiddenAfterNFC:
      "Ein Zeichen, das im Teil vor dem @ ohne Anführungszeichen nicht erlaubt ist."
    case .localNonASCII:
      "Ein Teil vor dem @ mit Nicht-ASCII-Zeichen, wo SMTPUTF8 nicht erlaubt ist."
    case .localQuoted:
      "Ein Teil vor dem @ in Anführungszeichen, wo Anführungszeichen nicht erlaubt sind."
    case .localUnclosedQuote:
      "Eine Zeichenkette in Anführungszeichen, die nie geschlossen wird."
    case .localForbiddenInQuotes:
      "Ein Zeichen, das in einer Zeichenkette in Anführungszeichen nicht erlaubt ist (NUL, LF, ein Nicht-ASCII-Zeichen nach einem Backslash, …)."
    case .localNotNFC:
      "Der Teil vor dem @ ist nicht in Unicode-NFC; der Wert enthält die NFC-Form."
    case .localFullwidth:
      "Ein ASCII-Zeichen in voller Breite im Teil vor dem @: nicht dasselbe Postfach wie mit dem ähnlich aussehenden ASCII-Zeichen."
    case .localMixedScript:
      "Der Teil vor dem @ mischt Schriftsysteme (UTS #39)."
    case .localConfusable:
      "Der Teil vor dem @ ist mit einer ASCII-Zeichenkette verwechselbar (UTS #39, Skeleton)."
    case .localLeadingCombiningMark:
      "Der Teil vor dem @ beginnt mit einem kombinierenden Zeichen (mit refuseInvisibleCharacters)."
    case .domainMissing:
      "Nach dem @ steht nichts."
    case .domainLeadingDot:
      "Die Domain beginnt mit einem Punkt."
    case .domainTrailingDot:
      "Die Domain endet mit einem Punkt."
    case .domainConsecutiveDots:
      "Die Domain hat zwei Punkte hintereinander."
    case .domainForbiddenCharacter:
      "Ein Zeichen in der Domain, das weder Buchstabe noch Ziffer, Bindestrich oder Punkt ist."
    case .domainLabelTooLong, .domainLabelTooLongUTS46:
      "Ein Teil (Label) der Domain ist länger als 63 Byte (in A-Label-Form)."
    case .domainLabelLeadingHyphen, .domainLabelLeadingHyphenUTS46:
      "Ein Teil (Label) der Domain beginnt mit einem Bindestrich."
    case .domainLabelTrailingHyphen, .domainLabelTrailingHyphenUTS46:
      "Ein Teil (Label) der Domain endet mit einem Bindestrich."
    case .domainLabelHyphen34, .domainLabelHyphen34UTS46:
      "Ein Teil (Label) der Domain hat -- an der dritten und vierten Stelle, ist aber kein Label mit xn--."
    case .domainNoDot:
      "Die Domain hat keinen Punkt, wo einer verlangt ist."
    case .domainTLDNotLetter:
      "Der letzte Teil der Domain endet nicht mit einem Buchstaben."
    case .domainSpecialUse:
      "Eine Domain für besondere Zwecke (RFC 6761, 6762, 7686, 9476): arpa, invalid, local, localhost, onion, test."
    case .domainDotMapped:
      "Ein ideografischer Punkt oder ein Punkt in voller Breite, den UTS #46 auf '.' abbildet."
    case .domainMapped:
      "UTS #46 hat andere Zeichen der Domain abgebildet (Buchstaben in voller Breite, …)."
    case .domainNotNFC:
      "Die Domain ist nicht in NFC; der Wert verwendet NFC."
    case .domainMixedScript:
      "Ein Teil der Domain mischt Schriftsysteme (UTS #39)."
    case .domainConfusable:
      "Ein Teil der Domain ist mit einem ASCII-Teil verwechselbar (UTS #39, Skeleton)."
    case .domainLiteral:
      "Ein Domain-Literal ([1.2.3.4]), wo Literale nicht erlaubt sind."
    case .literalUnclosed:
      "Ein [, das nie geschlossen wird."
    case .literalForbiddenCharacter:
      "Ein Zeichen, das in einem Domain-Literal nicht erlaubt ist."
    case .literalUnknown:
      "Ein Literal, das weder eine IPv4-Adresse noch IPv6: mit folgender IPv6-Adresse ist."
    case .literalBadIPv4, .literalBadIPv4InIPv6:
      "Ein IPv4-Literal mit einer ungültigen Zahl oder der falschen Anzahl von Zahlen."
    case .literalIPv6GroupCount, .literalIPv6GroupCountElided, .literalIPv6Empty:
      "Ein IPv6-Literal mit der falschen Anzahl von Gruppen."
    case .literalIPv6DoubleElision:
      "Ein IPv6-Literal mit mehr als einem ::."
    case .literalIPv6ColonStart:
      "Ein IPv6-Literal, das mit einem einzelnen Doppelpunkt beginnt."
    case .literalIPv6ColonEnd:
      "Ein IPv6-Literal, das mit einem einzelnen Doppelpunkt endet."
    case .literalIPv6BadGroup:
      "Eine IPv6-Gruppe, die nicht aus 1 bis 4 Hexadezimalziffern besteht."
    case .literalIPv6SingleElision:
      "Ein IPv6-Literal, dessen :: für eine einzige Gruppe steht (RFC 5321 verlangt zwei oder mehr)."
    case .deprecatedComment:
      "Ein Kommentar ( … ): eine Warnung, wo veraltete Syntax erlaubt ist, sonst ein Fehler."
    case .deprecatedFoldingWhitespace:
      "Leerraum oder gefalteter Leerraum: eine Warnung, wo veraltete Syntax erlaubt ist, sonst ein Fehler."
    case .deprecatedCFWSNearAt:
      "Ein Kommentar oder Leerraum neben dem @: eine Warnung, wo veraltete Syntax erlaubt ist, sonst ein Fehler."
    case .deprecatedLocalPart:
      "Zeichenketten in Anführungszeichen gemischt mit Punkten und Atomen oder ein Kommentar zwischen Atomen: eine Warnung, wo veraltete Syntax erlaubt ist."
    case .commentUnclosed:
      "Ein Kommentar, der nie geschlossen wird."
    case .commentForbiddenCharacter:
      "Ein Zeichen, das in einem Kommentar nicht erlaubt ist."
    case .displayName:
      "Ein Anzeigename (Name <addr>), wo eine bloße Adresse erwartet wird."
    case .displayNameUnclosedAngle, .displayNameNoOpeningAngle, .displayNameSecondAngle,
      .displayNameTextAfterAngle:
      "Eine Angabe mit Anzeigenamen (Name <addr>) ist fehlerhaft (< nicht geschlossen, Text nach >)."
    case .displayNameControlCharacter:
      "Ein Steuerzeichen in einem Anzeigenamen (RFC 5322 §3.2.5)."
    case .displayNameUnopenedComment, .displayNameUnclosedQuote, .displayNameUnclosedComment:
      "Eine Zeichenkette in Anführungszeichen oder ein Kommentar eines Anzeigenamens bleibt offen, oder eine ) schließt nichts."
    case .displayNameSpecial:
      "Eines der Sonderzeichen (specials) von RFC 5322 (< > [ ] : ; @ \\ ,) außerhalb von Anführungszeichen in einem Anzeigenamen."
    case .displayNameObsolete:
      "Ein . außerhalb von Anführungszeichen in einem Anzeigenamen: RFC 5322 §4.1 obs-phrase."
    case .displayNameLooksLikeAddress:
      "Ein Anzeigename, der wie eine andere Adresse oder Domain aussieht als die echte (Phishing)."
    case .idnaEmptyLabel, .idnaIgnoredCharactersRemoved:
      "UTS #46 hat einen leeren Teil in der Domain gefunden, oder ein Teil aus ignorierten Zeichen ist verschwunden."
    case .idnaDomainTooLong:
      "Die Domain ist in A-Label-Form länger als 253 Byte."
    case .idnaLeadingCombiningMark:
      "Ein Teil der Domain beginnt mit einem kombinierenden Zeichen."
    case .idnaDisallowed:
      "Die Domain enthält ein Zeichen, das UTS #46 nicht erlaubt."
    case .idnaPunycode, .idnaDecodesToXNLabel:
      "Ein Label mit xn-- ist kein gültiger Punycode oder ergibt dekodiert wieder ein Label mit xn--."
    case .idnaInvalidACELabel:
      "Ein Label mit xn-- ergibt dekodiert kein gültiges U-Label."
    case .idnaBidi:
      "Die Domain verletzt die Bidi-Regel (RFC 5893)."
    case .idnaContextJ:
      "Ein breitenloser Verbinder oder Nichtverbinder (ZWJ, ZWNJ) steht außerhalb seines Kontexts (RFC 5892)."
    case .idnaNotIDNA2008:
      "Die Domain enthält ein Zeichen, das IDNA2008 nicht erlaubt (RFC 5892 DISALLOWED oder UNASSIGNED: Symbole, Emoji, …), mit checkIDNA2008."
    case .idnaContextO:
      "Ein CONTEXTO-Zeichen der Domain steht außerhalb seines Kontexts (RFC 5892 Appendix A), mit checkIDNA2008."
    case .domainTransitional:
      "Die Domain enthält ß, ς, ZWJ oder ZWNJ, die die Übergangsverarbeitung (IDNA2003) als anderen Namen liest."
    }
  }
}
