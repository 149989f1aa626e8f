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
    let process = Process()
    process.executableURL = try Kbcheck.binary
    process.arguments = arguments
    process.standardInput = FileHandle(forReadingAtPath: Self.emails)
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 74, "\(arguments)")
    #expect(text.contains("cannot write to standard output"), "\(arguments)")
  }

  @Test(arguments: [
    ["--type", "email", "-"], ["--type", "email", "--jobs", "2", "--format", "json", "-"],
  ])
  func closedPipeEndsQuietly(arguments: [String]) throws {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/bash")
    let command = ([try Kbcheck.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    shell.arguments = [
      "-c",
      "\(command) < '\(Self.emails)' 2>/dev/null | head -n 1 > /dev/null; echo ${PIPESTATUS[0]}",
    ]
    let out = Pipe()
    shell.standardOutput = out
    try shell.run()
    let status = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "141")  // 128 + SIGPIPE
  }
}
