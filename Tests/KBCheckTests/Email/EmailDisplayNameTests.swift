import KBCheck
import Testing

/// `Name <address>` with `allowDisplayName`: RFC 5322 §3.4 `name-addr`,
/// §3.2.5 `display-name` (`phrase`), §3.2.3 `specials`, §3.2.4 quoted
/// strings, §4.1 `obs-phrase`; RFC 6532 §3.2 for UTF-8 in names.
@Suite struct EmailDisplayNameTests {
  static let validator = EmailValidator(
    options: {
      var options = EmailValidator.Options.form
      options.allowDisplayName = true
      return options
    }())

  /// Well-formed names: the value is the address, the name is what a reader sees.
  @Test(arguments: [
    ("Joe Bloggs <joe@example.com>", "Joe Bloggs"),  // atoms
    (#""Bloggs, Joe" <joe@example.com>"#, "Bloggs, Joe"),  // specials inside quotes (§3.2.4)
    (#""Joe \"JB\" Bloggs" <joe@example.com>"#, #"Joe "JB" Bloggs"#),  // quoted pairs (§3.2.1)
    (#""Joe <x>" <joe@example.com>"#, "Joe <x>"),  // '<' inside quotes is not the address's
    ("Joe (the boss) Bloggs <joe@example.com>", "Joe Bloggs"),  // comments are CFWS (§3.2.2)
    ("  Joe \t  Bloggs   <joe@example.com>", "Joe Bloggs"),  // FWS runs read as one space
    ("Zoë Jäger <zoe@example.com>", "Zoë Jäger"),  // UTF-8 atext (RFC 6532 §3.2)
  ])
  func wellFormed(input: String, name: String) {
    let result = Self.validator.validate(input)
    #expect(result.isValid, "\(result.issues)")
    #expect(result.value == input.split(separator: "<").last.map { String($0.dropLast()) })
    #expect(result.email?.displayName == name)
    #expect(result.issues.allSatisfy { $0.severity == .warning })
  }

  @Test func noName() {
    let result = Self.validator.validate("<joe@example.com>")
    #expect(result.isValid)
    #expect(result.email?.displayName == nil)
  }

  /// Malformed names and brackets are errors with their own codes, and
  /// the range points at the fault.
  @Test(arguments: [
    ("Joe\u{07} <joe@example.com>", "email.display-name.control-character", 3),
    ("\"Joe\u{0A}\" <joe@example.com>", "email.display-name.control-character", 4),
    ("Joe\u{85} <joe@example.com>", "email.display-name.control-character", 3),  // C1 NEL
    ("\"Joe <joe@example.com>", "email.display-name.unbalanced", 0),  // unclosed quote
    ("Joe (boss <joe@example.com>", "email.display-name.unbalanced", 4),  // unclosed comment
    ("Joe) <joe@example.com>", "email.display-name.unbalanced", 3),
    ("Joe; Bloggs <joe@example.com>", "email.display-name.special-character", 3),
    ("Bloggs, Joe <joe@example.com>", "email.display-name.special-character", 6),
    ("joe@home <joe@example.com>", "email.display-name.special-character", 3),
    ("Joe [admin] <joe@example.com>", "email.display-name.special-character", 4),
    ("Joe <joe@example.com", "email.display-name.malformed", 4),  // '<' never closed
    ("Joe joe@example.com>", "email.display-name.malformed", 19),  // '>' never opened
    ("Joe <joe@example.com> x", "email.display-name.malformed", 21),  // text after '>'
    ("Joe < Bloggs <joe@example.com>", "email.display-name.malformed", 13),  // a stray '<'
  ])
  func malformed(input: String, code: String, start: Int) {
    let result = Self.validator.validate(input)
    #expect(!result.isValid)
    let issue = result.issues.first { $0.code.rawValue == code }
    #expect(issue?.severity == .error, "\(result.issues)")
    #expect(issue?.range.lowerBound == start, "\(result.issues)")
  }

  /// RFC 5322 §4.1 obs-phrase: a '.' in an unquoted name is read, with a warning.
  @Test func obsoletePhraseIsAWarning() {
    let result = Self.validator.validate("John Q. Public <jqp@example.com>")
    #expect(result.isValid)
    #expect(result.email?.displayName == "John Q. Public")
    #expect(result.issues.map(\.code) == [.emailDisplayNameObsolete])
  }

  /// The phishing pattern: the name shows an address or domain other than
  /// the real one. The same address or domain shown as the name is not one.
  @Test(arguments: [
    (#""support@yourbank.example" <x@attacker.example>"#, true),
    (#""PayPal.com" <service@paypa1.example>"#, true),
    (#""Your Bank (www.yourbank.example)" <x@attacker.example>"#, true),
    (#""joe@example.com" <joe@example.com>"#, false),
    (#""example.com support" <help@mail.example.com>"#, false),
    (#""Joe Bloggs" <joe@example.com>"#, false),
    (#""Dr. J. Bloggs" <joe@example.com>"#, false),
  ])
  func lookalikeWarns(input: String, warns: Bool) {
    let result = Self.validator.validate(input)
    #expect(result.isValid)
    let warning = result.issues.first { $0.code == .emailDisplayNameLooksLikeAddress }
    #expect((warning != nil) == warns, "\(result.issues)")
    #expect(warning.map { $0.severity == .warning } ?? true)
  }

  /// Without `allowDisplayName` the form is one error, as before.
  @Test func notAllowed() {
    let result = EmailValidator(options: .form).validate("Joe <joe@example.com>")
    #expect(!result.isValid)
    #expect(result.issues.map(\.code) == [.emailDisplayName])
  }
}

/// RFC 5321 §4.5.3.1.1 (local part, 64 octets) and §4.5.3.1.3 (path, 256
/// octets with the angle brackets: 254 for the address), both measured on
/// the same three forms, the longest counting: as written (comments and
/// folding white space left out), canonical with U-labels, canonical with
/// A-labels.
@Suite struct EmailLengthLimitTests {
  static let rfc = EmailValidator(options: .rfc)
  static let form = EmailValidator(options: .form)
  static let a64 = String(repeating: "a", count: 64)

  @Test func localPartCountsItsLongestForm() {
    // Comments are not part of any form; quotes as written are (isemail's
    // ISEMAIL_RFC5322_LOCAL_TOOLONG counts them too).
    #expect(Self.rfc.validate("\(Self.a64)(comment)@example.com").isValid)
    #expect(Self.rfc.validate("\(Self.a64)@example.com").isValid)
    let quoted = Self.rfc.validate("\"\(Self.a64)\"@example.com")
    #expect(
      quoted.issues.first { $0.code == .emailLocalTooLong }?.message.contains(
        "66 bytes long as written (64 in canonical form)") == true, "\(quoted.issues)")
    for tooLong in [
      "a\(Self.a64)@example.com", "\"a\(Self.a64)\"@example.com",
      "\"a b\(Self.a64.dropFirst(3))\"@example.com",
    ] {
      let result = Self.rfc.validate(tooLong)
      #expect(result.issues.contains { $0.code == .emailLocalTooLong }, "\(tooLong)")
      #expect(!result.isValid)
    }
  }

  @Test func addressCountsTheLongerCanonicalForm() {
    // Each label is 28 octets in UTF-8 and 34 as an A-label
    // (xn--abcdefghijklmnopqrstuvwxyz-5hc).
    let label = "abcdefghijklmnopqrstuvwxyz" + "ä"
    let fits = Self.a64 + "@" + Array(repeating: label, count: 5).joined(separator: ".") + ".com"
    #expect(Self.form.validate(fits).isValid)  // 213 and 243 octets
    let long = Self.a64 + "@" + Array(repeating: label, count: 6).joined(separator: ".") + ".com"
    #expect(long.utf8.count == 242)  // the U-label form fits…
    let result = Self.form.validate(long)
    #expect(!result.isValid)  // …the A-label form does not
    let issue = result.issues.first { $0.code == .emailTooLong }
    #expect(
      issue?.message.contains("278 bytes long in its ASCII (A-label) form") == true,
      "\(result.issues)")
  }

  @Test func exactlyAtTheLimits() {
    let labels = [60, 60, 59].map { String(repeating: "b", count: $0) }.joined(separator: ".")
    let exactly = Self.a64 + "@" + labels + ".example"
    #expect(exactly.utf8.count == 254)
    #expect(Self.form.validate(exactly).isValid)
    let over = Self.a64 + "@" + labels + "b.example"
    #expect(Self.form.validate(over).issues.contains { $0.code == .emailTooLong })
  }
}
