import KBCheck
import Testing

/// Number and decimal messages from the catalogue (issue 18): the German
/// text of representative issues, and localizing changes nothing but the
/// message.
@Suite struct NumberMessagesTests {
  /// Checks that `german` is `english` with other messages only.
  static func expectSameFindings(_ english: ValidationResult, _ german: ValidationResult) {
    #expect(german.issues.map(\.code) == english.issues.map(\.code))
    #expect(german.issues.map(\.severity) == english.issues.map(\.severity))
    #expect(german.issues.map(\.range) == english.issues.map(\.range))
    #expect(german.value == english.value)
    #expect(german.isValid == english.isValid)
  }

  @Test(arguments: [
    (
      "12a", [String: String](), "Only digits are allowed here, not U+0061 LATIN SMALL LETTER A.",
      "Hier sind nur Ziffern erlaubt, nicht U+0061 LATIN SMALL LETTER A."
    ),
    (
      "123", ["length": "4"], "Enter exactly 4 digits; this has 3.",
      "Geben Sie genau 4 Ziffern ein; dieser Wert hat 3."
    ),
    (
      "12345", ["maxLength": "4"], "Enter at most 4 digits; this has 5.",
      "Geben Sie höchstens 4 Ziffern ein; dieser Wert hat 5."
    ),
    (
      "4111111111111112", ["luhn": "true"],
      "The check digit does not match (Luhn mod 10); a digit is probably mistyped.",
      "Die Prüfziffer stimmt nicht (Luhn mod 10); wahrscheinlich ist eine Ziffer vertippt."
    ),
  ])
  func numberPadInGerman(
    input: String, options: [String: String], english: String, german: String
  ) throws {
    let result = try KeyboardType.numberPad.validate(
      input, context: ValidationContext(options: options))
    let localized = result.localized(.german)
    #expect(result.issues.first?.message == english)
    #expect(localized.issues.first?.message == german)
    Self.expectSameFindings(result, localized)
  }

  @Test(arguments: [
    (
      "1.5", "de_DE", "In de_DE the decimal separator is ',', not '.'.",
      "In de_DE ist das Dezimaltrennzeichen ',', nicht '.'."
    ),
    (
      " 5", "en_US", "The whitespace before the number was removed.",
      "Der Leerraum vor der Zahl wurde entfernt."
    ),
    (
      "1,234", "de_DE",
      "',' is read as the decimal separator of de_DE, so this has three decimals; where ',' groups thousands the same text is a whole number.",
      "',' wird als Dezimaltrennzeichen von de_DE gelesen, daher hat diese Zahl drei Nachkommastellen; wo ',' Tausender trennt, ist derselbe Text eine ganze Zahl."
    ),
    (
      "1e5", "en_US", "Exponents ('e') are not allowed; write the number out in full.",
      "Exponenten („e“) sind nicht erlaubt; schreiben Sie die Zahl vollständig aus."
    ),
  ])
  func decimalPadInGerman(input: String, locale: String, english: String, german: String) throws {
    let result = try KeyboardType.decimalPad.validate(
      input, context: ValidationContext(locale: locale))
    let localized = result.localized(.german)
    #expect(result.issues.first?.message == english)
    #expect(localized.issues.first?.message == german)
    Self.expectSameFindings(result, localized)
  }

  /// Issue 14's cap: the closing `number.more-issues` counts the dropped
  /// issues in both languages.
  @Test func moreIssuesCountsInGerman() throws {
    let result = try KeyboardType.numberPad.validate(
      String(repeating: "x", count: 150), context: ValidationContext())
    let last = try #require(result.localized(.german).issues.last)
    #expect(last.code == .numberMoreIssues)
    #expect(last.message == "50 weitere Probleme dieser Art werden nicht aufgeführt.")
    #expect(result.issues.last?.message == "50 more issues like these are not listed.")
  }

  @Test func configurationErrorInGerman() throws {
    let error = try #require(
      #expect(throws: ConfigurationError.self) {
        try NumberPadValidator(options: .init(minLength: 5, maxLength: 2))
      })
    #expect(error.code == "config.conflicting-options")
    #expect(error.message == "'minLength' (5) is greater than 'maxLength' (2).")
    #expect(error.localized(.german).message == "„minLength“ (5) ist größer als „maxLength“ (2).")
  }
}
