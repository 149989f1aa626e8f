import Foundation
import KBCheck
import Testing

/// The identity content types through the built `kbcheck`: RFC 8265 width
/// and case mapping, refusals that name their clause, and a password that
/// no output echoes.
@Suite struct IdentityCLITests {
  @Test func usernameIsWidthAndCaseMapped() throws {
    // RFC 8265 §3.3.1 rules 1 and 3.
    let run = try Kbcheck.run(["--type", "username", "ＡＢＣ"])
    #expect(run.status == 0)
    #expect(run.stdout == "abc\n")
    #expect(run.stderr.contains("warning[identity.width-mapped]"))
    #expect(run.stderr.contains("warning[identity.case-mapped]"))
  }

  @Test func bidiOverrideAndJoinerOutOfContextExit1WithTheirClause() throws {
    let codes = try JSONValue(parsing: Kbcheck.run(["codes", "--format", "json"]).stdout)
    func meaning(_ code: String) -> String {
      guard case .array(let entries) = codes else { return "" }
      for entry in entries where entry["code"]?.stringValue == code {
        return entry["meaning"]?.stringValue ?? ""
      }
      return ""
    }
    // RFC 8264 §9.13: U+202E is Default_Ignorable_Code_Point.
    let override = try Kbcheck.run(["--type", "username", "a\u{202E}b"])
    #expect(override.status == 1)
    #expect(override.stderr.contains("error[identity.ignorable]"))
    #expect(meaning("identity.ignorable").contains("RFC 8264 §9.13"))
    // RFC 5892 Appendix A.2: ZWJ only after a virama.
    let joiner = try Kbcheck.run(["--type", "username", "a\u{200D}b"])
    #expect(joiner.status == 1)
    #expect(joiner.stderr.contains("error[identity.context-j]"))
    #expect(meaning("identity.context-j").contains("RFC 5892 Appendix A.1/A.2"))
  }

  @Test func newPasswordIsNeverEchoed() throws {
    // NIST SP 800-63B §3.1.1.2: 7 characters are too few.
    let json = try Kbcheck.run(["--type", "newPassword", "--format", "json", "hunter2"])
    #expect(json.status == 1)
    #expect(json.stdout.contains("password.too-short"))
    #expect(!json.stdout.contains("hunter2") && !json.stderr.contains("hunter2"))
    let text = try Kbcheck.run(["--type", "new-password", "hunter2"])
    #expect(text.status == 1)
    #expect(!text.stdout.contains("hunter") && !text.stderr.contains("hunter"))
    let batch = try Kbcheck.run(
      ["--type", "newPassword", "--format", "json", "-"],
      stdin: Array("hunter2\ncorrect horse battery staple\n".utf8))
    #expect(batch.status == 1)
    #expect(!batch.stdout.contains("hunter") && !batch.stdout.contains("horse"))
    let filter = try Kbcheck.run(["filter", "--type", "password", "hunt\u{200B}er2"])
    #expect(!filter.stdout.contains("hunt") && !filter.stderr.contains("200B"))
  }

  @Test func formPasswordReadsTheUsernameAndIsNotRendered() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbcheck-identity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let schema = directory.appendingPathComponent("signup.json")
    try Data(
      #"""
      {"fields": [
        {"name": "username", "type": "username", "required": true},
        {"name": "password", "type": "new-password", "required": true, "context": ["username"]}
      ]}
      """#.utf8
    ).write(to: schema)
    let submission = #"{"username": "Zed1970", "password": "zed1970-rocks-hard"}"#
    let run = try Kbcheck.run(
      ["form", "--schema", schema.path, "-"], stdin: Array(submission.utf8))
    #expect(run.status == 1)
    #expect((run.stdout + run.stderr).contains("password.context-word"))
    #expect(!(run.stdout + run.stderr).contains("rocks"))
    let html = try Kbcheck.run(
      ["form", "--schema", schema.path, "--html", "-"], stdin: Array(submission.utf8))
    #expect(html.stdout.contains(#"autocomplete="new-password""#))
    #expect(html.stdout.contains(#"type="password""#))
    #expect(!html.stdout.contains("rocks"))
  }
}
