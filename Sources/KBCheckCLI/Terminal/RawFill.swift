import KBCheck

/// The raw-mode edit loop of `kbcheck fill`.
struct RawFill {
  let terminal: Terminal
  /// The language of the issues and feedback shown.
  var language = MessageLanguage.english

  func run(_ form: inout FormEditor) -> [FormValue]? {
    let screen = Screen(terminal: terminal)
    terminal.enterRawMode()
    defer { terminal.restore() }
    var decoder = KeyDecoder()
    var status: String? = nil
    while true {
      if TerminalRestore.resized != 0 {
        TerminalRestore.resized = 0
        screen.clear()
      }
      draw(screen, form, status: status)
      guard let bytes = terminal.read(timeout: decoder.hasPendingEscape ? 50 : 250) else {
        screen.finish()
        return nil
      }
      var keys = decoder.feed(bytes)
      if bytes.isEmpty, let escape = decoder.flushEscape() { keys.append(escape) }
      for key in keys {
        status = nil
        var handled = false
        form.edit { handled = $0.handle(key) }
        if handled { continue }
        switch key {
        case .escape, .interrupt:
          screen.finish()
          return nil
        case .tab, .down:
          form.next()
          status = form.countryCommit.flatMap(Self.countryStatus)
        case .shiftTab, .up:
          form.previous()
          status = form.countryCommit.flatMap(Self.countryStatus)
        case .enter:
          switch form.pressReturn() {
          case .moved: break
          case .stayed(let commit): status = Self.countryStatus(commit)
          case .submitted(.valid(let values)):
            screen.finish()
            return values
          case .submitted(.invalid(let report)):
            let count = report.fields.filter { !$0.isValid }.count + report.missing.count
            status = "Not submitted: \(count) field\(count == 1 ? "" : "s") to fix."
          }
        default: break
        }
      }
    }
  }

  private func draw(_ screen: Screen, _ form: FormEditor, status: String?) {
    let rows = terminal.size.rows
    let labelWidth = min(
      24,
      (form.schema.fields.map { DisplayWidth.columns(of: TerminalText.safe($0.label ?? $0.name)) }
        .max() ?? 0) + 2)
    var lines = [
      Screen.dim + "Tab/↓ next · Shift-Tab/↑ previous · Enter next/submit · Esc cancel"
        + Screen.reset
    ]
    var cursor = (row: 0, column: 0)
    var focusLine = 0
    for (i, field) in form.schema.fields.enumerated() where !field.isHidden {
      let editor = form.fields[i]
      let focused = form.focusedIndex == i
      let label = TerminalText.safe(field.label ?? field.name)
      let labelColumns = DisplayWidth.columns(of: label)
      let pad = String(repeating: " ", count: max(1, labelWidth - labelColumns))
      // A secret field (a card number) is masked once it loses the focus.
      var value = TerminalText.safe(editor.shownText(focused: focused))
      if editor.kind == .picker {
        value = "‹ " + (editor.text.isEmpty ? Screen.dim + "choose" + Screen.reset : value) + " ›"
      }
      let marker = focused ? Screen.bold + "› " : "  "
      let style = field.isDisabled ? Screen.dim : ""
      lines.append(marker + style + label + Screen.reset + pad + style + value + Screen.reset)
      let indent = String(repeating: " ", count: 2 + labelColumns + pad.count)
      if focused {
        focusLine = lines.count - 1
        let prefix = TerminalText.safe(String(editor.text.unicodeScalars.prefix(editor.caret)))
        cursor = (
          lines.count - 1,
          indent.count + (editor.kind == .picker ? 2 : DisplayWidth.columns(of: prefix))
        )
        if let bar = form.accessoryBar {
          lines.append(indent + accessoryLine(bar))
        }
        lines += IssueLines.feedback(editor, indent: indent, language: language)
      }
      if focused || form.lastReport != nil {
        lines += IssueLines.lines(
          form.issues(of: i), indent: indent, limit: focused ? 4 : 2, language: language)
      }
      // What the last address layout dropped, under the country field.
      lines += IssueLines.lines(
        form.layoutNotes[field.name] ?? [], indent: indent, limit: 8, language: language)
    }
    if let status { lines.append(Screen.red + status + Screen.reset) }
    // Keep the focused field on screen in a short window.
    let room = max(rows - 1, 3)
    if lines.count > room {
      let start = min(max(0, focusLine - room / 2), lines.count - room)
      lines = Array(lines[start..<(start + room)])
      cursor.row -= start
    }
    screen.draw(lines, cursor: cursor)
  }

  /// The status line when focus stayed on a country field.
  static func countryStatus(_ commit: CountryCommit) -> String? {
    switch commit {
    case .relaid(let region): "Address laid out for \(region.code); Tab moves on."
    case .invalid: nil  // the field's own issue says it
    }
  }

  /// `‹ Prev  Next ›  Done`, the ends that cannot be used dimmed.
  private func accessoryLine(_ bar: AccessoryBarState<String>) -> String {
    func item(_ text: String, _ enabled: Bool) -> String {
      enabled ? text : Screen.dim + text + Screen.reset
    }
    var parts: [String] = []
    if bar.showsPreviousNext {
      parts.append(item("‹ Prev", bar.canGoPrevious))
      parts.append(item("Next ›", bar.canGoNext))
    }
    if bar.showsDone { parts.append("Done") }
    return parts.joined(separator: "  ")
  }
}

/// `--plain` and TERM=dumb: the navigable fields one at a time, each read as
/// a line (an empty line keeps the value shown in brackets), issues printed
/// after each Enter; then the form is submitted, and an invalid field is
/// asked again.
struct PlainFill {
  let terminal: Terminal
  /// The language of the issues and feedback shown.
  var language = MessageLanguage.english

  func run(_ form: inout FormEditor) -> [FormValue]? {
    while true {
      repeat {
        guard ask(&form) else { return nil }
        // A changed country lays the address out again and asks it once more.
        let moved = form.next()
        if case .relaid(let region)? = form.countryCommit, let i = form.focusedIndex {
          terminal.write("  Address laid out for \(region.code).\n")
          for note in form.layoutNotes[form.schema.fields[i].name] ?? [] {
            let issue = note.localized(language)
            terminal.write(
              "  \(issue.severity.rawValue)[\(issue.code.rawValue)]: \(TerminalText.safe(issue.message))\n"
            )
          }
        }
        if !moved && form.countryCommit == nil { break }
      } while true
      switch form.submit() {
      case .valid(let values): return values
      case .invalid:
        terminal.write("Not submitted: fix the fields with errors.\n")
      }
    }
  }

  /// Asks for the focused field; `false` at end of input.
  private func ask(_ form: inout FormEditor) -> Bool {
    guard let i = form.focusedIndex else { return true }
    let field = form.schema.fields[i]
    var prompt = TerminalText.safe(field.label ?? field.name)
    if let choices = field.choices {
      prompt += " (" + choices.map(TerminalText.safe).joined(separator: ", ") + ")"
    }
    let current = TerminalText.safe(form.fields[i].text)
    prompt += current.isEmpty ? ": " : " [\(current)]: "
    terminal.write(prompt)
    guard let line = terminal.readLine() else { return false }
    if !line.isEmpty {
      form.edit { editor in
        if editor.kind == .picker {
          editor.setText("")
          editor.type(line)
        } else {
          editor.setText("")
          editor.paste(line)
        }
      }
    }
    let editor = form.fields[i]
    if let feedback = editor.feedback {
      terminal.write("  note: \(TerminalText.safe(feedback.summary(in: language)))\n")
    }
    for issue in editor.text.isEmpty ? [] : editor.result.localized(language).issues {
      terminal.write(
        "  \(issue.severity.rawValue)[\(issue.code.rawValue)]: \(TerminalText.safe(issue.message))\n"
      )
    }
    return true
  }
}
