import Foundation
import Testing

@testable import KBCheck

/// The canonical-input fast path (``URLCanonicalScan``) takes an input only
/// when the full state machine would give the same record (href and every
/// offset) with no validation error, as ada's "the href is the input" check.
@Suite struct URLCanonicalScanTests {
  /// The fast path's record, or `nil` when it declines the input.
  static func fast(_ input: String) -> WHATWGURL? {
    var copy = input
    copy.makeContiguousUTF8()
    return WHATWGURL.parseCanonical(copy)
  }

  /// Whether the fast path declines `input` or agrees with the full parser,
  /// which must then report no validation error.
  /// When the fast path declines it, it also says whether the scan gave
  /// the full parser a place to resume (``URLResumePoint``); the record and
  /// the validation errors must then be those of a parse from the start.
  static func agrees(_ input: String) -> Bool {
    var errors: [URLValidationError] = []
    let full = WHATWGURL.parseFully(input, base: nil, errors: &errors, collect: true)
    guard let resume = resumePoint(input) else {
      guard let fast = fast(input) else { return true }
      return full == fast && errors.isEmpty
    }
    var resumedErrors: [URLValidationError] = []
    let resumed = WHATWGURL.parseFully(
      input, base: nil, errors: &resumedErrors, collect: true, resume: resume)
    return resumed == full && resumed?.href == full?.href && resumedErrors == errors
  }

  /// Where the full parser resumes `input`: `nil` when the scan takes it or
  /// stops before its path.
  static func resumePoint(_ input: String) -> URLResumePoint? {
    var copy = input
    copy.makeContiguousUTF8()
    var lowered = false
    var resume: URLResumePoint?
    guard WHATWGURL.parseCanonical(copy, lowered: &lowered, resume: &resume) == nil else {
      return nil
    }
    return resume
  }

  /// The lines of the 48 k throughput corpus (`Fixtures/corpora/urls-kasztp-48k.txt`).
  static func corpusLines() throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/corpora/urls-kasztp-48k.txt")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  static let schemes = [
    "http", "https", "ws", "wss", "ftp", "HTTP", "HtTpS", "wS", "FTP", "file", "sc", "httpx", "htt",
  ]
  static let hosts = [
    "example.com", "a", "a.b.c", "a..b", ".a", "a.", "a..", "xn--nxasmq6b.com", "a.xn--bcher-kva",
    "xn--", "Example.com", "1.2.3.4", "a.1", "a.1.", "a.0x1", "0x7f.1", "a1.b2", "a-b_c~d.e",
    "a!$&'()*+,;=b", "a%41", "a@b", "u:p@a", "[::1]", "b\u{FC}cher.de", "a b", "a\\b", "a|b",
    "a^b", "", "a{b}", "a`b", "a\"b", "EXAMPLE.COM", "XN--nxasmq6b.com", "a.Xn--bcher-kva",
    "xN--", "A.B..C", "A.1", "A.0X1", "\u{C9}xample.com",
  ]
  static let ports = [
    "", ":", ":80", ":443", ":21", ":8080", ":0", ":08", ":00", ":65535", ":65536", ":123456",
    ":x",
  ]
  static let paths = [
    "", "/", "/a/b", "/a/./b", "/a/../b", "/.", "/..", "/.a", "/a.", "/a.b/c", "/%2e/", "/%2E%2e",
    "/a%2eb", "/%41", "/%4", "/%zz", "/a b", "/a\\b", "/a|b", "/a^b", "/a{b}", "/a'b", "/a\"b",
    "//", "/a#b", "/\u{E9}", "/a\tb", "/a?b", "/C:", "/a;b=c,d",
  ]
  static let queries = ["", "?", "?a=b&c=d", "?a'b", "?a%20b", "?%g", "?a?b/c", "?a b", "?<"]
  static let fragments = ["", "#", "#f", "#a#b", "#%41", "#%", "#a b", "#/?", "#`", "#a|b"]

  /// Every combination of the pieces above, each decided as the full parser does.
  @Test func combinationsAgree() {
    var taken = 0
    var resumed = 0
    var differ: [String] = []
    for scheme in Self.schemes {
      for host in Self.hosts {
        for port in Self.ports {
          for path in Self.paths {
            for query in Self.queries.prefix(4) {
              let input = scheme + "://" + host + port + path + query + "#f"
              if Self.fast(input) != nil { taken += 1 }
              if Self.resumePoint(input) != nil { resumed += 1 }
              if !Self.agrees(input) { differ.append(input) }
            }
          }
        }
      }
    }
    for path in Self.paths {
      for query in Self.queries {
        for fragment in Self.fragments {
          for input in ["https://example.com" + path + query + fragment, " http://a/" + path] {
            if !Self.agrees(input) { differ.append(input) }
          }
        }
      }
    }
    #expect(taken > 1000, "the fast path must take the plain cases")
    #expect(resumed > 1000, "the parser must resume after a canonical authority")
    #expect(differ.isEmpty, "\(differ.prefix(20))")
  }

  /// Inputs the fast path must take, and some it must leave to the parser.
  @Test func takesOnlyCanonicalInput() {
    for input in [
      "https://example.com/", "http://a.b:8080/p?q#f", "ws://xyz/", "wss://x:1/a.b/",
      "ftp://ftp.example.org/pub/%41", "https://a..b/", "https://xn--nxasmq6b.com/",
      "HTTPS://example.com/", "https://Example.com/", "Ws://XN--NXASMQ6B.COM:81/a?B#C",
    ] {
      #expect(Self.fast(input) != nil, "\(input)")
      #expect(Self.agrees(input), "\(input)")
    }
    for input in [
      "https://example.com", "HTTPS://example.com", "https://EXAMPLE.com:443/",
      "https://example.com:443/", "http://example.com:/", "https://1.2.3.4/",
      "https://example.com/a/../b", "https://example.com/ ", " https://example.com/",
      "https://u@example.com/", "https://example.com/a\\b", "https://example.com/%zz",
      "file:///C:/", "https:example.com/", "https:///example.com/", "https://example.com/a b",
      "https://example.com/?a'b", "https://example.com/#a#b", "https://b\u{FC}cher.de/",
      "https://example.com/\u{E9}", "https://example.com:08/",
    ] {
      #expect(Self.fast(input) == nil, "\(input)")
    }
  }

  /// The word-at-a-time skip (16 bytes, 8 for inputs under 17) stops at the same byte as a byte loop,
  /// at every start and length, in each set, for ASCII and non-ASCII bytes
  /// near each edge of the sets (`,` `-` `.` `/` `0` `9` `:` `@` `A` `Z` `[`
  /// `^` `_` `` ` `` `a` `z` `{`, 0x80, 0xAD, 0xAE, 0xAF, 0xE1, 0xF8 — the
  /// last ones look like `.`, `/`, `a`, `x` without their high bit) and the
  /// pairs it must stop inside (`..`, `/.`, `xn`).
  @Test func skipCommonMatchesAByteLoop() {
    let alphabet: [UInt8] = [
      0x2C, 0x2D, 0x2E, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x4E, 0x58, 0x5A, 0x5B, 0x5E, 0x5F,
      0x60,
      0x61, 0x6E, 0x78, 0x7A, 0x7B, 0x80, 0xAD, 0xAE, 0xAF, 0xE1, 0xF8,
    ]
    func stops(_ b: UInt8, after a: UInt8, _ set: URLCanonicalScan.CommonBytes) -> Bool {
      let before = a & 0x7F  // as the word check sees it; a set high bit stopped earlier
      let lower = (0x61...0x7A).contains(b) || (0x30...0x39).contains(b) || b == 0x2D || b == 0x2E
      switch set {
      case .host:
        return !(lower || (0x41...0x5A).contains(b))
          || (b == 0x2E && (before == 0x2E || before == 0x2F))
          || (b | 0x20 == 0x6E && before | 0x20 == 0x78)
      case .path, .query:
        let member = lower || (0x41...0x5A).contains(b) || b == 0x2F || b == 0x5F
        return !member || (set == .path && b == 0x2E && before == 0x2F)
      }
    }
    var generator = SystemRandomNumberGenerator()
    var mismatches = 0
    for _ in 0..<3000 {
      let n = Int.random(in: 9...60, using: &generator)
      // Mostly set members, so runs are long enough to cross words.
      let bytes = (0..<n).map { i in
        Int.random(in: 0..<4, using: &generator) == 0
          ? alphabet.randomElement(using: &generator) ?? 0 : UInt8(0x61 + i % 26)
      }
      bytes.withUnsafeBufferPointer { buf in
        guard let p = buf.baseAddress else { return }
        for set in [URLCanonicalScan.CommonBytes.host, .path, .query] {
          for j in 1...n {
            var k = j
            while k < n && !stops(bytes[k], after: bytes[k - 1], set) { k += 1 }
            if URLCanonicalScan.skipCommon(p, j, n, set) != k { mismatches += 1 }
          }
        }
      }
    }
    #expect(mismatches == 0)
  }

  /// The word-at-a-time lowering of the href's scheme and host
  /// (``URLCanonicalScan/lower(_:_:_:_:)``) changes exactly the bytes a
  /// byte loop would, in every range of every buffer of 0–24 bytes, and
  /// leaves every byte outside the range alone (its masked tail word may
  /// start before the range or end after it).
  @Test func wordLoweringMatchesAByteLoop() {
    let alphabet = Array("@AMZ[`amz{.-/09:\u{7F}".utf8) + [0x80, 0xC1, 0xDA]
    var generator = SystemRandomNumberGenerator()
    var mismatches: [String] = []
    for n in 0...24 {
      for _ in 0..<40 {
        let bytes = (0..<n).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
        for from in 0...n {
          for to in from...n {
            var expected = bytes
            for k in from..<to { expected[k] = URLParser.lower(expected[k]) }
            var actual = bytes
            actual.withUnsafeMutableBufferPointer { buf in
              guard let d = buf.baseAddress else { return }
              URLCanonicalScan.lower(d, n, from, to)
            }
            if actual != expected { mismatches.append("\(bytes) \(from)..<\(to)") }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// The copy that lowers the scheme and host as it goes equals a byte loop
  /// for every split of buffers of 0–24 bytes into scheme, `://` or a
  /// userinfo, host and rest.
  @Test func loweringCopyMatchesAByteLoop() {
    let alphabet = Array("@AMZ[`amz{.-/09:\u{7F}".utf8) + [0x80, 0xC1, 0xDA]
    var generator = SystemRandomNumberGenerator()
    var mismatches: [String] = []
    var checked = 0
    for n in 0...24 {
      for _ in 0..<20 {
        let random = (0..<n).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
        for schemeEnd in 0...n {
          for hostStart in schemeEnd...n {
            for hostEnd in hostStart...n {
              var bytes = random
              if hostStart == schemeEnd + 3 {
                // What the scan passes between a scheme and a host without
                // userinfo.
                bytes.replaceSubrange(schemeEnd..<hostStart, with: "://".utf8)
              }
              var expected = bytes
              for k in 0..<schemeEnd { expected[k] = URLParser.lower(expected[k]) }
              for k in hostStart..<hostEnd { expected[k] = URLParser.lower(expected[k]) }
              var actual = [UInt8](repeating: 0xEE, count: n)
              bytes.withUnsafeBufferPointer { src in
                actual.withUnsafeMutableBufferPointer { dst in
                  guard let d = dst.baseAddress, let p = src.baseAddress else { return }
                  URLCanonicalScan.copyLowered(
                    d, p, n, schemeEnd: schemeEnd, hostStart: hostStart, hostEnd: hostEnd)
                }
              }
              checked += 1
              if actual != expected {
                mismatches.append("\(bytes) \(schemeEnd) \(hostStart)..<\(hostEnd)")
              }
            }
          }
        }
      }
    }
    #expect(checked > 100_000)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// The WPT inputs without a base: the fast path agrees wherever it applies.
  @Test func wptInputsAgree() throws {
    let cases = try WPTFixtures.cases("urltestdata")
    var differ: [String] = []
    for t in cases where t["base"] == nil || t["base"] is NSNull {
      guard let input = t["input"] as? String else { continue }
      if !Self.agrees(input) { differ.append(input) }
    }
    #expect(differ.isEmpty, "\(differ)")
  }

  /// Every URL of the 48 k throughput corpus: the same record both ways,
  /// and the fast path takes nearly all of them (they are canonical).
  @Test func corpusAgrees() throws {
    let lines = try Self.corpusLines()
    var taken = 0
    var differ: [String] = []
    for input in lines {
      if Self.fast(input) != nil { taken += 1 }
      if !Self.agrees(input) { differ.append(input) }
      var ignored: [URLValidationError] = []
      if WHATWGURL.parse(input)
        != WHATWGURL.parseFully(input, base: nil, errors: &ignored, collect: false)
      {
        differ.append(input)
      }
    }
    #expect(lines.count == 48_010)
    #expect(taken > 40_000, "\(taken) taken")
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(20))")
  }

  /// The 48 k corpus changed past its authority as
  /// `Fixtures/corpora/urls-variants.gen.py` changes it (a segment to
  /// percent-encode, dot segments), and with a tab in the path, a trailing
  /// space, an upper-case host, a query and a fragment to encode: wherever
  /// the parser resumes after the scan, it gives the record and the
  /// validation errors of a parse from the start.
  @Test func parserResumesAsFromTheStart() throws {
    let lines = try Self.corpusLines()
    let changes: [(String) -> String] = [
      { "/a b/\u{E9}\"<>" + $0 }, { "/./a/../b/.." + $0 }, { $0 + "/x\ty" }, { $0 + "/%2e%2E/" },
      { $0 + "?q b#f g" }, { $0 + " " }, { "/\\" + $0 },
    ]
    var resumed = 0
    var differ: [String] = []
    for (k, line) in lines.enumerated() {
      // scheme://authority, then the path (if any) the change goes around.
      guard let authority = line.range(of: "://") else { continue }
      let rest = line[authority.upperBound...]
      let pathStart = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
      let head = String(line[..<pathStart])
      let changed = changes[k % changes.count](String(line[pathStart...]))
      for input in [head + changed, k % 3 == 0 ? head.uppercased() + changed : head + changed] {
        if Self.resumePoint(input) != nil { resumed += 1 }
        if !Self.agrees(input) { differ.append(input) }
      }
    }
    #expect(resumed > 60_000, "\(resumed) resumed")
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(20))")
  }

  /// The validator's shortcut for canonical input (policy only) gives the
  /// result of the whole path (spec errors, hygiene, suggestion, policy),
  /// in both presets and with policies that report on canonical URLs.
  @Test func validatorSameResultsBothWays() throws {
    var inputs = Array(try Self.corpusLines().prefix(5000))
    for host in Self.hosts {
      for port in Self.ports.prefix(8) {
        for path in Self.paths.prefix(12) {
          inputs.append("https://" + host + port + path + "?q#f")
          inputs.append("ftp://" + host + port + path)
        }
      }
    }
    var strict = URLValidator.Options.form
    strict.forbidNonPublicHost = true
    strict.maxLength = 30
    strict.spoofCheck = true
    var differ: [String] = []
    for options in [URLValidator.Options.form, .whatwg, strict] {
      let validator = URLValidator(options: options)
      for input in inputs
      where validator.validate(input, fastPath: true) != validator.validate(input, fastPath: false)
      {
        differ.append(input)
      }
    }
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(20))")
  }
}
