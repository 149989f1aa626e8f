import Foundation
import KBCheck
import Testing

/// The serial batch writes a URL line the library accepts with no issue
/// straight from the parser's buffer (`URLValidator.writeLaneRecords`), and
/// asks the lane less often while it declines line after line
/// (`LaneBackoff`); the parallel batch takes every line through the full
/// path. Both must write the library's records, and the same issue lines.
@Suite struct URLBatchLaneTests {
  /// The first 600 lines of the committed URL corpus, and the same lines
  /// changed as `Fixtures/corpora/urls-variants.gen.py` changes them
  /// (capitals in the scheme and host, dot segments, a segment to
  /// percent-encode, a U-label before the host), plus WPT-like lines with
  /// validation errors, interleaved in blocks so that runs of lane lines
  /// and runs of declined lines alternate.
  static let lines: [String] = {
    let text =
      (try? String(
        contentsOfFile: Kbcheck.fixture("corpora/urls-kasztp-48k.txt"), encoding: .utf8)) ?? ""
    let base = text.split(separator: "\n").prefix(600).map {
      String($0.hasPrefix("\u{FEFF}") ? $0.dropFirst() : $0[...])
    }
    func changed(_ change: @escaping (String, String) -> String) -> [String] {
      base.map { line in
        guard let authority = line.range(of: "://") else { return line }
        let rest = line[authority.upperBound...]
        let pathStart = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        return change(String(line[..<pathStart]), String(line[pathStart...]))
      }
    }
    let corpora = [
      base, changed { $0.uppercased() + $1 }, changed { $0 + "/./a/../b/.." + $1 },
      changed { $0 + "/a b/\u{E9}\"<>" + $1 },
      changed { $0.replacingOccurrences(of: "://", with: "://b\u{FC}cher.") + $1 },
      changed { $0.replacingOccurrences(of: "://", with: ":\\\\") + "/%zz" + $1 },
      changed { "\($0):99999\($1)" },
    ]
    var lines: [String] = []
    for block in stride(from: 0, to: 600, by: 150) {
      for corpus in corpora { lines += corpus[block..<min(block + 150, corpus.count)] }
    }
    return lines
  }()

  @Test(arguments: ["form", "whatwg"])
  func textRecordsAreTheLibrarysWithOneJobOrTwo(profile: String) throws {
    #expect(Self.lines.count == 4200)
    let input = Array((Self.lines.joined(separator: "\n") + "\n").utf8)
    let serial = try Kbcheck.run(["--type", "url", "--profile", profile, "-"], stdin: input)
    let parallel = try Kbcheck.run(
      ["--type", "url", "--profile", profile, "--jobs", "2", "-"], stdin: input)
    let validator = URLValidator(options: profile == "form" ? .form : .whatwg)
    let expected = Self.lines.map { line -> String in
      let result = validator.validate(line)
      return (result.isValid ? result.value ?? "" : "") + "\n"
    }.joined()
    let got = serial.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let differ = zip(got, want).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
    #expect(got.count == want.count)
    #expect(differ.isEmpty, "lines \(differ.prefix(10).map { $0 + 1 })")
    #expect(serial.stdout == parallel.stdout)
    #expect(serial.stderr == parallel.stderr)
    #expect(serial.stderr.hasSuffix("\n") && serial.stderr.contains("kbcheck: 4200 lines"))
  }

  @Test func onlyInvalidWritesTheSameLinesWithOneJobOrTwo() throws {
    let input = Array((Self.lines.joined(separator: "\n") + "\n").utf8)
    let serial = try Kbcheck.run(["--type", "url", "--only-invalid", "-"], stdin: input)
    let parallel = try Kbcheck.run(
      ["--type", "url", "--only-invalid", "--jobs", "2", "-"], stdin: input)
    #expect(!serial.stdout.isEmpty)
    #expect(serial.stdout == parallel.stdout)
    #expect(serial.stderr == parallel.stderr)
  }

  /// JSON records are written in runs too (`--jobs 1`) or one by one
  /// (`--jobs 2`): both are the library's record of each line's result.
  @Test(arguments: ["1", "2"])
  func jsonRecordsAreTheLibrarys(jobs: String) throws {
    let input = Array((Self.lines.joined(separator: "\n") + "\n").utf8)
    let run = try Kbcheck.run(
      ["--type", "url", "--format", "json", "--no-summary", "--jobs", jobs, "-"], stdin: input)
    let validator = URLValidator(options: .form)
    let buffer = JSONRecordBuffer()
    var expected = ""
    for (i, line) in Self.lines.enumerated() {
      validator.validate(line).writeJSONRecord(into: buffer, type: "URL", line: i + 1)
      expected += String(decoding: buffer.bytes, as: UTF8.self) + "\n"
    }
    let got = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let differ = zip(got, want).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
    #expect(got.count == want.count)
    #expect(differ.isEmpty, "lines \(differ.prefix(10).map { $0 + 1 })")
  }
}
