import KBCheck
import Testing

/// The number-pad and decimal-pad filters: typed keystrokes refused whole,
/// pastes cleaned with every removal reported.
@Suite struct NumberFilterTests {
  /// Nothing disappears unreported: every scalar of the replacement is
  /// inserted as given, folded (reported) or removed (reported).
  static func expectAccounted(_ result: FilterResult, _ edit: TextEdit) {
    let given = edit.replacement.unicodeScalars.count
    if result.refused {
      #expect(result.changes.count == given)
      return
    }
    let folded = result.folded.count
    let removed = result.removed.count
    let inserted = result.inserted.unicodeScalars.count
    #expect(inserted + removed == given, "\(result)")
    #expect(Set(result.changes.map(\.offset)).count == folded + removed)
  }

  static func apply(
    _ type: KeyboardType, _ locale: String = "en_US", _ options: [String: String] = [:],
    _ edit: TextEdit, to text: String = ""
  ) throws -> FilterResult {
    let result = try InputFilter(
      type, locale: locale, options: .init(settings: options, keyboard: type)
    ).apply(edit, to: text)
    expectAccounted(result, edit)
    return result
  }

  @Test func mustShowDecimalPaste() throws {
    let result = try InputFilter(.decimalPad, locale: "de_DE").filter("\u{FF11}\u{FF12}a,5")
    #expect(result.text == "12,5")
    #expect(result.folded.map(\.offset) == [0, 1])
    #expect(result.removed.map(\.character) == ["a"])
    #expect(result.removed.first?.code == .numberInvalidCharacter)
  }

  @Test func numberPadTypedAndPasted() throws {
    let typed = try Self.apply(.numberPad, "ar_EG", [:], .insert("\u{0663}", at: 2), to: "12")
    #expect(typed.text == "123")
    #expect(typed.folded.first?.replacement == "3")
    let refused = try Self.apply(.numberPad, "en_US", [:], .insert("4a", at: 2), to: "12")
    #expect(refused.refused)
    #expect(refused.text == "12")
    let pasted = try Self.apply(
      .numberPad, "en_US", [:], .insert("4a-5", at: 2, origin: .pasted), to: "12")
    #expect(pasted.text == "1245")
    #expect(pasted.removed.map(\.offset) == [1, 2])
    #expect(pasted.caret == 4)
  }

  @Test func keepLocaleDigits() throws {
    let kept = try Self.apply(
      .numberPad, "ar_EG", ["keepLocaleDigits": "true"],
      .insert("\u{0661}\u{FF12}3", at: 0, origin: .pasted))
    #expect(kept.text == "\u{0661}23")
    #expect(kept.folded.count == 1)
  }

  @Test func asciiCapableNumberPadFilter() throws {
    let typed = try Self.apply(.asciiCapableNumberPad, "ar_EG", [:], .insert("\u{0661}", at: 0))
    #expect(typed.refused)
    #expect(typed.changes.first?.code == .numberNotASCIIDigit)
    let pasted = try Self.apply(
      .asciiCapableNumberPad, "en_US", [:], .insert("1\u{FF12}3", at: 0, origin: .pasted))
    #expect(pasted.text == "13")
    #expect(pasted.removed.first?.code == .numberNotASCIIDigit)
  }

  @Test func maxLength() throws {
    let pasted = try Self.apply(
      .numberPad, "en_US", ["maxLength": "4"], .insert("123456", at: 0, origin: .pasted))
    #expect(pasted.text == "1234")
    #expect(pasted.removed.map(\.code) == [.numberTooLong, .numberTooLong])
    let typed = try Self.apply(
      .numberPad, "en_US", ["length": "4"], .insert("5", at: 4), to: "1234")
    #expect(typed.refused)
    let replacing = try Self.apply(
      .numberPad, "en_US", ["maxLength": "4"], TextEdit(range: 0..<4, replacement: "9"), to: "1234")
    #expect(replacing.text == "9")
  }

  @Test func decimalSecondSeparatorTypedIsRefused() throws {
    let first = try Self.apply(.decimalPad, "de_DE", [:], .insert(",", at: 2), to: "12")
    #expect(first.text == "12,")
    let second = try Self.apply(.decimalPad, "de_DE", [:], .insert(",", at: 4), to: "12,5")
    #expect(second.refused)
    #expect(second.text == "12,5")
    #expect(second.changes.first?.code == .numberMultipleDecimalSeparators)
    // Replacing the separator itself is fine.
    let replaced = try Self.apply(
      .decimalPad, "de_DE", [:], TextEdit(range: 2..<3, replacement: ","), to: "12,5")
    #expect(replaced.text == "12,5")
  }

  @Test func wrongSeparatorTyped() throws {
    let refused = try Self.apply(.decimalPad, "de_DE", [:], .insert(".", at: 2), to: "12")
    #expect(refused.refused)
    #expect(refused.changes.first?.code == .numberWrongDecimalSeparator)
    #expect(refused.changes.first?.message.contains("','") == true)
    let folded = try Self.apply(
      .decimalPad, "de_DE", ["acceptOtherSeparator": "true"], .insert(".", at: 2), to: "12")
    #expect(folded.text == "12,")
    #expect(folded.folded.first?.code == .numberSeparatorFolded)
  }

  @Test func arabicSeparators() throws {
    // After Arabic-Indic digits: the native system's separator.
    let typed = try Self.apply(
      .decimalPad, "ar_EG", [:], .insert("\u{066B}", at: 3), to: "\u{0661}\u{0662}\u{0663}")
    #expect(typed.text == "\u{0661}\u{0662}\u{0663}\u{066B}")
    let comma = try Self.apply(
      .decimalPad, "ar_EG", [:], .insert(",", at: 3), to: "\u{0661}\u{0662}\u{0663}")
    #expect(comma.text == "\u{0661}\u{0662}\u{0663}\u{066B}")
    #expect(comma.folded.count == 1)
    // After Latin digits: CLDR's ar_EG@numbers=latn symbols, as the validator
    // reads them: U+066B becomes '.', and ',' is grouping (refused when typed).
    let latin = try Self.apply(.decimalPad, "ar_EG", [:], .insert("\u{066B}", at: 3), to: "123")
    #expect(latin.text == "123.")
    #expect(latin.folded.first?.code == .numberSeparatorFolded)
    let latinComma = try Self.apply(.decimalPad, "ar_EG", [:], .insert(",", at: 3), to: "123")
    #expect(latinComma.refused)
    let pasted = try Self.apply(
      .decimalPad, "ar_EG", [:],
      .insert("\u{0661}\u{066C}\u{0662}\u{0663}\u{0664}\u{066B}\u{0665}", at: 0, origin: .pasted))
    // Digits folded to ASCII make Latin text: its separator is the Latin one (a fixed point).
    #expect(pasted.text == "1234.5")
    #expect(pasted.removed.map(\.code) == [.numberGroupingRemoved])
  }

  @Test(arguments: [
    ("de_DE", "1.234,5", "1234,5"),
    ("fr_FR", "1\u{202F}234,5", "1234,5"),
    ("de_CH", "1\u{2019}234.5", "1234.5"),
    ("hi_IN", "\u{0967}\u{0968},\u{0969}\u{096A},\u{096B}\u{096C}\u{096D}.\u{096B}", "1234567.5"),
    ("ja_JP", "\u{FF11}\u{FF0C}\u{FF12}\u{FF13}\u{FF14}\u{FF0E}\u{FF15}", "1234.5"),
    // Folded digits: the Latin separator.
    ("fa_IR", "\u{200E}\u{06F1}\u{06F2}\u{066B}\u{06F5}", "12.5"),
    ("en_US", "\u{20AC}1,234.50", "1234.50"),  // a currency sign does not hide the grouping
    ("de_DE", "1.234,50 \u{20AC}", "1234,50"),
  ])
  func pastes(locale: String, pasted: String, text: String) throws {
    let result = try Self.apply(.decimalPad, locale, [:], .insert(pasted, at: 0, origin: .pasted))
    #expect(result.text == text, "\(result.changes.map(\.code))")
  }

  /// A paste never becomes another number by losing characters: a removal
  /// between digits that is not grouping joins them, a removed minus turns
  /// the sign; such a paste is refused and says what it would have become.
  @Test(arguments: [
    ("de_DE", "1.5", "15", ValidationIssue.Code.numberWrongDecimalSeparator),  // 1.5, not 15
    ("en_US", "1.234,56", "1.23456", .numberWrongDecimalSeparator),  // the other convention
    ("de_DE", "1,234.56", "1,23456", .numberWrongDecimalSeparator),
    ("en_US", "1e5", "15", .numberInvalidCharacter),  // an exponent
    ("en_US", "1.2.3", "1.23", .numberMultipleDecimalSeparators),
    ("en_US", "12-34", "1234", .numberSignNotAllowed),
    ("en_US", "-12.5", "12.5", .numberSignNotAllowed),  // the sign
    ("en_US", "12.5-", "12.5", .numberSignNotAllowed),
    ("fa_IR", "\u{200E}\u{2212}\u{06F1}\u{06F2}\u{066B}\u{06F5}", "12.5", .numberSignNotAllowed),
  ])
  func pasteThatWouldBecomeAnotherNumberIsRefused(
    locale: String, pasted: String, wouldBe: String, code: ValidationIssue.Code
  ) throws {
    let result = try Self.apply(.decimalPad, locale, [:], .insert(pasted, at: 0, origin: .pasted))
    #expect(result.refused)
    #expect(result.text == "")
    #expect(result.changes.first?.code == code)
    #expect(result.changes.first?.message.contains("'\(wouldBe)' is another number") == true)
  }

  @Test func numberPadRefusesADecimalOrASignButNotCodeFormatting() throws {
    let decimal = try Self.apply(.numberPad, "en_US", [:], .insert("1.5", at: 0, origin: .pasted))
    #expect(decimal.refused)
    let sign = try Self.apply(
      .numberPad, "en_US", [:], .insert("\u{2212}5", at: 0, origin: .pasted))
    #expect(sign.refused)
    let card = try Self.apply(
      .numberPad, "en_US", [:], .insert("4111 1111-1111", at: 0, origin: .pasted))
    #expect(card.text == "411111111111")
    let grouped = try Self.apply(.numberPad, "de_DE", [:], .insert("1.000", at: 0, origin: .pasted))
    #expect(grouped.text == "1000")
  }

  @Test func pastedWrongSeparatorIsReportedNotSilent() throws {
    let result = try Self.apply(.decimalPad, "de_DE", [:], .insert("1.5", at: 0, origin: .pasted))
    #expect(result.refused)
    #expect(result.changes.first?.code == .numberWrongDecimalSeparator)
    let accepted = try Self.apply(
      .decimalPad, "de_DE", ["acceptOtherSeparator": "true"], .insert("1.5", at: 0, origin: .pasted)
    )
    #expect(accepted.text == "1,5")
  }

  @Test func filteredTextValidates() throws {
    // What the filter lets in, the validator accepts.
    for (locale, pasted) in [
      ("de_DE", "\u{FF11}\u{FF12}a,5"), ("ar_EG", "\u{0661}\u{0662}\u{0663}\u{066B}\u{0665}"),
      ("hi_IN", "\u{0967}\u{0968},\u{0969}\u{096A}\u{096B}"),
    ] {
      let text = try InputFilter(.decimalPad, locale: locale).filter(pasted).text
      let result = try KeyboardType.decimalPad.validate(
        text, context: ValidationContext(locale: locale))
      #expect(result.isValid, "\(locale) \(text)")
    }
  }
}
