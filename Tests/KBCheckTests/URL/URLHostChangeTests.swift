import Testing

@testable import KBCheck

/// Every change the URL Standard's host parser makes to a host beyond letter
/// case is said: refused in `form` when a person cannot have meant it, a
/// warning when it is a spelling of the same name; `whatwg` keeps the
/// standard's answers (the same href) and reports every change as a warning.
/// The messages (and so the CLI's JSON) name the host as typed and as read.
@Suite struct URLHostChangeTests {
  static let form = URLValidator(options: .form)
  static let whatwg = URLValidator(options: .whatwg)

  /// UTS #46 §4 step 1 (IDNA Mapping Table, "mapped" rows from NFKC_Casefold):
  /// compatibility characters a person cannot have meant in a host name.
  @Test(arguments: [
    ("http://ⓜünchen.de/", "http://xn--mnchen-3ya.de/", "U+24DC"),  // circled letter
    ("http://㎒.example/", "http://mhz.example/", "U+3392"),  // squared abbreviation
    ("http://Ⅻ.example/", "http://xii.example/", "U+216B"),  // Roman numeral
    ("http://⑴.example/", "http://(1).example/", "U+2474"),  // parenthesized digit
    ("http://𝐞xample.com/", "http://example.com/", "U+1D41E"),  // mathematical bold
  ])
  func compatibilityMappingIsRefused(input: String, href: String, character: String) {
    let result = Self.form.validate(input)
    let issue = result.issues.first { $0.code == .urlHostMapped }
    #expect(issue?.severity == .error, "\(input): \(result.issues)")
    #expect(!result.isValid)
    let message = issue?.message ?? ""
    #expect(message.contains(character))
    #expect(message.contains(String(input.dropFirst(7).dropLast())), "original host: \(message)")
    let standard = Self.whatwg.validate(input)
    #expect(standard.value == href)
    #expect(standard.issues.first { $0.code == .urlHostMapped }?.severity == .warning)
  }

  /// UTS #46 §4 step 1 maps U+3002 IDEOGRAPHIC FULL STOP, U+FF0E and U+FF61
  /// to `.`, and full-width letters (Decomposition_Type <wide>) to ASCII:
  /// a spelling of the same name, a warning in both profiles.
  @Test(arguments: [
    ("http://example。com/", "http://example.com/"),
    ("http://example．com/", "http://example.com/"),
    ("http://ｅｘａｍｐｌｅ.com/", "http://example.com/"),
    ("http://bu\u{308}cher.example/", "http://xn--bcher-kva.example/"),  // UTS #46 §4 step 2: NFC
  ])
  func spellingsAreWarnings(input: String, href: String) {
    for validator in [Self.form, Self.whatwg] {
      let result = validator.validate(input)
      #expect(result.value == href, "\(input): \(result.issues)")
      let issue = result.issues.first { $0.code == .urlHostSpelling }
      #expect(issue?.severity == .warning)
      #expect(issue?.message.contains("example") == true)
    }
  }

  /// The whole Default_Ignorable_Code_Point class (read from ICU's
  /// properties, not a list) that UTS #46 maps to nothing (IDNA Mapping
  /// Table "ignored" rows) is refused in a host in `form` and a warning in
  /// `whatwg`: the host would silently lose a character.
  @Test func everyIgnoredDefaultIgnorableIsSaid() {
    var checked = 0
    var failing: [String] = []
    for value in UInt32(0xA0)...0xE0FFF {
      guard let s = Unicode.Scalar(value), s.icu.has(.defaultIgnorable) else { continue }
      let input = "http://ab\(s)c.example/"
      let standard = Self.whatwg.validate(input)
      // Only the ones UTS #46 maps to nothing (the unassigned ones fail).
      guard standard.value == "http://abc.example/" else { continue }
      checked += 1
      let refused = Self.form.validate(input).issues.first {
        $0.code == .urlHostIgnorableRemoved
      }
      let warned = standard.issues.first { $0.code == .urlHostIgnorableRemoved }
      if refused?.severity != .error || warned?.severity != .warning {
        failing.append(s.codePointDescription)
      }
    }
    #expect(failing == [])
    // Unicode 15 (ICU 72): the variation selectors (16 + 240), the Mongolian
    // free variation selectors, ZWSP/ZWNJ-free joiners, soft hyphen, CGJ, …
    #expect(checked > 250, "checked \(checked)")
  }

  /// RFC 3986 §3.2.2 and the URL Standard's host parser step 4: a host is
  /// percent-decoded; no one types a host that way.
  @Test func percentEncodedHost() {
    let result = Self.form.validate("http://ex%61mple.com/")
    #expect(result.errors.map(\.code) == [.urlHostPercentDecoded])
    #expect(result.issues.first?.message.contains("ex%61mple.com") == true)
    let standard = Self.whatwg.validate("http://ex%61mple.com/")
    #expect(standard.value == "http://example.com/")
    #expect(standard.warnings.map(\.code) == [.urlHostPercentDecoded])
  }

  /// A relative input takes its host from the base (URL Standard, relative
  /// state), so nothing in it was typed as the host: text in its path or
  /// query that looks like `scheme://host` with percent-escapes is not a
  /// host change, whether the base was written plainly or with escapes. An
  /// input with its own scheme and host still is.
  @Test(arguments: ["https://example.com/a/", "https://ex%41mple.com/", "https://b\u{FC}cher.de/"])
  func relativeInputTypesNoHost(base: String) throws {
    let baseURL = try #require(WHATWGURL.parse(base))
    let validator = URLValidator(options: .form, base: baseURL)
    for input in ["/x://ex%41mple.com/", "../p?q=http://%41.com", "foo/a://b\u{FC}cher.de"] {
      let result = validator.validate(input)
      #expect(result.isValid, "\(input) against \(base): \(result.issues.map(\.code))")
      #expect(result.issues.isEmpty, "\(input) against \(base): \(result.issues.map(\.code))")
    }
    let own = validator.validate("https://ex%41mple.com/")
    #expect(own.errors.map(\.code) == [.urlHostPercentDecoded])
  }

  /// URL Standard, IPv4 parser: fewer than four parts are expanded (the
  /// last part fills the remaining bytes): `a.b.c`, `a.b`, one number.
  @Test(arguments: [
    ("http://127.0.1/", "http://127.0.0.1/"),
    ("http://127.1/", "http://127.0.0.1/"),
    ("http://2130706433/", "http://127.0.0.1/"),
    ("http://１２７.１/", "http://127.0.0.1/"),  // full-width digits, mapped first
  ])
  func ipv4ShorthandIsRefusedInForm(input: String, href: String) {
    let result = Self.form.validate(input)
    let issue = result.issues.first { $0.code == .urlHostIPv4Shorthand }
    #expect(issue?.severity == .error, "\(result.issues)")
    #expect(issue?.message.contains("127.0.0.1") == true)
    #expect(!result.isValid)
    let standard = Self.whatwg.validate(input)
    #expect(standard.value == href)
    #expect(standard.issues.first { $0.code == .urlHostIPv4Shorthand }?.severity == .warning)
  }

  @Test func fourPartIPv4AndCapitalsAreNoChange() {
    for input in ["http://127.0.0.1/", "http://EXAMPLE.com/", "http://Bücher.example/"] {
      let codes = Set(Self.form.validate(input).issues.map(\.code))
      #expect(codes.isDisjoint(with: [.urlHostIPv4Shorthand, .urlHostMapped, .urlHostSpelling]))
    }
  }

  /// RFC 1035 §2.3.4 (and UTS #46 VerifyDnsLength, which the URL Standard
  /// applies with beStrict): 63 octets per label, 253 per name, on the
  /// ASCII form; the root's trailing dot does not count.
  @Test func dnsLengthLimits() {
    let label63 = String(repeating: "a", count: 63)
    let label64 = String(repeating: "a", count: 64)
    #expect(Self.form.validate("http://\(label63).com/").isValid)
    for fastPath in [true, false] {
      let long = Self.form.validate("http://\(label64).com/", fastPath: fastPath)
      #expect(long.errors.map(\.code) == [.urlHostLabelTooLong])
      let standard = Self.whatwg.validate("http://\(label64).com/", fastPath: fastPath)
      #expect(standard.isValid)
      #expect(standard.warnings.map(\.code) == [.urlHostLabelTooLong])
    }
    // 4 × 63 + 3 dots = 255 octets; 253 accepted (with a trailing dot: 254).
    let name255 = Array(repeating: label63, count: 4).joined(separator: ".")
    #expect(Self.form.validate("http://\(name255)/").errors.map(\.code) == [.urlHostTooLong])
    let name253 = String(name255.dropFirst(2))
    #expect(Self.form.validate("http://\(name253)/").isValid)
    #expect(Self.form.validate("http://\(name253)./").isValid)
    // The ASCII form counts: 62 ü become a longer A-label.
    let unicode = String(repeating: "ü", count: 62)
    #expect(
      Self.form.validate("http://\(unicode).com/").errors.contains {
        $0.code == .urlHostLabelTooLong
      })
  }

  /// README: `form` refuses an empty userinfo whatever `allowCredentials`
  /// says (the URL Standard drops it: `http://@example.com` → `http://example.com/`).
  @Test func emptyUserinfoIsRefusedWithCredentialsAllowed() {
    var options = URLValidator.Options.form
    options.allowCredentials = true
    let validator = URLValidator(options: options)
    for input in ["http://@example.com/", "http://:@example.com/"] {
      let result = validator.validate(input)
      #expect(result.errors.map(\.code) == [.urlEmptyUserinfo], "\(input)")
    }
    #expect(validator.validate("http://user@example.com/").isValid)
    options.refuseEmptyUserinfo = false
    #expect(URLValidator(options: options).validate("http://@example.com/").isValid)
  }

  @Test func settingsReachTheOptions() throws {
    let options = try URLValidator.Options(
      settings: [
        "refuseHostRewrites": "false", "verifyDNSLength": "false",
        "refuseEmptyUserinfo": "false",
      ])
    #expect(!options.refuseHostRewrites && !options.verifyDNSLength && !options.refuseEmptyUserinfo)
    let result = URLValidator(options: options).validate("http://ⓜünchen.de/")
    #expect(result.isValid)
    #expect(result.warnings.map(\.code) == [.urlHostMapped])
  }

  /// The fast path (an input that is its own href) and the full path agree.
  @Test(arguments: [
    "http://example.com/", "http://127.0.0.1/", "http://xn--bcher-kva.example/",
    "http://\(String(repeating: "b", count: 70)).example/",
  ])
  func fastPathAgrees(input: String) {
    for validator in [Self.form, Self.whatwg] {
      #expect(
        validator.validate(input, fastPath: true) == validator.validate(input, fastPath: false))
    }
  }
}

extension URLHostChangeTests {
  /// A canonical singleton (U+F900 CJK COMPATIBILITY IDEOGRAPH-F900, NFC →
  /// U+8C48) is the same text (UAX #15): a spelling, not a compatibility
  /// mapping. (U+212B ANGSTROM SIGN lower-cases to å: letter case, no issue.)
  @Test func canonicalSingletonIsASpelling() {
    let result = Self.form.validate("http://\u{F900}.example/")
    #expect(result.isValid, "\(result.issues)")
    #expect(result.warnings.map(\.code).contains(.urlHostSpelling))
    #expect(Self.form.validate("http://\u{212B}ngstrom.example/").issues.isEmpty)
  }

  /// The Latin-1 letters ``URLValidator/hostChanges(_:kind:)`` settles
  /// without ICU: UTS #46 keeps each (à–ÿ) or only lower-cases it (À–Þ).
  @Test func latin1LettersAreNoChange() {
    let letters = Array(0xC0...0xD6) + Array(0xD8...0xDE) + Array(0xE0...0xF6) + Array(0xF8...0xFF)
    for value in letters {
      let single = String(Unicode.Scalar(UInt8(value)))
      let mapped = IDNA.toUnicode(single, options: .whatwgURL).value
      #expect(mapped == single || mapped == single.lowercased(), "U+\(value)")
      #expect(URLValidator.hostChanges("b" + single + "cher.de", kind: .domain).isEmpty)
    }
  }

  /// The byte pre-check for a typed host that may change agrees with
  /// ``URLValidator/hostChanges(_:kind:)``: where it says no change, there
  /// is none; and it says no change for a host without `%` or non-ASCII.
  @Test(arguments: [
    "http://ex%61mple.com/", "http://b\u{FC}cher.de/", "http://example.com/\u{E9}",
    "http://u:p%41@example.com/", "http://\u{E9}@example.com/", "http://[::1]:8%30/",
    "http:/example.com/%41", "http:\\\\ex\u{E9}.com", "x:%41", "a:\u{E9}", "http://:80/",
    "http://a@/", "https://example.com?%41", "https://ex\u{E9}.com:80#x",
    "http://B\u{DC}CHER.de/", "http://stra\u{DF}e.de/", "http://a\u{D7}b.de/",
    "http://u\u{308}.de/", "http://\u{FF}\u{C0}.de/", "http://\u{E9}\u{301}.de/",
    "http://www.exam%70le.com/path/to/x", "https://www.example.org/path/ex%61mple",
    "https://www.example.org/a/b/c/d/e/f", "https://www.b\u{FC}cher-und-mehr.example/a",
    "https:ex%61mple.com/", "https:///\u{E9}.com/", "sc://ex%61mple/",
  ])
  func typedHostSearchAgrees(_ input: String) throws {
    guard let url = WHATWGURL.parse(input) else { return }
    let scalars = Array(input.unicodeScalars)
    let parts = URLValidator.authorityParts(input, url: url, base: nil)
    let changes = parts.map { parts in
      URLValidator.hostChanges(String(String.UnicodeScalarView(scalars[parts.host])), kind: .domain)
    }
    let mayChange = URLValidator.typedHostMayChange(input, url: url, base: nil)
    if !mayChange { #expect(changes?.isEmpty ?? true) }
    let hasEscapeOrNonASCII =
      parts.map { parts in scalars[parts.host].contains { $0.value >= 0x80 || $0 == "%" } } ?? false
    if !hasEscapeOrNonASCII { #expect(!mayChange) }
  }
}
