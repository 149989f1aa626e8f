import KBCheck

extension FieldEditor {
  /// Applies an editing key; returns `false` for keys that are not edits
  /// (Enter, Tab, Esc, Up, Down, Ctrl-C), which the command handles.
  mutating func handle(_ key: Key) -> Bool {
    switch key {
    case .text(let text): type(text)
    case .paste(let text): paste(text)
    case .left: moveLeft()
    case .right: moveRight()
    case .home: moveToStart()
    case .end: moveToEnd()
    case .backspace: deleteBackward()
    case .delete: deleteForward()
    case .deleteToStart: deleteToStart()
    case .deleteWord: deleteWordBackward()
    case .enter, .tab, .shiftTab, .escape, .interrupt, .up, .down: return false
    }
    return true
  }
}

/// The lines that show a value's issues and the last edit's feedback.
enum IssueLines {
  /// At most `limit` issue lines, then `… N more`.
  static func lines(
    _ issues: [ValidationIssue], indent: String, limit: Int = 4,
    language: MessageLanguage = .english
  ) -> [String] {
    var lines = issues.prefix(limit).map { $0.localized(language) }.map { issue in
      let color = issue.severity == .error ? Screen.red : Screen.yellow
      return indent + color + "\(issue.severity.rawValue)[\(issue.code.rawValue)]" + Screen.reset
        + ": " + TerminalText.safe(issue.message)
    }
    if issues.count > limit {
      lines.append(indent + Screen.dim + "… \(issues.count - limit) more" + Screen.reset)
    }
    return lines
  }

  /// The feedback line of the last edit, if any.
  static func feedback(
    _ editor: FieldEditor, indent: String, language: MessageLanguage = .english
  ) -> [String] {
    guard let feedback = editor.feedback else { return [] }
    let verb = feedback.refused ? "refused" : "cleaned"
    let summary = TerminalText.safe(feedback.summary(in: language))
    return [indent + Screen.dim + "\(verb): " + summary + Screen.reset]
  }
}
