/// The filter of `numberPad` and `asciiCapableNumberPad`: digits only.
///
/// `numberPad` lets in the digits of every script (the classes of
/// ``NumberPadValidator``) and folds them to ASCII, reporting each fold,
/// unless `keepLocaleDigits` keeps the locale's own digits (`٠١٢` in ar_EG).
/// `asciiCapableNumberPad` lets in ASCII digits only. With `maxLength` (or
/// `length`), digits beyond the limit are not inserted. A typed keystroke
/// with anything else is refused whole; a paste is cleaned and every removed
/// character reported (spaces and dashes of codes and card numbers, grouping
/// separators) — unless it has the locale's decimal separator between digits
/// or a minus: removing those would change the number (`1.5` is not 15), so
/// the paste is refused (`JoinedDigitsCheck`).
struct NumberPadFilterPolicy: FilterPolicy {
  /// The keyboard: numberPad or asciiCapableNumberPad.
  let keyboard: KeyboardType
  /// The locale's symbols (its digits).
  let symbols: LocaleNumberSymbols
  /// Whether the locale's digits are kept rather than folded to ASCII.
  var keepLocaleDigits: Bool
  /// The most digits the field takes.
  var maxLength: Int?

  /// Creates the policy.
  /// - Parameters:
  ///   - keyboard: numberPad or asciiCapableNumberPad.
  ///   - locale: The locale whose digits the pad produces.
  ///   - keepLocaleDigits: Whether the locale's digits are kept rather than
  ///     folded to ASCII.
  ///   - maxLength: The most digits the field holds, if limited.
  /// - Throws: ``ConfigurationError`` for an unknown locale.
  init(keyboard: KeyboardType, locale: String, keepLocaleDigits: Bool, maxLength: Int?)
    throws(ConfigurationError)
  {
    self.keyboard = keyboard
    symbols = try LocaleNumberSymbols.shared(locale: locale)
    self.keepLocaleDigits = keepLocaleDigits
    self.maxLength = maxLength
  }

  /// Applies one edit.
  /// - Parameters:
  ///   - edit: The typed or pasted edit.
  ///   - text: The field's current text.
  /// - Returns: The new text and every removed or folded character.
  /// - Complexity: O(*n*) in the text and the replacement.
  func filter(_ edit: TextEdit, in text: String) -> FilterResult {
    let count = text.unicodeScalars.count
    let lower = min(max(edit.range.lowerBound, 0), count)
    let upper = min(max(edit.range.upperBound, lower), count)
    var room = maxLength.map { max(0, $0 - (count - (upper - lower))) } ?? Int.max
    var kept = String.UnicodeScalarView()
    var changes: [FilterChange] = []
    for (offset, scalar) in edit.replacement.unicodeScalars.enumerated() {
      func drop(_ issue: NumberIssue) {
        changes.append(FilterChange(character: scalar, offset: offset, replacement: nil, issue))
      }
      guard case .digit(let d) = symbols.classify(scalar) else {
        drop(.notADigitEntered)
        continue
      }
      if keyboard == .asciiCapableNumberPad && !scalar.isASCII {
        drop(.notASCIIDigitEntered)
        continue
      }
      guard room > 0 else {
        drop(.tooLongEntered(limit: maxLength ?? 0))
        continue
      }
      room -= 1
      DigitFolding.append(
        scalar, value: d, at: offset,
        keeping: keepLocaleDigits && scalar.value &- symbols.zeroDigit.value < 10,
        NumberFilterIssue.digitFolded, to: &kept, changes: &changes)
    }
    if edit.origin == .typed, let first = changes.first(where: { $0.replacement == nil }) {
      return .refusal(text, edit: edit, as: first)
    }
    let result = FilterResult.splice(text, edit: edit, inserted: String(kept), changes: changes)
    // Codes and card numbers lose their spaces and dashes; a decimal
    // separator or a minus would change the number (1.5 is not 15).
    let symbols = self.symbols
    return JoinedDigitsCheck.refusal(
      of: result, edit: edit, in: text,
      isDigit: { if case .digit = symbols.classify($0) { true } else { false } },
      harm: { change in
        switch symbols.classify(change.character) {
        case .decimalSeparator: .joining
        case .minus: .sign
        default: .none
        }
      }) ?? result
  }
}
