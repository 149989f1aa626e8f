extension IDNAIssue {
  /// What the code means and which rule it comes from.
  public var meaning: String {
    switch self {
    case .emptyLabel: "A label is empty (a..b, or a leading dot)."
    case .labelTooLong: "A label is longer than 63 octets."
    case .domainTooLong: "The name is longer than 253 octets."
    case .leadingHyphen: "A label starts with a hyphen (CheckHyphens)."
    case .trailingHyphen: "A label ends with a hyphen (CheckHyphens)."
    case .hyphen34: "A label has -- in positions 3 and 4 (CheckHyphens)."
    case .leadingCombiningMark: "A label starts with a combining mark."
    case .disallowed: "A label contains a character UTS #46 disallows."
    case .punycode: "An xn-- label is not valid Punycode."
    case .labelHasDot: "A label contains a dot after mapping (single-label conversions)."
    case .invalidACELabel: "An xn-- label decodes to something that is not a valid U-label."
    case .bidi: "The bidi rule (RFC 5893) is violated."
    case .contextJ: "A ZWJ or ZWNJ is out of context (RFC 5892 CONTEXTJ)."
    case .contextOPunctuation: "A CONTEXTO punctuation character is out of context (RFC 5892)."
    case .contextODigits: "Arabic-Indic and extended Arabic-Indic digits are mixed (RFC 5892)."
    }
  }

  /// What the code means and which rule it comes from, in German.
  public var germanMeaning: String {
    switch self {
    case .emptyLabel: "Ein Label ist leer (a..b oder ein Punkt am Anfang)."
    case .labelTooLong: "Ein Label ist länger als 63 Byte."
    case .domainTooLong: "Der Name ist länger als 253 Byte."
    case .leadingHyphen: "Ein Label beginnt mit einem Bindestrich (CheckHyphens)."
    case .trailingHyphen: "Ein Label endet mit einem Bindestrich (CheckHyphens)."
    case .hyphen34: "Ein Label hat -- an der dritten und vierten Stelle (CheckHyphens)."
    case .leadingCombiningMark: "Ein Label beginnt mit einem kombinierenden Zeichen."
    case .disallowed: "Ein Label enthält ein Zeichen, das UTS #46 nicht erlaubt."
    case .punycode: "Ein Label mit xn-- ist kein gültiger Punycode."
    case .labelHasDot:
      "Ein Label enthält nach der Zuordnung einen Punkt (Umwandlung einzelner Labels)."
    case .invalidACELabel: "Ein Label mit xn-- ergibt dekodiert kein gültiges U-Label."
    case .bidi: "Die Bidi-Regel (RFC 5893) ist verletzt."
    case .contextJ: "Ein ZWJ oder ZWNJ steht außerhalb seines Kontexts (RFC 5892 CONTEXTJ)."
    case .contextOPunctuation:
      "Ein CONTEXTO-Satzzeichen steht außerhalb seines Kontexts (RFC 5892)."
    case .contextODigits:
      "Arabisch-indische und erweiterte arabisch-indische Ziffern sind gemischt (RFC 5892)."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .emptyLabel: "A domain label is empty."
    case .labelTooLong: "A domain label is longer than 63 octets."
    case .domainTooLong: "The domain is longer than 253 octets."
    case .leadingHyphen: "A domain label starts with a hyphen."
    case .trailingHyphen: "A domain label ends with a hyphen."
    case .hyphen34: "A domain label has hyphens in the third and fourth positions."
    case .leadingCombiningMark: "A domain label starts with a combining mark."
    case .disallowed: "The domain contains a character that is not allowed in domain names."
    case .punycode: "An xn-- label is not valid Punycode."
    case .labelHasDot: "A domain label contains a dot after mapping."
    case .invalidACELabel: "An xn-- label does not decode to a valid label."
    case .bidi:
      "The domain mixes right-to-left and left-to-right text in a way the bidi rule forbids."
    case .contextJ: "A zero-width joiner or non-joiner is out of context."
    case .contextOPunctuation: "A punctuation character such as a middle dot is out of context."
    case .contextODigits: "Arabic-Indic and extended Arabic-Indic digits are mixed."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .emptyLabel: "Ein Teil des Domainnamens ist leer."
    case .labelTooLong: "Ein Teil des Domainnamens ist länger als 63 Byte."
    case .domainTooLong: "Der Domainname ist länger als 253 Byte."
    case .leadingHyphen: "Ein Teil des Domainnamens beginnt mit einem Bindestrich."
    case .trailingHyphen: "Ein Teil des Domainnamens endet mit einem Bindestrich."
    case .hyphen34: "Ein Teil des Domainnamens hat Bindestriche an der dritten und vierten Stelle."
    case .leadingCombiningMark:
      "Ein Teil des Domainnamens beginnt mit einem kombinierenden Zeichen."
    case .disallowed: "Der Domainname enthält ein Zeichen, das in Domainnamen nicht erlaubt ist."
    case .punycode: "Ein Teil mit xn-- ist kein gültiger Punycode."
    case .labelHasDot: "Ein Teil des Domainnamens enthält nach der Zuordnung einen Punkt."
    case .invalidACELabel: "Ein Teil mit xn-- ergibt dekodiert keinen gültigen Teil."
    case .bidi:
      "Der Domainname mischt Text von rechts nach links und von links nach rechts auf eine Weise, die die Bidi-Regel verbietet."
    case .contextJ: "Ein breitenloser Verbinder oder Nichtverbinder steht an falscher Stelle."
    case .contextOPunctuation: "Ein Satzzeichen wie der Mittelpunkt steht an falscher Stelle."
    case .contextODigits:
      "Arabisch-indische und erweiterte arabisch-indische Ziffern sind gemischt."
    }
  }
}
