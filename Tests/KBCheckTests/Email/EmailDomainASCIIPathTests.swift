import Testing

@testable import KBCheck

/// Issue 27: an all-ASCII domain is converted on its bytes, without ICU.
/// UTS #46 §4 (Processing) on such a domain only maps A–Z to a–z
/// (IdnaMappingTable.txt), and §4.1 (Validity Criteria) with CheckHyphens
/// refuses a leading or trailing hyphen and empty labels; UseSTD3ASCIIRules
/// refuses every other ASCII byte. The byte path must give exactly what ICU's
/// ToUnicode gives, value and errors, on every domain it takes.
@Suite struct EmailDomainASCIIPathTests {
  static let options = EmailValidator.idnaOptions

  /// Every domain of up to five characters over `a B 0 - . _ x n` — empty
  /// labels, root dots, hyphens at every position, `??--` labels, a
  /// disallowed `_` — compared with ICU. Domains the byte path declines
  /// (`_`, `??--`) are counted, not compared.
  @Test func agreesWithICUOnEveryShortDomain() {
    let domains = Self.every(upTo: 5, over: ["a", "B", "0", "-", ".", "_", "x", "n"])
    var taken = 0
    var declined = 0
    var disagreements: [String] = []
    for domain in domains {
      guard let fast = EmailDomainCache.plainASCIIToUnicode(domain, options: Self.options) else {
        declined += 1
        continue
      }
      taken += 1
      let icu = IDNA.toUnicode(domain.lowercased(), options: Self.options)
      if fast != icu {
        disagreements.append(
          "'\(domain)': bytes \(fast.value) \(fast.errors.rawValue), ICU \(icu.value) \(icu.errors.rawValue)"
        )
      }
    }
    #expect(disagreements == [])
    // 8^0 + … + 8^5 = 37,449 domains; those with `_`, or `-` at both the
    // third and fourth place of a label, go to ICU.
    #expect(taken + declined == 37_449)
    #expect(taken == 19_284)
  }

  /// The byte path declines what it must leave to ICU.
  @Test(arguments: ["xn--mnchen-3ya.de", "ab--c.de", "a_b.de", "münchen.de", "a b.de", "a@b"])
  func declines(_ domain: String) {
    #expect(EmailDomainCache.plainASCIIToUnicode(domain, options: Self.options) == nil)
  }

  /// Capitals are lowered; a lowercase domain is kept as it is.
  @Test func lowersCapitals() throws {
    let r = try #require(
      EmailDomainCache.plainASCIIToUnicode("Mail.EXAMPLE.com", options: Self.options))
    #expect(r.value == "mail.example.com")
    #expect(r.errors.isEmpty)
  }

  /// Every text of up to `length` characters over `alphabet`, the empty
  /// one first.
  static func every(upTo length: Int, over alphabet: [Character]) -> [String] {
    var texts: [String] = [""]
    var frontier: [String] = [""]
    for _ in 1...length {
      frontier = frontier.flatMap { prefix in alphabet.map { prefix + String($0) } }
      texts += frontier
    }
    return texts
  }

  /// The entry built for a plain ASCII domain holds the same facts as the
  /// general initializer derives from the same conversion (which asks
  /// IDNA2008 and UTS #39 and reads the forms again): on every short domain
  /// above, the special-use names (RFC 6761 / 7686) in every case, and the
  /// plain ASCII domains of the email corpora.
  @Test func plainEntryMatchesTheGeneralOne() throws {
    var domains = Self.every(upTo: 5, over: ["a", "B", "0", "-", ".", "x", "n", "t"])
    for tld in ["arpa", "test", "local", "onion", "invalid", "localhost", "com", "c0", "a-"] {
      domains += [tld, "x.\(tld)", "x.\(tld.uppercased())", "x.\(tld).", "x..\(tld)"]
    }
    for name in ["emails-100k.txt", "emails-distinct-domains.txt"] {
      domains += try PunycodeTests.domains(ofCorpus: name)
    }
    var compared = 0
    var disagreements: [String] = []
    for domain in domains {
      guard let plain = EmailDomainCache.plainASCIIToUnicode(domain, options: Self.options) else {
        continue
      }
      compared += 1
      let fast = EmailDomainCache.Entry(plainASCIIKey: domain, conversion: plain)
      let general = EmailDomainCache.Entry(
        key: domain, toASCII: IDNAResult(value: plain.value, errors: []), toUnicode: plain,
        decodesToXNLabel: false, isMapped: false, isNotNFC: false, spoof: [])
      if Self.facts(fast) != Self.facts(general) {
        disagreements.append("'\(domain)': \(Self.facts(fast)) vs \(Self.facts(general))")
      }
    }
    #expect(disagreements == [])
    #expect(compared > 40_000)
  }

  /// Every stored fact of an entry, in one comparable line.
  static func facts(_ e: EmailDomainCache.Entry) -> String {
    [
      e.key, e.toASCII.value, "\(e.toASCII.errors.rawValue)", e.toUnicode.value,
      "\(e.toUnicode.errors.rawValue)", "\(e.decodesToXNLabel)", "\(e.isMapped)", "\(e.isNotNFC)",
      "\(e.hasEmptyLabel)", "\(e.spoof.count)", "\(e.idna2008)", "\(e.isClean)", "\(e.spoofWarns)",
      "\(e.hasDot)", "\(e.endsInLetter)", "\(e.isSpecialUse)", "\(e.unicodeIsKey)",
      "\(e.asciiIsKey)", "\(e.asciiIsUnicode)", "\(e.unicodeCount)", "\(e.asciiCount)",
    ].joined(separator: "|")
  }
}
