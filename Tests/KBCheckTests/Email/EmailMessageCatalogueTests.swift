import KBCheck
import Testing

/// The email family's messages come from the catalogue (issue 18): every
/// message variant is reached by a real input, every English template has
/// a German one with the same placeholders, and localizing a result
/// changes only the messages.
@Suite struct EmailMessageCatalogueTests {
  static let form = EmailValidator(options: .form)
  static let rfc = EmailValidator(options: .rfc)
  static let rfcStrict: EmailValidator = {
    var options = EmailValidator.Options.rfc
    options.allowDeprecated = false
    return EmailValidator(options: options)
  }()
  static let displayName: EmailValidator = {
    var options = EmailValidator.Options.form
    options.allowDisplayName = true
    return EmailValidator(options: options)
  }()

  /// A label whose A-label (41 octets) is longer than its UTF-8 (40).
  static let growingLabel = String(repeating: "aäb一cа", count: 4)
  static let sixtyB = String(repeating: "b", count: 60)

  /// Each message variant with an input that produces it: (validator,
  /// input, code, variant).
  static let variants: [(EmailValidator, String, String, String?)] = [
    // RFC 5321 §4.5.3.1.3: 254 octets, measured on the longest form.
    (
      form, String(repeating: "a", count: 60) + "@\(sixtyB).\(sixtyB).\(sixtyB).\(sixtyB).com",
      "email.too-long", nil
    ),
    (
      rfc, "\"" + String(repeating: "\\a", count: 33) + "\"@\(sixtyB).\(sixtyB).\(sixtyB).com",
      "email.too-long", "as-written"
    ),
    (
      form,
      String(repeating: "a", count: 43) + "@"
        + Array(repeating: growingLabel, count: 5).joined(separator: ".") + ".com",
      "email.too-long", "ascii"
    ),
    // RFC 5321 §4.5.3.1.1: 64 octets.
    (form, String(repeating: "a", count: 65) + "@example.com", "email.local.too-long", nil),
    (
      rfc, "\"" + String(repeating: "\\a", count: 33) + "\"@example.com",
      "email.local.too-long", "as-written"
    ),
    // RFC 5322 §3.4.1: what may follow each element.
    (rfc, "a\"b\"@example.com", "email.unexpected-character", nil),
    (rfc, "\"a\"b@example.com", "email.unexpected-character", "after-quoted"),
    (rfc, "a@[1.2.3.4]x", "email.unexpected-character", "after-literal"),
    (rfc, "a(c)b@example.com", "email.unexpected-character", "after-comment"),
    (rfc, "a b@example.com", "email.unexpected-character", "space"),
    // RFC 5322 §4 obsolete syntax: an error unless allowDeprecated.
    (rfcStrict, "(c)x@example.com", "email.deprecated.comment", nil),
    (rfc, "(c)x@example.com", "email.deprecated.comment", "warning"),
    (rfcStrict, "a@exam ple.com", "email.deprecated.folding-whitespace", nil),
    (rfc, "a@example .com", "email.deprecated.folding-whitespace", "warning"),
    (rfcStrict, "a @example.com", "email.deprecated.cfws-near-at", nil),
    (rfc, "a @example.com", "email.deprecated.cfws-near-at", "warning"),
    (rfcStrict, "a.\"b\"@example.com", "email.deprecated.local-part", nil),
    (rfc, "a.\"b\"@example.com", "email.deprecated.local-part", "warning"),
    // RFC 5322 §3.2.3 atext; U+037E becomes ';' under NFC (UAX #15).
    (form, "a,b@example.com", "email.local.forbidden-character", nil),
    (form, "a\u{37E}b@example.com", "email.local.forbidden-character", "nfc"),
    // RFC 1035 §2.3.4 (scanner) and UTS #46 §4.1 (the U-label path).
    (form, "a@" + String(repeating: "b", count: 64) + ".com", "email.domain.label-too-long", nil),
    (
      form, "a@ä" + String(repeating: "b", count: 63) + ".com", "email.domain.label-too-long",
      "idna"
    ),
    (form, "a@-b.com", "email.domain.label-leading-hyphen", nil),
    (form, "a@b-.com", "email.domain.label-trailing-hyphen", nil),
    (form, "a@ab--c.com", "email.domain.label-hyphen-3-4", nil),
    // RFC 5321 §4.1.3 address literals.
    (rfc, "a@[1.2.3.999]", "email.literal.bad-ipv4", nil),
    (rfc, "a@[IPv6:1:2:3:4:5:6:1.2.3.999]", "email.literal.bad-ipv4", "ipv6-tail"),
    (rfc, "a@[IPv6:1:2:3:4:5:6:7:8:9]", "email.literal.ipv6-group-count", nil),
    (rfc, "a@[IPv6:1::2:3:4:5:6:7:8]", "email.literal.ipv6-group-count", "elided"),
    (rfc, "a@[IPv6:]", "email.literal.ipv6-group-count", "empty"),
    // RFC 5322 §3.4 name-addr, §3.2.2 comments, §3.2.4 quoted strings.
    (displayName, "Joe <j@example.com", "email.display-name.malformed", nil),
    (displayName, "Joe j@example.com>", "email.display-name.malformed", "no-open"),
    (displayName, "Joe <<j@example.com>", "email.display-name.malformed", "second-bracket"),
    (displayName, "Joe <j@example.com> x", "email.display-name.malformed", "text-after"),
    (displayName, "Jo)e <j@example.com>", "email.display-name.unbalanced", nil),
    (displayName, "\"Joe <j@example.com>", "email.display-name.unbalanced", "quote"),
    (displayName, "Joe (x <j@example.com>", "email.display-name.unbalanced", "comment"),
    // UTS #46: an empty label, or one of ignored characters only.
    (rfc, "j@ä.\u{34F}", "email.idna.empty-label", "ignored-removed"),
    (form, "j@xn--ab-\u{FC}.com", "email.idna.punycode", nil),
    (rfc, "j@xn--xn---hx--hxp.com", "email.idna.punycode", "decodes-to-xn"),
  ]

  @Test(arguments: variants)
  func variantIsReached(
    validator: EmailValidator, input: String, code: String, variant: String?
  ) {
    let issues = validator.validate(input).issues
    let issue = issues.first { $0.code.rawValue == code }
    #expect(issue?.messageKey?.variant == variant, "\(issues)")
    if let issue {
      let key = MessageKey(issue.code, variant: variant)
      let template = MessageCatalogue.english.template(for: key)
      #expect(template != nil, "no English template for \(key)")
      #expect(issue.message == template?.render(issue.arguments))
      #expect(!issue.message.contains("{"), "\(issue.message)")
      let german = issue.localized(.german).message
      #expect(german != issue.message && !german.contains("{"), "\(german)")
    }
  }

  /// Every English template of the email and idna families has a German
  /// one with the same placeholders.
  @Test func germanIsComplete() {
    let entries = IssueCatalogue.all.filter { $0.family == .email || $0.family == .idna }
    #expect(entries.count > 80)
    for entry in entries {
      for message in entry.messages {
        let key = MessageKey(entry.code, variant: message.variant)
        let german = MessageCatalogue.german.template(for: key)
        #expect(german != nil, "no German message for \(key)")
        #expect(
          german.map { Set($0.argumentNames) }
            == Set(MessageTemplate(message.template).argumentNames),
          "\(key)")
        #expect(german?.source != message.template, "\(key) is not translated")
      }
    }
  }

  /// Representative inputs in German, word for word; codes, severities and
  /// ranges do not change with the language.
  @Test(arguments: [
    (form, "joe..x@example.com", ["Die Adresse hat vor dem @ zwei Punkte hintereinander."]),
    (form, "a@b", ["Die Domain braucht einen Punkt, wie in example.com."]),
    (
      form, String(repeating: "a", count: 65) + "@example.com",
      [
        "Der Teil vor dem @ ist in kanonischer Form 65 Byte lang; erlaubt sind höchstens 64 (RFC 5321 §4.5.3.1.1)."
      ]
    ),
    (form, "a\u{7}b@example.com", ["Steuerzeichen sind nicht erlaubt (U+0007 <control-0007>)."]),
    (rfc, "(c)x@example.com", ["Kommentare in Adressen sind veraltet; der Wert lässt sie weg."]),
    (
      form, "j@\u{430}pple.com",
      [
        "„аpple“ mischt Schriftsysteme (UTS #39), ein gängiger Trick, um eine andere Adresse vorzutäuschen.",
        "„аpple“ sieht aus wie das ASCII-„apple“ (UTS #39, verwechselbare Zeichen).",
      ]
    ),
    (
      form, "x@example.test",
      ["Adressen unter .test können keine E-Mails aus dem Internet empfangen."]
    ),
    (
      rfc, "a@[1.2.3.999]",
      ["Eine IPv4-Adresse besteht aus vier durch Punkte getrennten Zahlen von 0 bis 255."]
    ),
  ])
  func german(validator: EmailValidator, input: String, messages: [String]) {
    let english = validator.validate(input)
    let german = english.localized(.german)
    #expect(german.issues.map(\.message) == messages)
    #expect(german.issues.map(\.code) == english.issues.map(\.code))
    #expect(german.issues.map(\.severity) == english.issues.map(\.severity))
    #expect(german.issues.map(\.range) == english.issues.map(\.range))
    #expect(german.isValid == english.isValid && german.value == english.value)
    #expect(german.localized(.english).issues == english.issues)
  }

  /// U+FFFD in the html profile has the same message as in the others
  /// (it read "The address is not valid (email.replacement-character)."
  /// before the catalogue).
  @Test func replacementCharacterInHTMLProfile() {
    let issues = EmailValidator(options: .html).validate("j\u{FFFD}@example.com").issues
    #expect(issues.map(\.code) == [.emailReplacementCharacter])
    #expect(
      issues.first?.message
        == "U+FFFD REPLACEMENT CHARACTER stands where text was lost in a bad conversion; retype the address."
    )
  }

  /// Bytes that are not UTF-8: the shared `input.invalid-utf8` code with
  /// its `email` variant, whose `position` is 1-based (the range 0-based).
  @Test func invalidUTF8Position() {
    let result = Self.form.validate(utf8: [0x61, 0x40, 0xFF, 0x62])
    #expect(result.issues.map(\.code) == [.inputInvalidUTF8])
    #expect(result.issues.first?.messageKey == MessageKey(.inputInvalidUTF8, variant: "email"))
    #expect(result.issues.first?.arguments["position"] == "3")
    #expect(result.issues.first?.range == 2..<3)
  }
}
