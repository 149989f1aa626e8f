extension FieldEditor {
  /// Types text at the caret (a keystroke): the filter refuses what the
  /// keyboard cannot produce, and the text stays as it was.
  /// - Parameter typed: The typed text.
  public mutating func type(_ typed: String) {
    if kind == .picker { return typeAheadSelect(typed) }
    apply(TextEdit(range: caret..<caret, replacement: typed, origin: .typed))
  }

  /// Pastes text at the caret: the filter cleans it and reports each
  /// character it removed or folded.
  /// - Parameter pasted: The pasted text.
  public mutating func paste(_ pasted: String) {
    if kind == .picker { return typeAheadSelect(pasted) }
    apply(TextEdit(range: caret..<caret, replacement: pasted, origin: .pasted))
  }

  /// Deletes the character before the caret (Backspace): the whole
  /// grapheme cluster (UAX #29), so an emoji sequence or a letter with its
  /// combining marks goes at once; on a picker, the last type-ahead
  /// character.
  public mutating func deleteBackward() {
    if kind == .picker {
      if !typeAhead.isEmpty { typeAhead.removeLast() }
      return
    }
    guard caret > 0 else { return }
    apply(TextEdit(range: clusterStart(before: caret)..<caret, replacement: ""))
  }

  /// Deletes the character after the caret (Delete): the whole grapheme
  /// cluster.
  public mutating func deleteForward() {
    guard kind != .picker, caret < scalarCount else { return }
    apply(TextEdit(range: caret..<clusterEnd(after: caret), replacement: ""))
  }

  /// Deletes from the start of the text to the caret (Ctrl-U).
  public mutating func deleteToStart() {
    if kind == .picker { typeAhead = "" }
    guard kind != .picker, caret > 0 else { return }
    apply(TextEdit(range: 0..<caret, replacement: ""))
  }

  /// Deletes the word before the caret and the spaces after it (Ctrl-W).
  public mutating func deleteWordBackward() {
    guard kind != .picker, caret > 0 else { return }
    let s = Array(text.unicodeScalars)
    var start = caret
    while start > 0 && s[start - 1].properties.isWhitespace { start -= 1 }
    while start > 0 && !s[start - 1].properties.isWhitespace { start -= 1 }
    apply(TextEdit(range: start..<caret, replacement: ""))
  }

  /// Moves the caret one character left (Left): over a whole grapheme
  /// cluster (UAX #29); on a picker, selects the previous option.
  public mutating func moveLeft() {
    if kind == .picker { return cycle(by: -1) }
    caret = caret > 0 ? clusterStart(before: caret) : 0
  }

  /// Moves the caret one character right (Right): over a whole grapheme
  /// cluster; on a picker, selects the next option.
  public mutating func moveRight() {
    if kind == .picker { return cycle(by: 1) }
    caret = caret < scalarCount ? clusterEnd(after: caret) : scalarCount
  }

  /// The scalar offset where the grapheme cluster holding the scalar
  /// before `offset` starts: the last cluster boundary before `offset`.
  /// - Parameter offset: A scalar offset, more than 0.
  /// - Returns: The boundary.
  func clusterStart(before offset: Int) -> Int {
    var position = 0
    for character in text {
      let end = position + character.unicodeScalars.count
      if end >= offset { return position }
      position = end
    }
    return position
  }

  /// The first grapheme cluster boundary after `offset`, as a scalar offset.
  /// - Parameter offset: A scalar offset, less than the text's.
  /// - Returns: The boundary.
  func clusterEnd(after offset: Int) -> Int {
    var position = 0
    for character in text {
      position += character.unicodeScalars.count
      if position > offset { return position }
    }
    return position
  }

  /// Moves the caret to the start (Home, Ctrl-A).
  public mutating func moveToStart() { caret = 0 }

  /// Moves the caret to the end (End, Ctrl-E).
  public mutating func moveToEnd() { caret = scalarCount }

  /// Replaces the text without filtering (a value restored from a saved
  /// submission is shown as it was); the caret goes to the end.
  /// - Parameter newText: The text.
  public mutating func setText(_ newText: String) {
    typeAhead = ""
    text = newText
    caret = scalarCount
    feedback = nil
  }

  /// Selects the option `offset` places away, wrapping around; from no
  /// selection, Right selects the first option and Left the last.
  /// - Parameter offset: +1 for the next option, -1 for the previous.
  public mutating func cycle(by offset: Int) {
    guard !choices.isEmpty else { return }
    typeAhead = ""
    let current = choices.firstIndex(of: text)
    let next: Int
    if let current {
      next = ((current + offset) % choices.count + choices.count) % choices.count
    } else {
      next = offset >= 0 ? 0 : choices.count - 1
    }
    setText(choices[next])
  }

  private var scalarCount: Int { text.unicodeScalars.count }

  private mutating func apply(_ edit: TextEdit) {
    guard let filter else { return }
    let outcome = filter.apply(edit, to: text)
    text = outcome.text
    caret = outcome.caret
    feedback =
      outcome.refused || !outcome.changes.isEmpty
      ? EditFeedback(refused: outcome.refused, changes: outcome.changes) : nil
  }

  /// Type-ahead on a picker: the typed text is added to what was typed
  /// before, and the first option that starts with it is selected.
  private mutating func typeAheadSelect(_ typed: String) {
    let candidate = typeAhead + typed
    if let match = choices.first(where: { matches($0, candidate, prefix: true) }) {
      setText(match)
      typeAhead = candidate
    } else if let match = choices.first(where: { matches($0, typed, prefix: true) }) {
      setText(match)
      typeAhead = typed
    }
  }

  /// Whether `option` equals (or, with `prefix`, starts with) `text`, in NFC
  /// or, case-insensitively, in NFKC_Casefold.
  func matches(_ option: String, _ text: String, prefix: Bool) -> Bool {
    let a = PickerValidator.key(option, caseInsensitive: caseInsensitive)
    let b = PickerValidator.key(text, caseInsensitive: caseInsensitive)
    return prefix ? a.hasPrefix(b) : a == b
  }
}
