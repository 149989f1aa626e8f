import Foundation
import Testing

@testable import KBCheck

/// The email domain path makes a clean non-ASCII domain's A-label form
/// itself (RFC 3492 Punycode of the ToUnicode form) instead of calling ICU's
/// ToASCII a second time. Wherever it gives an answer, the answer must be
/// ICU's: UTS #46 ToASCII with the address's options, with no error, and
/// ToUnicode of that form gives the same U-label form back.
@Suite struct PunycodeTests {
  /// The domains of a corpus's addresses, each once.
  static func domains(ofCorpus name: String) throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/corpora/\(name)")
    var seen: Set<String> = []
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap {
      guard let at = $0.lastIndex(of: "@") else { return nil }
      let domain = String($0[$0.index(after: at)...])
      return seen.insert(domain).inserted ? domain : nil
    }
  }

  /// Every input of IdnaTestV2 (WPT's copy of the Unicode test file).
  static func idnaTestInputs() throws -> [String] {
    try WPTFixtures.cases("IdnaTestV2").compactMap { $0["input"] as? String }
  }

  /// Compares the Punycode route with ICU on `domains`; returns how many
  /// domains it answered and the ones where it differs from ICU.
  static func compare(_ domains: [String]) -> (answered: Int, differ: [String]) {
    let options = EmailValidator.idnaOptions
    var answered = 0
    var differ: [String] = []
    for domain in domains where domain.utf8.contains(where: { $0 >= 0x80 }) {
      let unicode = IDNA.toUnicode(domain, options: options)
      guard unicode.errors.isEmpty,
        let ascii = EmailDomainCache.asciiForm(ofUnicode: unicode.value)
      else { continue }
      answered += 1
      let icu = IDNA.toASCII(domain, options: options)
      let back = IDNA.toUnicode(icu.value, options: options)
      if icu.value != ascii || !icu.errors.isEmpty || back.value != unicode.value
        || !back.errors.isEmpty
      {
        differ.append("\(domain): \(ascii) vs ICU \(icu.value) \(icu.errors)")
      }
    }
    return (answered, differ)
  }

  @Test(arguments: ["emails-100k.txt", "emails-distinct-domains.txt", "emails-mixed-script.txt"])
  func punycodeRouteIsICUsOnTheCorpus(corpus: String) throws {
    let (answered, differ) = Self.compare(try Self.domains(ofCorpus: corpus))
    #expect(answered >= 30, "\(corpus): \(answered) domains answered")
    #expect(differ.isEmpty, "\(corpus): \(differ.count) differ: \(differ.prefix(10))")
  }

  @Test func punycodeRouteIsICUsOnIdnaTestV2() throws {
    let (answered, differ) = Self.compare(try Self.idnaTestInputs())
    #expect(answered >= 250, "\(answered) inputs answered")
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(10))")
  }

  /// RFC 3492 §7.1's samples (lowercased, as UTS #46 gives labels).
  @Test(arguments: [
    ("ليهمابتكلموشعربي؟", "egbpdaj6bu4bxfgehfvwxn"),
    ("他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"),
    ("почемужеонинеговорятпорусски", "b1abfaaepdrnnbgefbadotcwatmq2g4l"),
    ("3年b組金八先生", "3b-ww4c5e180e575a65lsy2b"),
    ("-> $1.00 <-", "-> $1.00 <--"),
  ])
  func rfc3492Samples(label: String, encoded: String) {
    var out: [UInt8] = []
    #expect(Punycode.encode(label.unicodeScalars.map(\.value), into: &out))
    #expect(String(decoding: out, as: UTF8.self) == encoded)
  }
}
