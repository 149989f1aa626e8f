import KBCheck
import Testing

/// Invariants over many generated inputs: parsing never traps, and a
/// successful parse's href parses again to itself (the standard's
/// idempotence property, which the `/.` path prefix exists for).
@Suite struct URLRoundTripTests {
  /// A small deterministic generator (SplitMix64).
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let pieces: [String] = [
    "http:", "https:", "file:", "sc:", "ws:", "javascript:", "//", "/", "\\", "..", ".", "%2e",
    "%", "%41", "?", "#", "@", ":", "[", "]", "::", "1", "0x", "255", ".", "a", "B", "xn--",
    "é", "ß", "\u{0663}", "\u{200D}", " ", "\t", "\u{0}", "C:", "|", "localhost", "8080",
    "user", "[::1]", "1.2.3.4", "\u{FF0E}", "\u{3002}", "^", "`", "{", "'", "\"",
  ]

  @Test func hrefReparsesToItself() {
    var rng = SplitMix(state: 42)
    let bases = ["http://example.org/foo/bar", "file:///C:/dir/file", "sc://h/p?q", "data:x"]
      .compactMap { WHATWGURL.parse($0) }
    var parsed = 0
    var mismatches: [String] = []
    for _ in 0..<20_000 {
      let count = Int.random(in: 1...10, using: &rng)
      var input = ""
      for _ in 0..<count { input += URLRoundTripTests.pieces.randomElement(using: &rng) ?? "" }
      let base = Bool.random(using: &rng) ? bases.randomElement(using: &rng) : nil
      guard let url = WHATWGURL.parse(input, base: base) else { continue }
      parsed += 1
      let again = WHATWGURL.parse(url.href)
      if again?.href != url.href || again?.pathname != url.pathname || again?.search != url.search
        || again?.hash != url.hash || again?.host != url.host
      {
        mismatches.append(
          "\(String(reflecting: input)) -> \(url.href) -> \(again?.href ?? "failure")")
      }
    }
    for m in mismatches.prefix(20) { print("roundtrip FAIL", m) }
    #expect(parsed > 1000)
    #expect(mismatches.isEmpty)
  }
}
