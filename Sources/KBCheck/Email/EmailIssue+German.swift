extension EmailIssue {
  /// The message in German.
  public var german: String {
    switch self {
    case .empty:
      "Die Adresse ist leer."
    case .noAt:
      "Eine E-Mail-Adresse braucht ein @ zwischen Name und Domain."
    case .multipleAt:
      "Die Adresse enthält mehr als ein @; außerhalb von Anführungszeichen ist nur eines erlaubt."
    case .fullwidthAt:
      "Dies ist ein ＠ in voller Breite; geben Sie stattdessen das ASCII-Zeichen @ ein."
    case .tooLong(let bytes):
      "Die Adresse ist in kanonischer Form \(bytes) Byte lang; erlaubt sind höchstens 254 (RFC 5321 §4.5.3.1.3)."
    case .tooLongAsWritten(let bytes, let canonical):
      "Die Adresse ist in der eingegebenen Form \(bytes) Byte lang (\(canonical) in kanonischer Form); erlaubt sind höchstens 254 (RFC 5321 §4.5.3.1.3)."
    case .tooLongASCII(let bytes):
      "Die Adresse ist in ihrer ASCII-Form (A-Label) \(bytes) Byte lang; erlaubt sind höchstens 254 (RFC 5321 §4.5.3.1.3)."
    case .unexpectedCharacter:
      "Dieses Zeichen steht an falscher Stelle."
    case .unexpectedAfterQuoted:
      "Auf einen Namen in Anführungszeichen darf nur ein Punkt oder das @ folgen."
    case .unexpectedAfterLiteral:
      "Auf die schließende Klammer ] eines Domain-Literals darf nichts mehr folgen."
    case .unexpectedAfterComment:
      "Nach einem Kommentar kann der Text nur mit einem Punkt weitergehen."
    case .unexpectedSpace:
      "Die Adresse darf keine Leerzeichen enthalten."
    case .moreIssues(let count, _):
      "\(count) weitere Probleme der oben genannten Arten wurden gefunden."
    case .controlCharacter(let character):
      "Steuerzeichen sind nicht erlaubt (\(EmailIssueSink.describe(character.value)))."
    case .replacementCharacter:
      "U+FFFD REPLACEMENT CHARACTER steht dort, wo bei einer fehlerhaften Umwandlung Text verloren ging; geben Sie die Adresse erneut ein."
    case .badLineBreak:
      "Ein Zeilenumbruch muss aus CR LF und einem folgenden Leerzeichen oder Tabulator bestehen (Faltung) und darf nur einmal vorkommen."
    case .backslashAtEnd:
      "Die Adresse endet mit einem Backslash."
    case .localMissing:
      "Vor dem @ steht nichts."
    case .localTooLong(let bytes):
      "Der Teil vor dem @ ist in kanonischer Form \(bytes) Byte lang; erlaubt sind höchstens 64 (RFC 5321 §4.5.3.1.1)."
    case .localTooLongAsWritten(let bytes, let canonical):
      "Der Teil vor dem @ ist in der eingegebenen Form \(bytes) Byte lang (\(canonical) in kanonischer Form); erlaubt sind höchstens 64 (RFC 5321 §4.5.3.1.1)."
    case .localLeadingDot:
      "Der Teil vor dem @ darf nicht mit einem Punkt beginnen."
    case .localTrailingDot:
      "Der Teil vor dem @ darf nicht mit einem Punkt enden."
    case .localConsecutiveDots:
      "Die Adresse hat vor dem @ zwei Punkte hintereinander."
    case .localForbiddenCharacter(let character):
      "Dieses Zeichen ist vor dem @ nur erlaubt, wenn der Name in Anführungszeichen steht (\(EmailIssueSink.describe(character.value)))."
    case .localForbiddenAfterNFC:
      "Der Teil vor dem @ enthält nach der Normalisierung (NFC) ein Zeichen, das dort nicht erlaubt ist."
    case .localNonASCII:
      "Verwenden Sie vor dem @ nur ASCII-Buchstaben, Ziffern und !#$%&'*+-/=?^_`{|}~ (das Profil dieser Adresse erlaubt kein SMTPUTF8)."
    case .localQuoted:
      "Namen in Anführungszeichen (\"john doe\"@…) werden hier nicht akzeptiert."
    case .localUnclosedQuote:
      "Ein Name in Anführungszeichen wird nie mit \" geschlossen."
    case .localForbiddenInQuotes(let character):
      "Dieses Zeichen ist in Anführungszeichen nicht erlaubt (\(EmailIssueSink.describe(character.value)))."
    case .localNotNFC:
      "Der Teil vor dem @ war nicht in Unicode-NFC; der Wert verwendet NFC."
    case .localFullwidth(let character):
      "Dies ist ein Zeichen in voller Breite (\(EmailIssueSink.describe(character.value))), nicht das ähnlich aussehende ASCII-Zeichen; die E-Mail erreicht möglicherweise nicht das gewünschte Postfach."
    case .localMixedScript(let text):
      "„\(text)“ mischt Schriftsysteme (UTS #39), ein gängiger Trick, um eine andere Adresse vorzutäuschen."
    case .localConfusable(let text, let skeleton):
      "„\(text)“ sieht aus wie das ASCII-„\(skeleton)“ (UTS #39, verwechselbare Zeichen)."
    case .localLeadingCombiningMark(let mark):
      "Der Teil vor dem @ beginnt mit einem kombinierenden Zeichen (\(mark.codePointDescription)), das mit keinem Zeichen verbunden werden kann."
    case .domainMissing:
      "Nach dem @ steht nichts."
    case .domainLeadingDot:
      "Die Domain darf nicht mit einem Punkt beginnen."
    case .domainTrailingDot:
      "Die Domain darf nicht mit einem Punkt enden."
    case .domainConsecutiveDots:
      "Die Domain hat zwei Punkte hintereinander."
    case .domainForbiddenCharacter(let character):
      "Domains bestehen nur aus Buchstaben, Ziffern, Bindestrichen und Punkten (\(EmailIssueSink.describe(character.value)))."
    case .domainLabelTooLong:
      "Ein Teil der Domain ist länger als 63 Zeichen."
    case .domainLabelTooLongUTS46:
      "Ein Teil der Domain ist länger als 63 Byte."
    case .domainLabelLeadingHyphen:
      "Ein Teil der Domain beginnt mit einem Bindestrich."
    case .domainLabelLeadingHyphenUTS46:
      "Ein Teil des Domainnamens beginnt mit einem Bindestrich."
    case .domainLabelTrailingHyphen:
      "Ein Teil der Domain endet mit einem Bindestrich."
    case .domainLabelTrailingHyphenUTS46:
      "Ein Teil des Domainnamens endet mit einem Bindestrich."
    case .domainLabelHyphen34:
      "Ein Teil der Domain hat -- an der dritten und vierten Stelle; das ist Teilen mit xn-- vorbehalten."
    case .domainLabelHyphen34UTS46:
      "Ein Teil des Domainnamens hat Bindestriche an der dritten und vierten Stelle."
    case .domainNoDot:
      "Die Domain braucht einen Punkt, wie in example.com."
    case .domainTLDNotLetter:
      "Der letzte Teil der Domain muss mit einem Buchstaben enden, wie in .com."
    case .domainSpecialUse(let tld):
      "Adressen unter .\(tld) können keine E-Mails aus dem Internet empfangen."
    case .domainDotMapped(let character):
      "Dieser Punkt in voller Breite oder ideografische Punkt (\(EmailIssueSink.describe(character.value))) wurde als „.“ gelesen."
    case .domainMapped(let domain):
      "UTS #46 hat die Domain zu \(domain) geändert: Es wandelt Zeichen in voller Breite und Kompatibilitätszeichen um und entfernt unsichtbare Zeichen."
    case .domainNotNFC:
      "Die Domain war nicht in Unicode-NFC; der Wert verwendet NFC."
    case .domainMixedScript(let text):
      "„\(text)“ mischt Schriftsysteme (UTS #39), ein gängiger Trick, um eine andere Adresse vorzutäuschen."
    case .domainConfusable(let text, let skeleton):
      "„\(text)“ sieht aus wie das ASCII-„\(skeleton)“ (UTS #39, verwechselbare Zeichen)."
    case .domainLiteral:
      "IP-Adressen als Domain ([192.0.2.1]) werden hier nicht akzeptiert."
    case .literalUnclosed:
      "Die eckige Klammer [ eines Domain-Literals wird nie geschlossen."
    case .literalForbiddenCharacter(let character):
      "Dieses Zeichen ist in einem Domain-Literal nicht erlaubt (\(EmailIssueSink.describe(character.value)))."
    case .literalUnknown:
      "Ein Domain-Literal muss eine IPv4-Adresse, [192.0.2.1], oder eine IPv6-Adresse, [IPv6:2001:db8::1], sein."
    case .literalBadIPv4:
      "Eine IPv4-Adresse besteht aus vier durch Punkte getrennten Zahlen von 0 bis 255."
    case .literalBadIPv4InIPv6:
      "Der IPv4-Teil der IPv6-Adresse ist ungültig."
    case .literalIPv6GroupCount:
      "Eine vollständige IPv6-Adresse hat acht Gruppen."
    case .literalIPv6GroupCountElided:
      "Eine IPv6-Adresse mit :: hat höchstens sieben weitere Gruppen."
    case .literalIPv6Empty:
      "Die IPv6-Adresse ist leer."
    case .literalIPv6DoubleElision:
      "Eine IPv6-Adresse darf nur ein :: enthalten."
    case .literalIPv6ColonStart:
      "Eine IPv6-Adresse darf nicht mit einem einzelnen Doppelpunkt beginnen."
    case .literalIPv6ColonEnd:
      "Eine IPv6-Adresse darf nicht mit einem einzelnen Doppelpunkt enden."
    case .literalIPv6BadGroup:
      "Jede IPv6-Gruppe besteht aus ein bis vier Hexadezimalziffern."
    case .literalIPv6SingleElision:
      "Hier steht :: für eine einzige Gruppe; RFC 5321 verlangt, dass es für zwei oder mehr steht."
    case .deprecatedComment(.error):
      "Kommentare ( … ) sind in der Adresse nicht erlaubt."
    case .deprecatedComment(.warning):
      "Kommentare in Adressen sind veraltet; der Wert lässt sie weg."
    case .deprecatedFoldingWhitespace(.error):
      "Die Adresse darf keine Leerzeichen oder Zeilenumbrüche enthalten."
    case .deprecatedFoldingWhitespace(.warning):
      "Leerraum in Adressen ist veraltet; der Wert lässt ihn weg."
    case .deprecatedCFWSNearAt(.error):
      "Neben dem @ darf kein Leerzeichen und kein Kommentar stehen."
    case .deprecatedCFWSNearAt(.warning):
      "Leerraum oder Kommentare neben dem @ sind veraltete Syntax."
    case .deprecatedLocalPart(.error):
      "Vor dem @ dürfen Zeichenketten in Anführungszeichen nicht mit Punkten oder Kommentaren gemischt werden."
    case .deprecatedLocalPart(.warning):
      "Zeichenketten in Anführungszeichen mit Punkten im Teil vor dem @ zu mischen, ist veraltete Syntax."
    case .commentUnclosed:
      "Ein Kommentar wird nie mit der Klammer ) geschlossen."
    case .commentForbiddenCharacter(let character):
      "Dieses Zeichen ist in einem Kommentar nicht erlaubt (\(EmailIssueSink.describe(character.value)))."
    case .displayName:
      "Geben Sie nur die Adresse ein, ohne Namen und spitze Klammern."
    case .displayNameUnclosedAngle:
      "Das „<“ öffnet eine Adresse, die kein „>“ schließt."
    case .displayNameNoOpeningAngle:
      "Ein „>“ beendet die Eingabe, aber kein „<“ öffnet die Adresse (Name <Adresse>)."
    case .displayNameSecondAngle(let bracket):
      "Ein zweites „\(String(bracket))“ außerhalb von Anführungszeichen: Eine Angabe mit Anzeigenamen hat genau eine <Adresse>."
    case .displayNameTextAfterAngle:
      "Nach dem „>“, das die Adresse schließt, folgt noch Text."
    case .displayNameControlCharacter(let character):
      "Ein Steuerzeichen (\(EmailIssueSink.describe(character.value))) ist in einem Anzeigenamen nicht zulässig."
    case .displayNameUnopenedComment:
      "Diese Klammer „)“ schließt keinen Kommentar im Anzeigenamen."
    case .displayNameUnclosedQuote:
      "Die Zeichenkette in Anführungszeichen im Anzeigenamen ist nicht geschlossen: Ein „\"“ fehlt."
    case .displayNameUnclosedComment:
      "Ein Kommentar im Anzeigenamen ist nicht geschlossen: Eine schließende Klammer „)“ fehlt."
    case .displayNameSpecial(let special):
      "„\(String(special))“ muss in einem Anzeigenamen in Anführungszeichen stehen (RFC 5322 §3.2.3, Sonderzeichen): Schreiben Sie \"…\"."
    case .displayNameObsolete:
      "Ein „.“ außerhalb von Anführungszeichen in einem Anzeigenamen ist veraltete Syntax (RFC 5322 §4.1); Mailprogramme lesen es, aktuell ist aber \"John Q. Public\" in Anführungszeichen."
    case .displayNameLooksLikeAddress(let shown, let address):
      "Der Anzeigename zeigt „\(shown)“, was wie eine andere Adresse oder Domain aussieht als die echte Adresse „\(address)“: Mailprogramme zeigen oft nur den Namen an (ein typisches Phishing-Muster)."
    case .idnaEmptyLabel:
      "Ein Teil des Domainnamens ist leer."
    case .idnaIgnoredCharactersRemoved:
      "Ein Teil der Domain ist nach der Zuordnung leer: UTS #46 entfernt ignorierte Zeichen wie U+034F COMBINING GRAPHEME JOINER."
    case .idnaDomainTooLong:
      "Der Domainname ist länger als 253 Byte."
    case .idnaLeadingCombiningMark:
      "Ein Teil des Domainnamens beginnt mit einem kombinierenden Zeichen."
    case .idnaDisallowed:
      "Der Domainname enthält ein Zeichen, das in Domainnamen nicht erlaubt ist."
    case .idnaPunycode:
      "Ein Teil mit xn-- ist kein gültiger Punycode."
    case .idnaDecodesToXNLabel:
      "Ein Teil mit xn-- ergibt dekodiert wieder einen Teil mit xn--."
    case .idnaInvalidACELabel:
      "Ein Teil mit xn-- ergibt dekodiert keinen gültigen Teil."
    case .idnaBidi:
      "Der Domainname mischt Text von rechts nach links und von links nach rechts auf eine Weise, die die Bidi-Regel verbietet."
    case .idnaContextJ:
      "Ein breitenloser Verbinder oder Nichtverbinder steht an falscher Stelle."
    case .idnaNotIDNA2008(let characters):
      "Der Domainname enthält \(characters), was IDNA2008 (RFC 5892) in Domainnamen nicht erlaubt; Mailserver werden ihn nicht annehmen."
    case .idnaContextO:
      "Der Domainname verwendet ein Zeichen, das IDNA2008 nur in einem bestimmten Zusammenhang erlaubt (etwa den Mittelpunkt zwischen zwei l), außerhalb davon."
    case .domainTransitional(let domain, let ascii, let transitional):
      "Die Domain \(domain) ist nach IDNA2008 \(ascii), ältere Software (IDNA2003) liest sie aber als \(transitional), einen anderen Namen."
    }
  }
}
