import Testing

@testable import KBCheck

/// The Latin-1 "domain to ASCII" fast path (``URLLatinIDNA``) gives ICU's
/// UTS #46 answer whenever it answers.
@Suite struct URLLatinIDNATests {
  /// Random hosts over letters of both cases, digits, hyphens, dots and
  /// Latin-1 letters (and some it must leave to ICU: ß, ×, ÷, ſ, é as e and
  /// a combining accent): when the fast path answers, ICU agrees and
  /// reports no error.
  @Test func agreesWithICU() {
    let pieces = [
      "a", "z", "Q", "x", "n", "0", "9", "-", ".", "\u{FC}", "\u{E9}", "\u{FF}", "\u{C0}",
      "\u{DE}", "\u{D8}", "\u{F8}", "\u{DF}", "\u{D7}", "\u{F7}", "\u{17F}", "e\u{301}",
      "\u{E0}\u{E0}\u{E0}",
    ]
    var generator = SystemRandomNumberGenerator()
    var answered = 0
    for _ in 0..<20000 {
      let length = Int.random(in: 1...12, using: &generator)
      let host = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "a" }
        .joined()
      guard let fast = URLLatinIDNA.toASCII(Array(host.utf8)) else { continue }
      answered += 1
      let icu = IDNA.toASCII(host, options: .whatwgURL)
      #expect(icu.isValid && icu.value == String(decoding: fast, as: UTF8.self), "\(host)")
    }
    #expect(answered > 1000)
  }

  /// Known A-labels, and what goes to ICU.
  @Test func knownLabels() {
    func ascii(_ host: String) -> String? {
      URLLatinIDNA.toASCII(Array(host.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(ascii("b\u{FC}cher.de") == "xn--bcher-kva.de")
    #expect(ascii("B\u{DC}CHER.DE") == "xn--bcher-kva.de")
    #expect(ascii("\u{E9}") == "xn--9ca")
    #expect(ascii("stra\u{DF}e.de") == nil)
    #expect(ascii("xn--b\u{FC}cher") == nil)
    #expect(ascii("-b\u{FC}cher") == nil)
    #expect(ascii("b\u{FC}cher.") == nil)
    #expect(ascii("b\u{FC}cher..de") == nil)
    #expect(ascii(String(repeating: "\u{FC}", count: 60)) == nil)
  }
}
