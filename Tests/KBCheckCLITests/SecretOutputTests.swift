import Foundation
import KBCheck
import Testing

/// The full card number never leaves in any output (issue 28; PCI DSS
/// requirement 3.4.1): every format of every command that echoes a value is
/// grepped for it, then `--reveal-secrets` shows it where asked.
@Suite struct SecretOutputTests {
  static let number = "4111111111111111"
  static let grouped = "4111 1111 1111 1111"
  static let dashed = "4111-1111-1111-1111"

  /// Whether an output holds the number, in any of its spellings.
  static func leaks(_ text: String) -> Bool {
    let digitsOnly = text.unicodeScalars.filter { $0.properties.numericType == .decimal }
    return text.contains(number) || text.contains(grouped) || text.contains(dashed)
      || String(String.UnicodeScalarView(digitsOnly)).contains(number)
  }

  static func write(_ name: String, _ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kbcheck-secret-\(getpid())-\(name)")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test func noOutputFormatHoldsTheNumber() throws {
    let schema = try Self.write(
      "schema.json",
      #"{"fields":[{"name":"number","type":"cc-number"},{"name":"csc","type":"cc-csc","context":{"card":"number"}}]}"#
    )
    let submission = try Self.write(
      "submission.json", #"{"number":"\#(Self.grouped)","csc":"999"}"#)
    let lines = Self.grouped + "\n" + Self.number + "\n" + "4111111111111112\n"
    var batchInput = Array(lines.utf8)
    batchInput += [0x34, 0x31, 0x31, 0x31, 0xFF] + Array("111111111111\n".utf8)  // not UTF-8
    batchInput += Array((String(repeating: Self.number, count: 10) + "\n").utf8)  // too long
    var runs: [(String, Kbcheck.Run)] = []
    for format in ["text", "json", "tsv"] {
      for value in [Self.number, Self.grouped, "4111111111111112"] {
        runs.append(
          (
            "validate \(format) \(value)",
            try Kbcheck.run(["--type", "cc-number", "--format", format, value])
          ))
      }
      for extra in [[], ["--only-invalid"], ["--jobs", "2"], ["--header"]] {
        runs.append(
          (
            "batch \(format) \(extra)",
            try Kbcheck.run(
              ["--type", "creditCardNumber", "--format", format, "--max-length", "100"] + extra + [
                "-"
              ],
              stdin: batchInput)
          ))
      }
    }
    for format in ["text", "json"] {
      runs.append(
        (
          "filter \(format)",
          try Kbcheck.run(["filter", "--type", "card", "--format", format, Self.dashed])
        ))
      runs.append(
        (
          "form \(format)",
          try Kbcheck.run(["form", "--schema", schema, "--format", format, submission])
        ))
    }
    runs.append(("form html", try Kbcheck.run(["form", "--schema", schema, "--html", submission])))
    runs.append(("csc", try Kbcheck.run(["--type", "cc-csc", "--format", "json", "999"])))
    var leaking: [String] = []
    for (name, run) in runs where Self.leaks(run.stdout) || Self.leaks(run.stderr) {
      leaking.append(name)
    }
    #expect(leaking == [])
    #expect(runs.count == 27)
    // The security code is masked too.
    #expect(!(runs.last?.1.stdout.contains("999") ?? true))
    // Masked, the result still says what it is.
    let json = try Kbcheck.run(["--type", "cc-number", "--format", "json", Self.number])
    #expect(json.status == 0)
    #expect(json.stdout.contains(#""value":"411111••••••1111""#))
    #expect(json.stdout.contains(#""brand":"visa""#))
    let wrong = try Kbcheck.run(["--type", "creditCardNumber", "4111111111111112"])
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("error[card.check-digit]"))
    #expect(wrong.stderr.contains("--> input:1:16"))
  }

  /// A submission pasted where its file path belongs (`form --schema S
  /// '{"number": …}'`) is not a file; the error says so without repeating
  /// the argument, which may hold a card number or a password.
  @Test func dataGivenInPlaceOfAPathIsNotEchoed() throws {
    let schema = try Self.write(
      "inline-schema.json", #"{"fields":[{"name":"number","type":"cc-number"}]}"#)
    let inline = #"{"number":"\#(Self.grouped)"}"#
    let runs = [
      try Kbcheck.run(["form", "--schema", schema, inline]),
      try Kbcheck.run(["form", "--schema", schema, "--html", inline]),
      try Kbcheck.run(["form", "--schema", inline, "-"], stdin: Array("{}".utf8)),
      try Kbcheck.run(["table", "--schema", schema, "number\n\(Self.number)\n"]),
    ]
    for run in runs {
      #expect(run.status != 0)
      #expect(!Self.leaks(run.stdout) && !Self.leaks(run.stderr), "\(run.stderr)")
      #expect(run.stderr.contains("the argument"), "\(run.stderr)")
    }
  }

  @Test func revealSecretsIsAnExplicitOptIn() throws {
    let json = try Kbcheck.run([
      "--type", "cc-number", "--format", "json", "--reveal-secrets", Self.number,
    ])
    #expect(json.stdout.contains(#""value":"\#(Self.number)""#))
    let filter = try Kbcheck.run(["filter", "--type", "card", "--reveal-secrets", Self.dashed])
    #expect(filter.stdout == Self.grouped + "\n")
  }
}
