import ArgumentParser
import KBCheck

/// `kbcheck prompt --type T`: one value edited on the terminal, the
/// canonical value on stdout.
struct PromptCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prompt",
    abstract: "Edit one value on the terminal; print its canonical value.",
    discussion: """
      The value is typed on the terminal (/dev/tty), so stdout stays clean for $(…). Every \
      keystroke goes through the type's input filter and the value's issues show below it. \
      Enter on a valid value prints the canonical value and exits 0; Esc or Ctrl-C cancels \
      (nothing on stdout, exit 130). Editing keys: Left/Right, Home/End (Ctrl-A/Ctrl-E), \
      Backspace, Delete, Ctrl-U, Ctrl-W. With TERM=dumb or --plain, the value is read as a line \
      and the issues are printed after Enter. Without a terminal: exit 64.
      """)

  @OptionGroup var value: ValueOptions

  @Option(help: "The prompt's label.")
  var label: String?

  @Option(name: .customLong("default"), help: "The initial value (filtered as a paste).")
  var initial: String?

  @Flag(help: "Read the value as a line, without cursor control (for screen readers).")
  var plain = false

  @OptionGroup var messages: LanguageOption

  func run() throws {
    let language = messages.language
    let validator = try value.makeValidator(language: language)
    guard let terminal = Terminal() else { throw TerminalCommand.noTerminal("prompt") }
    var editor: FieldEditor
    do throws(ConfigurationError) {
      editor = try makeEditor(validator)
    } catch {
      throw ValidationError(error.localized(language).description)
    }
    let label = TerminalText.safe(self.label ?? value.typeName) + ": "
    let accepted: String?
    if plain || Terminal.isDumb {
      accepted = PlainPrompt(terminal: terminal, language: language).run(&editor, label: label)
    } else {
      accepted = try RawPrompt(terminal: terminal, label: label, language: language).run(&editor)
    }
    guard let accepted else { throw ExitCode(130) }
    // A secret (a card number) is printed masked unless the caller opts in.
    let shown = value.revealSecrets ? accepted : value.secret.map { $0.apply(accepted) } ?? accepted
    StandardStreams.writeOut(TerminalText.safe(shown) + "\n")
    StandardStreams.flush()
  }

  private func makeEditor(_ validator: any Validator) throws(ConfigurationError) -> FieldEditor {
    if value.isPicker {
      return FieldEditor(
        choices: value.choices, caseInsensitive: value.caseInsensitive, selected: initial)
    }
    if case .content(let content) = value.kind {
      return try FieldEditor(
        contentType: content, context: value.context, validator: validator, text: initial ?? "")
    }
    return try FieldEditor(
      keyboard: value.keyboard, locale: value.locale,
      filter: InputFilter.Options(settings: value.context.options, keyboard: value.keyboard),
      validator: validator, text: initial ?? "")
  }
}

/// The raw-mode edit loop of `kbcheck prompt`.
struct RawPrompt {
  let terminal: Terminal
  let label: String
  /// The language of the issues and feedback shown.
  var language = MessageLanguage.english

  func run(_ editor: inout FieldEditor) throws -> String? {
    let screen = Screen(terminal: terminal)
    terminal.enterRawMode()
    defer { terminal.restore() }
    var decoder = KeyDecoder()
    var showErrors = false
    while true {
      draw(screen, editor, showErrors: showErrors)
      guard let bytes = terminal.read(timeout: decoder.hasPendingEscape ? 50 : -1) else {
        screen.finish()
        return nil
      }
      var keys = decoder.feed(bytes)
      if bytes.isEmpty, let escape = decoder.flushEscape() { keys.append(escape) }
      for key in keys {
        if editor.handle(key) {
          showErrors = false
          continue
        }
        switch key {
        case .escape, .interrupt:
          screen.finish()
          return nil
        case .enter:
          let result = editor.result
          if result.isValid, let value = result.value {
            // The field loses the focus: a secret is drawn masked.
            draw(screen, editor, showErrors: false, focused: false)
            screen.finish()
            return value
          }
          showErrors = true
        default: break
        }
      }
    }
  }

  private func draw(
    _ screen: Screen, _ editor: FieldEditor, showErrors: Bool, focused: Bool = true
  ) {
    let text = TerminalText.safe(editor.shownText(focused: focused))
    var lines = [Screen.bold + label + Screen.reset + text]
    lines += IssueLines.feedback(editor, indent: "  ", language: language)
    let result = editor.result
    let issues = editor.text.isEmpty && !showErrors ? [] : result.issues
    lines += IssueLines.lines(issues, indent: "  ", language: language)
    if showErrors && result.isValid == false && issues.isEmpty {
      lines.append("  " + Screen.red + "Enter a value." + Screen.reset)
    }
    let prefix = TerminalText.safe(String(editor.text.unicodeScalars.prefix(editor.caret)))
    screen.draw(
      lines, cursor: (0, DisplayWidth.columns(of: label) + DisplayWidth.columns(of: prefix)))
  }
}

/// `--plain` and TERM=dumb: one line at a time, issues after each Enter.
struct PlainPrompt {
  let terminal: Terminal
  /// The language of the issues and feedback shown.
  var language = MessageLanguage.english

  func run(_ editor: inout FieldEditor, label: String) -> String? {
    while true {
      terminal.write(label)
      guard let line = terminal.readLine() else {
        terminal.write("\n")
        return nil
      }
      editor.setText("")
      editor.paste(line)
      if let feedback = editor.feedback {
        terminal.write("  note: \(TerminalText.safe(feedback.summary(in: language)))\n")
      }
      let result = editor.result.localized(language)
      if result.isValid, let value = result.value { return value }
      for issue in result.issues {
        terminal.write(
          "  \(issue.severity.rawValue)[\(issue.code.rawValue)]: \(TerminalText.safe(issue.message))\n"
        )
      }
      if result.issues.isEmpty { terminal.write("  Enter a value.\n") }
    }
  }
}

/// Errors shared by the terminal commands.
enum TerminalCommand {
  /// The usage error when there is no terminal (exit 64).
  static func noTerminal(_ command: String) -> ValidationError {
    ValidationError(
      "kbcheck \(command) needs a terminal (/dev/tty); in scripts and pipes use 'kbcheck --type TYPE VALUE' or 'kbcheck form --schema FILE'."
    )
  }
}
