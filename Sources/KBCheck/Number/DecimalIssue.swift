/// What the decimal-pad validator and filter report about decimal numbers
/// and amounts (decimalPad, numbersAndPunctuation with signed numbers).
///
/// Characters are shown as `'x'` (with the code point and name when not
/// printable ASCII: `'٬' (U+066C …)`) where the message is about a
/// separator, and by code point and name where it is about a character that
/// has no place in a number.
public enum DecimalIssue: FamilyIssue, PasteRefusing {
  /// Which side of the number whitespace is on.
  public enum Side: Sendable, Hashable {
    /// Before the number.
    case before
    /// After the number.
    case after
  }

  /// A character that has no place in a number (`number.invalid-character`).
  case invalidCharacter(Unicode.Scalar)
  /// A filter removed such a character (`number.invalid-character`).
  case invalidCharacterEntered
  /// No digits (`number.no-digits`).
  case noDigits
  /// The other convention's decimal separator (`number.wrong-decimal-separator`).
  case wrongDecimalSeparator(Unicode.Scalar, separator: Unicode.Scalar, locale: String)
  /// A filter removed the other convention's decimal separator
  /// (`number.wrong-decimal-separator`).
  case wrongDecimalSeparatorEntered(Unicode.Scalar, separator: Unicode.Scalar, locale: String)
  /// A second decimal separator (`number.multiple-decimal-separators`).
  case multipleDecimalSeparators
  /// A filter removed a second decimal separator (`number.multiple-decimal-separators`).
  case multipleDecimalSeparatorsEntered
  /// A space before the number (`number.misplaced-grouping`).
  case spaceBefore
  /// A space after the number (`number.misplaced-grouping`).
  case spaceAfter
  /// A grouping separator that starts the number (`number.misplaced-grouping`).
  case groupingAtStart(Unicode.Scalar)
  /// A grouping separator after the decimal separator (`number.misplaced-grouping`).
  case groupingInFraction(Unicode.Scalar)
  /// A grouping separator off the locale's groups of `primary` digits
  /// (`number.misplaced-grouping`).
  case misplacedGroup(Unicode.Scalar, locale: String, primary: Int)
  /// A grouping separator off the locale's groups: one of `primary`
  /// digits, then of `secondary` (`number.misplaced-grouping`).
  case misplacedSecondaryGroup(Unicode.Scalar, locale: String, primary: Int, secondary: Int)
  /// A grouping separator while grouping is off (`number.grouping-not-allowed`).
  case groupingNotAllowed(Unicode.Scalar)
  /// A second kind of grouping separator (`number.mixed-grouping`).
  case mixedGrouping(Unicode.Scalar)
  /// One grouping separator that may have been meant as the decimal
  /// separator (`number.ambiguous-grouping`, a warning).
  case ambiguousGrouping(Unicode.Scalar, locale: String, separator: Unicode.Scalar)
  /// Three decimals after a separator that elsewhere groups thousands
  /// (`number.ambiguous-decimal`, a warning).
  case ambiguousDecimal(separator: Unicode.Scalar, locale: String)
  /// Whitespace around the number: removed (a warning) or refused
  /// (`number.surrounding-whitespace`).
  case surroundingWhitespace(Side, removed: Bool)
  /// An exponent (`number.exponent-not-allowed`).
  case exponentNotAllowed(Unicode.Scalar)
  /// A sign not at the start, or a second one (`number.sign-not-allowed`).
  case signNotAllowed
  /// A sign on a keyboard without a sign key (`number.sign-not-allowed`).
  case signWithoutSignKey(Unicode.Scalar, keyboard: KeyboardType)
  /// A filter removed a sign on decimalPad (`number.sign-not-allowed`).
  case signNotAllowedEntered
  /// A direction mark away from the sign (`number.misplaced-bidi-mark`).
  case misplacedBidiMark(Unicode.Scalar)
  /// A decimal separator with no digits after it (`number.trailing-separator`, a warning).
  case trailingSeparator
  /// Below `minValue` (`number.below-minimum`).
  case belowMinimum(ExactDecimal)
  /// Above `maxValue` (`number.above-maximum`).
  case aboveMaximum(ExactDecimal)
  /// More fraction digits than `maxFractionDigits` (`number.too-many-fraction-digits`).
  case tooManyFractionDigits(limit: Int, separator: Unicode.Scalar)
  /// Latin digits mixed with the native system's, whose separators differ
  /// (`number.mixed-digit-systems`).
  case mixedDigitSystems(
    system: String, locale: String, latinSeparator: Unicode.Scalar,
    nativeSeparator: Unicode.Scalar)
  /// A paste refused whole because removing the character of `removed`
  /// would change the number; the code is `removed`'s.
  indirect case refusedPaste(RefusedPaste, removed: DecimalIssue)

  /// The decimal family.
  public static let family = IssueFamily.decimal
  /// One of each case.
  public static let samples: [DecimalIssue] = [
    .invalidCharacter("x"), .invalidCharacterEntered,
    .refusedPaste(.sample(.joins), removed: .invalidCharacterEntered),
    .noDigits,
    .wrongDecimalSeparator(",", separator: ".", locale: "en_US"),
    .wrongDecimalSeparatorEntered(",", separator: ".", locale: "en_US"),
    .refusedPaste(
      .sample(.joins), removed: .wrongDecimalSeparatorEntered(",", separator: ".", locale: "en_US")),
    .multipleDecimalSeparators, .multipleDecimalSeparatorsEntered,
    .refusedPaste(.sample(.joins), removed: .multipleDecimalSeparatorsEntered),
    .spaceBefore, .spaceAfter, .groupingAtStart(","), .groupingInFraction(","),
    .misplacedGroup(",", locale: "en_US", primary: 3),
    .misplacedSecondaryGroup(",", locale: "en_IN", primary: 3, secondary: 2),
    .groupingNotAllowed(","), .mixedGrouping("."),
    .ambiguousGrouping(",", locale: "en_US", separator: "."),
    .ambiguousDecimal(separator: ".", locale: "en_US"),
    .surroundingWhitespace(.before, removed: false), .surroundingWhitespace(.after, removed: false),
    .surroundingWhitespace(.before, removed: true), .surroundingWhitespace(.after, removed: true),
    .exponentNotAllowed("e"),
    .signNotAllowed, .signWithoutSignKey("-", keyboard: .decimalPad), .signNotAllowedEntered,
    .refusedPaste(.sample(.joins), removed: .signNotAllowedEntered),
    .refusedPaste(.sample(.turnsSign), removed: .signNotAllowedEntered),
    .misplacedBidiMark("\u{200F}"), .trailingSeparator,
    .belowMinimum(ExactDecimal(whole: 5)), .aboveMaximum(ExactDecimal(whole: 100)),
    .tooManyFractionDigits(limit: 2, separator: "."),
    .tooManyFractionDigits(limit: 1, separator: "."),
    .mixedDigitSystems(system: "arab", locale: "ar_EG", latinSeparator: ".", nativeSeparator: "٫"),
  ]

  /// The code.
  public var code: ValidationIssue.Code {
    switch self {
    case .invalidCharacter, .invalidCharacterEntered: .numberInvalidCharacter
    case .noDigits: .numberNoDigits
    case .wrongDecimalSeparator, .wrongDecimalSeparatorEntered: .numberWrongDecimalSeparator
    case .multipleDecimalSeparators, .multipleDecimalSeparatorsEntered:
      .numberMultipleDecimalSeparators
    case .spaceBefore, .spaceAfter, .groupingAtStart, .groupingInFraction, .misplacedGroup,
      .misplacedSecondaryGroup:
      .numberMisplacedGrouping
    case .groupingNotAllowed: .numberGroupingNotAllowed
    case .mixedGrouping: .numberMixedGrouping
    case .ambiguousGrouping: .numberAmbiguousGrouping
    case .ambiguousDecimal: .numberAmbiguousDecimal
    case .surroundingWhitespace: .numberSurroundingWhitespace
    case .exponentNotAllowed: .numberExponentNotAllowed
    case .signNotAllowed, .signWithoutSignKey, .signNotAllowedEntered: .numberSignNotAllowed
    case .misplacedBidiMark: .numberMisplacedBidiMark
    case .trailingSeparator: .numberTrailingSeparator
    case .belowMinimum: .numberBelowMinimum
    case .aboveMaximum: .numberAboveMaximum
    case .tooManyFractionDigits: .numberTooManyFractionDigits
    case .mixedDigitSystems: .numberMixedDigitSystems
    case .refusedPaste(_, let removed): removed.code
    }
  }

  /// The severity.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .ambiguousGrouping, .ambiguousDecimal, .trailingSeparator: .warning
    case .surroundingWhitespace(_, let removed): removed ? .warning : .error
    case .refusedPaste(_, let removed): removed.severity
    default: .error
    }
  }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .invalidCharacter, .invalidCharacterEntered:
      "A character that has no place in a decimal number."
    case .noDigits: "The value has no digits."
    case .wrongDecimalSeparator, .wrongDecimalSeparatorEntered:
      "The other convention's decimal separator (. in de_DE, , in en_US)."
    case .multipleDecimalSeparators, .multipleDecimalSeparatorsEntered:
      "A second decimal separator."
    case .spaceBefore, .spaceAfter, .groupingAtStart, .groupingInFraction, .misplacedGroup,
      .misplacedSecondaryGroup:
      "A grouping separator or space where the locale puts none."
    case .groupingNotAllowed:
      "A grouping separator while grouping is turned off (grouping=false)."
    case .mixedGrouping: "Two different grouping separators in one value."
    case .ambiguousGrouping: "1.234 in de_DE or 1,234 in en_US: read as grouping."
    case .ambiguousDecimal:
      "2.500 read with . as the decimal separator, which elsewhere groups thousands."
    case .surroundingWhitespace:
      "Whitespace before or after the number: trimmed with a warning, or refused (trimWhitespace=false)."
    case .exponentNotAllowed: "An exponent (1e3)."
    case .signNotAllowed, .signWithoutSignKey, .signNotAllowedEntered:
      "A sign where the keyboard has none (decimalPad) or not at the start."
    case .misplacedBidiMark: "A bidi mark away from the sign."
    case .trailingSeparator: "A decimal separator with no digits after it (12,)."
    case .belowMinimum: "Below minValue."
    case .aboveMaximum: "Above maxValue."
    case .tooManyFractionDigits: "More fraction digits than maxFractionDigits."
    case .mixedDigitSystems:
      "Latin digits mixed with the native system's where the two systems' separators differ."
    case .refusedPaste(_, let removed): removed.meaning
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .invalidCharacter, .invalidCharacterEntered:
      "Ein Zeichen, das in einer Dezimalzahl nichts zu suchen hat."
    case .noDigits: "Der Wert hat keine Ziffern."
    case .wrongDecimalSeparator, .wrongDecimalSeparatorEntered:
      "Das Dezimaltrennzeichen der anderen Konvention (. in de_DE, , in en_US)."
    case .multipleDecimalSeparators, .multipleDecimalSeparatorsEntered:
      "Ein zweites Dezimaltrennzeichen."
    case .spaceBefore, .spaceAfter, .groupingAtStart, .groupingInFraction, .misplacedGroup,
      .misplacedSecondaryGroup:
      "Ein Tausendertrennzeichen oder Leerzeichen, wo das Gebietsschema keines setzt."
    case .groupingNotAllowed:
      "Ein Tausendertrennzeichen, obwohl die Gruppierung ausgeschaltet ist (grouping=false)."
    case .mixedGrouping: "Zwei verschiedene Tausendertrennzeichen in einem Wert."
    case .ambiguousGrouping: "1.234 in de_DE oder 1,234 in en_US: als Gruppierung gelesen."
    case .ambiguousDecimal:
      "2.500, mit . als Dezimaltrennzeichen gelesen, das anderswo Tausender trennt."
    case .surroundingWhitespace:
      "Leerraum vor oder nach der Zahl: mit einer Warnung entfernt oder abgelehnt (trimWhitespace=false)."
    case .exponentNotAllowed: "Ein Exponent (1e3)."
    case .signNotAllowed, .signWithoutSignKey, .signNotAllowedEntered:
      "Ein Vorzeichen, wo die Tastatur keines hat (decimalPad), oder nicht am Anfang."
    case .misplacedBidiMark: "Ein Bidi-Zeichen, das nicht neben dem Vorzeichen steht."
    case .trailingSeparator: "Ein Dezimaltrennzeichen ohne folgende Ziffern (12,)."
    case .belowMinimum: "Kleiner als minValue."
    case .aboveMaximum: "Größer als maxValue."
    case .tooManyFractionDigits: "Mehr Nachkommastellen als maxFractionDigits."
    case .mixedDigitSystems:
      "Lateinische Ziffern gemischt mit denen des landeseigenen Ziffernsystems, wo sich die Trennzeichen der beiden Systeme unterscheiden."
    case .refusedPaste(_, let removed): removed.germanMeaning
    }
  }

  /// The issue of a paste refused because of this change.
  func refusing(_ paste: RefusedPaste) -> DecimalIssue { .refusedPaste(paste, removed: self) }

  private static func show(_ scalar: Unicode.Scalar) -> String {
    LocaleNumberSymbols.describe(scalar)
  }

  /// The message in English.
  public var english: String {
    let show = DecimalIssue.show
    return switch self {
    case .invalidCharacter(let character):
      "\(character.codePointDescription) is not part of a number."
    case .invalidCharacterEntered: "Only digits and the decimal separator can be entered here."
    case .noDigits: "Enter at least one digit."
    case .wrongDecimalSeparator(let character, let separator, let locale):
      "In \(locale) the decimal separator is \(show(separator)), not \(show(character))."
    case .wrongDecimalSeparatorEntered(let character, let separator, let locale):
      "The decimal separator in \(locale) is \(show(separator)), not \(show(character))."
    case .multipleDecimalSeparators:
      "A number has at most one decimal separator; this is another one."
    case .multipleDecimalSeparatorsEntered: "A number has one decimal separator."
    case .spaceBefore: "Remove the space before the number."
    case .spaceAfter: "Remove the space after the number."
    case .groupingAtStart(let character):
      "A number cannot start with the grouping separator \(show(character))."
    case .groupingInFraction(let character):
      "No grouping separator or space may follow the decimal separator: \(show(character))."
    case .misplacedGroup(let character, let locale, let primary):
      "The grouping separator \(show(character)) is misplaced; \(locale) groups the integer part in groups of \(primary) digits from the decimal separator."
    case .misplacedSecondaryGroup(let character, let locale, let primary, let secondary):
      "The grouping separator \(show(character)) is misplaced; \(locale) groups the integer part in a group of \(primary) digits, then groups of \(secondary) (12,34,567) from the decimal separator."
    case .groupingNotAllowed(let character):
      "Enter the number without grouping separators such as \(show(character))."
    case .mixedGrouping(let character):
      "Use one grouping separator throughout, not also \(show(character))."
    case .ambiguousGrouping(let character, let locale, let separator):
      "\(show(character)) is read as a grouping separator, so this is a whole number; the decimal separator of \(locale) is \(show(separator))."
    case .ambiguousDecimal(let separator, let locale):
      "\(show(separator)) is read as the decimal separator of \(locale), so this has three decimals; where \(show(separator)) groups thousands the same text is a whole number."
    case .surroundingWhitespace(.before, removed: false): "Remove the whitespace before the number."
    case .surroundingWhitespace(.after, removed: false): "Remove the whitespace after the number."
    case .surroundingWhitespace(.before, removed: true):
      "The whitespace before the number was removed."
    case .surroundingWhitespace(.after, removed: true):
      "The whitespace after the number was removed."
    case .exponentNotAllowed(let exponent):
      "Exponents ('\(exponent)') are not allowed; write the number out in full."
    case .signNotAllowed: "A number takes one sign, at its start."
    case .signWithoutSignKey(let character, let keyboard):
      "\(keyboard.rawValue) has no sign key; \(character.codePointDescription) is not allowed (use numbersAndPunctuation with signed=true for signed numbers)."
    case .signNotAllowedEntered: "decimalPad has no sign key."
    case .misplacedBidiMark(let character):
      "The invisible mark \(character.codePointDescription) belongs only around the sign, before the digits."
    case .trailingSeparator:
      "No digits follow the decimal separator; the value is read as a whole number."
    case .belowMinimum(let limit): "Enter \(limit) or more."
    case .aboveMaximum(let limit): "Enter \(limit) or less."
    case .tooManyFractionDigits(let limit, let separator):
      limit == 1
        ? "Enter at most \(limit) digit after the decimal separator \(show(separator))."
        : "Enter at most \(limit) digits after the decimal separator \(show(separator))."
    case .mixedDigitSystems(let system, let locale, let latinSeparator, let nativeSeparator):
      "This value mixes Latin digits with \(system) digits; in \(locale) they use different separators (\(show(latinSeparator)) and \(show(nativeSeparator)) for decimals), so enter the number in one of them."
    case .refusedPaste(let paste, _): paste.englishForNumber
    }
  }

  /// The message in German.
  public var german: String {
    let show = DecimalIssue.show
    return switch self {
    case .invalidCharacter(let character):
      "\(character.codePointDescription) gehört nicht zu einer Zahl."
    case .invalidCharacterEntered:
      "Hier können nur Ziffern und das Dezimaltrennzeichen eingegeben werden."
    case .noDigits: "Geben Sie mindestens eine Ziffer ein."
    case .wrongDecimalSeparator(let character, let separator, let locale):
      "In \(locale) ist das Dezimaltrennzeichen \(show(separator)), nicht \(show(character))."
    case .wrongDecimalSeparatorEntered(let character, let separator, let locale):
      "Das Dezimaltrennzeichen in \(locale) ist \(show(separator)), nicht \(show(character))."
    case .multipleDecimalSeparators:
      "Eine Zahl hat höchstens ein Dezimaltrennzeichen; dies ist ein weiteres."
    case .multipleDecimalSeparatorsEntered: "Eine Zahl hat nur ein Dezimaltrennzeichen."
    case .spaceBefore: "Entfernen Sie das Leerzeichen vor der Zahl."
    case .spaceAfter: "Entfernen Sie das Leerzeichen nach der Zahl."
    case .groupingAtStart(let character):
      "Eine Zahl kann nicht mit dem Tausendertrennzeichen \(show(character)) beginnen."
    case .groupingInFraction(let character):
      "Nach dem Dezimaltrennzeichen darf weder ein Tausendertrennzeichen noch ein Leerzeichen folgen: \(show(character))."
    case .misplacedGroup(let character, let locale, let primary):
      "Das Tausendertrennzeichen \(show(character)) steht an der falschen Stelle; \(locale) gliedert den ganzzahligen Teil vom Dezimaltrennzeichen aus in Gruppen von \(primary) Ziffern."
    case .misplacedSecondaryGroup(let character, let locale, let primary, let secondary):
      "Das Tausendertrennzeichen \(show(character)) steht an der falschen Stelle; \(locale) gliedert den ganzzahligen Teil vom Dezimaltrennzeichen aus in eine Gruppe von \(primary) Ziffern, dann in Gruppen von \(secondary) (12,34,567)."
    case .groupingNotAllowed(let character):
      "Geben Sie die Zahl ohne Tausendertrennzeichen wie \(show(character)) ein."
    case .mixedGrouping(let character):
      "Verwenden Sie durchgehend dasselbe Tausendertrennzeichen, nicht zusätzlich \(show(character))."
    case .ambiguousGrouping(let character, let locale, let separator):
      "\(show(character)) wird als Tausendertrennzeichen gelesen, daher ist dies eine ganze Zahl; das Dezimaltrennzeichen in \(locale) ist \(show(separator))."
    case .ambiguousDecimal(let separator, let locale):
      "\(show(separator)) wird als Dezimaltrennzeichen von \(locale) gelesen, daher hat diese Zahl drei Nachkommastellen; wo \(show(separator)) Tausender trennt, ist derselbe Text eine ganze Zahl."
    case .surroundingWhitespace(.before, removed: false): "Entfernen Sie den Leerraum vor der Zahl."
    case .surroundingWhitespace(.after, removed: false): "Entfernen Sie den Leerraum nach der Zahl."
    case .surroundingWhitespace(.before, removed: true): "Der Leerraum vor der Zahl wurde entfernt."
    case .surroundingWhitespace(.after, removed: true): "Der Leerraum nach der Zahl wurde entfernt."
    case .exponentNotAllowed(let exponent):
      "Exponenten („\(exponent)“) sind nicht erlaubt; schreiben Sie die Zahl vollständig aus."
    case .signNotAllowed: "Eine Zahl hat höchstens ein Vorzeichen, und zwar am Anfang."
    case .signWithoutSignKey(let character, let keyboard):
      "\(keyboard.rawValue) hat keine Vorzeichentaste; \(character.codePointDescription) ist nicht erlaubt (verwenden Sie für Zahlen mit Vorzeichen numbersAndPunctuation mit signed=true)."
    case .signNotAllowedEntered: "decimalPad hat keine Vorzeichentaste."
    case .misplacedBidiMark(let character):
      "Das unsichtbare Zeichen \(character.codePointDescription) gehört nur neben das Vorzeichen, vor die Ziffern."
    case .trailingSeparator:
      "Nach dem Dezimaltrennzeichen folgen keine Ziffern; der Wert wird als ganze Zahl gelesen."
    case .belowMinimum(let limit): "Geben Sie \(limit) oder mehr ein."
    case .aboveMaximum(let limit): "Geben Sie \(limit) oder weniger ein."
    case .tooManyFractionDigits(let limit, let separator):
      limit == 1
        ? "Geben Sie höchstens \(limit) Ziffer nach dem Dezimaltrennzeichen \(show(separator)) ein."
        : "Geben Sie höchstens \(limit) Ziffern nach dem Dezimaltrennzeichen \(show(separator)) ein."
    case .mixedDigitSystems(let system, let locale, let latinSeparator, let nativeSeparator):
      "Dieser Wert mischt lateinische Ziffern mit Ziffern des Systems \(system); in \(locale) haben beide unterschiedliche Trennzeichen (\(show(latinSeparator)) und \(show(nativeSeparator)) als Dezimaltrennzeichen). Geben Sie die Zahl daher in nur einem der beiden Systeme ein."
    case .refusedPaste(let paste, _): paste.germanForNumber
    }
  }
}

/// What a decimal-pad filter changed without refusing.
public enum DecimalFilterIssue: FamilyIssue {
  /// A separator folded to the locale's decimal separator (`number.separator-folded`).
  case separatorFolded(locale: String, separator: Unicode.Scalar)
  /// A grouping separator removed (`number.grouping-removed`).
  case groupingRemoved
  /// A direction mark removed (`number.bidi-mark-removed`).
  case bidiMarkRemoved

  /// The decimal family.
  public static let family = IssueFamily.decimal
  /// Reported as ``FilterChange``.
  public static let kind = IssueCodeInfo.Kind.filter
  /// One of each case.
  public static let samples: [DecimalFilterIssue] = [
    .separatorFolded(locale: "de_DE", separator: ","), .groupingRemoved, .bidiMarkRemoved,
  ]

  /// The code.
  public var code: ValidationIssue.Code {
    switch self {
    case .separatorFolded: .numberSeparatorFolded
    case .groupingRemoved: .numberGroupingRemoved
    case .bidiMarkRemoved: .numberBidiMarkRemoved
    }
  }
  /// Not a finding about a value (a filter note).
  public var severity: ValidationIssue.Severity { .warning }
  /// What the code means.
  public var meaning: String {
    switch self {
    case .separatorFolded: "A separator folded to the locale's decimal separator by a filter."
    case .groupingRemoved: "A grouping separator removed by a filter."
    case .bidiMarkRemoved: "A bidi mark removed by a filter."
    }
  }
  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .separatorFolded:
      "Ein Trennzeichen, von einem Filter in das Dezimaltrennzeichen des Gebietsschemas umgewandelt."
    case .groupingRemoved: "Ein Tausendertrennzeichen, von einem Filter entfernt."
    case .bidiMarkRemoved: "Ein Bidi-Zeichen, von einem Filter entfernt."
    }
  }
  /// The message in English.
  public var english: String {
    switch self {
    case .separatorFolded(let locale, let separator):
      "The decimal separator in \(locale) is \(LocaleNumberSymbols.describe(separator))."
    case .groupingRemoved: "Numbers are entered without grouping separators."
    case .bidiMarkRemoved: "Invisible direction marks are not kept in numbers."
    }
  }
  /// The message in German.
  public var german: String {
    switch self {
    case .separatorFolded(let locale, let separator):
      "Das Dezimaltrennzeichen in \(locale) ist \(LocaleNumberSymbols.describe(separator))."
    case .groupingRemoved: "Zahlen werden ohne Tausendertrennzeichen eingegeben."
    case .bidiMarkRemoved: "Unsichtbare Richtungszeichen werden in Zahlen nicht übernommen."
    }
  }
}
