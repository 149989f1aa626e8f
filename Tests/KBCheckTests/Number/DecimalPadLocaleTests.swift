import KBCheck
import Testing

/// The locale table of the numbers issue: for each locale, valid, invalid and
/// ambiguous inputs with the exact canonical value and issue codes.
@Suite struct DecimalPadLocaleTests {
  static let wrongSeparator = "number.wrong-decimal-separator"
  static let ambiguous = "number.ambiguous-grouping"
  static let misplaced = "number.misplaced-grouping"
  static let accept = ["acceptOtherSeparator": "true"]

  static let enUS: [DecimalCase] = [
    DecimalCase("en_US", "1,234.5", "1234.5"),
    DecimalCase("en_US", "1234.50", "1234.5"),
    DecimalCase("en_US", "0.1", "0.1"),
    DecimalCase("en_US", ".5", "0.5"),
    DecimalCase("en_US", "007", "7"),
    DecimalCase("en_US", "123456789012345678901234567890.5", "123456789012345678901234567890.5"),
    DecimalCase("en_US", "0.000000000000000000000000000001", "0.000000000000000000000000000001"),
    DecimalCase("en_US", "1,234,567", "1234567"),
    DecimalCase("en_US", "1 234.5", "1234.5"),
    DecimalCase("en_US", "1'234.5", "1234.5"),
    DecimalCase("en_US", "\u{FF11}\u{FF12}\u{FF13}\u{FF0E}\u{FF15}", "123.5"),
    DecimalCase("en_US", "\u{0967}\u{0968}\u{0969}.\u{096B}", "123.5"),
    DecimalCase(
      "en_US", "12abc", nil,
      ["number.invalid-character", "number.invalid-character", "number.invalid-character"]),
    DecimalCase("en_US", "1e3", nil, ["number.exponent-not-allowed"]),
    DecimalCase("en_US", "-5", nil, ["number.sign-not-allowed"]),
    DecimalCase("en_US", "1.2.3", nil, ["number.multiple-decimal-separators"]),
    DecimalCase("en_US", "1234,5", nil, [wrongSeparator]),
    DecimalCase("en_US", "1,23", nil, [wrongSeparator]),
    DecimalCase("en_US", "12,34,567", nil, [misplaced]),
    // Surrounding whitespace is trimmed with its own warning (trimWhitespace,
    // default true), or refused with the same code as an error.
    DecimalCase("en_US", " 12", "12", ["number.surrounding-whitespace"]),
    DecimalCase("en_US", "12 ", "12", ["number.surrounding-whitespace"]),
    DecimalCase(
      "en_US", " 12", nil, ["number.surrounding-whitespace"], options: ["trimWhitespace": "false"]),
    // `1.234`: three decimals here, a thousand elsewhere (CLDR de_DE groups with '.').
    DecimalCase("en_US", "1.234", "1.234", ["number.ambiguous-decimal"]),
    DecimalCase("en_US", "0.234", "0.234"),
    DecimalCase("en_US", "1.2345", "1.2345"),
    DecimalCase(
      "en_US", "1,234.5", nil, [wrongSeparator, "number.multiple-decimal-separators"],
      options: ["grouping": "false"]),
    DecimalCase(
      "en_US", "1 234.5", nil, ["number.grouping-not-allowed"], options: ["grouping": "false"]),
    DecimalCase("en_US", "", nil, ["input.empty"]),
    DecimalCase("en_US", ".", nil, ["number.no-digits"]),
    DecimalCase("en_US", "1\u{200B}2", nil, ["text.invisible"]),
    // Ambiguous: grouping or a European decimal comma.
    DecimalCase("en_US", "1,234", "1234", [ambiguous]),
    DecimalCase("en_US", "1,5", "1.5", [], options: accept),
    DecimalCase("en_US", "1,234", "1234", [ambiguous], options: accept),
  ]

  static let deDE: [DecimalCase] = [
    DecimalCase("de_DE", "1.234,5", "1234.5"),
    DecimalCase("de_DE", "1234,5", "1234.5"),
    DecimalCase("de_DE", "1.234.567,89", "1234567.89"),
    DecimalCase("de_DE", "1 234,5", "1234.5"),
    DecimalCase("de_DE", ",5", "0.5"),
    DecimalCase("de_DE", "0,10", "0.1"),
    DecimalCase("de_DE", "12,", "12", ["number.trailing-separator"]),
    DecimalCase("de_DE", "1.5", nil, [wrongSeparator]),
    DecimalCase("de_DE", "1234.5", nil, [wrongSeparator]),
    DecimalCase("de_DE", "1,234.5", nil, [misplaced]),
    DecimalCase("de_DE", "1.23", nil, [wrongSeparator]),
    DecimalCase("de_DE", "12.34,5", nil, [misplaced]),
    DecimalCase("de_DE", "-12,5", nil, ["number.sign-not-allowed"]),
    DecimalCase("de_DE", "12abc", nil, Array(repeating: "number.invalid-character", count: 3)),
    DecimalCase("de_DE", "1.234", "1234", [ambiguous]),
    DecimalCase("de_DE", "1.5", "1.5", [], options: accept),
    DecimalCase("de_DE", "1234.5", "1234.5", [], options: accept),
    DecimalCase("de_DE", "1.234", "1234", [ambiguous], options: accept),
    DecimalCase("de_DE", "1.234", nil, [wrongSeparator], options: ["grouping": "false"]),
    DecimalCase(
      "de_DE", "1.234", "1.234", [], options: ["grouping": "false", "acceptOtherSeparator": "true"]),
    DecimalCase("de_DE", "1.2,5", nil, [misplaced], options: accept),
    DecimalCase("de_DE", "1234.567", nil, [misplaced]),
    DecimalCase("de_DE", "1234.567", "1234.567", [], options: accept),
  ]

  static let deCH: [DecimalCase] = [
    DecimalCase("de_CH", "1\u{2019}234.5", "1234.5"),
    DecimalCase("de_CH", "1'234.5", "1234.5"),
    DecimalCase("de_CH", "1234.5", "1234.5"),
    DecimalCase("de_CH", "1\u{2019}234\u{2019}567", "1234567"),
    DecimalCase("de_CH", "1234,5", nil, [wrongSeparator]),
    DecimalCase("de_CH", "12\u{2019}34.5", nil, [misplaced]),
    DecimalCase("de_CH", "1\u{2019}234,5", nil, [wrongSeparator]),
    DecimalCase("de_CH", "1,234", nil, [wrongSeparator]),
    DecimalCase("de_CH", "1,234", "1.234", [], options: accept),
    DecimalCase("de_CH", "1'234\u{2019}567", "1234567"),
  ]

  static let frFR: [DecimalCase] = [
    DecimalCase("fr_FR", "1\u{202F}234,5", "1234.5"),
    DecimalCase("fr_FR", "1\u{00A0}234,5", "1234.5"),
    DecimalCase("fr_FR", "1 234 567,25", "1234567.25"),
    DecimalCase("fr_FR", "1234,5", "1234.5"),
    DecimalCase("fr_FR", "1234.5", nil, [wrongSeparator]),
    DecimalCase("fr_FR", "1.234,5", nil, [wrongSeparator, "number.multiple-decimal-separators"]),
    DecimalCase("fr_FR", "1\u{202F}23,5", nil, [misplaced]),
    DecimalCase("fr_FR", "1\u{2019}234\u{202F}567", nil, ["number.mixed-grouping"]),
    DecimalCase("fr_FR", "1\u{202F}234 567", "1234567"),
    DecimalCase("fr_FR", "1\u{202F}234\u{00A0}567", "1234567"),
    DecimalCase("fr_FR", "1.234", "1.234", [], options: accept),
    DecimalCase("fr_FR", "1.234", nil, [wrongSeparator]),
  ]

  static let frCA: [DecimalCase] = [
    DecimalCase("fr_CA", "1\u{00A0}234,5", "1234.5"),
    DecimalCase("fr_CA", "1\u{202F}234,5", "1234.5"),
    DecimalCase("fr_CA", "0,25", "0.25"),
    DecimalCase("fr_CA", "12.5", nil, [wrongSeparator]),
    DecimalCase("fr_CA", "12,5,0", nil, ["number.multiple-decimal-separators"]),
    DecimalCase("fr_CA", "12.5", "12.5", [], options: accept),
  ]

  static let arEG: [DecimalCase] = [
    DecimalCase("ar_EG", "\u{0661}\u{0662}\u{0663}\u{066B}\u{0665}", "123.5"),
    DecimalCase("ar_EG", "\u{0661}\u{066C}\u{0662}\u{0663}\u{0664}\u{066B}\u{0665}", "1234.5"),
    // Latin digits are read with CLDR's ar_EG@numbers=latn symbols ('.'
    // decimal, ',' grouping), not the Arabic-Indic system's.
    DecimalCase("ar_EG", "1234,5", nil, [wrongSeparator]),
    DecimalCase("ar_EG", "2,500", "2500", [ambiguous]),
    DecimalCase("ar_EG", "2.5", "2.5"),
    DecimalCase("ar_EG", "\u{0662}\u{066C}\u{0665}\u{0660}\u{0660}", "2500"),
    DecimalCase("ar_SA", "2,500", "2500", [ambiguous]),
    DecimalCase("ar_SA", "1,234.5", "1234.5"),
    DecimalCase("ar_SA", "2,5", nil, [wrongSeparator]),
    DecimalCase("fa_IR", "2,500", "2500", [ambiguous]),
    DecimalCase("fa_IR", "\u{06F2}\u{066B}\u{06F5}", "2.5"),
    DecimalCase("ar_EG", "\u{0662},500", nil, ["number.mixed-digit-systems"]),
    DecimalCase("ar_EG", "1234\u{066B}5", "1234.5"),
    DecimalCase("ar_EG", "\u{0661}\u{0662}\u{0663}\u{0664}\u{0665}", "12345"),
    DecimalCase("ar_EG", "\u{0661}\u{0662}\u{0663}.\u{0665}", nil, [wrongSeparator]),
    DecimalCase("ar_EG", "12\u{060C}5", nil, ["number.invalid-character"]),
    DecimalCase("ar_EG", "\u{061C}-\u{0661}\u{0662}", nil, ["number.sign-not-allowed"]),
    DecimalCase(
      "ar_EG", "\u{061C}-\u{0661}\u{0662}", "-12", [], options: ["signed": "true"],
      keyboard: .numbersAndPunctuation),
    DecimalCase("ar_EG", "\u{0661}\u{0662}3", "123", ["number.mixed-digits"]),
    DecimalCase("ar_EG", "\u{0661}\u{0662}\u{0663}.\u{0665}", "123.5", [], options: accept),
  ]

  static let faIR: [DecimalCase] = [
    DecimalCase("fa_IR", "\u{06F1}\u{06F2}\u{06F3}\u{06F4}\u{066B}\u{06F5}", "1234.5"),
    DecimalCase("fa_IR", "\u{06F1}\u{066C}\u{06F2}\u{06F3}\u{06F4}", "1234"),
    DecimalCase("fa_IR", "\u{06F1}\u{06F2}\u{06F3}.\u{06F5}", nil, [wrongSeparator]),
    DecimalCase("fa_IR", "\u{2212}\u{06F1}\u{06F2}", nil, ["number.sign-not-allowed"]),
    DecimalCase(
      "fa_IR", "\u{200E}\u{2212}\u{06F1}\u{06F2}\u{066B}\u{06F5}", "-12.5", [],
      options: ["signed": "true"], keyboard: .numbersAndPunctuation),
    DecimalCase(
      "fa_IR", "\u{06F1}\u{06F2}\u{200E}", nil, ["number.misplaced-bidi-mark"],
      options: ["signed": "true"], keyboard: .numbersAndPunctuation),
    // Arabic-Indic and Persian digits mixed (a common keyboard mix-up).
    DecimalCase("fa_IR", "\u{06F1}\u{06F2}\u{0663}", "123", ["number.mixed-digits"]),
  ]

  static let hiIN: [DecimalCase] = [
    DecimalCase("hi_IN", "12,34,567.5", "1234567.5"),
    DecimalCase("hi_IN", "\u{0967}\u{0968},\u{0969}\u{096A},\u{096B}\u{096C}\u{096D}", "1234567"),
    DecimalCase("hi_IN", "\u{0967}\u{0968}\u{0969}.\u{096B}", "123.5"),
    DecimalCase("hi_IN", "1,00,000", "100000"),
    DecimalCase("hi_IN", "1,234,567", nil, [misplaced]),
    DecimalCase("hi_IN", "123,456", nil, [misplaced]),
    DecimalCase("hi_IN", "12,3", nil, [wrongSeparator]),
    DecimalCase("hi_IN", "1,234", "1234", [ambiguous]),
  ]

  static let jaJP: [DecimalCase] = [
    DecimalCase("ja_JP", "1,234.5", "1234.5"),
    DecimalCase("ja_JP", "\u{FF11}\u{FF12}\u{FF13}\u{FF14}\u{FF0E}\u{FF15}", "1234.5"),
    DecimalCase("ja_JP", "\u{FF11}\u{FF0C}\u{FF12}\u{FF13}\u{FF14}", "1234"),
    DecimalCase("ja_JP", "\u{FF11}\u{FF12}\u{FF13}\u{5186}", nil, ["number.invalid-character"]),
    DecimalCase("ja_JP", "1234,5", nil, [wrongSeparator]),
    DecimalCase("ja_JP", "1,234", "1234", [ambiguous]),
  ]

  static let all = enUS + deDE + deCH + frFR + frCA + arEG + faIR + hiIN + jaJP

  @Test(arguments: all)
  func decimal(_ c: DecimalCase) throws {
    let result = try c.run()
    #expect(result.value == c.value, "\(result.issues)")
    #expect(result.isValid == (c.value != nil))
    #expect(result.issues.map(\.code.rawValue) == c.codes, "\(result.issues)")
  }

  @Test func tableCoversEveryRequiredLocale() {
    let locales = Set(Self.all.map(\.locale))
    #expect(
      locales == [
        "en_US", "de_DE", "de_CH", "fr_FR", "fr_CA", "ar_EG", "ar_SA", "fa_IR", "hi_IN", "ja_JP",
      ])
    for locale in locales {
      let rows = Self.all.filter { $0.locale == locale }
      #expect(rows.contains { $0.value != nil }, "\(locale): no valid row")
      #expect(rows.contains { $0.value == nil }, "\(locale): no invalid row")
    }
  }
}

extension DecimalPadLocaleTests {
  /// Cross-check with ICU's strict parser: wherever ICU consumes a whole
  /// valid input of the table, it finds the same exact value.
  @Test func sameValueAsICUWhereICUConsumesEverything() throws {
    var compared = 0
    for c in Self.all where c.options.isEmpty {
      guard let ours = try c.run().value,
        case .success(let format) = LocaleNumberFormat.shared(
          locale: Self.icuLocale(c.locale, c.input)),
        case .success(let parse) = format.parseDecimal(c.input), parse.isComplete
      else { continue }
      compared += 1
      #expect(
        ExactDecimal(DecimalCase.plain(parse.value)) == ExactDecimal(ours),
        "\(c.testDescription): ICU \(parse.value)")
    }
    #expect(compared >= 50)
  }

  @Test func unknownLocaleIsAConfigurationError() {
    for locale in ["xx_YY", "zz", "qq-QQ"] {
      do {
        _ = try KeyboardType.decimalPad.validator(ValidationContext(locale: locale))
        Issue.record("\(locale) was accepted")
      } catch {
        #expect(error.code == .configUnknownLocale)
      }
    }
    #expect(throws: ConfigurationError.self) { try InputFilter(.decimalPad, locale: "xx_YY") }
  }

  @Test func configurationErrors() {
    let bad: [[String: String]] = [
      ["signed": "true"], ["minValue": "1,5"], ["maxFractionDigits": "-1"], ["nope": "1"],
      ["minValue": "10", "maxValue": "1"],
    ]
    for options in bad {
      #expect(throws: ConfigurationError.self, "\(options)") {
        try KeyboardType.decimalPad.validator(ValidationContext(options: options))
      }
    }
  }

  @Test(arguments: [
    ("12,5", "de_DE", ["minValue": "12.5"], true),
    ("12,4999999999999999999", "de_DE", ["minValue": "12.5"], false),
    ("0.1", "en_US", ["maxValue": "0.1"], true),
    ("0.10000000000000000001", "en_US", ["maxValue": "0.1"], false),
    ("99999999999999999999999999999", "en_US", ["maxValue": "99999999999999999999999999999"], true),
    (
      "100000000000000000000000000000", "en_US", ["maxValue": "99999999999999999999999999999"],
      false
    ),
    ("-0,5", "de_DE", ["minValue": "-1"], true),
  ])
  func exactBounds(input: String, locale: String, options: [String: String], valid: Bool) {
    var options = options
    options["signed"] = "true"
    let result = try? KeyboardType.numbersAndPunctuation.validate(
      input, context: ValidationContext(locale: locale, options: options)
    )
    #expect(result?.isValid == valid, "\(result?.issues ?? [])")
  }

  @Test func boundsAndFractionDigits() throws {
    let v = try DecimalPadValidator(
      options: .init(
        minValue: ExactDecimal("0.5"), maxValue: ExactDecimal("100"), maxFractionDigits: 2),
      locale: "de_DE")
    #expect(v.validate("0,5").value == "0.5")
    #expect(v.validate("100,00").value == "100")
    #expect(v.validate("0,49").issues.map(\.code) == [.numberBelowMinimum])
    #expect(v.validate("100,01").issues.map(\.code) == [.numberAboveMaximum])
    #expect(
      v.validate("1,505").issues.map(\.code) == [
        .numberAmbiguousDecimal, .numberTooManyFractionDigits,
      ])
    #expect(v.validate("1,500").value == "1.5")
  }

  @Test func numbersAndPunctuationHook() throws {
    let signed = ValidationContext(locale: "de_DE", options: ["signed": "true"])
    #expect(
      try KeyboardType.numbersAndPunctuation.validate("-1.234,5", context: signed).value
        == "-1234.5")
    #expect(
      try KeyboardType.numbersAndPunctuation.validate("\u{2212}0,0", context: signed).value == "0")
    #expect(try KeyboardType.numbersAndPunctuation.validate("5-", context: signed).isValid == false)
    let profile = ValidationContext(profile: "number", locale: "en_US")
    #expect(
      try KeyboardType.numbersAndPunctuation.validate("+7.50", context: profile).value == "7.5")
    let unsigned = ValidationContext(profile: "number", options: ["signed": "false"])
    #expect(
      try KeyboardType.numbersAndPunctuation.validate("-7", context: unsigned).isValid == false)
    // Without the option or profile, numbersAndPunctuation stays free text.
    #expect(try KeyboardType.numbersAndPunctuation.validate("-1,5 kg").value == "-1,5 kg")
  }

  @Test func mustShow() throws {
    func value(_ type: KeyboardType, _ locale: String, _ input: String) throws -> String? {
      try type.validate(input, context: ValidationContext(locale: locale)).value
    }
    #expect(try value(.decimalPad, "de_DE", "1.234,5") == "1234.5")
    #expect(try value(.decimalPad, "ar_EG", "\u{0661}\u{0662}\u{0663}\u{066B}\u{0665}") == "123.5")
    #expect(try value(.numberPad, "en_US", "\u{0660}\u{0661}\u{0662}\u{0663}") == "0123")
    #expect(try KeyboardType.decimalPad.validate("12abc").isValid == false)
    // An assigned NANP range (+1 555 010 9999 is in none of PhoneNumberMetadata.xml's).
    #expect(try value(.phonePad, "en_US", "+1 (201) 555-0123") == "+12015550123")
  }
}

extension DecimalPadLocaleTests {
  /// The ICU locale whose parse a value is compared with: the locale's
  /// Latin-digit system (`@numbers=latn`) when the value has only Latin
  /// digits and the locale's default system is another, as the validator
  /// reads it.
  static func icuLocale(_ locale: String, _ input: String) -> String {
    guard !locale.contains("numbers="),
      let symbols = try? LocaleNumberSymbols.shared(locale: locale), !symbols.usesASCIIDigits,
      input.unicodeScalars.contains(where: { $0.value &- 0x30 < 10 }),
      !input.unicodeScalars.contains(where: {
        !$0.isASCII && $0.properties.generalCategory == .decimalNumber
      })
    else { return locale }
    return locale + "@numbers=latn"
  }
}
