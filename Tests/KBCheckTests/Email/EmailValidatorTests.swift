import KBCheck
import Testing

@Suite struct EmailValidatorTests {
  static let form = EmailValidator()
  /// A validator with the preset, changed by `change`.
  static func make(
    _ preset: EmailValidator.Options, _ change: (inout EmailValidator.Options) -> Void = { _ in }
  ) -> EmailValidator {
    var options = preset
    change(&options)
    return EmailValidator(options: options)
  }

  @Test func joseAtBucher() {
    let result = EmailValidatorTests.form.validate("josé@bücher.example")
    #expect(result.isValid)
    #expect(result.value == "josé@bücher.example")
    #expect(result.email?.asciiValue == "josé@xn--bcher-kva.example")
    #expect(result.email?.smtputf8 == true)
    #expect(result.email?.localPart == "josé")
    #expect(result.email?.domain == "bücher.example")
    #expect(result.email?.asciiDomain == "xn--bcher-kva.example")
    let json = result.jsonText(type: .keyboard(.emailAddress))
    #expect(json.contains(#""asciiValue":"josé@xn--bcher-kva.example","smtputf8":true"#))
  }

  @Test func asciiFastPathReturnsTheInput() {
    let result = EmailValidatorTests.form.validate("a@b.example")
    #expect(result.isValid)
    #expect(result.value == "a@b.example")
    #expect(result.issues.isEmpty)
    #expect(result.detail("asciiValue") == .string("a@b.example"))
    #expect(result.detail("smtputf8") == .bool(false))
  }

  @Test(arguments: [
    ("Test@Example.COM", "Test@example.com", "Test@example.com"),
    ("a@xn--bcher-kva.example", "a@bücher.example", "a@xn--bcher-kva.example"),
    ("a@BÜCHER.example", "a@bücher.example", "a@xn--bcher-kva.example"),
    ("e\u{301}@x.com", "\u{e9}@x.com", "\u{e9}@x.com"),
    ("伊昭傑@郵件.商務", "伊昭傑@郵件.商務", "伊昭傑@xn--5nqv22n.xn--lhr59c"),
  ])
  func canonicalValues(input: String, value: String, ascii: String) {
    let result = EmailValidatorTests.form.validate(input)
    #expect(result.isValid, "\(result.issues)")
    // Compare bytes: String == is canonical equivalence, blind to NFC.
    #expect(result.value.map { Array($0.utf8) } == Array(value.utf8))
    #expect(result.detail("asciiValue")?.stringValue.map { Array($0.utf8) } == Array(ascii.utf8))
  }

  @Test(arguments: [
    ("\"john\"@x.com", "john@x.com"), ("\"a\".b@x.com", "a.b@x.com"),
    ("\"john\\ doe\"@x.com", "\"john doe\"@x.com"), ("\"a\\\"b\"@x.com", "\"a\\\"b\"@x.com"),
    ("a(comment)@x.com", "a@x.com"), (" a@x.com ", "a@x.com"), ("a@[IPv6:::1]", "a@[IPv6:::1]"),
    ("a@[ipv6:ABCD::1]", "a@[IPv6:abcd::1]"), ("a@[192.0.2.1]", "a@[192.0.2.1]"),
    ("a@localhost", "a@localhost"),
    ("a@123", "a@123"),
  ])
  func rfcCanonicalValues(input: String, value: String) {
    let result = EmailValidatorTests.make(.rfc).validate(input)
    #expect(result.isValid, "\(result.issues)")
    #expect(result.value == value)
  }

  /// One input per failure class, with the code it must produce (form profile).
  @Test(arguments: [
    ("", "email.empty"), ("abc", "email.no-at"), ("@x.com", "email.local.missing"),
    ("a@", "email.domain.missing"), (".a@x.com", "email.local.leading-dot"),
    ("a.@x.com", "email.local.trailing-dot"), ("a..b@x.com", "email.local.consecutive-dots"),
    ("a@.x.com", "email.domain.leading-dot"), ("a@x.com.", "email.domain.trailing-dot"),
    ("a@x..com", "email.domain.consecutive-dots"), ("a,b@x.com", "email.local.forbidden-character"),
    ("a@x_y.com", "email.domain.forbidden-character"), ("a@b@x.com", "email.multiple-at"),
    ("a＠x.com", "email.fullwidth-at"), ("\"a@x.com", "email.local.quoted"),
    ("a@-x.com", "email.domain.label-leading-hyphen"),
    ("a@x-.com", "email.domain.label-trailing-hyphen"),
    ("a@ab--c.com", "email.domain.label-hyphen-3-4"), ("a@x", "email.domain.no-dot"),
    ("a@x.123", "email.domain.tld-not-letter"), ("a@printer.local", "email.domain.special-use"),
    ("a@x.onion", "email.domain.special-use"), ("a@[1.2.3.4]", "email.domain.literal"),
    ("Joe <joe@x.com>", "email.display-name"), ("a(b)c@x.com", "email.deprecated.comment"),
    ("a b@x.com", "email.unexpected-character"),
    (" a@x.com", "email.deprecated.folding-whitespace"),
    ("a\u{7}@x.com", "email.control-character"),
    ("a@x\u{a0}y.com", "email.domain.forbidden-character"),
    ("a\u{3000}b@x.com", "email.local.forbidden-character"),
    ("a@xn--a.com", "email.idna.invalid-ace-label"), ("a@1\u{5d0}.com", "email.idna.bidi"),
    ("a@x\u{200d}y.com", "email.idna.contextj"),
    ("a@\u{301}x.com", "email.idna.leading-combining-mark"),
    ("a@x\u{ff3f}y.com", "email.idna.disallowed"),
  ])
  func failureCodes(input: String, code: String) {
    let result = EmailValidatorTests.form.validate(input)
    #expect(!result.isValid)
    #expect(result.issues.contains { $0.code.rawValue == code }, "\(result.issues)")
  }

  @Test(arguments: [
    ("\"a", "email.local.unclosed-quote"), ("a(b@x.com", "email.comment.unclosed"),
    ("a@[1.2.3.4", "email.literal.unclosed"), ("\"a\\", "email.backslash-at-end"),
    ("\"a\"b@x.com", "email.unexpected-character"), ("a@[1.2.3]", "email.literal.bad-ipv4"),
    ("a@[1.2.3.256]", "email.literal.bad-ipv4"), ("a@[x:1]", "email.literal.unknown"),
    ("a@[IPv6:1:2:3:4:5:6:7]", "email.literal.ipv6-group-count"),
    ("a@[IPv6:1::2::3]", "email.literal.ipv6-double-elision"),
    ("a@[IPv6::1]", "email.literal.ipv6-colon-start"),
    ("a@[IPv6:1::2:]", "email.literal.ipv6-colon-end"),
    ("a@[IPv6:1::12345]", "email.literal.ipv6-bad-group"),
    ("a@[IPv6:1::g]", "email.literal.ipv6-bad-group"),
    ("a@x.com\r", "email.bad-line-break"), ("a@x.com\r\n", "email.bad-line-break"),
    ("\"a\u{0}\"@x.com", "email.local.forbidden-in-quotes"),
    ("(a\u{0})b@x.com", "email.comment.forbidden-character"),
    ("a@[1.2.3.4]x", "email.unexpected-character"),
    ("a@[1.2.\\3.4]", "email.literal.forbidden-character"),
    (String(repeating: "a", count: 65) + "@x.com", "email.local.too-long"),
    ("a@" + String(repeating: "b", count: 64) + ".com", "email.domain.label-too-long"),
  ])
  func rfcFailureCodes(input: String, code: String) {
    let result = EmailValidatorTests.make(.rfc).validate(input)
    #expect(!result.isValid)
    #expect(result.issues.contains { $0.code.rawValue == code }, "\(result.issues)")
  }

  @Test func addressLengthOnBothForms() {
    let local = String(repeating: "a", count: 63)
    let label = String(repeating: "b", count: 60)
    let fits = local + "@" + [label, label, label].joined(separator: ".") + ".example"  // 254
    #expect(fits.utf8.count == 254)
    #expect(EmailValidatorTests.form.validate(fits).isValid)
    #expect(!EmailValidatorTests.form.validate("a" + fits).isValid)
    // 60 × "ü" is 120 octets in UTF-8 but its A-label is longer than 63.
    let unicode = "a@" + String(repeating: "ü", count: 60) + ".example"
    let result = EmailValidatorTests.form.validate(unicode)
    #expect(result.issues.contains { $0.code == .emailDomainLabelTooLong })
    // The ASCII form is longer than the Unicode form: 254 Unicode, more ASCII.
    let u =
      String(repeating: "a", count: 30) + "@"
      + (0..<4).map { _ in "bücher" + String(repeating: "x", count: 45) }
      .joined(separator: ".") + ".example"
    let r = EmailValidatorTests.form.validate(u)
    #expect(u.utf8.count <= 254)
    if case .string(let ascii)? = r.detail("asciiValue") { #expect(ascii.utf8.count > 254) }
    #expect(r.issues.contains { $0.code == .emailTooLong })
  }

  @Test func localPartIsNormalizedToNFCWithAWarning() {
    let result = EmailValidatorTests.form.validate("jose\u{301}@example.com")
    #expect(result.isValid)
    #expect(result.value.map { Array($0.utf8) } == Array("jos\u{e9}@example.com".utf8))
    #expect(result.issues.map(\.code) == [.emailLocalNotNFC])
  }

  @Test func fullwidthAtIsNeverAccepted() {
    for profile in EmailPreset.allCases {
      let result = profile.validator.validate("user＠example.com")
      #expect(!result.isValid)
      #expect(result.issues.contains { $0.code == .emailFullwidthAt && $0.range == 4..<5 })
    }
  }

  @Test(arguments: ["a@b。example", "a@b．example", "a@b｡example"])
  func ideographicDotsAreMappedWithAWarning(input: String) {
    let result = EmailValidatorTests.form.validate(input)
    #expect(result.isValid)
    #expect(result.value == "a@b.example")
    #expect(result.issues.map(\.code) == [.emailDomainDotMapped])
    #expect(result.issues.first?.severity == .warning)
    #expect(result.issues.first?.range == 3..<4)
  }

  @Test func fullwidthLettersInTheLocalPartWarn() {
    let result = EmailValidatorTests.form.validate("\u{FF4A}ohn@example.com")  // ｊohn
    #expect(result.isValid)
    #expect(result.issues.contains { $0.code == .emailLocalFullwidth && $0.range == 0..<1 })
  }

  @Test func fullwidthLettersInTheDomainAreMappedWithAWarning() {
    let result = EmailValidatorTests.form.validate("a@ｅｘａｍｐｌｅ.com")
    #expect(result.value == "a@example.com")
    #expect(result.issues.contains { $0.code == .emailDomainMapped && $0.severity == .warning })
  }

  @Test func spoofWarnings() {
    let mixed = EmailValidatorTests.form.validate("p\u{430}ypal@example.com")
    #expect(mixed.isValid)
    #expect(mixed.issues.contains { $0.code == .emailLocalMixedScript })
    let domain = EmailValidatorTests.form.validate("a@p\u{430}ypal.com")
    #expect(domain.isValid)
    #expect(domain.issues.contains { $0.code == .emailDomainMixedScript })
    let whole = EmailValidatorTests.form.validate("a@\u{440}\u{430}\u{440}.com")  // "рар"
    #expect(whole.issues.contains { $0.code == .emailDomainConfusable })
    let latin = EmailValidatorTests.form.validate("a@\u{251}pple.com")  // Latin alpha
    #expect(latin.issues.contains { $0.code == .emailDomainConfusable })
    let danish = EmailValidatorTests.form.validate("a@\u{e6}bler.dk")  // æbler: no warning
    #expect(danish.isValid && danish.issues.isEmpty)
  }

  /// What a sign-up form refuses in a mailbox name (the characters Python's
  /// email-validator refuses as unsafe: Unicode Cf and default-ignorable
  /// characters, bidi controls — UTS #55 / "Trojan Source" — and a leading
  /// combining mark); RFC 6531 allows them, so `rfc` warns instead.
  @Test(arguments: [
    ("ab\u{202E}c@example.com", "text.bidi-control", 2),  // RIGHT-TO-LEFT OVERRIDE
    ("ab\u{2067}c@example.com", "text.bidi-control", 2),  // RIGHT-TO-LEFT ISOLATE
    ("ab\u{200B}c@example.com", "text.invisible", 2),  // ZERO WIDTH SPACE
    ("ab\u{2060}c@example.com", "text.invisible", 2),  // WORD JOINER
    ("\u{FEFF}abc@example.com", "text.invisible", 0),  // BOM
    ("ab\u{00AD}c@example.com", "text.invisible", 2),  // SOFT HYPHEN
    ("ab\u{200D}c@example.com", "text.invisible", 2),  // ZWJ between Latin letters
    ("\u{0301}abc@example.com", "email.local.leading-combining-mark", 0),
  ])
  func invisibleAndBidiInTheLocalPart(input: String, code: String, at: Int) throws {
    for profile in [EmailPreset.form, .ascii] {
      let result = profile.validator.validate(input)
      #expect(!result.isValid, "\(profile) \(input.debugDescription)")
      #expect(
        result.errors.contains { $0.code.rawValue == code && $0.range.lowerBound == at }
          || (profile == .ascii && result.errors.contains { $0.code == .emailLocalNonASCII }),
        "\(profile) \(result.issues)")
    }
    let rfc = EmailValidatorTests.make(.rfc).validate(input)
    if code != "email.local.leading-combining-mark" {
      #expect(rfc.isValid, "rfc \(rfc.issues)")
      #expect(rfc.warnings.contains { $0.code.rawValue == code })
    }
  }

  @Test func profilesAndOptions() throws {
    #expect(EmailValidatorTests.make(.rfc).validate("\"a b\"@x").isValid)
    #expect(!EmailValidatorTests.make(.ascii).validate("josé@x.com").isValid)
    #expect(EmailValidatorTests.make(.ascii).validate("jose@bücher.de").isValid)
    #expect(
      EmailValidatorTests.make(.form) { $0.allowSpecialUseDomains = true }.validate("a@b.test")
        .isValid)
    #expect(
      EmailValidatorTests.make(.form) { $0.requireDotInDomain = false }.validate("a@localhost")
        .isValid == false)
    #expect(
      EmailValidatorTests.make(.form) {
        $0.requireDotInDomain = false
        $0.allowSpecialUseDomains = true
      }.validate("a@localhost").isValid)
    #expect(
      EmailValidatorTests.make(.form) { $0.allowQuotedLocal = true }.validate("\"a b\"@x.com")
        .isValid)
    #expect(
      EmailValidatorTests.make(.form) { $0.allowDomainLiteral = true }.validate("a@[192.0.2.1]")
        .isValid)
    #expect(
      EmailValidatorTests.make(.rfc) { $0.allowDeprecated = false }.validate("a(b)@x.com").isValid
        == false)
    #expect(EmailValidatorTests.make(.rfc).validate("a(b)@x.com").isValid)
    #expect(
      EmailValidatorTests.make(.rfc) { $0.allowSMTPUTF8 = false }.validate("josé@x").isValid
        == false)
    let named = EmailValidatorTests.make(.form) { $0.allowDisplayName = true }.validate(
      "Joe Bloggs <Joe@X.com>")
    #expect(named.value == "Joe@x.com")
    #expect(named.detail("displayName") == .string("Joe Bloggs"))
    // The string adapter reads the spellings of a boolean.
    var spelled = EmailValidator.Options.form
    spelled.requireDotInDomain = false
    spelled.allowSpecialUseDomains = true
    spelled.allowQuotedLocal = true
    spelled.allowDomainLiteral = true
    #expect(
      try EmailValidator.Options(settings: [
        "requireDotInDomain": "no", "allowSpecialUseDomains": "yes", "allowQuotedLocal": "1",
        "allowDomainLiteral": "on",
      ]) == spelled)
    #expect(throws: ConfigurationError.self) {
      try EmailValidator.Options(settings: [:], profile: "strict")
    }
    #expect(throws: ConfigurationError.self) {
      try EmailValidator.Options(settings: ["allowQuoted": "true"])
    }
    #expect(throws: ConfigurationError.self) {
      try EmailValidator.Options(settings: ["allowQuotedLocal": "maybe"])
    }
    #expect(EmailValidator.Options.form == EmailValidator.Options())
  }

  @Test func exampleIsNotSpecialUse() {
    #expect(EmailValidatorTests.form.validate("a@b.example").isValid)
  }

  @Test func invalidUTF8() {
    let result = EmailValidatorTests.form.validate(utf8: [0x61, 0xFF, 0x40, 0x62, 0x2E, 0x63, 0x6F])
    #expect(!result.isValid)
    #expect(result.issues.map(\.code) == [.inputInvalidUTF8])
    #expect(result.issues.first?.range == 1..<2)
    #expect(EmailValidatorTests.form.validate(utf8: Array("a@b.com".utf8)).isValid)
    // A lossy decoder leaves U+FFFD: valid UTF-8, but never an address.
    for profile in [EmailPreset.form, .rfc, .html] {
      let repaired = profile.validator.validate("a\u{FFFD}@b.com")
      #expect(!repaired.isValid)
      #expect(
        repaired.issues.contains { $0.code == .emailReplacementCharacter && $0.range == 1..<2 })
    }
  }

  @Test func keyboardTypeRoutesToThisValidator() throws {
    let result = try KeyboardType.emailAddress.validate(
      "josé@bücher.example", context: ValidationContext(profile: "rfc")
    )
    #expect(result.detail("asciiValue") == .string("josé@xn--bcher-kva.example"))
  }
}

@Suite struct EmailBytesTests {
  @Test func bitmapsMatchTheirDefinitions() {
    // The constants in EmailBytes are these bitmaps written out.
    let atext = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&'*+-/=?^_`{|}~"
    let letDig = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    let validator = EmailValidator(options: EmailValidator.Options.html)
    for b in UInt8(0x21)..<0x7F {
      let c = String(UnicodeScalar(b))
      #expect(validator.validate(c + "@x").isValid == (atext.contains(c) || c == "."), "\(c)")
      #expect(validator.validate("a@" + c).isValid == letDig.contains(c), "\(c)")
    }
  }
}

@Suite struct EmailPlainLetterRangesTests {
  /// The ranges that skip the hygiene look-ups hold no suspicious scalar
  /// by ICU's own properties.
  @Test func rangesAreHarmless() {
    let ranges: [ClosedRange<UInt32>] = [
      0xC0...0x24F, 0x391...0x3A1, 0x3A3...0x3CE, 0x400...0x482, 0x5D0...0x5EA,
      0x620...0x64A, 0x904...0x939, 0xE01...0xE3A, 0x3041...0x3096, 0x30A1...0x30FA,
      0x4E00...0x9FFF, 0xAC00...0xD7A3,
    ]
    let hygiene = CharacterHygiene()
    var flagged: [UInt32] = []
    for range in ranges {
      for cp in range {
        guard let scalar = Unicode.Scalar(cp) else { continue }
        if hygiene.classify(scalar, at: 0) != nil || scalar.icu.has(.whiteSpace) {
          flagged.append(cp)
        }
      }
    }
    #expect(flagged.isEmpty, "\(flagged.prefix(10).map { String($0, radix: 16) })")
  }
}

/// Domain literals: the canonical value writes IPv6 in RFC 5952 §4 form
/// (lower case, no leading zeros, `::` for the longest run of two or more
/// zero groups, the first of equal runs) and IPv4-mapped addresses dotted (§5).
@Suite struct EmailLiteralCanonicalTests {
  @Test(arguments: [
    ("a@[IPv6:0:0:0:0:0:0:0:1]", "a@[IPv6:::1]"),
    ("a@[IPv6:2001:DB8:0:0:1:0:0:1]", "a@[IPv6:2001:db8::1:0:0:1]"),
    ("a@[IPv6:2001:db8::0:1]", "a@[IPv6:2001:db8::1]"),
    ("a@[IPv6:2001:0db8:0000:0000:0000:ff00:0042:8329]", "a@[IPv6:2001:db8::ff00:42:8329]"),
    ("a@[IPv6:::ffff:192.0.2.1]", "a@[IPv6:::ffff:192.0.2.1]"),
    ("a@[IPv6:0:0:0:0:0:ffff:c000:0201]", "a@[IPv6:::ffff:192.0.2.1]"),
    ("a@[192.0.2.1]", "a@[192.0.2.1]"),
  ])
  func rfc5952(input: String, value: String) {
    let result = EmailValidator(options: .rfc).validate(input)
    #expect(result.value == value, "\(result.issues)")
    #expect(EmailValidator(options: .rfc).validate(value).value == value)
  }
}
