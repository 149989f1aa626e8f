import Foundation
import KBCheck
import Testing

/// The CLI's JSON lines and the library's ``ValidationResult/jsonText(type:)``
/// come from one writer: byte for byte the same on every keyboard type and
/// on pickers, one-shot and batch, serial and parallel.
@Suite struct WireFormatTests {
  static let cases:
    [(arguments: [String], kind: FieldKind, context: ValidationContext, inputs: [String])] = [
      (
        ["--type", "email"], .keyboard(.emailAddress), .init(),
        ["José@Bücher.example", "joe@bücher.example", "bad", "a\u{2028}b@x.example", "tab\tx"]
      ),
      (
        ["--type", "email", "--profile", "rfc"], .keyboard(.emailAddress), .init(profile: "rfc"),
        ["\"john doe\"@example.com", "x@[IPv6:::1]"]
      ),
      (
        ["--type", "url"], .keyboard(.URL), .init(),
        [
          "https://example.com/", "example.com", "ftp://x/", "http://[::1",
          "https://bücher.example/ä",
        ]
      ),
      (
        ["--type", "url", "--profile", "whatwg"], .keyboard(.URL), .init(profile: "whatwg"),
        ["mailto:x@example.com", "  https://a/\u{202E}"]
      ),
      (["--type", "number"], .keyboard(.numberPad), .init(), ["0123", "١٢٣", "12a"]),
      (
        ["--type", "asciiCapableNumberPad"], .keyboard(.asciiCapableNumberPad), .init(),
        ["0123", "١٢٣"]
      ),
      (
        ["--type", "decimal", "--locale", "de_DE"], .keyboard(.decimalPad), .init(locale: "de_DE"),
        ["1.234,5", "1,2,3", "-1"]
      ),
      (
        ["--type", "phone"], .keyboard(.phonePad), .init(),
        ["+1 (555) 010-9999", "+1 555 010 9999,123", "abc"]
      ),
      (["--type", "name"], .keyboard(.namePhonePad), .init(), ["Ada", "+1 555"]),
      (["--type", "twitter"], .keyboard(.twitter), .init(), ["@kbcheck", "#x y", "post\u{202E}"]),
      (["--type", "search"], .keyboard(.webSearch), .init(), ["  two  words "]),
      (["--type", "default"], .keyboard(.default), .init(), ["Caf\u{65}\u{301}", "\u{200B}"]),
      (["--type", "ascii"], .keyboard(.asciiCapable), .init(), ["abc", "äbc"]),
      (["--type", "numbers"], .keyboard(.numbersAndPunctuation), .init(), ["1-2", "x"]),
      (
        ["--type", "numbers", "--profile", "number"], .keyboard(.numbersAndPunctuation),
        .init(profile: "number"), ["-1,234.5", "1-2"]
      ),
    ]

  @Test(arguments: ["1", "2"])
  func batchLinesAreTheLibraryText(jobs: String) throws {
    for c in Self.cases {
      let validator = try c.kind.keyboard!.validator(c.context)
      let run = try Kbcheck.run(
        c.arguments + ["--format", "json", "--no-summary", "--jobs", jobs, "-"],
        stdin: Array(c.inputs.joined(separator: "\n").utf8))
      let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      try #require(lines.count == c.inputs.count, "\(c.arguments)")
      for (i, input) in c.inputs.enumerated() {
        let text = validator.validate(input).jsonText(type: c.kind)
        #expect(
          lines[i] == "{\"line\":\(i + 1)," + text.dropFirst(),
          "\(c.arguments) \(input.debugDescription)")
      }
    }
  }

  @Test func oneShotIsTheLibraryText() throws {
    for c in Self.cases {
      let validator = try c.kind.keyboard!.validator(c.context)
      for input in c.inputs where !input.hasPrefix("-") {
        let run = try Kbcheck.run(c.arguments + ["--format", "json", "--", input])
        #expect(run.stdout == validator.validate(input).jsonText(type: c.kind) + "\n")
      }
    }
  }

  @Test func pickerIsTheLibraryText() throws {
    let picker = PickerValidator(choices: ["Small", "Large"], caseInsensitive: true)
    for input in ["small", "Large", "x"] {
      let run = try Kbcheck.run(
        [
          "--type", "picker", "--option", "Small", "--option", "Large", "--case-insensitive",
          "--format", "json", "--", input,
        ])
      #expect(run.stdout == picker.validate(input).jsonText(type: .picker) + "\n")
    }
  }
}
