import Foundation
import Testing

@_spi(Testing) @testable import KBCheck

/// A domain written with ASCII capitals converts as its lowercase form
/// does (UTS #46 §4 step 1 maps the capitals; RFC 5321 §2.4 makes domains
/// case-insensitive): the same value, ASCII value and issues. The domain
/// cache skips its mapping and NFC passes for such a domain
/// (`EmailDomainCache.differsOnlyInASCIICapitals`), so these tests hold
/// it to the lowercase answer, which takes no shortcut.
@Suite struct EmailDomainCapitalsTests {
  /// Every label's first letter upper-cased (`bücher.de` → `Bücher.De`).
  static func capitalized(_ domain: Substring) -> String {
    domain.split(separator: ".", omittingEmptySubsequences: false)
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: ".")
  }

  /// Every address of the corpus whose domain has a non-ASCII byte or an
  /// `xn--` label, with its domain capitalized and lowercase, in each
  /// profile.
  @Test(arguments: [EmailPreset.form, .rfc, .ascii])
  func corpusDomainsAnswerAsTheirLowercaseForm(profile: EmailPreset) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/corpora/emails-100k.txt")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    let validator = profile.validator
    var compared = 0
    var differ: [String] = []
    for line in lines {
      guard let at = line.lastIndex(of: "@") else { continue }
      let domain = line[line.index(after: at)...]
      guard domain.utf8.contains(where: { $0 >= 0x80 }) || domain.lowercased().contains("xn--")
      else { continue }
      let local = line[..<at]
      let upper = validator.validate(local + "@" + EmailDomainCapitalsTests.capitalized(domain))
      let lower = validator.validate(local + "@" + domain.lowercased())
      compared += 1
      if upper.value != lower.value || upper.email?.asciiValue != lower.email?.asciiValue
        || upper.issues.map(\.code) != lower.issues.map(\.code)
      {
        differ.append(String(line))
      }
    }
    #expect(compared == 12_979)
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(20))")
  }

  /// The shortcut's edges: a capital before a combining mark is not the
  /// NFC form (`I` U+0307 composes to `İ`), and a domain mapped beyond
  /// its capitals (full-width letters) is still seen as mapped.
  @Test func shortcutEdges() {
    #expect(EmailDomainCache.differsOnlyInASCIICapitals("B\u{FC}cher.De", "b\u{FC}cher.de"))
    #expect(!EmailDomainCache.differsOnlyInASCIICapitals("I\u{307}x.de", "i\u{307}x.de"))
    #expect(!EmailDomainCache.differsOnlyInASCIICapitals("\u{FF22}\u{FC}.de", "b\u{FC}.de"))
    #expect(!EmailDomainCache.differsOnlyInASCIICapitals("B\u{FC}.de", "c\u{FC}.de"))
    let options = EmailValidator.idnaOptions
    var notNFC = "I\u{307}x.de"
    #expect(notNFC.withUTF8 { EmailDomainCache.conversion(ofUTF8: $0, options: options) }.isNotNFC)
    var mapped = "\u{FF22}\u{FC}cher.de"
    #expect(mapped.withUTF8 { EmailDomainCache.conversion(ofUTF8: $0, options: options) }.isMapped)
    var plain = "B\u{FC}cher.De"
    let entry = plain.withUTF8 { EmailDomainCache.conversion(ofUTF8: $0, options: options) }
    #expect(!entry.isMapped && !entry.isNotNFC && entry.isClean)
  }
}
