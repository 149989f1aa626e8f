/// Decides what one edit may insert into a field: the per-keyboard rules
/// behind ``InputFilter``.
protocol FilterPolicy: Sendable {
  /// Applies `edit` to `text` and returns the new text, the caret and every
  /// character it removed or folded.
  /// - Parameters:
  ///   - edit: The edit (range of `text` replaced by typed or pasted text).
  ///   - text: The field's current text.
  /// - Returns: The outcome; nothing disappears unreported.
  /// - Complexity: O(*n*) in the length of `text` plus the replacement.
  func filter(_ edit: TextEdit, in text: String) -> FilterResult
}

extension FilterResult {
  /// Builds the result of replacing `edit.range` of `text` with `inserted`.
  ///
  /// The range is clamped to the text, so an edit beyond the end appends.
  /// - Parameters:
  ///   - text: The current text.
  ///   - edit: The edit.
  ///   - inserted: What the policy lets in.
  ///   - changes: What it removed or folded.
  /// - Returns: The new text with the caret after the inserted text.
  static func splice(
    _ text: String, edit: TextEdit, inserted: String, changes: [FilterChange]
  ) -> FilterResult {
    let scalars = text.unicodeScalars
    let count = scalars.count
    let lower = min(max(edit.range.lowerBound, 0), count)
    let upper = min(max(edit.range.upperBound, lower), count)
    let start = scalars.index(scalars.startIndex, offsetBy: lower)
    let end = scalars.index(start, offsetBy: upper - lower)
    // Concatenating substrings copies UTF-8 in bulk; appending scalar by
    // scalar is an order of magnitude slower.
    // (Scalar views, not `text[..<start]`: String's own subscript would round
    // an index inside a grapheme cluster down to the cluster's start.)
    var result = String(scalars[..<start])
    result.reserveCapacity(text.utf8.count + inserted.utf8.count)
    result += inserted
    result += String(scalars[end...])
    return FilterResult(
      text: result, caret: lower + inserted.unicodeScalars.count,
      inserted: inserted, changes: changes)
  }

  /// The result of refusing a typed keystroke whole: the text is unchanged,
  /// the caret stays at the start of the edit, and every character of the
  /// keystroke is reported with the code and message of `change`.
  /// - Parameters:
  ///   - text: The current text.
  ///   - edit: The refused edit.
  ///   - change: The change whose code and message say why.
  /// - Returns: The refusal.
  static func refusal(_ text: String, edit: TextEdit, as change: FilterChange) -> FilterResult {
    let changes = edit.replacement.unicodeScalars.enumerated().map {
      change.removing($1, at: $0)
    }
    let caret = min(max(edit.range.lowerBound, 0), text.unicodeScalars.count)
    return FilterResult(text: text, caret: caret, inserted: "", changes: changes, refused: true)
  }

  /// The result of refusing a typed keystroke whole, with a family's
  /// typed reason (see ``refusal(_:edit:as:)``).
  /// - Parameters:
  ///   - text: The current text.
  ///   - edit: The refused edit.
  ///   - issue: The reason.
  /// - Returns: The refusal.
  static func refusal(_ text: String, edit: TextEdit, _ issue: some FamilyIssue) -> FilterResult {
    let first = edit.replacement.unicodeScalars.first ?? " "
    let change = FilterChange(character: first, offset: 0, replacement: nil, issue)
    return refusal(text, edit: edit, as: change)
  }

  /// The result of refusing a typed keystroke whole, with a message given
  /// as text (not localized).
  /// - Parameters:
  ///   - text: The current text.
  ///   - edit: The refused edit.
  ///   - code: The reason code.
  ///   - message: The reason.
  /// - Returns: The refusal.
  static func refusal(
    _ text: String, edit: TextEdit, code: ValidationIssue.Code, message: String
  ) -> FilterResult {
    let first = edit.replacement.unicodeScalars.first ?? " "
    let change = FilterChange(
      character: first, offset: 0, replacement: nil, code: code, message: message)
    return refusal(text, edit: edit, as: change)
  }
}
