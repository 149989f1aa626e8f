import Foundation
import Testing

@testable import KBCheck

/// `URLValidator.mayNameAHost` skips the `https://` guess for input whose
/// bytes cannot give a host with a dot or equal to `localhost`. It may only
/// skip what the guess would refuse: checked against the guess itself on
/// every WPT input (urltestdata, IdnaTestV2, toascii), each also without its
/// scheme, and on the ways the WHATWG URL parser (host parser: percent
/// decoding, UTS #46 mapping, the IPv4 parser; basic URL parser: tab and
/// newline removal) makes a dot or `localhost` from other characters.
@Suite struct URLMissingSchemePrecheckTests {
  /// The guess as `missingSchemeSuggestion` makes it, without the pre-check.
  static func guessNamesAHost(_ input: String) -> Bool {
    let scalars = input.unicodeScalars
    guard let first = scalars.firstIndex(where: { $0.value > 0x20 }),
      let last = scalars.lastIndex(where: { $0.value > 0x20 })
    else { return false }
    let trimmed = String(scalars[first...last])
    var errors: [URLValidationError] = []
    guard !trimmed.hasPrefix("/"),
      let url = WHATWGURL.parse("https://" + trimmed, base: nil, errors: &errors),
      errors.isEmpty, url.hostKind != .none
    else { return false }
    return url.hostname.contains(".") || url.hostname == "localhost"
  }

  /// The pre-check held to the guess over many inputs: how many were
  /// tried, named a host by the guess, or skipped, and those the guess
  /// takes that the pre-check skipped (which must be none).
  struct Tally {
    var tried = 0
    var guessed = 0
    var skipped = 0
    var skippedWrongly: [String] = []

    mutating func check(_ input: String) {
      tried += 1
      let may = URLValidator.mayNameAHost(input)
      if !may { skipped += 1 }
      guard URLMissingSchemePrecheckTests.guessNamesAHost(input) else { return }
      guessed += 1
      if !may { skippedWrongly.append(input) }
    }
  }

  /// `bytes` with each of `pieces` inserted at every `step`-th position.
  static func insertions(of pieces: [[UInt8]], into bytes: [UInt8], step: Int = 1)
    -> [[UInt8]]
  {
    stride(from: 0, through: bytes.count, by: step).flatMap { at in
      pieces.map { piece in
        var variant = bytes
        variant.insert(contentsOf: piece, at: at)
        return variant
      }
    }
  }

  static func wptInputs() throws -> [String] {
    var inputs: [String] = []
    for name in ["urltestdata", "IdnaTestV2", "toascii"] {
      for c in try WPTFixtures.cases(name) {
        guard let input = c["input"] as? String else { continue }
        inputs.append(input)
        if let colon = input.firstIndex(of: ":") {
          var rest = input[input.index(after: colon)...]
          while rest.hasPrefix("/") { rest = rest.dropFirst() }
          inputs.append(String(rest))
        }
      }
    }
    return inputs
  }

  @Test func neverSkipsAGuessThatNamesAHost() throws {
    let inputs = try Self.wptInputs()
    #expect(inputs.count > 2000)
    var tally = Tally()
    for input in inputs { tally.check(input) }
    #expect(tally.guessed > 500)
    #expect(tally.skippedWrongly.isEmpty, "\(tally.skippedWrongly.prefix(20))")
  }

  /// Each of `< > [ \ ] ^ | DEL` (which the pre-check refuses, `<` and `>`
  /// unless a combining mark follows) and, beside them, `"`, `` ` ``, `{`,
  /// `}`, `%` and space (which it does not), put
  /// at every position of URLs without a scheme that have a userinfo, a
  /// port, an IPv6 host, a path, a query and a fragment: the guess of each
  /// is computed, and the pre-check may never skip one that names a host
  /// (WHATWG URL: forbidden host code points, the port state, and
  /// invalid-URL-unit / invalid-reverse-solidus in the path, query and
  /// fragment states).
  @Test func refusedBytesNeverHideAHost() {
    let shapes = [
      "example.com", "user:pw@example.com:8080/p/q.html?a=1&b=2#frag", "[::1]:80/x",
      "localhost/a?b#c", "1234/x", "a%2Eb/c", "exa.mple.com:/", "xn--nxasmq6b.com/",
    ]
    let inserted: [UInt8] = Array("<>[\\]^|\u{7F}\"`{}% ".utf8)
    var tally = Tally()
    for shape in shapes {
      for variant in Self.insertions(of: inserted.map { [$0] }, into: Array(shape.utf8)) {
        tally.check(String(decoding: variant, as: UTF8.self))
      }
    }
    #expect(tally.tried > 1500)
    #expect(tally.guessed > 100)
    #expect(tally.skippedWrongly.isEmpty, "\(tally.skippedWrongly.prefix(20))")
  }

  /// The delimiters that split the guess's authority (`@` ends a userinfo,
  /// `:` starts a port, `/`, `?` and `#` end the authority: WHATWG URL,
  /// authority and host states), and the bytes that may make a dot or
  /// `localhost` (`.`, a digit, `%`, a tab, a non-ASCII letter), each put at
  /// every position of URLs without a scheme, two at a time: the pre-check
  /// judges only the bytes that become the host, and may never skip a
  /// guess that names one.
  @Test func delimitersNeverHideAHost() {
    let shapes = [
      "example.com", "user:pw@example.com:8080/p?q#f", "localhost", "a@b.c", "a.b@c",
      "host:1.2", "http://example.com", "x:y@localhost:1/", "1234",
    ]
    let inserted: [[UInt8]] = ["@", ":", "/", "?", "#", ".", "7", "%", "\t", "é", "L"].map {
      Array($0.utf8)
    }
    var tally = Tally()
    for shape in shapes {
      for once in Self.insertions(of: inserted, into: Array(shape.utf8)) {
        for variant in Self.insertions(of: inserted, into: once, step: 3) {
          guard let input = String(bytes: variant, encoding: .utf8) else { continue }
          tally.check(input)
        }
      }
    }
    #expect(tally.tried > 20_000)
    #expect(tally.guessed > 1_000)
    // The pre-check must also skip: more than a quarter of these.
    #expect(tally.skipped > tally.tried / 4)
    #expect(tally.skippedWrongly.isEmpty, "\(tally.skippedWrongly.prefix(20))")
  }

  /// Only the host's bytes count: a dot in the port or the path names no
  /// host, and neither does a scheme whose URL did not parse (the guess's
  /// host is then the scheme's name); any `@` before the path is a
  /// userinfo, which the guess refuses (invalid-credentials).
  @Test(arguments: [
    ("c:1.2", false), ("c/a.b", false), ("c?a.b", false), ("c#a.b", false),
    ("http://a.b/", false), ("localhost:80", true), ("a.b:80/x@y", true), ("a.b@c", false),
    ("x@a.b", false), ("a:b@c.d:8/e", false), ("@localhost", false),
  ])
  func judgesTheHostAlone(_ input: String, guessNamesAHost: Bool) {
    #expect(URLValidator.mayNameAHost(input) == guessNamesAHost)
    #expect(Self.guessNamesAHost(input) == guessNamesAHost)
  }

  /// The bytes no guess survives, and characters a domain may hold: `{`,
  /// and `>` before U+0338 (NFC makes `≯` of them, IdnaTestV2's decomposed
  /// inputs).
  @Test(arguments: [
    ("example.com/a\\b", false), ("example.com|x", false), ("exa<mple.com", false),
    ("[::1].com", false), ("example.com/^", false), ("example.com#\u{7F}", false),
    ("exa{mple.com", true), ("a.\u{3E}\u{338}", true), ("a.b>", false),
  ])
  func refusesBytesNoGuessSurvives(_ input: String, guessNamesAHost: Bool) {
    #expect(URLValidator.mayNameAHost(input) == guessNamesAHost)
    #expect(Self.guessNamesAHost(input) == guessNamesAHost)
  }

  /// Each of these can name a host only through the parser's rewriting, so
  /// the pre-check passes it on to the guess (which refuses some of them for
  /// the validation error the rewriting reports: a tab, an IPv4 number
  /// without dots). `localocalhost` checks the word search after a false
  /// start at the second `l`.
  @Test(arguments: [
    "1234",  // IPv4 parser: 0.0.4.210
    "0x7f",  // IPv4 parser: 0.0.0.127
    "LOCALHOST",  // lower-cased
    "localocalhost",  // `localhost` after a false start at the second `l`
    "local\thost",  // tab removed
    "local\nhost",  // newline removed
    "%6cocalhost",  // percent-decoded
    "\u{FF4C}\u{FF4F}\u{FF43}\u{FF41}\u{FF4C}\u{FF48}\u{FF4F}\u{FF53}\u{FF54}",  // full width
    "local\u{AD}host",  // soft hyphen removed by UTS #46
    "a\u{3002}b",  // ideographic full stop mapped to `.`
    "a%2Eb",  // percent-decoded dot
  ])
  func passesRewritableInputToTheGuess(_ input: String) {
    #expect(URLValidator.mayNameAHost(input))
  }

  /// The guess takes these, so the pre-check must let them through.
  @Test(arguments: [
    "LOCALHOST", "%6cocalhost", "local\u{AD}host", "a\u{3002}b", "a%2Eb",
    "\u{FF4C}\u{FF4F}\u{FF43}\u{FF41}\u{FF4C}\u{FF48}\u{FF4F}\u{FF53}\u{FF54}",
  ])
  func guessNamesAHostThroughRewriting(_ input: String) {
    #expect(Self.guessNamesAHost(input))
    #expect(URLValidator.mayNameAHost(input))
  }

  /// Text with none of those characters is skipped, and the guess agrees.
  @Test(arguments: ["ab", "localhos", "mailto:someone", "javascript:alert", "a b c", "locahost"])
  func skipsTextThatCannotNameAHost(_ input: String) {
    #expect(!URLValidator.mayNameAHost(input))
    #expect(!Self.guessNamesAHost(input))
  }
}
