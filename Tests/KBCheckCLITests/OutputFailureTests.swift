import Foundation
import Testing

/// A write that fails is never silent (sysexits.h EX_IOERR = 74): stdout on
/// a full device stops every command with a message and exit 74, and a
/// closed pipe (`kbcheck … | head`) ends the process by SIGPIPE, quietly, as
/// Unix tools do.
@Suite struct OutputFailureTests {
  static let emails = Kbcheck.fixture("corpora/emails-100k.txt")

  static let commands: [[String]] = [
    ["--type", "email", "a@b.example"],
    ["--type", "email", "--format", "json", "-"],
    ["--type", "email", "--jobs", "2", "-"],
    ["--type", "email", "--format", "tsv", "--jobs", "4", "-"],
    ["types"],
    ["types", "--format", "json"],
    ["filter", "--type", "number", "12"],
    [
      "form", "--schema", Kbcheck.fixture("forms/signup.schema.json"),
      Kbcheck.fixture("forms/signup.submission.json"),
    ],
  ]

  @Test(arguments: commands)
  func fullDeviceIsExit74(arguments: [String]) throws {
    let outcome = try ChildProcess.run(
      try Kbcheck.binary.path, arguments, stdin: .path(Self.emails), stdout: .path("/dev/full"))
    let text = String(decoding: outcome.stderr, as: UTF8.self)
    #expect(outcome.status == 74, "\(arguments)")
    #expect(text.contains("cannot write to standard output"), "\(arguments)")
  }

  @Test(arguments: [
    ["--type", "email", "-"], ["--type", "email", "--jobs", "2", "--format", "json", "-"],
  ])
  func closedPipeEndsQuietly(arguments: [String]) throws {
    let command = ([try Kbcheck.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let outcome = try ChildProcess.run(
      "/bin/bash",
      [
        "-c",
        "\(command) < '\(Self.emails)' 2>/dev/null | head -n 1 > /dev/null; echo ${PIPESTATUS[0]}",
      ])
    let status = String(decoding: outcome.stdout, as: UTF8.self)
    #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "141")  // 128 + SIGPIPE
  }
}
