import Foundation
import Testing

@_spi(Testing) @testable import KBCheck

/// The batch's loop over buffered lines (`CleanLineValidator.writeLaneRecords`)
/// for an email validator in text: each clean line's record is its value
/// and a line feed, the value `validate` gives (the line itself, or its
/// local part with the domain converted to Unicode); the loop stops before
/// the first line the full path must take, says whether it declined that
/// line, and never writes a record in part.
@Suite struct EmailRecordRunTests {
  let emails = EmailValidator(options: .form)

  /// The run over `text` and the records written.
  func run(
    _ text: String, tsv: Bool = false, onlyInvalid: Bool = false, capacity: Int = 1 << 16
  ) -> (LaneRecordRun, String) {
    let input = Array(text.utf8)
    let output = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, capacity))
    defer { output.deallocate() }
    let style = LaneRecordStyle(
      tsv: tsv, onlyInvalid: onlyInvalid, revealingSecrets: false, maxLength: 1000)
    let run = input.withUnsafeBufferPointer {
      emails.writeLaneRecords(of: $0, firstLine: 2, style: style, into: output, capacity: capacity)
    }
    return (
      run,
      String(decoding: UnsafeBufferPointer(start: output, count: run.bytesWritten), as: UTF8.self)
    )
  }

  // Clean lines: plain, with a domain UTS #46 shows in Unicode (the value
  // differs from the line: RFC 5890 A-label to U-label), and one ending in CRLF.
  let clean = ["a@b.com", "x@xn--bcher-kva.example", "o'brien&co@example.org\r"]

  @Test func writesEachCleanLinesValueAsValidateDoes() {
    let (run, written) = run(clean.joined(separator: "\n") + "\n")
    #expect(run.lines == 3)
    #expect(run.invalid == 0)
    #expect(!run.declinedNext)
    let expected = clean.map { line -> String in
      let address = line.hasSuffix("\r") ? String(line.dropLast()) : line
      return (emails.validate(address).value ?? "not valid") + "\n"
    }.joined()
    #expect(written == expected)
    #expect(written.contains("x@bücher.example\n"))
  }

  /// A domain the fast pass lowers (ASCII LDH labels with capitals, as
  /// auto-capitalization types them; UTS #46 changes nothing else there) is
  /// a clean line too: its record is the value `validate` gives, the
  /// domain lowercased and the local part kept.
  @Test func writesALoweredDomainAsValidateDoes() {
    let lines = ["Ann@Gmail.Com", "jos\u{E9}@EXAMPLE.ORG", "x@A-1.b2.Co"]
    let (run, written) = run(lines.joined(separator: "\n") + "\n")
    #expect(run.lines == 3)
    #expect(!run.declinedNext)
    #expect(written == lines.map { (emails.validate($0).value ?? "not valid") + "\n" }.joined())
    #expect(written.hasPrefix("Ann@gmail.com\njos\u{E9}@example.org\n"))
  }

  @Test func stopsBeforeALineTheFullPathTakesAndSaysItDeclinedIt() {
    // ` a@b.com` has a change to report (the space trimmed), `nope` an
    // error, `a@b` (a domain of one label) an issue: none is a clean line.
    for next in [" a@b.com", "nope", "a@b"] {
      let (run, written) = run("a@b.com\n\(next)\nc@d.org\n")
      #expect(run.lines == 1, "\(next)")
      #expect(run.declinedNext, "\(next)")
      #expect(run.bytesRead == 8)
      #expect(written == "a@b.com\n")
    }
  }

  @Test func leavesALineWithoutItsLineFeed() {
    let (partial, written) = run("a@b.com\nc@d.org")
    #expect(partial.lines == 1)
    #expect(!partial.declinedNext)
    #expect(written == "a@b.com\n")
  }

  @Test func writesARecordWholeOrNotAtAll() {
    for line in ["a@b.com", "x@xn--bcher-kva.example"] {
      let bytes = Array(line.utf8)
      let expected = Array(((emails.validate(line).value ?? "not valid") + "\n").utf8)
      let output = UnsafeMutablePointer<UInt8>.allocate(capacity: expected.count)
      defer { output.deallocate() }
      bytes.withUnsafeBufferPointer { buffer in
        guard case .email(let clean)? = emails.cleanLine(buffer) else {
          Issue.record("\(line) is not a clean line")
          return
        }
        #expect(clean.writeTextRecord(of: buffer, into: output, room: expected.count - 1) == nil)
        let count = clean.writeTextRecord(of: buffer, into: output, room: expected.count)
        #expect(count == expected.count)
        #expect(Array(UnsafeBufferPointer(start: output, count: count ?? 0)) == expected)
      }
    }
  }

  @Test func writesNothingForCleanLinesWhenOnlyInvalidOnesAreAsked() {
    let (run, written) = run("a@b.com\nx@xn--bcher-kva.example\n", onlyInvalid: true)
    #expect(run.lines == 2)
    #expect(written.isEmpty)
  }

  /// The fuzz targets' probe (`FuzzEmail`) runs the loop over the first
  /// lines of the email corpus, from each line the loop stopped before on,
  /// and compares it with the full path.
  @Test func theFuzzingProbeRunsTheLoop() throws {
    let corpus = try String(
      contentsOf: CodableCorpusTests.corpusURL("emails-100k.txt"), encoding: .utf8)
    let lines = corpus.split(separator: "\n").prefix(1000)
    // (The `html` grammar has no clean-line shortcut: its lines all take
    // the full path.)
    for preset in [EmailValidator.Options.form, .rfc] {
      let validator = EmailValidator(options: preset)
      var start = lines.startIndex
      var taken = 0
      while start < lines.endIndex {
        let window = lines[start..<min(start + 40, lines.endIndex)]
        let answer = validator.fuzzingRecordLoop(
          Array((window.joined(separator: "\n") + "\n").utf8), onlyInvalid: false,
          capacity: 1 << 16)
        #expect(answer.loop == answer.oneByOne, "from line \(start + 1)")
        #expect(!answer.tookAnIssueInText, "from line \(start + 1)")
        taken += answer.lines
        start += answer.lines + 1
      }
      // Nine lines in ten of the corpus are clean.
      #expect(taken > 800, "\(preset)")
    }
  }

  @Test func declinesEveryEmailLineInTSV() {
    // An email line's TSV record (with its ASCII value and changes) takes
    // the full path.
    let (run, written) = run("a@b.com\n", tsv: true)
    #expect(run.lines == 0)
    #expect(run.declinedNext)
    #expect(written.isEmpty)
  }
}
