/// A paste must never become another number by losing characters: removing
/// a character that stands between digits joins them (`1.234,56` in en_US
/// without its `,` reads 1.23456; `1e5` without its `e` reads 15; `1.5` on
/// a number pad reads 15), and removing a minus turns the number's sign.
/// Such a paste is refused whole, saying what it would have become; the
/// removals that cannot change the number (grouping separators, spaces,
/// direction marks, a `+`, a currency sign or `%` at either end) stay notes.
enum JoinedDigitsCheck {
  /// How removing a character can change a number.
  struct Harm: OptionSet {
    let rawValue: Int
    /// Between digits, it joins them.
    static let joining = Harm(rawValue: 1)
    /// Before or after the digits (a minus), it turns the sign.
    static let sign = Harm(rawValue: 2)
    /// Wherever it stands, removing it changes the text (a letter of a
    /// word).
    static let always = Harm(rawValue: 4)
    /// It cannot change the number.
    static let none: Harm = []
  }

  /// The refusal of a paste whose removals change its number, or `nil`.
  /// - Parameters:
  ///   - result: The filter's result for the paste.
  ///   - edit: The paste.
  ///   - text: The field's text before it.
  ///   - isDigit: Whether a character is a digit the filter keeps.
  ///   - harm: How removing this character can change the number.
  ///   - units: What `isDigit` accepts, for the message (`digits`).
  ///   - whole: What the paste is, for the message (`number`).
  /// - Returns: The refusal, or `nil` when the paste may stand.
  /// - Complexity: O(*n*) in the text and the replacement.
  static func refusal(
    of result: FilterResult, edit: TextEdit, in text: String,
    isDigit: (Unicode.Scalar) -> Bool, harm: (FilterChange) -> Harm,
    units: String = "digits", whole: String = "number"
  ) -> FilterResult? {
    guard edit.origin == .pasted, !result.refused,
      result.changes.contains(where: { $0.replacement == nil })
    else { return nil }
    let scalars = Array(edit.replacement.unicodeScalars)
    let before = Array(text.unicodeScalars)
    let lower = min(max(edit.range.lowerBound, 0), before.count)
    let upper = min(max(edit.range.upperBound, lower), before.count)
    // For each offset: whether the nearest character that stays, on each
    // side, is a digit (removed characters skipped; past the ends of the
    // paste, the field's neighbouring characters).
    var removed = [Bool](repeating: false, count: scalars.count)
    for change in result.changes where change.replacement == nil && change.offset < scalars.count {
      removed[change.offset] = true
    }
    var digitBefore = [Bool](repeating: false, count: scalars.count)
    var last = lower > 0 && isDigit(before[lower - 1])
    for i in scalars.indices {
      digitBefore[i] = last
      if !removed[i] { last = isDigit(scalars[i]) }
    }
    var digitAfter = [Bool](repeating: false, count: scalars.count)
    var next = upper < before.count && isDigit(before[upper])
    for i in scalars.indices.reversed() {
      digitAfter[i] = next
      if !removed[i] { next = isDigit(scalars[i]) }
    }
    for change in result.changes where change.replacement == nil {
      let i = change.offset
      let harm = harm(change)
      guard i < scalars.count else { continue }
      let joins = harm.contains(.joining) && digitBefore[i] && digitAfter[i]
      let turnsSign = harm.contains(.sign) && digitBefore[i] != digitAfter[i]
      guard joins || turnsSign || harm.contains(.always) else { continue }
      let pasted = String(String.UnicodeScalarView(scalars))
      let character = "\(change.character.codePointDescription) at \(i)"
      let why =
        joins
        ? "removing \(character) would join the \(units) around it"
        : turnsSign
          ? "removing the minus would turn the sign of the number"
          : "removing \(character) would change the text"
      return .refusal(
        text, edit: edit, code: change.code,
        message:
          "'\(pasted)' was not pasted: \(why), and '\(result.inserted)' is another \(whole). \(change.message)"
      )
    }
    return nil
  }
}
