extension GermanMessages {
  /// German messages of the email family, keyed `code` or `code#variant`.
  static let email: [String: String] = [
    // Structure
    "email.empty": "Die Adresse ist leer.",
    "email.no-at": "Eine E-Mail-Adresse braucht ein @ zwischen Name und Domain.",
    "email.multiple-at":
      "Die Adresse enthält mehr als ein @; außerhalb von Anführungszeichen ist nur eines erlaubt.",
    "email.fullwidth-at":
      "Dies ist ein ＠ in voller Breite; geben Sie stattdessen das ASCII-Zeichen @ ein.",
    "email.too-long":
      "Die Adresse ist in kanonischer Form {length} Byte lang; erlaubt sind höchstens 254 (RFC 5321 §4.5.3.1.3).",
    "email.too-long#as-written":
      "Die Adresse ist in der eingegebenen Form {length} Byte lang ({canonical} in kanonischer Form); erlaubt sind höchstens 254 (RFC 5321 §4.5.3.1.3).",
    "email.too-long#ascii":
      "Die Adresse ist in ihrer ASCII-Form (A-Label) {length} Byte lang; erlaubt sind höchstens 254 (RFC 5321 §4.5.3.1.3).",
    "email.unexpected-character": "Dieses Zeichen steht an falscher Stelle.",
    "email.unexpected-character#after-quoted":
      "Auf einen Namen in Anführungszeichen darf nur ein Punkt oder das @ folgen.",
    "email.unexpected-character#after-literal":
      "Auf die schließende Klammer ] eines Domain-Literals darf nichts mehr folgen.",
    "email.unexpected-character#after-comment":
      "Nach einem Kommentar kann der Text nur mit einem Punkt weitergehen.",
    "email.unexpected-character#space": "Die Adresse darf keine Leerzeichen enthalten.",
    "email.more-issues": "{count} weitere Probleme der oben genannten Arten wurden gefunden.",
    "email.control-character": "Steuerzeichen sind nicht erlaubt ({character}).",
    "email.replacement-character":
      "U+FFFD REPLACEMENT CHARACTER steht dort, wo bei einer fehlerhaften Umwandlung Text verloren ging; geben Sie die Adresse erneut ein.",
    "email.bad-line-break":
      "Ein Zeilenumbruch muss aus CR LF und einem folgenden Leerzeichen oder Tabulator bestehen (Faltung) und darf nur einmal vorkommen.",
    "email.backslash-at-end": "Die Adresse endet mit einem Backslash.",

    // Local part
    "email.local.missing": "Vor dem @ steht nichts.",
    "email.local.too-long":
      "Der Teil vor dem @ ist in kanonischer Form {length} Byte lang; erlaubt sind höchstens 64 (RFC 5321 §4.5.3.1.1).",
    "email.local.too-long#as-written":
      "Der Teil vor dem @ ist in der eingegebenen Form {length} Byte lang ({canonical} in kanonischer Form); erlaubt sind höchstens 64 (RFC 5321 §4.5.3.1.1).",
    "email.local.leading-dot": "Der Teil vor dem @ darf nicht mit einem Punkt beginnen.",
    "email.local.trailing-dot": "Der Teil vor dem @ darf nicht mit einem Punkt enden.",
    "email.local.consecutive-dots": "Die Adresse hat vor dem @ zwei Punkte hintereinander.",
    "email.local.forbidden-character":
      "Dieses Zeichen ist vor dem @ nur erlaubt, wenn der Name in Anführungszeichen steht ({character}).",
    "email.local.forbidden-character#nfc":
      "Der Teil vor dem @ enthält nach der Normalisierung (NFC) ein Zeichen, das dort nicht erlaubt ist.",
    "email.local.non-ascii":
      "Verwenden Sie vor dem @ nur ASCII-Buchstaben, Ziffern und !#$%&'*+-/=?^_`{{|}}~ (das Profil dieser Adresse erlaubt kein SMTPUTF8).",
    "email.local.quoted":
      "Namen in Anführungszeichen (\"john doe\"@…) werden hier nicht akzeptiert.",
    "email.local.unclosed-quote": "Ein Name in Anführungszeichen wird nie mit \" geschlossen.",
    "email.local.forbidden-in-quotes":
      "Dieses Zeichen ist in Anführungszeichen nicht erlaubt ({character}).",
    "email.local.not-nfc":
      "Der Teil vor dem @ war nicht in Unicode-NFC; der Wert verwendet NFC.",
    "email.local.fullwidth":
      "Dies ist ein Zeichen in voller Breite ({character}), nicht das ähnlich aussehende ASCII-Zeichen; die E-Mail erreicht möglicherweise nicht das gewünschte Postfach.",
    "email.local.mixed-script":
      "„{text}“ mischt Schriftsysteme (UTS #39), ein gängiger Trick, um eine andere Adresse vorzutäuschen.",
    "email.local.confusable":
      "„{text}“ sieht aus wie das ASCII-„{skeleton}“ (UTS #39, verwechselbare Zeichen).",
    "email.local.leading-combining-mark":
      "Der Teil vor dem @ beginnt mit einem kombinierenden Zeichen ({character}), das mit keinem Zeichen verbunden werden kann.",

    // Domain
    "email.domain.missing": "Nach dem @ steht nichts.",
    "email.domain.leading-dot": "Die Domain darf nicht mit einem Punkt beginnen.",
    "email.domain.trailing-dot": "Die Domain darf nicht mit einem Punkt enden.",
    "email.domain.consecutive-dots": "Die Domain hat zwei Punkte hintereinander.",
    "email.domain.forbidden-character":
      "Domains bestehen nur aus Buchstaben, Ziffern, Bindestrichen und Punkten ({character}).",
    "email.domain.label-too-long": "Ein Teil der Domain ist länger als 63 Zeichen.",
    "email.domain.label-too-long#idna": "Ein Teil der Domain ist länger als 63 Byte.",
    "email.domain.label-leading-hyphen": "Ein Teil der Domain beginnt mit einem Bindestrich.",
    "email.domain.label-leading-hyphen#idna":
      "Ein Teil des Domainnamens beginnt mit einem Bindestrich.",
    "email.domain.label-trailing-hyphen": "Ein Teil der Domain endet mit einem Bindestrich.",
    "email.domain.label-trailing-hyphen#idna":
      "Ein Teil des Domainnamens endet mit einem Bindestrich.",
    "email.domain.label-hyphen-3-4":
      "Ein Teil der Domain hat -- an der dritten und vierten Stelle; das ist Teilen mit xn-- vorbehalten.",
    "email.domain.label-hyphen-3-4#idna":
      "Ein Teil des Domainnamens hat Bindestriche an der dritten und vierten Stelle.",
    "email.domain.no-dot": "Die Domain braucht einen Punkt, wie in example.com.",
    "email.domain.tld-not-letter":
      "Der letzte Teil der Domain muss mit einem Buchstaben enden, wie in .com.",
    "email.domain.special-use":
      "Adressen unter .{tld} können keine E-Mails aus dem Internet empfangen.",
    "email.domain.dot-mapped":
      "Dieser Punkt in voller Breite oder ideografische Punkt ({character}) wurde als „.“ gelesen.",
    "email.domain.mapped":
      "Die Domain wurde nach UTS #46 (Zeichen in voller Breite oder Kompatibilitätszeichen) zu {domain} umgewandelt.",
    "email.domain.not-nfc": "Die Domain war nicht in Unicode-NFC; der Wert verwendet NFC.",
    "email.domain.mixed-script":
      "„{text}“ mischt Schriftsysteme (UTS #39), ein gängiger Trick, um eine andere Adresse vorzutäuschen.",
    "email.domain.confusable":
      "„{text}“ sieht aus wie das ASCII-„{skeleton}“ (UTS #39, verwechselbare Zeichen).",
    "email.domain.literal": "IP-Adressen als Domain ([192.0.2.1]) werden hier nicht akzeptiert.",

    // Domain literals
    "email.literal.unclosed": "Die eckige Klammer [ eines Domain-Literals wird nie geschlossen.",
    "email.literal.forbidden-character":
      "Dieses Zeichen ist in einem Domain-Literal nicht erlaubt ({character}).",
    "email.literal.unknown":
      "Ein Domain-Literal muss eine IPv4-Adresse, [192.0.2.1], oder eine IPv6-Adresse, [IPv6:2001:db8::1], sein.",
    "email.literal.bad-ipv4":
      "Eine IPv4-Adresse besteht aus vier durch Punkte getrennten Zahlen von 0 bis 255.",
    "email.literal.bad-ipv4#ipv6-tail": "Der IPv4-Teil der IPv6-Adresse ist ungültig.",
    "email.literal.ipv6-group-count": "Eine vollständige IPv6-Adresse hat acht Gruppen.",
    "email.literal.ipv6-group-count#elided":
      "Eine IPv6-Adresse mit :: hat höchstens sieben weitere Gruppen.",
    "email.literal.ipv6-group-count#empty": "Die IPv6-Adresse ist leer.",
    "email.literal.ipv6-double-elision": "Eine IPv6-Adresse darf nur ein :: enthalten.",
    "email.literal.ipv6-colon-start":
      "Eine IPv6-Adresse darf nicht mit einem einzelnen Doppelpunkt beginnen.",
    "email.literal.ipv6-colon-end":
      "Eine IPv6-Adresse darf nicht mit einem einzelnen Doppelpunkt enden.",
    "email.literal.ipv6-bad-group":
      "Jede IPv6-Gruppe besteht aus ein bis vier Hexadezimalziffern.",
    "email.literal.ipv6-single-elision":
      "Hier steht :: für eine einzige Gruppe; RFC 5321 verlangt, dass es für zwei oder mehr steht.",

    // Comments, folding white space and obsolete syntax
    "email.deprecated.comment": "Kommentare ( … ) sind in der Adresse nicht erlaubt.",
    "email.deprecated.comment#warning":
      "Kommentare in Adressen sind veraltet; der Wert lässt sie weg.",
    "email.deprecated.folding-whitespace":
      "Die Adresse darf keine Leerzeichen oder Zeilenumbrüche enthalten.",
    "email.deprecated.folding-whitespace#warning":
      "Leerraum in Adressen ist veraltet; der Wert lässt ihn weg.",
    "email.deprecated.cfws-near-at":
      "Neben dem @ darf kein Leerzeichen und kein Kommentar stehen.",
    "email.deprecated.cfws-near-at#warning":
      "Leerraum oder Kommentare neben dem @ sind veraltete Syntax.",
    "email.deprecated.local-part":
      "Vor dem @ dürfen Zeichenketten in Anführungszeichen nicht mit Punkten oder Kommentaren gemischt werden.",
    "email.deprecated.local-part#warning":
      "Zeichenketten in Anführungszeichen mit Punkten im Teil vor dem @ zu mischen, ist veraltete Syntax.",
    "email.comment.unclosed": "Ein Kommentar wird nie mit der Klammer ) geschlossen.",
    "email.comment.forbidden-character":
      "Dieses Zeichen ist in einem Kommentar nicht erlaubt ({character}).",

    // Display names
    "email.display-name": "Geben Sie nur die Adresse ein, ohne Namen und spitze Klammern.",
    "email.display-name.malformed": "Das „<“ öffnet eine Adresse, die kein „>“ schließt.",
    "email.display-name.malformed#no-open":
      "Ein „>“ beendet die Eingabe, aber kein „<“ öffnet die Adresse (Name <Adresse>).",
    "email.display-name.malformed#second-bracket":
      "Ein zweites „{character}“ außerhalb von Anführungszeichen: Eine Angabe mit Anzeigenamen hat genau eine <Adresse>.",
    "email.display-name.malformed#text-after":
      "Nach dem „>“, das die Adresse schließt, folgt noch Text.",
    "email.display-name.control-character":
      "Ein Steuerzeichen ({character}) ist in einem Anzeigenamen nicht zulässig.",
    "email.display-name.unbalanced": "Diese Klammer „)“ schließt keinen Kommentar im Anzeigenamen.",
    "email.display-name.unbalanced#quote":
      "Die Zeichenkette in Anführungszeichen im Anzeigenamen ist nicht geschlossen: Ein „\"“ fehlt.",
    "email.display-name.unbalanced#comment":
      "Ein Kommentar im Anzeigenamen ist nicht geschlossen: Eine schließende Klammer „)“ fehlt.",
    "email.display-name.special-character":
      "„{character}“ muss in einem Anzeigenamen in Anführungszeichen stehen (RFC 5322 §3.2.3, Sonderzeichen): Schreiben Sie \"…\".",
    "email.display-name.obsolete":
      "Ein „.“ außerhalb von Anführungszeichen in einem Anzeigenamen ist veraltete Syntax (RFC 5322 §4.1); Mailprogramme lesen es, aktuell ist aber \"John Q. Public\" in Anführungszeichen.",
    "email.display-name.looks-like-address":
      "Der Anzeigename zeigt „{shown}“, was wie eine andere Adresse oder Domain aussieht als die echte Adresse „{address}“: Mailprogramme zeigen oft nur den Namen an (ein typisches Phishing-Muster).",

    // UTS #46 errors of the domain
    "email.idna.empty-label": "Ein Teil des Domainnamens ist leer.",
    "email.idna.empty-label#ignored-removed":
      "Ein Teil der Domain ist nach der Zuordnung leer: UTS #46 entfernt ignorierte Zeichen wie U+034F COMBINING GRAPHEME JOINER.",
    "email.idna.domain-too-long": "Der Domainname ist länger als 253 Byte.",
    "email.idna.leading-combining-mark":
      "Ein Teil des Domainnamens beginnt mit einem kombinierenden Zeichen.",
    "email.idna.disallowed":
      "Der Domainname enthält ein Zeichen, das in Domainnamen nicht erlaubt ist.",
    "email.idna.not-idna2008":
      "Der Domainname enthält {characters}, was IDNA2008 (RFC 5892) in Domainnamen nicht erlaubt; Mailserver werden ihn nicht annehmen.",
    "email.idna.contexto":
      "Der Domainname verwendet ein Zeichen, das IDNA2008 nur in einem bestimmten Zusammenhang erlaubt (etwa den Mittelpunkt zwischen zwei l), außerhalb davon.",
    "email.domain.transitional":
      "Die Domain {domain} ist nach IDNA2008 {ascii}, ältere Software (IDNA2003) liest sie aber als {transitional}, einen anderen Namen.",
    "email.idna.punycode": "Ein Teil mit xn-- ist kein gültiger Punycode.",
    "email.idna.punycode#decodes-to-xn":
      "Ein Teil mit xn-- ergibt dekodiert wieder einen Teil mit xn--.",
    "email.idna.invalid-ace-label": "Ein Teil mit xn-- ergibt dekodiert keinen gültigen Teil.",
    "email.idna.bidi":
      "Der Domainname mischt Text von rechts nach links und von links nach rechts auf eine Weise, die die Bidi-Regel verbietet.",
    "email.idna.contextj":
      "Ein breitenloser Verbinder oder Nichtverbinder steht an falscher Stelle.",
  ]
}
