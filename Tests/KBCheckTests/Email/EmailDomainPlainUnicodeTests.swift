import Foundation
import Testing

@testable import KBCheck

/// The email domain path converts a domain of code points UTS #46 keeps
/// (`EmailDomainCache.plainUnicodeToUnicode`) on its bytes, without ICU.
/// Wherever it answers, the answer must be ICU's UTS #46 ToUnicode with the
/// address's options (nontransitional, CheckHyphens, CheckBidi,
/// CheckJoiners, UseSTD3ASCIIRules): the same value and no error.
@Suite struct EmailDomainPlainUnicodeTests {
  /// Compares the byte path with ICU on `domains`; returns how many it
  /// answered and the ones where it differs.
  static func compare(
    _ domains: some Sequence<String>,
    path: (String, IDNAOptions) -> IDNAResult? = EmailDomainCache.plainUnicodeToUnicode
  ) -> (answered: Int, differ: [String]) {
    let options = EmailValidator.idnaOptions
    var answered = 0
    var differ: [String] = []
    for domain in domains {
      guard let plain = path(domain, options) else { continue }
      answered += 1
      let icu = IDNA.toUnicode(domain, options: options)
      if !icu.errors.isEmpty || !icu.value.utf8.elementsEqual(plain.value.utf8)
        || !plain.errors.isEmpty
      {
        let scalars = domain.unicodeScalars.map { String($0.value, radix: 16) }
        differ.append("\(scalars): \(plain.value) vs ICU \(icu.value) \(icu.errors)")
      }
    }
    return (answered, differ)
  }

  /// Every code point, in the places a label gives it: alone, after and
  /// before a letter, doubled, after a hyphen, and in the third and fourth
  /// places with hyphens around it. 0 differences; code points the path
  /// leaves to ICU (upper-case, mapped, disallowed, bidi, joiners) are
  /// simply not answered.
  @Test func everyCodePointAgreesWithICU() {
    var answeredCodePoints = 0
    var differ: [String] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let c = String(scalar)
      let domains = [
        "\(c).de", "a\(c).de", "\(c)b.de", "x.\(c)\(c)", "a-\(c).de", "ab-\(c)-z.de",
        "\(c)--x.de", "a\(c)--x.de", "-\(c).de", "\(c)-.de", "A\(c).DE",
      ]
      let (answered, d) = Self.compare(domains)
      if answered > 0 { answeredCodePoints += 1 }
      differ += d
      if differ.count > 20 { break }
    }
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(20))")
    // Unicode 15.0 has ~97,000 CJK ideographs alone; far fewer would mean
    // the path stopped answering.
    #expect(answeredCodePoints > 100_000, "\(answeredCodePoints) code points answered")
  }

  /// Two marks with nonzero combining classes out of order are not NFC:
  /// ICU reorders them (U+0951, class 230, before U+094D, class 9), so the
  /// path must leave them to ICU.
  @Test func marksOutOfOrderGoToICU() {
    let domain = "क\u{951}\u{94D}.de"
    let icu = IDNA.toUnicode(domain, options: EmailValidator.idnaOptions)
    #expect(!icu.value.utf8.elementsEqual(domain.utf8))
    #expect(
      EmailDomainCache.plainUnicodeToUnicode(domain, options: EmailValidator.idnaOptions) == nil)
  }

  /// The domains of the email corpora and every IdnaTestV2 input: wherever
  /// the path answers, ICU agrees.
  @Test func corporaAndIdnaTestV2AgreeWithICU() throws {
    var domains: [String] = try PunycodeTests.idnaTestInputs()
    for corpus in ["emails-100k.txt", "emails-distinct-domains.txt", "emails-mixed-script.txt"] {
      domains += try PunycodeTests.domains(ofCorpus: corpus)
    }
    let (answered, differ) = Self.compare(domains)
    #expect(answered > 1_000, "\(answered) answered")
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(10))")
  }

  /// The common U-label domains are answered on the bytes (else the path
  /// saves nothing), and each hyphen rule is judged in UTF-16 positions as
  /// ICU counts them.
  @Test func answersAndRefusals() {
    let options = EmailValidator.idnaOptions
    for domain in ["münchen.de", "Bücher.Example", "日本語.jp", "हिन्दी.भारत", "пример.рф", "ü--x.de"] {
      #expect(
        EmailDomainCache.plainUnicodeToUnicode(domain, options: options) != nil, "\(domain)")
    }
    // Third and fourth UTF-16 units: `aü--` (hyphens at 2 and 3) and
    // U+20000 (two units) followed by `--` are refused by ICU.
    for domain in [
      "aü--x.de", "\u{20000}--x.de", "-ü.de", "ü-.de", "ü..de", "ü.de.", "xn--ü.de",
      "ü_x.de", "\u{301}a.de", "ÄÖ.de", "שלום.il", "a\u{200D}b.de",
    ] {
      #expect(
        EmailDomainCache.plainUnicodeToUnicode(domain, options: options) == nil, "\(domain)")
    }
  }

  /// The `xn--` path (`EmailDomainCache.plainACEToUnicode`): every code
  /// point's A-label forms (the U-label contexts of
  /// ``everyCodePointAgreesWithICU()``, encoded by the Punycode route), and
  /// their upper-case and altered spellings, agree with ICU's ToUnicode
  /// wherever the path answers.
  @Test func everyCodePointsALabelAgreesWithICU() {
    let options = EmailValidator.idnaOptions
    var answeredCodePoints = 0
    var differ: [String] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let c = String(scalar)
      // Unassigned and private-use code points (most of the code space)
      // in one context: ToUnicode refuses them wherever they stand.
      let contexts =
        switch scalar.properties.generalCategory {
        case .unassigned, .privateUse: ["\(c).de"]
        default: ["\(c).de", "a\(c).de", "x.\(c)\(c)", "ab-\(c)-z.de", "a\(c)--x.de", "-\(c).de"]
        }
      var domains: [String] = []
      for unicode in contexts {
        let u = IDNA.toUnicode(unicode, options: options)
        guard let ace = EmailDomainCache.asciiForm(ofUnicode: u.value) else { continue }
        domains += [ace, ace.uppercased(), ace + "a", String(ace.dropLast(4)) + "-" + ".de"]
      }
      let (answered, d) = Self.compare(domains, path: EmailDomainCache.plainACEToUnicode)
      if answered > 0 { answeredCodePoints += 1 }
      differ += d
      if differ.count > 20 { break }
    }
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(20))")
    #expect(answeredCodePoints > 100_000, "\(answeredCodePoints) code points answered")
  }

  /// The corpora's and IdnaTestV2's all-ASCII domains: wherever the `xn--`
  /// path answers, ICU agrees; and the corpora's `xn--` domains are
  /// answered.
  @Test func aLabelCorporaAgreeWithICU() throws {
    var domains: [String] = try PunycodeTests.idnaTestInputs()
    for corpus in ["emails-100k.txt", "emails-distinct-domains.txt", "emails-mixed-script.txt"] {
      domains += try PunycodeTests.domains(ofCorpus: corpus)
    }
    let ascii = domains.filter { !$0.utf8.contains { $0 >= 0x80 } }.map { $0.lowercased() }
    let (answered, differ) = Self.compare(ascii, path: EmailDomainCache.plainACEToUnicode)
    #expect(answered > 1_000, "\(answered) answered")
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(10))")
    let options = EmailValidator.idnaOptions
    for domain in ["xn--mnchen-3ya.de", "xn--bcher-kva.example", "xn--e1afmkfd.xn--p1ai"] {
      #expect(EmailDomainCache.plainACEToUnicode(domain, options: options) != nil, "\(domain)")
    }
    // Upper case, a non-canonical spelling, an all-ASCII decoding, an
    // A-label of a mapped character (U+00C4), and a right-to-left label.
    for domain in [
      "XN--MNCHEN-3YA.de", "xn--MNCHEN-3ya.de", "xn--abc-.de", "xn--ngd.de", "xn--4dbrk0ce.il",
      "xn--mnchen-3ya..de", "-a.xn--mnchen-3ya.de",
    ] {
      #expect(EmailDomainCache.plainACEToUnicode(domain, options: options) == nil, "\(domain)")
    }
  }
}
