/// The validator configurations that cannot be used (``ConfigurationError``):
/// an unknown profile, option or locale, an option value that cannot be
/// read, options that contradict each other, a form field of unknown type.
public enum ConfigurationIssue: FamilyIssue {
  /// A profile name the family does not know (`config.unknown-profile`),
  /// with the known names closest to it (by edit distance), if any.
  case unknownProfile(String, known: [String], suggestions: [String] = [])
  /// A profile name given to a family without profiles (`config.unknown-profile`).
  case noProfiles(String)
  /// An option name the family does not know (`config.unknown-option`);
  /// the known names are listed sorted, after those closest to the name
  /// given, if any.
  case unknownOption(String, known: [String], suggestions: [String] = [])
  /// An option value that cannot be read (`config.bad-option-value`).
  case badValue(option: String, value: String, expected: ExpectedValue)
  /// `signed=true` on decimalPad, which has no sign key (`config.bad-option-value`).
  case decimalPadSign
  /// Both `length` and `minLength`/`maxLength` (`config.conflicting-options`).
  case lengthAndBounds
  /// `minLength` above `maxLength` (`config.conflicting-options`).
  case minLengthAboveMax(minLength: Int, maxLength: Int)
  /// `minValue` above `maxValue` (`config.conflicting-options`).
  case minValueAboveMax(minValue: ExactDecimal, maxValue: ExactDecimal)
  /// A default region whose calling code is not `defaultCallingCode`
  /// (`config.conflicting-options`).
  case callingCodeMismatch(regionCode: Int, code: Int)
  /// A locale ICU has no number data for (`config.unknown-locale`).
  case unknownLocale(String)
  /// A locale ICU cannot open a number format for (`config.unknown-locale`).
  case noNumberFormat(locale: String, status: String)
  /// A locale identifier ICU would only reach by falling back to another
  /// (an unknown region, trailing text, NUL, swapped case): `locale` as
  /// shown, `fallback` what ICU would use (`config.unknown-locale`).
  case localeFallback(locale: String, fallback: String)
  /// A form field whose type names no keyboard type (`config.unknown-type`),
  /// with the accepted names closest to it, if any.
  case unknownType(field: String, type: String, known: [String], suggestions: [String] = [])
  /// Picker keys on a field that is not a picker (`config.unknown-type`).
  case pickerKeysOnKeyboard(field: String)

  /// What an option value should have been (the end of a
  /// `config.bad-option-value` message).
  public enum ExpectedValue: Sendable, Hashable {
    /// `true` or `false`.
    case boolean
    /// A non-negative integer.
    case count
    /// An ASCII decimal.
    case decimal
    /// An absolute URL.
    case absoluteURL
    /// `false`: the keyboard is single-line.
    case singleLine(KeyboardType)
    /// A value not below `minLength`.
    case notBelowMin(minLength: Int)
    /// A region of the numbering plans.
    case filterRegion
    /// A calling code.
    case callingCode
    /// An assigned country calling code.
    case assignedCallingCode
    /// One of the phone number types.
    case phoneTypes(known: [String])
    /// Card brands among the known ones.
    case cardBrands(known: [String])
    /// A one-time code length from 4 to 8, or a range.
    case codeLength
    /// Country codes of the IBAN registry.
    case ibanCountries
    /// ISO 3166 region codes or 001.
    case regionCodes
    /// A region of the numbering plans (there are `count`), or `defaultCallingCode`.
    case defaultRegion(count: Int)
    /// WHATWG validation error names.
    case validationErrorNames

    var english: String {
      switch self {
      case .boolean: "true or false"
      case .count: "a non-negative integer"
      case .decimal: "an ASCII decimal such as -5 or 99.95"
      case .absoluteURL: "an absolute URL"
      case .singleLine(let keyboard): "false: \(keyboard.rawValue) is a single-line keyboard"
      case .notBelowMin(let minLength): "a value not below minLength (\(minLength))"
      case .filterRegion: "a region of the numbering plans, such as US or DE"
      case .callingCode: "a calling code such as 1 or 49"
      case .assignedCallingCode: "an assigned country calling code such as 1 or 49"
      case .phoneTypes(let known): known.joined(separator: ", ")
      case .cardBrands(let known): "card brands among \(known.joined(separator: ", "))"
      case .codeLength: "a length from 4 to 8, or a range such as 4-8"
      case .ibanCountries: "country codes of the IBAN registry, such as DE,FR"
      case .regionCodes: "ISO 3166 region codes or 001"
      case .defaultRegion(let count):
        "a region of the numbering plans (\(count) regions, such as US or DE), or give defaultCallingCode"
      case .validationErrorNames:
        "WHATWG validation error names such as invalid-reverse-solidus, or none"
      }
    }

    var german: String {
      switch self {
      case .boolean: "true oder false"
      case .count: "eine nicht negative ganze Zahl"
      case .decimal: "eine ASCII-Dezimalzahl wie -5 oder 99.95"
      case .absoluteURL: "eine absolute URL"
      case .singleLine(let keyboard): "false: \(keyboard.rawValue) ist eine einzeilige Tastatur"
      case .notBelowMin(let minLength): "ein Wert nicht unter minLength (\(minLength))"
      case .filterRegion: "eine Region der Nummerierungspläne, etwa US oder DE"
      case .callingCode: "eine Landesvorwahl wie 1 oder 49"
      case .assignedCallingCode: "eine vergebene Landesvorwahl wie 1 oder 49"
      case .phoneTypes(let known): known.joined(separator: ", ")
      case .cardBrands(let known): "Kartenmarken aus \(known.joined(separator: ", "))"
      case .codeLength: "eine Länge von 4 bis 8 oder ein Bereich wie 4-8"
      case .ibanCountries: "Ländercodes des IBAN-Registers, etwa DE,FR"
      case .regionCodes: "ISO-3166-Regionscodes oder 001"
      case .defaultRegion(let count):
        "eine Region der Nummerierungspläne (\(count) Regionen, etwa US oder DE), oder geben Sie defaultCallingCode an"
      case .validationErrorNames:
        "Namen von WHATWG-Validierungsfehlern wie invalid-reverse-solidus oder none"
      }
    }

    /// One of each case, for the catalogue.
    static let samples: [ExpectedValue] = [
      .boolean, .count, .decimal, .absoluteURL, .singleLine(.twitter),
      .notBelowMin(minLength: 4), .filterRegion, .callingCode, .assignedCallingCode,
      .phoneTypes(known: ["mobile", "fixedLine"]), .cardBrands(known: ["visa", "mastercard"]),
      .codeLength, .ibanCountries, .regionCodes, .defaultRegion(count: 245),
      .validationErrorNames,
    ]
  }

  /// The configuration family.
  public static let family = IssueFamily.configuration
  /// Reported as ``ConfigurationError``.
  public static let kind = IssueCodeInfo.Kind.configuration
  /// One of each case.
  public static let samples: [ConfigurationIssue] =
    [
      .unknownProfile("strict", known: ["form", "rfc"]),
      .unknownProfile("rcf", known: ["form", "rfc"], suggestions: ["rfc"]),
      .noProfiles("strict"),
      .unknownOption("colour", known: ["maxLength", "minLength"]),
      .unknownOption("minLenght", known: ["maxLength", "minLength"], suggestions: ["minLength"]),
    ]
    + ExpectedValue.samples.map { .badValue(option: "minLength", value: "x", expected: $0) }
    + [
      .decimalPadSign, .lengthAndBounds, .minLengthAboveMax(minLength: 5, maxLength: 2),
      .minValueAboveMax(minValue: ExactDecimal(whole: 5), maxValue: ExactDecimal(whole: 1)),
      .callingCodeMismatch(regionCode: 1, code: 49), .unknownLocale("xx_YY"),
      .noNumberFormat(locale: "xx_YY", status: "U_ILLEGAL_ARGUMENT_ERROR"),
      .localeFallback(locale: "en_XX", fallback: "en"),
      .unknownType(field: "age", type: "telephon", known: ["numberPad", "phonePad"]),
      .unknownType(
        field: "age", type: "numbr", known: ["numberPad", "phonePad"], suggestions: ["number"]),
      .pickerKeysOnKeyboard(field: "age"),
    ]

  /// The `config.*` code.
  public var code: ValidationIssue.Code {
    switch self {
    case .unknownProfile, .noProfiles: .configUnknownProfile
    case .unknownOption: .configUnknownOption
    case .badValue, .decimalPadSign: .configBadOptionValue
    case .lengthAndBounds, .minLengthAboveMax, .minValueAboveMax, .callingCodeMismatch:
      .configConflictingOptions
    case .unknownLocale, .noNumberFormat, .localeFallback: .configUnknownLocale
    case .unknownType, .pickerKeysOnKeyboard: .formUnknownType
    }
  }

  /// Always an error: the validator cannot be made.
  public var severity: ValidationIssue.Severity { .error }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .unknownProfile, .noProfiles: "A profile name the family does not know."
    case .unknownOption: "An option name the family does not know."
    case .badValue, .decimalPadSign:
      "An option value that cannot be read; the message says what was expected."
    case .lengthAndBounds, .minLengthAboveMax, .minValueAboveMax, .callingCodeMismatch:
      "Options that contradict each other."
    case .unknownLocale, .noNumberFormat, .localeFallback:
      "A locale ICU has no number data for, or one it would only reach by falling back (unknown region, trailing text, NUL, swapped case)."
    case .unknownType, .pickerKeysOnKeyboard:
      "A form field's type names no keyboard type and is not picker, or picker keys on another type."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .unknownProfile, .noProfiles: "Ein Profilname, den die Familie nicht kennt."
    case .unknownOption: "Ein Optionsname, den die Familie nicht kennt."
    case .badValue, .decimalPadSign:
      "Ein Optionswert, der sich nicht lesen lässt; die Meldung sagt, was erwartet wurde."
    case .lengthAndBounds, .minLengthAboveMax, .minValueAboveMax, .callingCodeMismatch:
      "Optionen, die einander widersprechen."
    case .unknownLocale, .noNumberFormat, .localeFallback:
      "Ein Gebietsschema, für das ICU keine Zahlendaten hat oder das ICU nur über einen Rückfall erreichen würde (unbekannte Region, Text am Ende, NUL, vertauschte Groß- und Kleinschreibung)."
    case .unknownType, .pickerKeysOnKeyboard:
      "Der Typ eines Formularfelds nennt keinen Tastaturtyp und ist nicht picker, oder picker-Schlüssel stehen bei einem anderen Typ."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .unknownProfile(let profile, let known, let suggestions) where !suggestions.isEmpty:
      "Unknown profile '\(profile)'. Did you mean \(Self.englishChoice(suggestions))? Expected one of: \(known.joined(separator: ", "))."
    case .unknownProfile(let profile, let known, _):
      "Unknown profile '\(profile)'; expected one of: \(known.joined(separator: ", "))."
    case .noProfiles(let profile): "Unknown profile '\(profile)'; this type has no profiles."
    case .unknownOption(let option, let known, let suggestions) where !suggestions.isEmpty:
      "Unknown option '\(option)'. Did you mean \(Self.englishChoice(suggestions))? Expected one of: \(known.sorted().joined(separator: ", "))."
    case .unknownOption(let option, let known, _):
      "Unknown option '\(option)'; expected one of: \(known.sorted().joined(separator: ", "))."
    case .badValue(let option, let value, let expected):
      "Option '\(option)' has value '\(value)'; expected \(expected.english)."
    case .decimalPadSign:
      "decimalPad has no sign key; use numbersAndPunctuation with signed=true for signed numbers."
    case .lengthAndBounds: "Give either 'length' or 'minLength'/'maxLength', not both."
    case .minLengthAboveMax(let minLength, let maxLength):
      "'minLength' (\(minLength)) is greater than 'maxLength' (\(maxLength))."
    case .minValueAboveMax(let minValue, let maxValue):
      "'minValue' (\(minValue)) is greater than 'maxValue' (\(maxValue))."
    case .callingCodeMismatch(let regionCode, let code):
      "defaultRegion has calling code \(regionCode), defaultCallingCode says \(code)."
    case .unknownLocale(let locale):
      "ICU has no number data for locale '\(locale)'; give an ICU id such as de_DE or a BCP 47 tag such as de-DE."
    case .noNumberFormat(let locale, let status):
      "ICU cannot open a number format for locale '\(locale)' (\(status))."
    case .localeFallback(let locale, let fallback):
      "'\(locale)' is not a locale ICU has; it would use '\(fallback)' instead. Give an ICU id such as de_DE (language in lower case, region in upper case) or a BCP 47 tag such as de-DE."
    case .unknownType(let field, let type, let known, let suggestions) where !suggestions.isEmpty:
      "Field '\(field)' has unknown type '\(type)'. Did you mean \(Self.englishChoice(suggestions))? Expected picker or one of: \(known.joined(separator: ", "))."
    case .unknownType(let field, let type, let known, _):
      "Field '\(field)' has unknown type '\(type)'; expected picker or one of: \(known.joined(separator: ", "))."
    case .pickerKeysOnKeyboard(let field):
      "Field '\(field)': choices and caseInsensitive are for picker fields."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .unknownProfile(let profile, let known, let suggestions) where !suggestions.isEmpty:
      "Unbekanntes Profil „\(profile)“. Meinten Sie \(Self.germanChoice(suggestions))? Erwartet wird eines von: \(known.joined(separator: ", "))."
    case .unknownProfile(let profile, let known, _):
      "Unbekanntes Profil „\(profile)“; erwartet wird eines von: \(known.joined(separator: ", "))."
    case .noProfiles(let profile):
      "Unbekanntes Profil „\(profile)“; dieser Typ hat keine Profile."
    case .unknownOption(let option, let known, let suggestions) where !suggestions.isEmpty:
      "Unbekannte Option „\(option)“. Meinten Sie \(Self.germanChoice(suggestions))? Erwartet wird eine von: \(known.sorted().joined(separator: ", "))."
    case .unknownOption(let option, let known, _):
      "Unbekannte Option „\(option)“; erwartet wird eine von: \(known.sorted().joined(separator: ", "))."
    case .badValue(let option, let value, let expected):
      "Die Option „\(option)“ hat den Wert „\(value)“; erwartet wird \(expected.german)."
    case .decimalPadSign:
      "decimalPad hat keine Vorzeichentaste; verwenden Sie für Zahlen mit Vorzeichen numbersAndPunctuation mit signed=true."
    case .lengthAndBounds:
      "Geben Sie entweder „length“ oder „minLength“/„maxLength“ an, nicht beides."
    case .minLengthAboveMax(let minLength, let maxLength):
      "„minLength“ (\(minLength)) ist größer als „maxLength“ (\(maxLength))."
    case .minValueAboveMax(let minValue, let maxValue):
      "„minValue“ (\(minValue)) ist größer als „maxValue“ (\(maxValue))."
    case .callingCodeMismatch(let regionCode, let code):
      "defaultRegion hat die Landesvorwahl \(regionCode), defaultCallingCode gibt \(code) an."
    case .unknownLocale(let locale):
      "ICU hat keine Zahlendaten für das Gebietsschema „\(locale)“; geben Sie eine ICU-ID wie de_DE oder ein BCP-47-Tag wie de-DE an."
    case .noNumberFormat(let locale, let status):
      "ICU kann kein Zahlenformat für das Gebietsschema „\(locale)“ öffnen (\(status))."
    case .localeFallback(let locale, let fallback):
      "„\(locale)“ ist kein Gebietsschema, das ICU kennt; ICU würde stattdessen „\(fallback)“ verwenden. Geben Sie eine ICU-ID wie de_DE (Sprache klein, Region groß) oder ein BCP-47-Tag wie de-DE an."
    case .unknownType(let field, let type, let known, let suggestions) where !suggestions.isEmpty:
      "Das Feld „\(field)“ hat den unbekannten Typ „\(type)“. Meinten Sie \(Self.germanChoice(suggestions))? Erwartet wird picker oder einer von: \(known.joined(separator: ", "))."
    case .unknownType(let field, let type, let known, _):
      "Das Feld „\(field)“ hat den unbekannten Typ „\(type)“; erwartet wird picker oder einer von: \(known.joined(separator: ", "))."
    case .pickerKeysOnKeyboard(let field):
      "Feld „\(field)“: choices und caseInsensitive gelten nur für Auswahlfelder (picker)."
    }
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  static func englishChoice(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }

  /// `„a“`, `„a“ oder „b“`, `„a“, „b“ oder „c“`.
  static func germanChoice(_ names: [String]) -> String {
    let quoted = names.map { "„\($0)“" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " oder " + last
  }
}
