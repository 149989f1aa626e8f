extension GermanMessages {
  /// German messages of the issue 26 codes (see
  /// `IssueCatalogue.hostChangeEntries`), keyed `code` or `code#variant`.
  static let hostChanges: [String: String] = [
    "email.idna.not-idna2008":
      "Der Domainname enthält {characters}, was IDNA2008 (RFC 5892) in Domainnamen nicht erlaubt; Mailserver werden ihn nicht annehmen.",
    "email.idna.contexto":
      "Der Domainname verwendet ein Zeichen, das IDNA2008 nur in einem bestimmten Zusammenhang erlaubt (etwa den Mittelpunkt zwischen zwei l), außerhalb davon.",
    "email.domain.transitional":
      "Die Domain {domain} ist nach IDNA2008 {ascii}, ältere Software (IDNA2003) liest sie aber als {transitional}, einen anderen Namen.",
    "url.host-mapped":
      "Der Host „{original}“ verwendet Zeichen, die für andere stehen ({characters}); er würde zu „{mapped}“. Geben Sie den Namen selbst ein.",
    "url.host-mapped#warning":
      "Der Host „{original}“ verwendet Zeichen, die für andere stehen ({characters}); er wird als „{mapped}“ gelesen.",
    "url.host-spelling":
      "Der Host „{original}“ ist eine andere Schreibweise ({characters}) von „{mapped}“, und das steht in der URL.",
    "url.host-ignorable-removed":
      "Der Host „{original}“ enthält unsichtbare Zeichen ({characters}), die entfernt würden; übrig bliebe „{mapped}“.",
    "url.host-ignorable-removed#warning":
      "Der Host „{original}“ enthält unsichtbare Zeichen ({characters}); sie werden entfernt und der Host als „{mapped}“ gelesen.",
    "url.host-percent-decoded":
      "Der Host „{original}“ ist mit Prozent-Escapes geschrieben und würde als „{mapped}“ gelesen; geben Sie den Namen selbst ein.",
    "url.host-percent-decoded#warning":
      "Der Host „{original}“ ist prozentcodiert; er wird als „{mapped}“ gelesen.",
    "url.host-ipv4-shorthand":
      "Der Host „{original}“ ist eine verkürzte IPv4-Adresse und würde als {mapped} gelesen; schreiben Sie alle vier Teile.",
    "url.host-ipv4-shorthand#warning":
      "Der Host „{original}“ ist eine verkürzte IPv4-Adresse, gelesen als {mapped}.",
    "url.host-label-too-long":
      "Der Hostteil „{label}“ ist {length} Zeichen lang; DNS erlaubt höchstens 63.",
    "url.host-label-too-long#warning":
      "Der Hostteil „{label}“ ist {length} Zeichen lang; DNS erlaubt höchstens 63, er kann also nicht aufgelöst werden.",
    "url.host-too-long": "Der Hostname ist {length} Zeichen lang; DNS erlaubt höchstens 253.",
    "url.host-too-long#warning":
      "Der Hostname ist {length} Zeichen lang; DNS erlaubt höchstens 253, er kann also nicht aufgelöst werden.",
    "url.empty-userinfo": "Die URL hat ein „@“ ohne etwas davor; entfernen Sie das „@“.",
  ]
}
