import Foundation
import Testing

/// Issue 34: sizes and failed writes. Schema and submission files are read
/// up to a bound (8 MiB) with a clear error past it; a write that fails
/// into a file leaves whole records only (the cut record is truncated
/// away) and the message starts on a line of its own; `--help` and
/// `--version` exit 74 when their output cannot be written
/// (sysexits.h EX_IOERR), like every other command.
@Suite struct HostileSizeTests {
  static let emails = Kbcheck.fixture("corpora/emails-100k.txt")
  static let schema = Kbcheck.fixture("forms/signup.schema.json")

  @Test(arguments: [
    ["form", "--schema", "/dev/zero", "-"],
    ["form", "--schema", schema, "/dev/zero"],
    ["form", "--schema", schema, "-"],
  ])
  func unboundedInputStopsAtTheBound(arguments: [String]) throws {
    // stdin: a regular file just over the bound.
    let big = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-big-\(UUID().uuidString.prefix(8)).json")
    try Data(repeating: 0x20, count: (8 << 20) + 1).write(to: big)
    defer { try? FileManager.default.removeItem(at: big) }
    let outcome = try ChildProcess.run(
      try Kbcheck.binary.path, arguments, stdin: .path(big.path))
    let text = String(decoding: outcome.stderr, as: UTF8.self)
    #expect(outcome.status == 64, "\(arguments): \(text)")
    #expect(text.contains("larger than 8 MiB, the limit of a schema or submission file"), "\(text)")
  }

  /// `ulimit -f` makes writes past 64 KiB fail with EFBIG (SIGXFSZ
  /// ignored): a full disk, reproducibly.
  @Test(arguments: [
    ["--format", "text"], ["--format", "json"], ["--format", "tsv"],
    ["--format", "json", "--jobs", "2"], ["--format", "tsv", "--only-invalid"],
  ])
  func failedWriteLeavesWholeRecords(arguments: [String]) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-full-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("out").path
    let err = directory.appendingPathComponent("err").path
    // Multi-byte values too: a cut must never split a UTF-8 character. In
    // text, issues go to stderr (under the same file-size limit): valid
    // values only.
    let text = arguments.contains("text")
    let lines = (0..<20_000).map {
      text ? "ada\($0)@example.com" : $0 % 3 == 0 ? "bad ädresse \($0)" : "ädä\($0)@exämple.com"
    }
    let input = directory.appendingPathComponent("in").path
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: input))
    let script =
      "trap '' XFSZ; ulimit -f 64; exec \"$0\" --type email \"$@\" - < \"$IN\" > \"$OUT\" 2> \"$ERR\""
    let outcome = try ChildProcess.run(
      "/bin/bash", ["-c", script, try Kbcheck.binary.path] + arguments,
      environment: ["IN": input, "OUT": out, "ERR": err])
    #expect(outcome.status == 74)
    let written = try Data(contentsOf: URL(fileURLWithPath: out))
    #expect(!written.isEmpty)
    #expect(written.last == 0x0A, "the output ends inside a record")
    #expect(String(data: written, encoding: .utf8) != nil, "a UTF-8 character was cut")
    if arguments.contains("json") {
      for record in written.split(separator: 0x0A) {
        #expect((try? JSONSerialization.jsonObject(with: Data(record))) != nil)
      }
    }
    let message = String(decoding: try Data(contentsOf: URL(fileURLWithPath: err)), as: UTF8.self)
    #expect(
      message.hasPrefix("kbcheck: cannot write to standard output")
        || message.contains("\nkbcheck: cannot write to standard output"), "\(message.suffix(300))")
  }

  @Test(arguments: [["--help"], ["--version"], ["form", "--help"], ["help"]])
  func helpAndVersionOnAFullDeviceAre74(arguments: [String]) throws {
    let outcome = try ChildProcess.run(
      try Kbcheck.binary.path, arguments, stdout: .path("/dev/full"))
    #expect(outcome.status == 74, "\(arguments)")
    #expect(String(decoding: outcome.stderr, as: UTF8.self).contains("cannot write"))
  }

  @Test(arguments: [["--help"], ["--version"]])
  func helpAndVersionStillWork(arguments: [String]) throws {
    let run = try Kbcheck.run(arguments)
    #expect(run.status == 0)
    #expect(run.stdout.contains("kbcheck"))
  }
}
