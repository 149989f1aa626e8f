/// The filter of `decimalPad`: digits and one decimal separator, in the
/// locale's convention (the classes of ``DecimalPadValidator``).
///
/// Digits of every script are let in and folded to ASCII (each fold
/// reported) unless `keepLocaleDigits` keeps the locale's own. The decimal
/// separator and its strict equivalents become the locale's separator; a
/// second one is not inserted. The other convention's separator (`.` in
/// de_DE) is refused unless `acceptOtherSeparator` is set. The pad has no
/// grouping or sign keys: typed, they are refused; in a paste that is a
/// valid number as a whole (`1.234,5` in de_DE), grouping separators are
/// removed and reported. A typed keystroke with anything that cannot be
/// inserted is refused whole; a paste is cleaned character by character and
/// every removal reported — unless a removal would change the number (a
/// character between digits that is not a grouping separator or a space, a
/// minus): then the paste is refused whole (`JoinedDigitsCheck`).
struct DecimalPadFilterPolicy: FilterPolicy {
  /// The locale's symbols (its default numbering system's).
  var symbols: LocaleNumberSymbols { systems.native }
  /// The symbols of each numbering system, chosen by the digits of the text
  /// as ``DecimalPadValidator`` chooses them.
  let systems: NumberSystemSymbols
  /// Whether the locale's digits are kept rather than folded to ASCII.
  var keepLocaleDigits: Bool
  /// Whether the other convention's separator stands for the decimal
  /// separator.
  var acceptOtherSeparator: Bool

  /// Creates the policy.
  /// - Parameters:
  ///   - locale: The locale whose digits and decimal separator apply.
  ///   - keepLocaleDigits: Whether the locale's digits are kept rather than
  ///     folded to ASCII.
  ///   - acceptOtherSeparator: Whether the other convention's separator
  ///     stands for the decimal separator.
  /// - Throws: ``ConfigurationError`` for an unknown locale.
  init(locale: String, keepLocaleDigits: Bool, acceptOtherSeparator: Bool)
    throws(ConfigurationError)
  {
    systems = try NumberSystemSymbols(locale: locale)
    self.keepLocaleDigits = keepLocaleDigits
    self.acceptOtherSeparator = acceptOtherSeparator
  }

  /// Applies one edit.
  /// - Parameters:
  ///   - edit: The typed or pasted edit.
  ///   - text: The field's current text.
  /// - Returns: The new text and every removed or folded character.
  /// - Complexity: O(*n*) in the text and the replacement.
  func filter(_ edit: TextEdit, in text: String) -> FilterResult {
    // The symbols of the digits the field will hold (Latin digits in ar_SA
    // read `.` and `,` as en_US does), as the validator will choose them.
    let present = NumberSystemSymbols.digits(in: text, skipping: edit.range)
    let incoming = NumberSystemSymbols.digits(in: edit.replacement)
    // With no digits yet, digits that will be folded to ASCII (the default)
    // make Latin text, so the Latin symbols apply; an output must read the
    // same when filtered again.
    let symbols = systems.symbols(
      for: present != .none ? present : keepLocaleDigits ? incoming : .latin)
    var hasSeparator = false
    for (offset, scalar) in text.unicodeScalars.enumerated()
    where !edit.range.contains(offset) && isSeparator(scalar, symbols) {
      hasSeparator = true
    }
    // A paste that is a number as a whole tells which marks group digits.
    var pastedDecimal: Int?
    var pasteIsNumber = false
    if edit.origin == .pasted {
      var scan = DecimalScan(
        symbols: symbols, grouping: true, signed: false,
        acceptOtherSeparator: acceptOtherSeparator, keyboard: .decimalPad)
      // A currency sign, a unit, '%' or spaces around the number do not
      // make it less of a number (`€1,234.50`).
      let core = Self.core(of: edit.replacement, symbols)
      scan.run(String(String.UnicodeScalarView(core.scalars)))
      pasteIsNumber = scan.digitCount > 0 && !scan.issues.hasError
      pastedDecimal = scan.decimalOffset.map { $0 + core.start }
    }
    var kept = String.UnicodeScalarView()
    var changes: [FilterChange] = []
    for (offset, scalar) in edit.replacement.unicodeScalars.enumerated() {
      func drop(_ issue: some FamilyIssue) {
        changes.append(FilterChange(character: scalar, offset: offset, replacement: nil, issue))
      }
      func separator() {
        guard !hasSeparator else {
          drop(DecimalIssue.multipleDecimalSeparatorsEntered)
          return
        }
        hasSeparator = true
        kept.append(symbols.decimalSeparator)
        if scalar != symbols.decimalSeparator {
          changes.append(
            FilterChange(
              character: scalar, offset: offset, replacement: String(symbols.decimalSeparator),
              DecimalFilterIssue.separatorFolded(
                locale: symbols.locale, separator: symbols.decimalSeparator)))
        }
      }
      func wrongSeparator() {
        if acceptOtherSeparator && !hasSeparator {
          separator()
        } else {
          drop(
            DecimalIssue.wrongDecimalSeparatorEntered(
              scalar, separator: symbols.decimalSeparator, locale: symbols.locale))
        }
      }
      if pasteIsNumber && offset == pastedDecimal {
        separator()
        continue
      }
      switch symbols.classify(scalar) {
      case .digit(let d):
        DigitFolding.append(
          scalar, value: d, at: offset,
          keeping: keepLocaleDigits && scalar.value &- symbols.zeroDigit.value < 10,
          NumberFilterIssue.digitFolded, to: &kept, changes: &changes)
      case .decimalSeparator: separator()
      case .otherDecimalSeparator: wrongSeparator()
      case .groupingSeparator:
        if pasteIsNumber || !symbols.isOtherConventionMark(scalar) {
          drop(DecimalFilterIssue.groupingRemoved)
        } else {
          wrongSeparator()
        }
      case .minus, .plus:
        drop(DecimalIssue.signNotAllowedEntered)
      case .bidiMark:
        drop(DecimalFilterIssue.bidiMarkRemoved)
      case .exponent, .other:
        drop(DecimalIssue.invalidCharacterEntered)
      }
    }
    if edit.origin == .typed, let first = changes.first(where: { $0.replacement == nil }) {
      return .refusal(text, edit: edit, as: first)
    }
    let result = FilterResult.splice(text, edit: edit, inserted: String(kept), changes: changes)
    return JoinedDigitsCheck.refusal(
      of: result, edit: edit, in: text,
      isDigit: { if case .digit = symbols.classify($0) { true } else { false } },
      harm: { change in
        switch change.code {
        case .numberGroupingRemoved, .numberBidiMarkRemoved: .none
        case .numberSignNotAllowed: change.character == "+" ? .none : [.joining, .sign]
        default: change.character.properties.isWhitespace ? .none : .joining
        }
      }) ?? result
  }

  /// The paste without the characters at either end that are no part of a
  /// number (letters, currency signs, `%`, spaces, direction marks), and
  /// the offset where what is left starts.
  static func core(of text: String, _ symbols: LocaleNumberSymbols)
    -> (scalars: ArraySlice<Unicode.Scalar>, start: Int)
  {
    let scalars = Array(text.unicodeScalars)
    func outside(_ s: Unicode.Scalar) -> Bool {
      switch symbols.classify(s) {
      case .other, .bidiMark, .plus: true
      default: s.properties.isWhitespace
      }
    }
    var start = 0
    var end = scalars.count
    while start < end && outside(scalars[start]) { start += 1 }
    while end > start && outside(scalars[end - 1]) { end -= 1 }
    return (scalars[start..<end], start)
  }

  /// Whether a character of the current text is a decimal separator.
  private func isSeparator(_ scalar: Unicode.Scalar, _ symbols: LocaleNumberSymbols) -> Bool {
    switch symbols.classify(scalar) {
    case .decimalSeparator: true
    case .otherDecimalSeparator: acceptOtherSeparator
    default: false
    }
  }
}
