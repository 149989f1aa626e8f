extension GermanMessages {
  /// German messages of the idna family, keyed `code` or `code#variant`.
  static let idna: [String: String] = [
    "idna.empty-label": "Ein Teil des Domainnamens ist leer.",
    "idna.label-too-long": "Ein Teil des Domainnamens ist länger als 63 Byte.",
    "idna.domain-too-long": "Der Domainname ist länger als 253 Byte.",
    "idna.leading-hyphen": "Ein Teil des Domainnamens beginnt mit einem Bindestrich.",
    "idna.trailing-hyphen": "Ein Teil des Domainnamens endet mit einem Bindestrich.",
    "idna.hyphen-3-4":
      "Ein Teil des Domainnamens hat Bindestriche an der dritten und vierten Stelle.",
    "idna.leading-combining-mark":
      "Ein Teil des Domainnamens beginnt mit einem kombinierenden Zeichen.",
    "idna.disallowed": "Der Domainname enthält ein Zeichen, das in Domainnamen nicht erlaubt ist.",
    "idna.punycode": "Ein Teil mit xn-- ist kein gültiger Punycode.",
    "idna.label-has-dot": "Ein Teil des Domainnamens enthält nach der Zuordnung einen Punkt.",
    "idna.invalid-ace-label": "Ein Teil mit xn-- ergibt dekodiert keinen gültigen Teil.",
    "idna.bidi":
      "Der Domainname mischt Text von rechts nach links und von links nach rechts auf eine Weise, die die Bidi-Regel verbietet.",
    "idna.contextj": "Ein breitenloser Verbinder oder Nichtverbinder steht an falscher Stelle.",
    "idna.contexto-punctuation":
      "Ein Satzzeichen wie der Mittelpunkt steht an falscher Stelle.",
    "idna.contexto-digits":
      "Arabisch-indische und erweiterte arabisch-indische Ziffern sind gemischt.",
  ]
}
