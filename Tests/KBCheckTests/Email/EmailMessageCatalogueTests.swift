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

  /// Each message of a code with several with an input that produces it:
  /// (validator, input, code, the ``EmailIssue`` case as written without
  /// its arguments).
  static let variants: [(EmailValidator, String, String, String)] = [
    // RFC 5321 §4.5.3.1.3: 254 octets, measured on the longest form.
    (
      form, String(repeating: "a", count: 60) + "@\(sixtyB).\(sixtyB).\(sixtyB).\(sixtyB).com",
      "email.too-long", "tooLong"
    ),
    (
      rfc, "\"" + String(repeating: "\\a", count: 33) + "\"@\(sixtyB).\(sixtyB).\(sixtyB).com",
      "email.too-long", "tooLongAsWritten"
    ),
    (
      form,
      String(repeating: "a", count: 43) + "@"
        + Array(repeating: growingLabel, count: 5).joined(separator: ".") + ".com",
      "email.too-long", "tooLongASCII"
    ),
    // RFC 5321 §4.5.3.1.1: 64 octets.
    (
      form, String(repeating: "a", count: 65) + "@example.com", "email.local.too-long",
      "localTooLong"
    ),
    (
      rfc, "\"" + String(repeating: "\\a", count: 33) + "\"@example.com",
      "email.local.too-long", "localTooLongAsWritten"
    ),
    // RFC 5322 §3.4.1: what may follow each element.
    (rfc, "a\"b\"@example.com", "email.unexpected-character", "unexpectedCharacter"),
    (rfc, "\"a\"b@example.com", "email.unexpected-character", "unexpectedAfterQuoted"),
    (rfc, "a@[1.2.3.4]x", "email.unexpected-character", "unexpectedAfterLiteral"),
    (rfc, "a(c)b@example.com", "email.unexpected-character", "unexpectedAfterComment"),
    (rfc, "a b@example.com", "email.unexpected-character", "unexpectedSpace"),
    // RFC 5322 §4 obsolete syntax: an error unless allowDeprecated.
    (rfcStrict, "(c)x@example.com", "email.deprecated.comment", "deprecatedComment(.error)"),
    (rfc, "(c)x@example.com", "email.deprecated.comment", "deprecatedComment(.warning)"),
    (
      rfcStrict, "a@exam ple.com", "email.deprecated.folding-whitespace",
      "deprecatedFoldingWhitespace(.error)"
    ),
    (
      // A space inside the domain is one unexpected character (issue 26);
      // folding white space before a dot stays an obsolete form.
      rfc, "a@example .com", "email.deprecated.folding-whitespace",
      "deprecatedFoldingWhitespace(.warning)"
    ),
    (rfcStrict, "a @example.com", "email.deprecated.cfws-near-at", "deprecatedCFWSNearAt(.error)"),
    (rfc, "a @example.com", "email.deprecated.cfws-near-at", "deprecatedCFWSNearAt(.warning)"),
    (
      rfcStrict, "a.\"b\"@example.com", "email.deprecated.local-part", "deprecatedLocalPart(.error)"
    ),
    (rfc, "a.\"b\"@example.com", "email.deprecated.local-part", "deprecatedLocalPart(.warning)"),
    // RFC 5322 §3.2.3 atext; U+037E becomes ';' under NFC (UAX #15).
    (form, "a,b@example.com", "email.local.forbidden-character", "localForbiddenCharacter"),
    (form, "a\u{37E}b@example.com", "email.local.forbidden-character", "localForbiddenAfterNFC"),
    // RFC 1035 §2.3.4 (scanner) and UTS #46 §4.1 (the U-label path).
    (
      form, "a@" + String(repeating: "b", count: 64) + ".com", "email.domain.label-too-long",
      "domainLabelTooLong"
    ),
    (
      form, "a@ä" + String(repeating: "b", count: 63) + ".com", "email.domain.label-too-long",
      "domainLabelTooLongUTS46"
    ),
    (form, "a@-b.com", "email.domain.label-leading-hyphen", "domainLabelLeadingHyphen"),
    (form, "a@b-.com", "email.domain.label-trailing-hyphen", "domainLabelTrailingHyphen"),
    (form, "a@ab--c.com", "email.domain.label-hyphen-3-4", "domainLabelHyphen34"),
    // RFC 5321 §4.1.3 address literals.
    (rfc, "a@[1.2.3.999]", "email.literal.bad-ipv4", "literalBadIPv4"),
    (rfc, "a@[IPv6:1:2:3:4:5:6:1.2.3.999]", "email.literal.bad-ipv4", "literalBadIPv4InIPv6"),
    (rfc, "a@[IPv6:1:2:3:4:5:6:7:8:9]", "email.literal.ipv6-group-count", "literalIPv6GroupCount"),
    (
      rfc, "a@[IPv6:1::2:3:4:5:6:7:8]", "email.literal.ipv6-group-count",
      "literalIPv6GroupCountElided"
    ),
    (rfc, "a@[IPv6:]", "email.literal.ipv6-group-count", "literalIPv6Empty"),
    // RFC 5322 §3.4 name-addr, §3.2.2 comments, §3.2.4 quoted strings.
    (displayName, "Joe <j@example.com", "email.display-name.malformed", "displayNameUnclosedAngle"),
    (
      displayName, "Joe j@example.com>", "email.display-name.malformed", "displayNameNoOpeningAngle"
    ),
    (displayName, "Joe <<j@example.com>", "email.display-name.malformed", "displayNameSecondAngle"),
    (
      displayName, "Joe <j@example.com> x", "email.display-name.malformed",
      "displayNameTextAfterAngle"
    ),
    (
      displayName, "Jo)e <j@example.com>", "email.display-name.unbalanced",
      "displayNameUnopenedComment"
    ),
    (
      displayName, "\"Joe <j@example.com>", "email.display-name.unbalanced",
      "displayNameUnclosedQuote"
    ),
    (
      displayName, "Joe (x <j@example.com>", "email.display-name.unbalanced",
      "displayNameUnclosedComment"
    ),
    // UTS #46: an empty label, or one of ignored characters only.
    (rfc, "j@ä.\u{34F}", "email.idna.empty-label", "idnaIgnoredCharactersRemoved"),
    (form, "j@xn--ab-\u{FC}.com", "email.idna.punycode", "idnaPunycode"),
    (rfc, "j@xn--xn---hx--hxp.com", "email.idna.punycode", "idnaDecodesToXNLabel"),
  ]

  /// The case an issue was made from, as written without its arguments
  /// (`tooLongASCII`, `deprecatedComment(.warning)`).
  static func caseName(_ issue: EmailIssue) -> String {
    let written = String(describing: issue)
    switch issue {
    case .deprecatedComment(let severity), .deprecatedFoldingWhitespace(let severity),
      .deprecatedCFWSNearAt(let severity), .deprecatedLocalPart(let severity):
      return String(written.prefix { $0 != "(" }) + "(.\(severity))"
    default:
      return String(written.prefix { $0 != "(" })
    }
  }

  @Test(arguments: variants)
  func variantIsReached(
    validator: EmailValidator, input: String, code: String, variant: String
  ) {
    let issues = validator.validate(input).issues
    let issue = issues.first { $0.code.rawValue == code }
    let typed = issue?.familyIssue(as: EmailIssue.self)
    #expect(typed.map(Self.caseName) == variant, "\(issues)")
    if let issue, let typed {
      #expect(issue.message == typed.english)
      #expect(issue.severity == typed.severity)
      #expect(!issue.message.contains("{"), "\(issue.message)")
      let german = issue.localized(.german).message
      #expect(german == typed.german)
      #expect(german != issue.message && !german.contains("{"), "\(german)")
    }
  }

  /// Every message of the email and idna families is translated and
  /// fills every argument (the compiler checks that each case has both).
  @Test func germanIsComplete() {
    let samples =
      EmailIssue.samples.map { ($0.english, $0.german) }
      + IDNAIssue.samples.map { ($0.english, $0.german) }
    #expect(samples.count > 100)
    for (english, german) in samples {
      #expect(german != english, "\(english) is not translated")
      for text in [english, german] {
        #expect(!text.contains("{character}") && !text.contains("{length}"), "\(text)")
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
  /// the message of an input read as bytes, whose `position` is 1-based
  /// (the range 0-based).
  @Test func invalidUTF8Position() {
    let result = Self.form.validate(utf8: [0x61, 0x40, 0xFF, 0x62])
    #expect(result.issues.map(\.code) == [.inputInvalidUTF8])
    #expect(result.issues.first?.familyIssue(as: InputIssue.self) == .notUTF8(position: 3))
    #expect(result.issues.first?.range == 2..<3)
  }
}
