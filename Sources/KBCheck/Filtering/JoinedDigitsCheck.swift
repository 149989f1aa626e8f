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
  /// - Returns: The refusal, or `nil` when the paste may stand.
  /// - Complexity: O(*n*) in the text and the replacement.
  static func refusal(
    of result: FilterResult, edit: TextEdit, in text: String,
    isDigit: (Unicode.Scalar) -> Bool, harm: (FilterChange) -> Harm
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
      guard joins || turnsSign else { continue }
      // The refusal under the change's code (its family says "digits …
      // number" or "characters … value"), then the change's own message.
      guard let removed = change.familyIssue?.base as? any PasteRefusing else {
        assertionFailure("\(change.code) cannot say why a paste was refused")
        continue
      }
      let paste = RefusedPaste(
        joins ? .joins : .turnsSign, pasted: String(String.UnicodeScalarView(scalars)),
        character: change.character, offset: i, inserted: result.inserted)
      let refused = FilterChange(
        character: change.character, offset: i, replacement: nil, removed.refusing(paste))
      return .refusal(text, edit: edit, as: refused.followed(by: change))
    }
    return nil
  }
}
