import Foundation
import KBCheck
import Testing

/// Batch input edge cases: nothing is lost and nothing is read another way.
@Suite struct BatchInputTests {
  static func lines(_ input: [UInt8], _ arguments: [String] = ["--type", "default"], jobs: String)
    throws -> [JSONValue]
  {
    let run = try Kbcheck.run(
      arguments + ["--format", "json", "--no-summary", "--jobs", jobs, "-"], stdin: input)
    return try run.stdout.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
  }

  @Test(arguments: ["1", "2"])
  func loneCarriageReturnAtTheEndIsPartOfTheValue(jobs: String) throws {
    let results = try Self.lines(Array("a\r\nb\r".utf8), jobs: jobs)
    #expect(results.map { $0["input"]?.stringValue } == ["a", "b\r"])
  }

  @Test(arguments: ["1", "2"])
  func byteOrderMarkIsRemovedWithANote(jobs: String) throws {
    let results = try Self.lines(
      [0xEF, 0xBB, 0xBF] + Array("a@b.example\nc@d.example\n".utf8), ["--type", "email"], jobs: jobs
    )
    #expect(results.map { $0["value"]?.stringValue } == ["a@b.example", "c@d.example"])
    #expect(results[0]["issues"]?.jsonText.contains("input.bom-removed") == true)
    #expect(results[1]["issues"]?.jsonText.contains("input.bom-removed") == false)
  }

  @Test(arguments: ["1", "2"])
  func tooLongLineShowsWhatItWas(jobs: String) throws {
    let results = try Self.lines(
      Array((String(repeating: "x", count: 70_000) + "\nok\n").utf8), jobs: jobs)
    #expect(results[0]["input"]?.stringValue == String(repeating: "x", count: 64) + "…")
    #expect(results[0]["inputTruncated"] == .bool(true))
    #expect(results[0]["bytes"]?.jsonText == "70000")
    #expect(results[1]["input"]?.stringValue == "ok")
  }

  @Test(arguments: ["1", "2"])
  func invalidUTF8KeepsItsBytes(jobs: String) throws {
    let results = try Self.lines([0x61, 0xFF, 0x62, 0x0A], jobs: jobs)
    #expect(results[0]["inputBase64"]?.stringValue == "Yf9i")  // RFC 4648 base64 of 61 FF 62
    #expect(results[0]["byteOffset"]?.jsonText == "1")
  }

  @Test func tsvEscapesEveryControlThatWouldBreakAField() throws {
    let run = try Kbcheck.run(
      ["--type", "default", "--format", "tsv", "--no-summary", "-"],
      stdin: [0x61, 0x00, 0x62, 0x09, 0x63, 0x5C, 0x0A])
    #expect(run.stdout.hasSuffix("\ta\\0b\\tc\\\\\n"))
    #expect(run.stdout.split(separator: "\t", omittingEmptySubsequences: false).count == 5)
  }
}
