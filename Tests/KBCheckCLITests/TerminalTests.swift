import Foundation
import Testing

/// `kbcheck prompt` and `kbcheck fill` on a real terminal (tmux): typed and
/// pasted text through each pad's filter, readline keys, navigation order
/// with a disabled field, Enter on next / done fields, the accessory bar's
/// ends, picker cycling, submit with an invalid field then a fix, cancel,
/// resize, the plain mode, and no terminal at all.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct TerminalTests {
  // MARK: prompt

  @Test func numberPadFoldsTypedDigitsAndRefusesLetters() throws {
    let session = try TmuxSession(["prompt", "--type", "number", "--label", "PIN"])
    try session.type("１٢3a")  // full-width, Arabic-Indic, ASCII, a letter
    let screen = try session.screen()
    #expect(screen.contains("PIN: 123"))
    #expect(screen.contains("refused"))  // the letter, with its reason
    try session.press("Enter")
    let result = try #require(try session.result())
    #expect(result.status == 0)
    #expect(result.stdout == "123\n")
  }

  @Test func numberPadPasteDropsFormattingAndSaysSo() throws {
    let session = try TmuxSession(["prompt", "--type", "number", "--label", "PIN"])
    try session.paste("12-34 ５6")
    let screen = try session.waitForScreen { $0.contains("cleaned") }
    #expect(screen.contains("PIN: 123456"))
    #expect(screen.contains("HYPHEN-MINUS was removed"))
    try session.press("Enter")
    #expect(try session.result()?.stdout == "123456\n")
  }

  /// Issue 18: the feedback and the issues in the language of `--lang`, or
  /// of LANG when it is not given.
  @Test(arguments: [
    (["--lang", "de"], [String: String]()), ([], ["LANG": "de_DE.UTF-8", "LC_MESSAGES": ""]),
  ])
  func promptSpeaksGerman(arguments: [String], environment: [String: String]) throws {
    let session = try TmuxSession(
      ["prompt", "--type", "number", "--label", "PIN"] + arguments, environment: environment)
    try session.paste("12-34 ５6")
    let screen = try session.waitForScreen { $0.contains("cleaned") }
    #expect(screen.contains("PIN: 123456"))
    #expect(screen.contains("HYPHEN-MINUS wurde entfernt"))
    try session.press("Escape")
    #expect(try session.result()?.status == 130)
  }

  @Test func decimalPadTypedRefusesASecondSeparator() throws {
    let session = try TmuxSession(["prompt", "--type", "decimal", "--locale", "de_DE"])
    try session.type("12,5,")
    var screen = try session.waitForScreen { $0.contains("refused") }
    #expect(screen.contains("decimalPad: 12,5"))
    try session.type("x")
    screen = try session.waitForScreen { $0.contains("LETTER X") }
    #expect(screen.contains("decimalPad: 12,5"))
    try session.press("Enter")
    #expect(try session.result()?.stdout == "12.5\n")
  }

  @Test func pasteIsCleanedAndSaysWhat() throws {
    let session = try TmuxSession(["prompt", "--type", "decimal", "--locale", "de_DE"])
    try session.paste("１.234,5 €")
    let screen = try session.waitForScreen { $0.contains("cleaned") }
    #expect(screen.contains("decimalPad: 1234,5"))
    #expect(screen.contains("cleaned"))
    try session.press("Enter")
    #expect(try session.result()?.stdout == "1234.5\n")
  }

  @Test func enterOnAnInvalidValueKeepsEditing() throws {
    let session = try TmuxSession(["prompt", "--type", "email"])
    try session.type("ada@")
    try session.press("Enter")
    let screen = try session.waitForScreen { $0.contains("error[") }
    #expect(screen.contains("error[email."))
    #expect(session.isRunning)
    try session.type("example.com")
    try session.press("Enter")
    let result = try #require(try session.result())
    #expect(result.status == 0)
    #expect(result.stdout == "ada@example.com\n")
  }

  @Test func readlineKeys() throws {
    let session = try TmuxSession(["prompt", "--type", "default", "--label", "T"])
    try session.type("hello big world")
    try session.press("C-w")  // "hello big "
    try session.press("C-a", "DC")  // "ello big "
    try session.press("End", "BSpace", "Left", "Left")  // "ello big", caret before "ig"
    try session.type("X")  // "ello bXig"
    try session.press("Home", "Right")
    try session.press("C-u")  // "llo bXig"
    try session.press("Enter")
    #expect(try session.result()?.stdout == "llo bXig\n")
  }

  @Test(arguments: ["Escape", "C-c"])
  func cancelPrintsNothing(key: String) throws {
    let session = try TmuxSession(["prompt", "--type", "number"])
    try session.type("12")
    try session.press(key)
    let result = try #require(try session.result())
    #expect(result.status == 130)
    #expect(result.stdout.isEmpty)
  }

  @Test func phonePadFormatsAsTypedAndKeepsAPastedExtension() throws {
    let session = try TmuxSession(
      ["prompt", "--type", "phone", "--label", "Tel", "--set", "defaultRegion=US"])
    try session.type("6502530000")
    var screen = try session.waitForScreen { $0.contains("(650) 253-0000") }
    #expect(screen.contains("Tel: (650) 253-0000"))  // as-you-type formatting for US
    try session.type("a")
    screen = try session.waitForScreen { $0.contains("refused") }
    #expect(screen.contains("Tel: (650) 253-0000"))
    try session.press("C-u")
    // The letters of "ext." must not join 12 to the number: a pause keeps it apart.
    try session.paste("+1 650 253 0000 ext. 12")
    screen = try session.waitForScreen { $0.contains(",12") }
    #expect(screen.contains("Tel: +16502530000,12"))
    #expect(screen.contains("pause"))  // the change that matters is the one shown
    try session.press("C-u")
    try session.paste("1-800-FLOWERS")
    screen = try session.waitForScreen { $0.contains("paste was refused") }
    #expect(screen.contains("Tel: \n") || screen.contains("Tel:\n") || !screen.contains("1800"))
    try session.paste("+1 650 253 0000 x12")
    try session.press("Enter")
    let result = try #require(try session.result())
    #expect(result.status == 0)
    #expect(result.stdout == "+16502530000,12\n")
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aSignalRestoresTheTerminal(signal: Int32) throws {
    let session = try TmuxSession(["prompt", "--type", "number"])
    try session.type("12")
    let pid = try #require(try session.commandPID())
    #expect(kill(pid, signal) == 0)
    let result = try #require(try session.result())
    #expect(result.status == 128 + signal)  // ends as the signal says, after restoring
    #expect(result.stdout.isEmpty)
    let stty = try #require(session.sttyAfterwards())
    // Raw mode (-icanon -echo) is undone: the shell gets its line editing back.
    #expect(stty.contains(" icanon") && !stty.contains("-icanon"), "\(stty)")
    #expect(stty.contains(" echo ") && !stty.contains("-echo "), "\(stty)")
  }

  @Test func plainModeForScreenReaders() throws {
    let session = try TmuxSession(
      ["prompt", "--type", "number", "--label", "Code"], environment: ["TERM": "dumb"])
    try session.type("12a")
    try session.press("Enter")
    let screen = try session.waitForScreen { $0.contains("note:") }
    #expect(screen.contains("note:"))  // the removed letter, said after Enter
    let result = try #require(try session.result())
    #expect(result.stdout == "12\n")
  }

  @Test func noTerminalIsAUsageError() throws {
    // setsid: a new session with no controlling terminal, so /dev/tty fails.
    let outcome = try ChildProcess.run(
      "/usr/bin/setsid", ["-w", try Kbcheck.binary.path, "prompt", "--type", "number"],
      stdout: .path("/dev/null"))
    let text = String(decoding: outcome.stderr, as: UTF8.self)
    #expect(outcome.status == 64)
    #expect(text.contains("kbcheck --type"))
  }

  // MARK: content types

  /// Issue 28: the terminal shows the card number while it is typed, the
  /// masked number once the field loses the focus; what is printed is masked
  /// unless --reveal-secrets.
  @Test func promptShowsACardNumberGroupedThenMasked() throws {
    let session = try TmuxSession(["prompt", "--type", "cc-number", "--label", "Card"])
    try session.type("4111111111111111")
    #expect(try session.screen().contains("Card: 4111 1111 1111 1111"))
    try session.press("Enter")
    let result = try #require(try session.result())
    #expect(result.status == 0)
    #expect(result.stdout == "411111••••••1111\n")
  }

  static let cardSchema: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-fill-card-schema.json")
    let json = #"""
      {"fields": [
        {"name": "number", "type": "cc-number", "label": "Card"},
        {"name": "exp", "type": "cc-exp", "label": "Expiry"}
      ]}
      """#
    try? Data(json.utf8).write(to: url)
    return url
  }()

  @Test func fillMasksTheCardFieldWhenItLosesTheFocus() throws {
    let session = try TmuxSession(["fill", "--schema", Self.cardSchema.path])
    try session.type("4111111111111111")
    #expect(try session.screen().contains("4111 1111 1111 1111"))
    try session.press("Tab")
    let screen = try session.waitForScreen { $0.contains("› Expiry") }
    #expect(screen.contains("4111 11•• •••• 1111"))
    #expect(!screen.contains("4111 1111 1111 1111"))
    try session.press("Escape")
    #expect(try session.result()?.status == 130)
  }

  // MARK: fill

  static let schema: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-fill-schema.json")
    let json = #"""
      {"fields": [
        {"name": "email", "type": "email", "label": "Email"},
        {"name": "nick", "type": "default", "label": "Nickname", "required": false, "disabled": true},
        {"name": "pin", "type": "number", "label": "PIN", "options": {"length": "4"}},
        {"name": "size", "type": "picker", "label": "Size", "choices": ["Small", "Medium", "Large"], "caseInsensitive": true}
      ]}
      """#
    try? Data(json.utf8).write(to: url)
    return url
  }()

  @Test func fillNavigatesSubmitsAndPrintsJSON() throws {
    let session = try TmuxSession(["fill", "--schema", Self.schema.path])
    try session.type("ada@example.com")
    try session.press("Enter")  // email has a return key: next (the disabled field is skipped)
    var screen = try session.screen()
    #expect(screen.contains("› PIN"))
    let styled = try session.screen(styled: true)
    #expect(styled.contains("Prev"))  // the accessory bar under a number pad
    try session.type("12")
    try session.press("Enter")  // the bar's Next
    screen = try session.screen()
    #expect(screen.contains("› Size"))
    try session.press("Right", "Right")  // Small, Medium
    screen = try session.screen()
    #expect(screen.contains("‹ Medium ›"))
    try session.type("l")  // type-ahead: Large
    try session.press("Enter")  // Done on the last field: submit; the short PIN takes the focus
    screen = try session.waitForScreen { $0.contains("Not submitted") }
    #expect(screen.contains("› PIN"))
    #expect(screen.contains("number.too-short"))
    try session.type("34")
    try session.press("Tab", "Enter")
    let result = try #require(try session.result())
    #expect(result.status == 0)
    #expect(result.stdout == #"{"email":"ada@example.com","pin":"1234","size":"Large"}"# + "\n")
  }

  @Test func fillBackwardsAndBarEnds() throws {
    let session = try TmuxSession(["fill", "--schema", Self.schema.path, "--format", "text"])
    try session.press("BTab")  // nothing before the first field
    #expect(try session.screen().contains("› Email"))
    try session.press("Down", "Down")  // PIN, then Size
    let styled = try session.screen(styled: true)
    // On the last field the bar's Next is dimmed (SGR 2) and Prev is not.
    #expect(styled.contains("\u{1B}[2mNext ›"))
    try session.press("Up")
    #expect(try session.screen().contains("› PIN"))
    try session.press("Escape")
    let result = try #require(try session.result())
    #expect(result.status == 130)
    #expect(result.stdout.isEmpty)
  }

  @Test func fillRedrawsOnResize() throws {
    let session = try TmuxSession(["fill", "--schema", Self.schema.path])
    try session.type("ada@example.com")
    try session.resize(columns: 50, rows: 12)
    let screen = try session.waitForScreen { $0.contains("› Email") }
    #expect(screen.contains("ada@example.com"))
    #expect(screen.components(separatedBy: "› Email").count == 2)  // drawn once, not twice
    try session.press("C-c")
    #expect(try session.result()?.status == 130)
  }

  @Test func fillPlainMode() throws {
    let session = try TmuxSession(["fill", "--schema", Self.schema.path, "--plain"])
    try session.type("ada@example.com")
    try session.press("Enter")
    try session.type("1234")
    try session.press("Enter")
    try session.type("med")
    try session.press("Enter")
    let result = try #require(try session.result())
    #expect(result.status == 0)
    #expect(result.stdout == #"{"email":"ada@example.com","pin":"1234","size":"Medium"}"# + "\n")
  }

  @Test func fillPrefillsFromValues() throws {
    let values = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-fill-values.json")
    try Data(#"{"email":"ada@example.com","pin":"１２３４","size":"small"}"#.utf8).write(to: values)
    let session = try TmuxSession(["fill", "--schema", Self.schema.path, "--values", values.path])
    #expect(try session.screen().contains("1234"))
    try session.press("Down", "Down", "Enter")
    let result = try #require(try session.result())
    #expect(result.stdout == #"{"email":"ada@example.com","pin":"1234","size":"Small"}"# + "\n")
  }
}
