import Testing

@testable import KBCheck

/// The domain of an internationalized address is checked under IDNA2008
/// (RFC 6531 §3.2 requires IDNA2008 U-labels; RFC 5891 §4–5 and RFC 5892),
/// with UTS #46 as the mapping step, in the profiles that claim RFC 6531.
@Suite struct EmailIDNA2008Tests {
  static let profiles: [EmailPreset] = [.form, .rfc, .ascii]

  /// RFC 5892 §2.1: only letters, digits and marks are PVALID; symbols and
  /// emoji (So, Sc, Sm) are DISALLOWED though UTS #46 accepts them.
  @Test(arguments: [
    ("a@😀.example", "U+1F600"), ("a@€uro.example", "U+20AC"), ("a@♥.example", "U+2665"),
    ("a@xn--ls8h.example", "U+1F4A9"),  // an A-label for 💩 (RFC 5891 §5.4: decode, then check)
  ])
  func disallowedCodePointsAreRefused(address: String, character: String) {
    for profile in Self.profiles {
      let result = profile.validator.validate(address)
      #expect(!result.isValid, "\(profile) \(address)")
      let issue = result.errors.first { $0.code == .emailIDNANotIDNA2008 }
      #expect(issue?.message.contains(character) == true, "\(profile): \(result.issues)")
    }
  }

  /// RFC 5892 Appendix A.3: U+00B7 MIDDLE DOT only between two `l` (Catalan
  /// `l·l`); A.4: U+0375 GREEK LOWER NUMERAL SIGN only before a Greek letter.
  @Test func contextORules() {
    let form = EmailPreset.form.validator
    #expect(form.validate("a@col·lecció.example").isValid)
    #expect(form.validate("a@a·b.example").errors.map(\.code) == [.emailIDNAContextO])
    #expect(form.validate("a@\u{0375}a.example").errors.map(\.code) == [.emailIDNAContextO])
    #expect(form.validate("a@\u{0375}α.example").isValid)
  }

  /// RFC 5892 Appendix A.1/A.2 (CONTEXTJ): a ZWJ only after a virama.
  @Test func contextJRules() {
    let form = EmailPreset.form.validator
    #expect(!form.validate("a@a\u{200D}b.example").isValid)
    // Devanagari KA + VIRAMA + ZWJ: allowed by A.2; a transitional difference.
    let result = form.validate("a@\u{0915}\u{094D}\u{200D}.example")
    #expect(!result.issues.contains { $0.code == .emailIDNAContextJ }, "\(result.issues)")
  }

  /// UTS #46 §6 deviations: ß, ς, ZWJ, ZWNJ read otherwise by transitional
  /// (IDNA2003) processing: a warning naming both A-label forms.
  @Test func transitionalDifferenceIsWarned() {
    for profile in Self.profiles {
      let result = profile.validator.validate("a@straße.de")
      #expect(result.isValid)
      let warning = result.warnings.first { $0.code == .emailDomainTransitional }
      #expect(warning?.message.contains("xn--strae-oqa.de") == true)
      #expect(warning?.message.contains("strasse.de") == true)
    }
  }

  @Test func cleanInternationalDomainsPass() {
    for address in ["josé@bücher.example", "a@例え.テスト.example", "a@παράδειγμα.example"] {
      let result = EmailPreset.form.validator.validate(address)
      #expect(result.isValid && result.warnings.isEmpty, "\(address): \(result.issues)")
    }
  }

  @Test func theSettingTurnsItOff() throws {
    var options = EmailValidator.Options.form
    options.checkIDNA2008 = false
    let validator = EmailValidator(options: options)
    #expect(validator.validate("a@😀.example").isValid)
  }
}
