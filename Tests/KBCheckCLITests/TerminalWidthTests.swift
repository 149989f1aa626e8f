import Foundation
import KBCheck
import Testing

/// The terminal forms measure text in terminal columns (UAX #11 East Asian
/// Width by UAX #29 grapheme cluster): the caret after CJK, emoji and
/// combining marks stands where the terminal (tmux) puts the next
/// character, cursor keys and deletion step over whole clusters, messages
/// wrap to the window instead of being cut, and `NO_COLOR`
/// (https://no-color.org) turns every style off.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct TerminalWidthTests {
  /// `Name: ` takes six columns before the value.
  static let prompt = ["prompt", "--type", "default", "--label", "Name"]

  @Test func cjkCaretMovesAndDeletesByWideCharacter() throws {
    let session = try TmuxSession(Self.prompt)
    try session.type("山田太郎")
    try session.waitForScreen { $0.contains("Name: 山田太郎") }
    #expect(try session.cursor().x == 6 + 8)  // four ideographs, two columns each
    try session.press("Left", "Left")
    #expect(try session.cursor().x == 6 + 4)
    try session.press("BSpace")
    try session.waitForScreen { $0.contains("Name: 山太郎") }
    #expect(try session.cursor().x == 6 + 2)
    try session.press("Enter")
    #expect(try session.result()?.stdout == "山太郎\n")
  }

  @Test func emojiIsTwoColumnsAndOneStep() throws {
    let session = try TmuxSession(Self.prompt)
    try session.type("a👩‍👩‍👧b")
    try session.waitForScreen { $0.contains("b") }
    #expect(try session.cursor().x == 6 + 1 + 2 + 1)
    try session.press("Left", "Left")
    #expect(try session.cursor().x == 6 + 1)  // before the whole family
    try session.press("DC")  // Delete removes the whole ZWJ sequence
    try session.press("Enter")
    #expect(try session.result()?.stdout == "ab\n")
  }

  @Test func combiningMarkTakesNoColumn() throws {
    let session = try TmuxSession(Self.prompt)
    try session.type("e\u{301}x")
    try session.waitForScreen { $0.contains("x") }
    #expect(try session.cursor().x == 6 + 2)
    try session.press("Left", "Left")
    #expect(try session.cursor().x == 6)
    try session.press("DC")  // é goes with its mark
    try session.press("Enter")
    #expect(try session.result()?.stdout == "x\n")
  }

  @Test func fillPadsWideLabelsByColumns() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbcheck-width-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let schema = directory.appendingPathComponent("schema.json")
    try
      #"{"fields":[{"name":"name","type":"default","label":"名前"},{"name":"mail","type":"email","label":"Email"}]}"#
      .write(to: schema, atomically: true, encoding: .utf8)
    let session = try TmuxSession(["fill", "--schema", schema.path])
    try session.type("山田")
    let screen = try session.waitForScreen { $0.contains("山田") }
    // "› " + label (4 columns) + padding to the widest label (5) + 2.
    #expect(try session.cursor().x == 2 + 7 + 4, "\(screen)")
    try session.press("Escape")
  }

  @Test func longMessagesWrapToTheWindow() throws {
    let message = try #require(EmailValidator(options: .form).validate("x").issues.first?.message)
    let session = try TmuxSession(
      ["prompt", "--type", "email", "--label", "Email"], columns: 40, rows: 24)
    try session.type("x")
    try session.press("Enter")  // an invalid value: the issues are shown
    let screen = try session.waitForScreen { $0.contains("error[") }
    let words = { (text: String) in
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    #expect(words(screen).contains(words(message)), "\(screen)")
    #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 40 })
    try session.press("Escape")
  }

  @Test(arguments: [true, false])
  func noColorTurnsStylesOff(noColor: Bool) throws {
    let session = try TmuxSession(
      ["prompt", "--type", "email", "--label", "Email"],
      environment: noColor ? ["NO_COLOR": "1"] : [:])
    try session.type("x")
    try session.press("Enter")
    let screen = try session.waitForScreen { $0.contains("error[") }
    #expect(screen.contains("error["))
    let styled = try session.screen(styled: true)
    #expect(styled.contains("\u{1B}[") == !noColor, "\(styled)")
    try session.press("Escape")
  }
}
