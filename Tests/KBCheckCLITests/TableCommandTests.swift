import Foundation
import KBCheck
import Testing

/// `kbcheck table` end to end: CSV and JSON lines, the report per row, the
/// cleaned table, `--jobs` keeping order, exit codes.
@Suite struct TableCommandTests {
  static let schema = #"""
    {"fields": [
      {"name": "email", "type": "email"},
      {"name": "country", "type": "picker", "choices": ["US", "DE", "GB"], "required": false},
      {"name": "phone", "type": "phone", "regionFrom": "country", "required": false}
    ]}
    """#

  private func withFiles<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbcheck-table-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in files {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    return try body(directory)
  }

  @Test func aCSVTableIsReportedAndCleaned() throws {
    let csv = "id,email,country,phone\r\n1,Ada@Example.COM,US,(201) 555-0123\r\n2,bad@,DE,030 901820\r\n3,\"x@y.example\",GB,\"020 7946 0018\"\r\n4,broken\r\n"
    try withFiles(["s.json": Self.schema, "t.csv": csv]) { dir in
      let clean = dir.appendingPathComponent("clean.csv").path
      let run = try Kbcheck.run([
        "table", "--schema", dir.appendingPathComponent("s.json").path, "--clean", clean,
        dir.appendingPathComponent("t.csv").path,
      ])
      #expect(run.status == 1)
      let rows = try run.stdout.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
      #expect(rows.map { $0["row"]?.jsonText } == ["1", "2", "3", "4"])
      #expect(rows.map { $0["valid"]?.jsonText } == ["true", "false", "true", "false"])
      #expect(rows[3]["issues"]?.jsonText.contains("table.column-count") == true)
      #expect(run.stderr.contains("warning[table.unknown-column]"))
      #expect(run.stderr.contains("kbcheck table: 4 rows, 2 valid, 2 invalid"))
      let cleaned = try String(contentsOfFile: clean, encoding: .utf8)
      #expect(
        cleaned
          == "id,email,country,phone\n1,Ada@example.com,US,+12015550123\n2,bad@,DE,+4930901820\n3,x@y.example,GB,+442079460018\n4,broken\n"
      )
    }
  }

  @Test func jsonLinesAndJobsKeepTheOrder() throws {
    var lines: [String] = []
    for i in 0..<3000 {
      lines.append(i % 10 == 3 ? #"{"email":"bad\#(i)@"}"# : #"{"email":"u\#(i)@example.com","country":"US","phone":"201555\#(String(format: "%04d", i))"}"#)
    }
    try withFiles(["s.json": Self.schema, "t.jsonl": lines.joined(separator: "\n") + "\n"]) { dir in
      let arguments = ["table", "--schema", dir.appendingPathComponent("s.json").path, "--no-summary"]
      let one = try Kbcheck.run(arguments + [dir.appendingPathComponent("t.jsonl").path])
      let two = try Kbcheck.run(arguments + ["--jobs", "2", dir.appendingPathComponent("t.jsonl").path])
      #expect(one.status == 1 && two.status == 1)
      #expect(one.stdout == two.stdout)
      #expect(one.stdout.split(separator: "\n").count == 3000)
      let invalid = try Kbcheck.run(
        arguments + ["--only-invalid", dir.appendingPathComponent("t.jsonl").path])
      #expect(invalid.stdout.split(separator: "\n").count == 300)
    }
  }

  @Test func usageAndInputErrors() throws {
    try withFiles(["s.json": Self.schema, "dup.csv": "email,email\na@b.example,c@d.example\n"]) { dir in
      let schema = dir.appendingPathComponent("s.json").path
      let duplicate = try Kbcheck.run(["table", "--schema", schema, dir.appendingPathComponent("dup.csv").path])
      #expect(duplicate.status == 1)
      #expect(duplicate.stderr.contains("error[table.duplicate-column]"))
      let missing = try Kbcheck.run(["table", "--schema", schema, dir.appendingPathComponent("none.csv").path])
      #expect(missing.status == 74)
      let delimiter = try Kbcheck.run(["table", "--schema", schema, "--delimiter", "ab", "-"])
      #expect(delimiter.status == 64)
    }
  }
}
