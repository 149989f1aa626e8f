import Foundation
import KBCheck
import Testing

/// The batch writes a clean all-ASCII address straight from the line's bytes
/// (`CanonicalLineLane`); its output must be the library's record of the
/// line's result, byte for byte, in every format, with one job or several.
@Suite struct BatchLaneTests {
  /// The first lines of the email corpus (clean, converted and invalid
  /// addresses), plus lines at the lane's edges.
  static let lines: [String] = {
    let corpus =
      (try? String(contentsOfFile: Kbcheck.fixture("corpora/emails-100k.txt"), encoding: .utf8))
      ?? ""
    return Array(corpus.split(separator: "\n").prefix(4000).map(String.init)) + [
      "a@b.com", "A@B.COM", "a@b.localhost", "a@b", "a.@b.com", "x@xn--bcher-kva.example",
      "o'brien&co/x=y?{z}|~@example.org", "a\"b@c.com", "a\\b@c.com", "jos\u{E9}@b.com",
      "a@b.com ", " a@b.com", "a@b.c0m", String(repeating: "l", count: 64) + "@b.com",
      String(repeating: "l", count: 65) + "@b.com",
    ]
  }()

  /// What `kbcheck --format json` writes for each line, from the library.
  static func expectedJSON(_ lines: [String]) -> String {
    let validator = EmailValidator(options: .form)
    let buffer = JSONRecordBuffer()
    var text = ""
    for (i, line) in lines.enumerated() {
      validator.validate(line).writeJSONRecord(into: buffer, type: "emailAddress", line: i + 1)
      text += String(decoding: buffer.bytes, as: UTF8.self) + "\n"
    }
    return text
  }

  @Test(arguments: ["1", "2"])
  func jsonRecordsAreTheLibrarys(jobs: String) throws {
    let input = Array((Self.lines.joined(separator: "\n") + "\n").utf8)
    let run = try Kbcheck.run(
      ["--type", "email", "--format", "json", "--no-summary", "--jobs", jobs, "-"], stdin: input)
    let expected = Self.expectedJSON(Self.lines)
    let got = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let differ = zip(got, want).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
    #expect(got.count == want.count)
    #expect(
      differ.count == 0,
      "lines \(differ.prefix(10).map { $0 + 1 }): \(differ.prefix(3).map { got[$0] })")
  }

  @Test(arguments: ["1", "2"])
  func textLinesAreTheLibrarys(jobs: String) throws {
    let input = Array((Self.lines.joined(separator: "\n") + "\n").utf8)
    let run = try Kbcheck.run(
      ["--type", "email", "--no-summary", "--jobs", jobs, "-"], stdin: input)
    let validator = EmailValidator(options: .form)
    let expected = Self.lines.map { line -> String in
      let result = validator.validate(line)
      return (result.isValid ? result.value ?? "" : "") + "\n"
    }.joined()
    #expect(run.stdout == expected)
  }

  /// Text takes runs of clean lines in one library loop
  /// (`CleanLineValidator.writeLaneRecords`), JSON one line at a time: both
  /// count the same lines, valid lines and codes. With CRLF endings and a
  /// last line without one, the text is still the library's value per line.
  @Test func textRunsCountAndWriteWhatOneLineAtATimeDoes() throws {
    let lines = Self.lines.prefix(1500) + ["a@b.com"]
    let input = Array((lines.joined(separator: "\r\n")).utf8)
    let text = try Kbcheck.run(["--type", "email", "-"], stdin: input)
    let json = try Kbcheck.run(["--type", "email", "--format", "json", "-"], stdin: input)
    #expect(text.stderr.split(separator: "\n").last == json.stderr.split(separator: "\n").last)
    #expect(text.stderr.split(separator: "\n").last?.hasPrefix("kbcheck: 1501 lines") == true)
    let validator = EmailValidator(options: .form)
    let expected = lines.map { line -> String in
      let result = validator.validate(line)
      return (result.isValid ? result.value ?? "" : "") + "\n"
    }.joined()
    #expect(text.stdout == expected)
  }

  @Test func onlyInvalidSkipsCleanLines() throws {
    let run = try Kbcheck.run(
      ["--type", "email", "--only-invalid", "--no-summary", "-"],
      stdin: Array("a@b.com\nnope\nc@d.org\n".utf8))
    #expect(run.stdout == "2\tnope\n")
  }
}
