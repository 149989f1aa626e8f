import Foundation
import Testing

/// Issue 34: text from a schema, a data file or a value never reaches a
/// terminal as a control sequence. Each surface gets OSC 52 (clipboard),
/// OSC 8 (link), OSC 2 (title), CSI (clear screen), an 8-bit CSI (C1
/// U+009B) and a bidi override, and the bytes written are checked: none of
/// those sequences, each shown as a visible `\u{…}` escape instead.
/// Sources: ECMA-48 §5 (C0 / C1 control functions, CSI, OSC), xterm's
/// control sequences (OSC 52, OSC 8, OSC 2), UAX #9 §2 (bidi controls).
enum Hostile {
  static let osc52 = "\u{1B}]52;c;SGFja2Vk\u{07}"
  static let osc8 = "\u{1B}]8;;https://evil.example/\u{1B}\\"
  static let title = "\u{1B}]2;pwned\u{07}"
  static let csi = "\u{1B}[2J"
  static let c1 = "\u{9B}31m"
  static let bidi = "\u{202E}"
  /// Every payload in one text.
  static let all = osc52 + osc8 + title + csi + c1 + bidi

  /// The visible form of ``osc52``.
  static let osc52Shown = #"\u{1B}]52;c;SGFja2Vk\u{7}"#

  /// The hostile byte sequences that must never be written: ESC ] (OSC),
  /// ESC [ 2 J, BEL, the C1 CSI (C2 9B) and RLO (E2 80 AE).
  static let forbidden: [[UInt8]] = [
    [0x1B, 0x5D], Array("\u{1B}[2J".utf8), [0x07], [0xC2, 0x9B], [0xE2, 0x80, 0xAE],
  ]

  /// The forbidden sequences found in `bytes`.
  static func found(in bytes: [UInt8]) -> [[UInt8]] {
    forbidden.filter { needle in
      bytes.indices.contains { i in bytes[i...].starts(with: needle) }
    }
  }

  /// A JSON document for `value` (controls escaped as JSON requires).
  static func json(_ value: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: value)
  }

  /// Writes `data` to a new temporary file.
  static func file(_ data: Data, _ name: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-hostile-\(UUID().uuidString.prefix(8))-\(name)")
    try data.write(to: url)
    return url.path
  }
}

@Suite struct TerminalInjectionTests {
  /// Every stream a command wrote, with no ESC at all (these commands write
  /// no styles of their own) and the payload shown.
  private func expectSafe(_ run: Kbcheck.Run, shows: String = Hostile.osc52Shown) {
    let bytes = Array(run.stdout.utf8) + Array(run.stderr.utf8)
    let found = Hostile.found(in: bytes)
    #expect(found.isEmpty, "\(run.stdout)\(run.stderr)")
    let hasEscape = bytes.contains(0x1B)
    #expect(!hasEscape)
    #expect((run.stdout + run.stderr).contains(shows), "\(run.stdout)\(run.stderr)")
  }

  @Test(arguments: [
    ["--only-invalid"], ["--format", "tsv"], ["--format", "tsv", "--only-invalid"],
  ])
  func batchInputColumn(arguments: [String]) throws {
    let run = try Kbcheck.run(
      ["--type", "email"] + arguments + ["-"], stdin: Array(("x" + Hostile.all + "\n").utf8))
    #expect(run.status == 1)
    expectSafe(run)
  }

  @Test func batchTextIssueMessagesOnStderr() throws {
    // A picker's message lists its options (a schema's choices).
    let run = try Kbcheck.run(
      ["--type", "picker", "--option", "a" + Hostile.all, "-"], stdin: Array("b\n".utf8))
    #expect(run.status == 1)
    expectSafe(run)
  }

  @Test func oneValueDiagnostic() throws {
    let run = try Kbcheck.run([
      "--type", "picker", "--option", "a" + Hostile.all, "--", Hostile.all,
    ])
    #expect(run.status == 1)
    expectSafe(run)
  }

  @Test func formTextReportKeysAndUnknownKeys() throws {
    let schema = try Hostile.file(
      Hostile.json(["fields": [["name": "k" + Hostile.osc52, "type": "email"]]]), "schema.json")
    let submission = try Hostile.json([
      "k" + Hostile.osc52: "ada@", "u" + Hostile.all: "1",
    ])
    let run = try Kbcheck.run(["form", "--schema", schema, "-"], stdin: Array(submission))
    #expect(run.status == 1)
    expectSafe(run, shows: "k" + Hostile.osc52Shown + ": invalid")
    #expect(run.stdout.contains("u" + Hostile.osc52Shown))
  }

  @Test func schemaErrorNamingAField() throws {
    let schema = try Hostile.file(
      Hostile.json(["fields": [["name": "k" + Hostile.osc52, "type": "no-such-type"]]]),
      "schema.json")
    let run = try Kbcheck.run(["form", "--schema", schema, "-"], stdin: Array("{}".utf8))
    #expect(run.status == 64)
    let bytes = Array(run.stdout.utf8) + Array(run.stderr.utf8)
    #expect(Hostile.found(in: bytes).isEmpty, "\(run.stderr)")
  }

  @Test func filterTextAndNotes() throws {
    let run = try Kbcheck.run(
      ["filter", "--type", "default", "--set", "allowLineBreaks=true", "--", "a\nb" + Hostile.all])
    let bytes = Array(run.stdout.utf8) + Array(run.stderr.utf8)
    let found = Hostile.found(in: bytes)
    #expect(found.isEmpty, "\(run.stdout)\(run.stderr)")
    let hasEscape = bytes.contains(0x1B)
    #expect(!hasEscape)
  }
}

/// The terminal forms, on a real terminal (tmux): the bytes `kbcheck`
/// wrote to the pane (`pipe-pane`), its title and tmux's clipboard buffer.
@Suite(
  .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct TerminalInjectionTmuxTests {
  static func schema() throws -> String {
    try Hostile.file(
      Hostile.json([
        "fields": [
          ["name": "a", "type": "default", "label": "A" + Hostile.osc52, "required": false],
          ["name": "b", "type": "default", "label": "B" + Hostile.osc8, "required": false],
          [
            "name": "c", "type": "default", "label": "C" + Hostile.title + Hostile.csi,
            "required": false,
          ],
          [
            "name": "d", "type": "picker", "label": "D" + Hostile.c1 + Hostile.bidi,
            "choices": ["X" + Hostile.osc52, "Y" + Hostile.all],
          ],
        ]
      ]), "fill-schema.json")
  }

  /// What reached the terminal: no forbidden sequence, the title unchanged
  /// and no tmux buffer holding the OSC 52 payload (clipboard set by the
  /// program: `set-clipboard on` lets a program do it, so the check can
  /// fail).
  private func expectSafe(_ session: TmuxSession, _ bytes: [UInt8], shows: String) throws {
    let text = String(decoding: bytes, as: UTF8.self)
    let found = Hostile.found(in: bytes)
    #expect(!text.isEmpty)
    #expect(found.isEmpty, "\(text.debugDescription)")
    let shown = text.contains(shows)
    #expect(shown, "\(text.debugDescription)")
    #expect(try session.paneTitle() != "pwned")
    let buffers = (try? TmuxSession.tmux(["list-buffers", "-F", "#{buffer_sample}"])) ?? ""
    #expect(!buffers.contains("Hacked"))
  }

  init() {
    _ = try? TmuxSession.tmux(["set-option", "-s", "set-clipboard", "on"])
  }

  @Test func fillLabelsAndChoicesOnEveryRedraw() throws {
    let session = try TmuxSession(["fill", "--schema", try Self.schema()])
    let output = try session.recordOutput()
    try session.press("Tab", "Tab", "Tab", "Right")  // to the picker, first choice
    try session.waitForScreen { $0.contains("‹ X") }
    try expectSafe(session, output(), shows: "X" + Hostile.osc52Shown)
    let labelShown = String(decoding: output(), as: UTF8.self).contains("A" + Hostile.osc52Shown)
    #expect(labelShown)
    try session.press("Right")
    try session.waitForScreen { $0.contains("‹ Y") }
    try expectSafe(session, output(), shows: "Y" + Hostile.osc52Shown)
    try session.press("Escape")
    #expect(try session.result()?.status == 130)
  }

  @Test func fillPrefilledValue() throws {
    let values = try Hostile.file(Hostile.json(["d": "X" + Hostile.osc52]), "values.json")
    let session = try TmuxSession(["fill", "--schema", try Self.schema(), "--values", values])
    let output = try session.recordOutput()
    try session.press("Tab")
    try session.waitForScreen { $0.contains("› B") }
    try expectSafe(session, output(), shows: "X" + Hostile.osc52Shown)
    try session.press("Escape")
    #expect(try session.result()?.status == 130)
  }

  @Test func fillPlainLabelsAndChoices() throws {
    let session = try TmuxSession(["fill", "--schema", try Self.schema(), "--plain"])
    let output = try session.recordOutput()
    try session.press("Enter", "Enter", "Enter")  // a, b, c left empty: the picker's prompt
    try session.waitForScreen { $0.contains("(X") }
    try expectSafe(session, output(), shows: "(X" + Hostile.osc52Shown)
    try session.press("C-d")
    _ = try session.result()
  }

  @Test(arguments: [false, true])
  func promptLabel(plain: Bool) throws {
    let session = try TmuxSession(
      ["prompt", "--type", "email", "--label", "L" + Hostile.all] + (plain ? ["--plain"] : []))
    let output = try session.recordOutput()
    try session.type("x")
    try session.press("Enter")  // plain: the issues, then the label again
    try session.waitForScreen { $0.contains("error[") }
    try expectSafe(session, output(), shows: "L" + Hostile.osc52Shown)
    try session.press("C-c")
    _ = try session.result()
  }
}
