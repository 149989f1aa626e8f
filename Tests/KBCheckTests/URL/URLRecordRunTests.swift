import Foundation
import Testing

@_spi(Testing) @testable import KBCheck

/// The batch's lane for URL lines (`URLValidator.writeLaneRecords`): a line
/// is taken only when `validate` accepts it with no issue (the text
/// record is then its href and a line feed, and no issue line goes to
/// stderr), and its record is that href byte for byte. The lane may decline
/// any line (the full path then writes it), so these tests check what it
/// takes and that it takes the lines it is for (canonical URLs, capitals in
/// the scheme and host, dot segments, percent-encoded paths).
@Suite struct URLRecordRunTests {
  /// The policies checked: the presets, and policies whose checks the
  /// lane decides on the record's offsets (schemes by name, a length limit,
  /// IP hosts, credentials, a scheme list that suggests `https://`).
  static let validators: [(name: String, validator: URLValidator)] = {
    var custom = URLValidator.Options(
      allowedSchemes: ["ftp", "http"], requireHost: false, allowCredentials: true,
      forbidIPHost: true, maxLength: 40, refuseHostileCharacters: false,
      refuseMalformedHosts: true)
    custom.refuseEmptyUserinfo = true
    let suggesting = URLValidator.Options(
      allowedSchemes: ["https", "foo"], requireHost: true, allowCredentials: false,
      maxLength: nil, refuseHostileCharacters: true)
    return [
      ("form", URLValidator(options: .form)), ("whatwg", URLValidator(options: .whatwg)),
      ("custom", URLValidator(options: custom)), ("suggesting", URLValidator(options: suggesting)),
    ]
  }()

  /// URLs put together from parts that reach each of the lane's checks:
  /// the URL Standard's special and non-special schemes (§4.2) in any
  /// case, missing slashes and backslashes (validation errors), userinfo,
  /// hosts that are percent-encoded, IPv4 in its odd spellings, IPv6,
  /// A-labels, empty labels and labels over 63 octets (RFC 1035 §2.3.4),
  /// ports in and out of range, dot segments, bytes to percent-encode and
  /// bad escapes in path, query and fragment. Deterministic (SplitMix64).
  static func generated(count: Int, seed: UInt64) -> [String] {
    // Each part: the spellings the lane takes, then those it must leave
    // to the full path (or that make the URL invalid); a part is edgy one
    // time in four, so that most URLs have at most one edge.
    let parts: [(clean: [String], edgy: [String])] = [
      (["http", "https", "HTTP", "HtTpS", "ws", "wss", "ftp"], ["file", "foo", "mailto", ""]),
      (["://"], [":/", ":", ":\\\\", ":///"]),
      ([""], ["u@", "u:p@", "@", ":@", "u%40:p@"]),
      (
        [
          "example.com", "EXAMPLE.com", "xn--bcher-kva.example", "localhost", "a.b-c.d", "EX.org",
          // No forbidden host code point: a valid host with nothing to
          // report, which a JSON record must escape.
          "\"q.example",
        ],
        [
          "ex%41mple.com", "a..b", "1.2.3.4", "0x7f.1", "127.0.0.1.", "[::1]", "b\u{FC}cher.de",
          String(repeating: "l", count: 70) + ".com", "", "xn--a.com", "a.b.",
        ]
      ),
      (["", ":80", ":443", ":8080"], [":", ":99999", ":x"]),
      (
        [
          "", "/", "/a/b", "/a/../b", "/./c", "/a/%2e%2e/b", "/a/./b/../c/", "/%41", "/a/.",
          "/x/y/z/../../w", "/a'b", "/..",
        ],
        ["/a b", "/%zz", "/a|b", "/a\\b"]
      ),
      (["", "?q=1", "?'x'", "?a/../b"], ["?a b", "?%", "?<"]),
      (["", "#f", "#x/y"], ["#a b", "#`", "#x#y"]),
    ]
    var state = seed
    func next(_ n: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(n))
    }
    return (0..<count).map { _ in
      parts.map { part in
        let from = next(4) == 0 ? part.edgy : part.clean
        return from[next(from.count)]
      }.joined()
    }
  }

  /// The lane's answer for one line: its href, or `nil`.
  static func laneHref(_ validator: URLValidator, _ line: String) -> String? {
    let bytes = Array(line.utf8)
    let room = URLValidator.laneRecordBound(count: bytes.count)
    let output = UnsafeMutablePointer<UInt8>.allocate(capacity: room)
    defer { output.deallocate() }
    let count = bytes.withUnsafeBufferPointer {
      validator.writeCleanHref($0, into: output, room: room)
    }
    return count.map {
      String(decoding: UnsafeBufferPointer(start: output, count: $0.0), as: UTF8.self)
    }
  }

  /// Every line the lane takes is one `validate` accepts with no issue,
  /// and the lane's href is the result's value.
  static func check(_ lines: [String], _ name: String, _ validator: URLValidator) -> (
    taken: Int, clean: Int, wrong: [String]
  ) {
    var taken = 0
    var clean = 0
    var wrong: [String] = []
    for line in lines {
      let result = validator.validate(line)
      let isClean = result.isValid && result.issues.isEmpty
      if isClean { clean += 1 }
      guard let href = laneHref(validator, line) else { continue }
      taken += 1
      if !isClean || result.value != href { wrong.append(line) }
    }
    return (taken, clean, wrong)
  }

  @Test(arguments: 0..<4)
  func takesOnlyLinesValidateAcceptsWithNoIssue(policy: Int) {
    let (name, validator) = Self.validators[policy]
    let lines = Self.generated(count: 20_000, seed: 0x5EED_0000 + UInt64(policy))
    let (taken, clean, wrong) = Self.check(lines, name, validator)
    #expect(wrong.isEmpty, "\(name): \(wrong.count) wrong, first \(wrong.prefix(5))")
    // The lane takes most clean lines (it leaves IPv4 and IPv6 hosts,
    // percent-encoded hosts and non-special URLs to the full path).
    #expect(taken > clean / 3, "\(name): \(taken) of \(clean) clean lines taken")
    #expect(taken > 500, "\(name): \(taken) taken")
  }

  /// The first 4,000 lines of the committed URL corpus and the variants
  /// `Fixtures/corpora/urls-variants.gen.py` derives from it (made here
  /// the same way, since a clean clone has only the corpus): capitals in
  /// the scheme, capitals in the scheme and host, dot segments, a segment
  /// to percent-encode. Each with the share of its lines the lane must take.
  static func corpusVariants() throws -> [(name: String, lines: [String], atLeast: Double)] {
    let corpus = try String(
      contentsOf: CodableCorpusTests.corpusURL("urls-kasztp-48k.txt"), encoding: .utf8)
    let lines = corpus.split(separator: "\n").prefix(4000).map {
      String($0.hasPrefix("\u{FEFF}") ? $0.dropFirst() : $0[...])
    }
    func changed(_ change: (String, String) -> String) -> [String] {
      lines.map { line in
        guard let authority = line.range(of: "://") else { return line }
        let rest = line[authority.upperBound...]
        let pathStart = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        return change(String(line[..<pathStart]), String(line[pathStart...]))
      }
    }
    return [
      ("canonical", lines, 0.95),
      (
        "upper-case scheme",
        changed { head, path in
          let colon = head.firstIndex(of: ":") ?? head.endIndex
          return head[..<colon].uppercased() + head[colon...] + path
        }, 0.95
      ),
      ("upper-case host", changed { $0.uppercased() + $1 }, 0.9),
      ("dot segments", changed { $0 + "/./a/../b/.." + $1 }, 0.9),
      ("percent", changed { $0 + "/a b/\u{E9}\"<>" + $1 }, 0),
    ]
  }

  /// The URL corpus and its variants: the lane takes no line it should
  /// not, and nearly every line it is for.
  @Test func takesTheCorporasCleanLinesOnly() throws {
    for (file, lines, atLeast) in try Self.corpusVariants() {
      for (name, validator) in Self.validators.prefix(2) {
        let (taken, _, wrong) = Self.check(lines, name, validator)
        #expect(wrong.isEmpty, "\(file) \(name): \(wrong.count) wrong, first \(wrong.prefix(5))")
        #expect(
          Double(taken) >= atLeast * Double(lines.count),
          "\(file) \(name): \(taken) of \(lines.count) taken")
      }
    }
  }

  /// The loop over buffered lines writes what the full path writes for
  /// the lines it takes, stops before the first it declines, and (with
  /// only invalid lines asked for) writes nothing; in windows of the
  /// generated URLs, from each line the loop stopped before on.
  @Test(arguments: [false, true])
  func theLoopWritesTheFullPathsRecords(onlyInvalid: Bool) {
    let lines = Self.generated(count: 3000, seed: 77)
    for (name, validator) in Self.validators {
      var start = 0
      var taken = 0
      while start < lines.count {
        let window = lines[start..<min(start + 30, lines.count)]
        let answer = validator.fuzzingRecordLoop(
          Array((window.joined(separator: "\n") + "\n").utf8), onlyInvalid: onlyInvalid,
          capacity: 1 << 16)
        #expect(answer.loop == answer.oneByOne, "\(name) from line \(start + 1)")
        #expect(!answer.tookAnIssueInText, "\(name) from line \(start + 1)")
        if onlyInvalid { #expect(answer.loop.isEmpty) }
        taken += answer.lines
        start += answer.lines + 1
      }
      #expect(taken > 50, "\(name): \(taken) lines taken")
    }
  }

  @Test func stopsBeforeADeclinedLineAndLeavesALineWithoutItsLineFeed() {
    let validator = URLValidator(options: .whatwg)
    let style = LaneRecordStyle(
      tsv: false, onlyInvalid: false, revealingSecrets: false, maxLength: 1000)
    func run(_ text: String, capacity: Int = 1 << 12) -> (LaneRecordRun, String) {
      let input = Array(text.utf8)
      let output = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      defer { output.deallocate() }
      let run = input.withUnsafeBufferPointer {
        validator.writeLaneRecords(
          of: $0, firstLine: 1, style: style, into: output, capacity: capacity)
      }
      return (
        run,
        String(decoding: UnsafeBufferPointer(start: output, count: run.bytesWritten), as: UTF8.self)
      )
    }
    // `a b` has a validation error (a warning line on stderr): declined.
    let (declined, first) = run("HTTP://A.b/x/../y\r\nhttp://a.b/a b\nhttp://c.d/\n")
    #expect(declined.lines == 1)
    #expect(declined.declinedNext)
    #expect(declined.bytesRead == 19)
    #expect(first == "http://a.b/y\n")
    let (partial, written) = run("http://a.b/\nhttp://c.d/")
    #expect(partial.lines == 1)
    #expect(!partial.declinedNext)
    #expect(written == "http://a.b/\n")
    // Too little room for the next record's bound: stopped, not declined.
    let (cramped, none) = run("http://a.b/\n", capacity: 40)
    #expect(cramped.lines == 0)
    #expect(!cramped.declinedNext)
    #expect(none.isEmpty)
  }

  @Test func takesNoLineInTSVAndOffersNoShortcutWithABase() throws {
    let validator = URLValidator(options: .whatwg)
    let output = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 12)
    defer { output.deallocate() }
    let style = LaneRecordStyle(
      tsv: true, onlyInvalid: false, revealingSecrets: false, maxLength: 1000)
    let run = Array("http://a.b/\n".utf8).withUnsafeBufferPointer {
      validator.writeLaneRecords(of: $0, firstLine: 1, style: style, into: output, capacity: 4096)
    }
    #expect(run.lines == 0)
    #expect(validator.cleanLineShortcut != nil)
    let base = try #require(WHATWGURL.parse("https://example.com/a/"))
    #expect(URLValidator(options: .whatwg, base: base).cleanLineShortcut == nil)
    var nonPublic = URLValidator.Options.form
    nonPublic.forbidNonPublicHost = true
    #expect(URLValidator(options: nonPublic).cleanLineShortcut == nil)
  }

  /// In JSON, each line the loop takes gets the record
  /// `ValidationResult.writeJSONRecord` writes for its result (line number,
  /// input, type, value, no issue, components), byte for byte.
  @Test func jsonRecordsAreTheResultsRecords() {
    let lines = Self.generated(count: 3000, seed: 91)
    let buffer = JSONRecordBuffer()
    for (name, validator) in Self.validators {
      var start = 0
      var taken = 0
      while start < lines.count {
        let window = Array(lines[start..<min(start + 30, lines.count)])
        let input = Array((window.joined(separator: "\n") + "\n").utf8)
        let capacity = 1 << 16
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { output.deallocate() }
        let style = LaneRecordStyle(
          tsv: false, onlyInvalid: false, revealingSecrets: false, maxLength: 1000, json: true,
          typeName: "URL")
        let run = input.withUnsafeBufferPointer {
          validator.writeLaneRecords(
            of: $0, firstLine: start + 1, style: style, into: output, capacity: capacity)
        }
        var expected: [UInt8] = []
        for (i, line) in window.prefix(run.lines).enumerated() {
          validator.validate(line).writeJSONRecord(
            into: buffer, type: "URL", line: start + i + 1)
          expected += Array(buffer.bytes) + [0x0A]
        }
        let got = Array(UnsafeBufferPointer(start: output, count: run.bytesWritten))
        #expect(
          got == expected,
          "\(name) from line \(start + 1): \(String(decoding: got.prefix(300), as: UTF8.self))")
        taken += run.lines
        start += run.lines + 1
      }
      #expect(taken > 50, "\(name): \(taken) lines taken")
    }
  }

  /// A lane line's record stays inside the room the loop asks for
  /// (`laneRecordBound`) in its most expanded form: a special URL's query
  /// of `'`, each written `%27` in the href and in the components, with no
  /// type name and with a long one.
  @Test(arguments: [nil, String(repeating: "t", count: 40)])
  func aRecordStaysInsideItsBound(typeName: String?) {
    let validator = URLValidator(options: .whatwg)
    for quotes in [1, 17, 300] {
      let line = "http://a.b/?" + String(repeating: "'", count: quotes)
      for json in [false, true] {
        let bytes = Array(line.utf8)
        let bound = URLValidator.laneRecordBound(
          count: bytes.count, json: json, typeBytes: typeName?.utf8.count ?? 0)
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: bound)
        defer { output.deallocate() }
        let style = LaneRecordStyle(
          tsv: false, onlyInvalid: false, revealingSecrets: false, maxLength: 1000, json: json,
          typeName: typeName)
        let run = (bytes + [0x0A]).withUnsafeBufferPointer {
          validator.writeLaneRecords(
            of: $0, firstLine: 1, style: style, into: output, capacity: bound)
        }
        #expect(run.lines == 1, "\(quotes) quotes, json \(json)")
        #expect(run.bytesWritten <= bound, "\(quotes) quotes, json \(json)")
        let href = String(repeating: "%27", count: quotes)
        let written = String(
          decoding: UnsafeBufferPointer(start: output, count: run.bytesWritten), as: UTF8.self)
        #expect(written.contains("http://a.b/?" + href))
      }
    }
  }
}
