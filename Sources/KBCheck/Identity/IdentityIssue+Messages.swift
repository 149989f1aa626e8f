extension IdentityIssue {
  /// What the code means and the clause it comes from.
  public var meaning: String {
    switch self {
    case .empty: "Empty after the profile's rules (RFC 8265 §3.3.3, §4.2.3; RFC 8266 §2.3)."
    case .disallowed(_, let category, _): Self.meaning(of: category)
    case .unassigned:
      "A code point unassigned in the Unicode version of the linked ICU (RFC 8264 §9.10: UNASSIGNED)."
    case .context(_, let rule):
      rule == .zeroWidthJoiner || rule == .zeroWidthNonJoiner
        ? "A join control (ZWJ, ZWNJ: CONTEXTJ, RFC 8264 §9.8) outside the context RFC 5892 Appendix A.1/A.2 allows (after a virama, or between joining letters)."
        : "A CONTEXTO code point (RFC 8264 §9.6) outside the context RFC 5892 Appendix A.3–A.9 allows."
    case .bidiRule:
      "A right-to-left string that breaks the Bidi Rule (RFC 5893 §2, required by RFC 8265 §3.3.1 rule 5)."
    case .notStable:
      "Applying the profile's rules again still changes the string (RFC 8266 §2.3: refuse what is not stable after three more rounds)."
    case .unicodeFailure: "ICU could not map or normalize the text; nothing was decided."
    case .widthMapped:
      "Full-width or half-width characters were mapped to their decompositions (RFC 8265 §3.3.1 rule 1, UAX #11)."
    case .caseMapped:
      "Upper-case and title-case characters were mapped with Unicode toLowerCase() (RFC 8265 §3.3.1 rule 3)."
    case .normalized:
      "Unicode normalization changed the string (NFC: RFC 8265 §3.3.1 rule 4 and §4.2.1 rule 4; NFKC: RFC 8266 §2.1 rule 4)."
    case .spacesMapped:
      "Non-ASCII spaces were mapped to U+0020 (RFC 8265 §4.2.1 rule 1); for a nickname, leading and trailing spaces removed and runs collapsed (RFC 8266 §2.1 rule 2)."
    case .tooLong: "Longer, in Unicode code points, than the caller's limit (maxLength)."
    case .mixedScript:
      "Letters of several scripts beyond the moderately restrictive level of UTS #39 §5.2 (a warning; an error with strict)."
    case .confusable:
      "Not ASCII, but its UTS #39 §4 confusable skeleton is an ASCII name: it can pass for that name (a warning; an error with strict)."
    case .passwordTooShort:
      "Fewer characters than the minimum (NIST SP 800-63B §3.1.1.2: 8, or 15 for a password used alone; each code point counts one)."
    case .passwordTooLong:
      "More characters than the maximum the verifier accepts (at least 64, NIST SP 800-63B §3.1.1.2)."
    case .passwordCommon:
      "On the bundled list of common passwords (NIST SP 800-63B §3.1.1.2: compare against commonly used values)."
    case .passwordContextWord:
      "Contains a context-specific word: the username, the email address's local part or the service name (NIST SP 800-63B §3.1.1.2)."
    case .passwordCompromised:
      "The caller's breach check knows the password from a breach corpus (NIST SP 800-63B §3.1.1.2)."
    case .passwordBreachCheckUnavailable:
      "The caller's breach check could not answer: whether the password is compromised is not decided."
    }
  }

  /// What the code means and the clause it comes from, in German.
  public var germanMeaning: String {
    switch self {
    case .empty: "Leer nach den Regeln des Profils (RFC 8265 §3.3.3, §4.2.3; RFC 8266 §2.3)."
    case .disallowed(_, let category, _): Self.germanMeaning(of: category)
    case .unassigned:
      "Ein Codepunkt, der in der Unicode-Version der gelinkten ICU nicht vergeben ist (RFC 8264 §9.10: UNASSIGNED)."
    case .context(_, let rule):
      rule == .zeroWidthJoiner || rule == .zeroWidthNonJoiner
        ? "Ein Verbindungssteuerzeichen (ZWJ, ZWNJ: CONTEXTJ, RFC 8264 §9.8) außerhalb des Kontexts, den RFC 5892 Appendix A.1/A.2 erlaubt (nach einem Virama oder zwischen verbundenen Buchstaben)."
        : "Ein CONTEXTO-Codepunkt (RFC 8264 §9.6) außerhalb des Kontexts, den RFC 5892 Appendix A.3–A.9 erlaubt."
    case .bidiRule:
      "Eine Zeichenkette von rechts nach links, die die Bidi-Regel verletzt (RFC 5893 §2, verlangt von RFC 8265 §3.3.1 Regel 5)."
    case .notStable:
      "Die Regeln des Profils noch einmal anzuwenden, ändert die Zeichenkette weiter (RFC 8266 §2.3: ablehnen, was nach drei weiteren Runden nicht stabil ist)."
    case .unicodeFailure:
      "ICU konnte den Text nicht abbilden oder normalisieren; nichts wurde entschieden."
    case .widthMapped:
      "Zeichen voller oder halber Breite wurden auf ihre Zerlegungen abgebildet (RFC 8265 §3.3.1 Regel 1, UAX #11)."
    case .caseMapped:
      "Groß- und Titelbuchstaben wurden mit Unicode toLowerCase() abgebildet (RFC 8265 §3.3.1 Regel 3)."
    case .normalized:
      "Die Unicode-Normalisierung hat die Zeichenkette geändert (NFC: RFC 8265 §3.3.1 Regel 4 und §4.2.1 Regel 4; NFKC: RFC 8266 §2.1 Regel 4)."
    case .spacesMapped:
      "Nicht-ASCII-Leerzeichen wurden auf U+0020 abgebildet (RFC 8265 §4.2.1 Regel 1); bei einem Spitznamen Leerzeichen am Anfang und Ende entfernt und Folgen zusammengefasst (RFC 8266 §2.1 Regel 2)."
    case .tooLong:
      "Länger, in Unicode-Codepunkten gezählt, als die Grenze des Aufrufers (maxLength)."
    case .mixedScript:
      "Buchstaben mehrerer Schriftsysteme über die Stufe „moderately restrictive“ von UTS #39 §5.2 hinaus (eine Warnung; ein Fehler mit strict)."
    case .confusable:
      "Nicht ASCII, aber sein verwechselbares Skeleton nach UTS #39 §4 ist ein ASCII-Name: Es kann als dieser Name durchgehen (eine Warnung; ein Fehler mit strict)."
    case .passwordTooShort:
      "Weniger Zeichen als das Minimum (NIST SP 800-63B §3.1.1.2: 8, oder 15 für ein allein verwendetes Passwort; jeder Codepunkt zählt als eines)."
    case .passwordTooLong:
      "Mehr Zeichen als das Maximum, das der Prüfer annimmt (mindestens 64, NIST SP 800-63B §3.1.1.2)."
    case .passwordCommon:
      "Auf der mitgelieferten Liste verbreiteter Passwörter (NIST SP 800-63B §3.1.1.2: mit häufig verwendeten Werten vergleichen)."
    case .passwordContextWord:
      "Enthält ein kontextspezifisches Wort: den Benutzernamen, den Teil der E-Mail-Adresse vor dem @ oder den Namen des Dienstes (NIST SP 800-63B §3.1.1.2)."
    case .passwordCompromised:
      "Die Datenleck-Prüfung des Aufrufers kennt das Passwort aus einem Datenleck (NIST SP 800-63B §3.1.1.2)."
    case .passwordBreachCheckUnavailable:
      "Die Datenleck-Prüfung des Aufrufers konnte nicht antworten: Ob das Passwort kompromittiert ist, ist nicht entschieden."
    }
  }

  /// The meaning of a disallowed category's code.
  static func meaning(of category: PRECISCategory) -> String {
    switch category {
    case .controls: "A control character (RFC 8264 §9.12 Controls: DISALLOWED)."
    case .ignorable:
      "A default-ignorable or noncharacter code point, such as a bidi override or a zero-width space (RFC 8264 §9.13 PrecisIgnorableProperties: DISALLOWED)."
    case .spaces: "A space, not allowed in an identifier (RFC 8264 §9.14 Spaces: ID_DIS)."
    case .symbols: "A symbol, not allowed in an identifier (RFC 8264 §9.15 Symbols: ID_DIS)."
    case .punctuation:
      "Punctuation outside ASCII, not allowed in an identifier (RFC 8264 §9.16 Punctuation: ID_DIS)."
    case .hasCompat:
      "A compatibility character (NFKC changes it), not allowed in an identifier (RFC 8264 §9.17 HasCompat: ID_DIS)."
    case .otherLetterDigits:
      "A title-case letter, letter number, other number or enclosing mark, not allowed in an identifier (RFC 8264 §9.18 OtherLetterDigits: ID_DIS)."
    case .oldHangulJamo:
      "A conjoining Hangul jamo (RFC 8264 §9.9 OldHangulJamo: DISALLOWED)."
    case .exceptions:
      "A code point the exceptions table disallows, such as the Arabic tatweel (RFC 8264 §9.6, RFC 5892 §2.6)."
    case .other, .backwardCompatible, .unassigned, .ascii7, .letterDigits, .joinControl:
      "A code point in no allowed category, such as a private-use or format character (RFC 8264 §8: DISALLOWED)."
    }
  }

  /// The meaning of a disallowed category's code, in German.
  static func germanMeaning(of category: PRECISCategory) -> String {
    switch category {
    case .controls: "Ein Steuerzeichen (RFC 8264 §9.12 Controls: DISALLOWED)."
    case .ignorable:
      "Ein standardmäßig ignorierbarer Codepunkt oder ein Nichtzeichen, etwa ein Bidi-Override oder ein breitenloses Leerzeichen (RFC 8264 §9.13 PrecisIgnorableProperties: DISALLOWED)."
    case .spaces:
      "Ein Leerzeichen, in einem Bezeichner nicht erlaubt (RFC 8264 §9.14 Spaces: ID_DIS)."
    case .symbols: "Ein Symbol, in einem Bezeichner nicht erlaubt (RFC 8264 §9.15 Symbols: ID_DIS)."
    case .punctuation:
      "Ein Satzzeichen außerhalb von ASCII, in einem Bezeichner nicht erlaubt (RFC 8264 §9.16 Punctuation: ID_DIS)."
    case .hasCompat:
      "Ein Kompatibilitätszeichen (NFKC ändert es), in einem Bezeichner nicht erlaubt (RFC 8264 §9.17 HasCompat: ID_DIS)."
    case .otherLetterDigits:
      "Ein Titelbuchstabe, eine Buchstabenzahl, eine andere Zahl oder ein umschließendes Zeichen, in einem Bezeichner nicht erlaubt (RFC 8264 §9.18 OtherLetterDigits: ID_DIS)."
    case .oldHangulJamo:
      "Ein verbindendes Hangul-Jamo (RFC 8264 §9.9 OldHangulJamo: DISALLOWED)."
    case .exceptions:
      "Ein Codepunkt, den die Ausnahmetabelle verbietet, etwa das arabische Tatweel (RFC 8264 §9.6, RFC 5892 §2.6)."
    case .other, .backwardCompatible, .unassigned, .ascii7, .letterDigits, .joinControl:
      "Ein Codepunkt in keiner erlaubten Kategorie, etwa ein Zeichen für private Nutzung oder ein Formatzeichen (RFC 8264 §8: DISALLOWED)."
    }
  }

  /// `U+00A0 NO-BREAK SPACE`, or `a character` for a password.
  private static func named(_ scalar: Unicode.Scalar?, english: Bool) -> String {
    guard let scalar else { return english ? "a character" : "ein Zeichen" }
    return scalar.codePointDescription
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .empty(let field): "Enter a \(field.english)."
    case .disallowed(let field, let category, let scalar):
      "A \(field.english) cannot contain \(Self.named(scalar, english: true)) (\(Self.englishKind(category)))."
    case .unassigned(let field, let scalar):
      "A \(field.english) cannot contain \(Self.named(scalar, english: true)): it is not assigned in Unicode 15.0."
    case .context(let field, let rule):
      "A \(field.english) cannot contain \(Self.englishRule(rule))."
    case .bidiRule(let field, let condition):
      "This right-to-left \(field.english) mixes directions in a way that can display misleadingly (RFC 5893 rule \(condition))."
    case .notStable(let field): "This \(field.english) does not reach a stable form."
    case .unicodeFailure(let field): "This \(field.english) could not be checked."
    case .widthMapped(let field):
      "Full-width characters in the \(field.english) were made ordinary."
    case .caseMapped(let field): "The \(field.english) was changed to lower case."
    case .normalized(let field, let form): "The \(field.english) was normalized (\(form))."
    case .spacesMapped(let field): "Spaces in the \(field.english) were normalized."
    case .tooLong(let field, let count, let limit):
      "A \(field.english) can have at most \(limit) characters; this one has \(count)."
    case .mixedScript: "This username mixes letters of several scripts."
    case .confusable(let lookalike, _): "This username looks like “\(lookalike)”."
    case .passwordTooShort(let count, let minimum):
      "Use at least \(minimum) characters; this password has \(count)."
    case .passwordTooLong(let count, let maximum):
      "Use at most \(maximum) characters; this password has \(count)."
    case .passwordCommon: "This password is too common; choose another one."
    case .passwordContextWord(let role):
      "The password must not contain \(Self.englishRole(role))."
    case .passwordCompromised: "This password appeared in a data breach; choose another one."
    case .passwordBreachCheckUnavailable:
      "Whether this password appeared in a data breach could not be checked."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .empty(let field): "Bitte einen \(field.germanNoun) eingeben."
    case .disallowed(let field, let category, let scalar):
      "\(field.german) darf \(Self.named(scalar, english: false)) nicht enthalten (\(Self.germanKind(category)))."
    case .unassigned(let field, let scalar):
      "\(field.german) darf \(Self.named(scalar, english: false)) nicht enthalten: Es ist in Unicode 15.0 nicht vergeben."
    case .context(let field, let rule):
      "\(field.german) darf \(Self.germanRule(rule)) nicht enthalten."
    case .bidiRule(let field, let condition):
      "\(field.german) mischt Schreibrichtungen so, dass die Anzeige täuschen kann (RFC 5893 Regel \(condition))."
    case .notStable(let field): "\(field.german) erreicht keine stabile Form."
    case .unicodeFailure(let field): "\(field.german) konnte nicht geprüft werden."
    case .widthMapped(let field):
      "Zeichen voller Breite im \(field.germanNoun) wurden zu gewöhnlichen Zeichen."
    case .caseMapped(let field): "\(field.german) wurde in Kleinbuchstaben umgewandelt."
    case .normalized(let field, let form): "\(field.german) wurde normalisiert (\(form))."
    case .spacesMapped(let field): "Leerzeichen im \(field.germanNoun) wurden vereinheitlicht."
    case .tooLong(let field, let count, let limit):
      "\(field.german) darf höchstens \(limit) Zeichen haben, hat aber \(count)."
    case .mixedScript: "Dieser Benutzername mischt Buchstaben mehrerer Schriften."
    case .confusable(let lookalike, _): "Dieser Benutzername sieht aus wie „\(lookalike)“."
    case .passwordTooShort(let count, let minimum):
      "Bitte mindestens \(minimum) Zeichen verwenden; dieses Passwort hat \(count)."
    case .passwordTooLong(let count, let maximum):
      "Bitte höchstens \(maximum) Zeichen verwenden; dieses Passwort hat \(count)."
    case .passwordCommon: "Dieses Passwort ist zu verbreitet; bitte ein anderes wählen."
    case .passwordContextWord(let role):
      "Das Passwort darf \(Self.germanRole(role)) nicht enthalten."
    case .passwordCompromised:
      "Dieses Passwort ist aus einem Datenleck bekannt; bitte ein anderes wählen."
    case .passwordBreachCheckUnavailable:
      "Ob dieses Passwort aus einem Datenleck bekannt ist, konnte nicht geprüft werden."
    }
  }

  /// A category in English words.
  private static func englishKind(_ category: PRECISCategory) -> String {
    switch category {
    case .controls: "a control character"
    case .ignorable: "an invisible formatting character"
    case .spaces: "a space"
    case .symbols: "a symbol"
    case .punctuation: "punctuation"
    case .hasCompat: "a compatibility form"
    case .otherLetterDigits: "a special letter or number form"
    case .oldHangulJamo: "a conjoining Hangul jamo"
    case .exceptions: "excluded by the standard"
    case .other, .backwardCompatible, .unassigned, .ascii7, .letterDigits, .joinControl:
      "not allowed"
    }
  }

  /// A category in German words.
  private static func germanKind(_ category: PRECISCategory) -> String {
    switch category {
    case .controls: "ein Steuerzeichen"
    case .ignorable: "ein unsichtbares Formatierungszeichen"
    case .spaces: "ein Leerzeichen"
    case .symbols: "ein Symbol"
    case .punctuation: "ein Satzzeichen"
    case .hasCompat: "eine Kompatibilitätsform"
    case .otherLetterDigits: "eine besondere Buchstaben- oder Zahlform"
    case .oldHangulJamo: "ein verbindendes Hangul-Jamo"
    case .exceptions: "vom Standard ausgeschlossen"
    case .other, .backwardCompatible, .unassigned, .ascii7, .letterDigits, .joinControl:
      "nicht erlaubt"
    }
  }

  /// A contextual rule's character and its context, in English.
  private static func englishRule(_ rule: PRECISContextRule) -> String {
    switch rule {
    case .zeroWidthNonJoiner:
      "a zero-width non-joiner except after a virama or between joining letters"
    case .zeroWidthJoiner: "a zero-width joiner except after a virama"
    case .middleDot: "a middle dot except between two l (l·l)"
    case .greekKeraia: "a Greek numeral sign except before a Greek letter"
    case .hebrewGeresh: "a Hebrew geresh except after a Hebrew letter"
    case .hebrewGershayim: "a Hebrew gershayim except after a Hebrew letter"
    case .katakanaMiddleDot: "a katakana middle dot without Japanese or Han characters"
    case .arabicIndicDigits: "Arabic-Indic digits mixed with extended Arabic-Indic digits"
    case .extendedArabicIndicDigits: "extended Arabic-Indic digits mixed with Arabic-Indic digits"
    }
  }

  /// A contextual rule's character and its context, in German.
  private static func germanRule(_ rule: PRECISContextRule) -> String {
    switch rule {
    case .zeroWidthNonJoiner:
      "einen Bindungsverhinderer (ZWNJ) nur nach einem Virama oder zwischen verbundenen Buchstaben, also hier"
    case .zeroWidthJoiner: "einen Verbinder (ZWJ) nur nach einem Virama, also hier"
    case .middleDot: "einen Mittelpunkt nur zwischen zwei l (l·l), also hier"
    case .greekKeraia:
      "ein griechisches Zahlzeichen nur vor einem griechischen Buchstaben, also hier"
    case .hebrewGeresh: "einen hebräischen Geresch nur nach einem hebräischen Buchstaben, also hier"
    case .hebrewGershayim:
      "einen hebräischen Gerschajim nur nach einem hebräischen Buchstaben, also hier"
    case .katakanaMiddleDot:
      "einen Katakana-Mittelpunkt nur mit japanischen oder Han-Zeichen, also hier"
    case .arabicIndicDigits: "arabisch-indische Ziffern gemischt mit erweiterten"
    case .extendedArabicIndicDigits: "erweiterte arabisch-indische Ziffern gemischt mit einfachen"
    }
  }

  /// A context role in English.
  private static func englishRole(_ role: String) -> String {
    switch role {
    case "username": "your username"
    case "email": "your email address"
    case "service": "the name of this service"
    default: "“\(role)”"
    }
  }

  /// A context role in German, with its article in the accusative.
  private static func germanRole(_ role: String) -> String {
    switch role {
    case "username": "den Benutzernamen"
    case "email": "die E-Mail-Adresse"
    case "service": "den Namen des Dienstes"
    default: "„\(role)“"
    }
  }
}
