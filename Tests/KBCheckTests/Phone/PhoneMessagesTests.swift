import KBCheck
import Testing

/// The messages of the phone family come from the catalogue (issue 18): the
/// English text is what it was before the catalogue, the German text is the
/// German catalogue's, and localizing changes nothing but the message.
@Suite struct PhoneMessagesTests {
  static func validate(_ input: String, _ options: PhonePadValidator.Options = .form)
    throws -> ValidationResult
  {
    try PhonePadValidator(options: options).validate(input)
  }

  static func filter(_ edit: TextEdit, to text: String = "", _ options: [String: String] = [:])
    throws -> FilterResult
  {
    try InputFilter(.phonePad, options: .init(settings: options, keyboard: .phonePad))
      .apply(edit, to: text)
  }

  /// The English and German messages of a value, and that the German
  /// result has the English codes, severities, ranges and value.
  static func expectMessages(
    _ input: String, _ options: PhonePadValidator.Options = .form,
    english: [String], german: [String]
  ) throws {
    let result = try validate(input, options)
    #expect(result.issues.map(\.message) == english, "\(input)")
    let localized = result.localized(.german)
    #expect(localized.issues.map(\.message) == german, "\(input)")
    #expect(localized.issues.map(\.code) == result.issues.map(\.code))
    #expect(localized.issues.map(\.severity) == result.issues.map(\.severity))
    #expect(localized.issues.map(\.range) == result.issues.map(\.range))
    #expect(localized.value == result.value)
  }

  @Test func characters() throws {
    try Self.expectMessages(
      "+49 (30 123", english: ["This '(' is never closed."],
      german: ["Diese „(“ wird nie geschlossen."])
    try Self.expectMessages(
      "12",
      english: [
        "No country code: start with + and the country code, or configure defaultRegion (or a locale with a region).",
        "A phone number has at least 3 digits.",
      ],
      german: [
        "Keine Landesvorwahl: Beginnen Sie mit + und der Landesvorwahl oder konfigurieren Sie defaultRegion (oder ein Gebietsschema mit Region).",
        "Eine Telefonnummer hat mindestens 3 Ziffern.",
      ])
    try Self.expectMessages(
      "12", .lenient,
      english: [
        "No country code: start with + and the country code, or configure defaultRegion; the number is kept in national form.",
        "A phone number has at least 3 digits.",
      ],
      german: [
        "Keine Landesvorwahl: Beginnen Sie mit + und der Landesvorwahl oder konfigurieren Sie defaultRegion; die Nummer wird in nationaler Form behalten.",
        "Eine Telefonnummer hat mindestens 3 Ziffern.",
      ])
    try Self.expectMessages(
      "+1 202 555 0123 ~",
      english: ["U+007E TILDE has no place in a phone number."],
      german: ["U+007E TILDE gehört nicht in eine Telefonnummer."])
    try Self.expectMessages(
      "1-800-FLOWERS", .form.with(defaultRegion: "US", vanity: true),
      english: ["Letters were read as the keypad digits under them (ABC 2 … WXYZ 9)."],
      german: [
        "Buchstaben wurden als die Ziffern gelesen, unter denen sie auf der Tastatur stehen (ABC 2 … WXYZ 9)."
      ])
  }

  /// `+999` is not an assigned country calling code (ITU-T E.164 list):
  /// the parser's error becomes the issue, with its message.
  @Test func parserErrors() throws {
    try Self.expectMessages(
      "+999 1234567",
      english: ["The number does not start with an assigned country calling code."],
      german: ["Die Nummer beginnt nicht mit einer vergebenen Landesvorwahl."])
    #expect(throws: PhoneParseError.self) {
      try PhoneNumberingPlans.production.parse("+999 1234567", defaultRegion: nil)
    }
    do {
      _ = try PhoneNumberingPlans.production.parse("+999 1234567", defaultRegion: nil)
    } catch {
      #expect(error.message == "The number does not start with an assigned country calling code.")
    }
  }

  @Test func numberingPlans() throws {
    try Self.expectMessages(
      "+1 (555) 010-9999",
      english: ["+1 5550109999 is in no assigned range of the numbering plan."],
      german: ["+1 5550109999 liegt in keinem vergebenen Bereich des Nummerierungsplans."])
    try Self.expectMessages(
      "+1 (555) 010-9999", .lenient,
      english: [
        "+1 5550109999 is in no assigned range of the numbering plan; it is kept because only a possible length is required."
      ],
      german: [
        "+1 5550109999 liegt in keinem vergebenen Bereich des Nummerierungsplans; sie wird behalten, weil nur eine mögliche Länge verlangt ist."
      ])
    try Self.expectMessages(
      "+49 030 1234567",
      english: [
        "The national prefix '0' is dialled only inside the country; it is not part of the international number."
      ],
      german: [
        "Das Inlandspräfix „0“ wird nur im Inland gewählt; es gehört nicht zur internationalen Nummer."
      ])
    try Self.expectMessages(
      "+1 202 555 0123 ext. 12",
      english: ["The extension 12 is kept after the number as ';ext=12'."],
      german: ["Die Durchwahl 12 wird nach der Nummer als „;ext=12“ behalten."])
  }

  /// A region and a calling code that disagree (DE is +49): the catalogue
  /// message `config.conflicting-options#calling-code`, the English text as before.
  @Test func conflictingRegionAndCallingCode() throws {
    var options = PhonePadValidator.Options.form
    options.defaultRegion = "DE"
    options.defaultCallingCode = 1
    #expect {
      _ = try PhonePadValidator(options: options)
    } throws: { error in
      guard let error = error as? ConfigurationError else { return false }
      return error.code == "config.conflicting-options"
        && error.message == "defaultRegion has calling code 49, defaultCallingCode says 1."
        && error.localized(.german).message != error.message
    }
  }

  /// Option values that cannot be used: `config.bad-option-value` whose
  /// typed case says what was expected and names the value, with an
  /// English and a German message.
  @Test(
    arguments: [
      (["defaultCallingCode": "one"], "defaultCallingCode", "one", .callingCode),
      (["defaultCallingCode": "999"], "defaultCallingCode", "999", .assignedCallingCode),
      (
        ["defaultRegion": "XX"], "defaultRegion", "XX",
        .defaultRegion(count: PhoneNumberingPlans.production.supportedRegions.count)
      ),
      (["allowedRegions": "DE, XX"], "allowedRegions", "XX", .regionCodes),
      (
        ["allowedTypes": "mobile, landline"], "allowedTypes", "landline",
        .phoneTypes(known: PhoneNumberType.allCases.map(\.rawValue))
      ),
    ] as [([String: String], String, String, ConfigurationIssue.ExpectedValue)])
  func badOptionValues(
    settings: [String: String], option: String, value: String,
    expected: ConfigurationIssue.ExpectedValue
  ) throws {
    #expect {
      _ = try PhonePadValidator(options: .init(settings: settings))
    } throws: { error in
      guard let error = error as? ConfigurationError else { return false }
      return error.code == "config.bad-option-value"
        && error.familyIssue?.as(ConfigurationIssue.self)
          == .badValue(option: option, value: value, expected: expected)
        && error.localized(.german).message != error.message
    }
  }

  @Test func filterChanges() throws {
    let pasted = try Self.filter(.insert("+1 (202) 555-0123", at: 0, origin: .pasted))
    #expect(
      pasted.changes.map(\.message) == [
        "The phone pad has no ' ' (U+0020 SPACE) key; formatting is not kept.",
        "The phone pad has no parentheses; formatting is not kept.",
        "The phone pad has no ')' key; formatting is not kept.",
        "The phone pad has no ' ' (U+0020 SPACE) key; formatting is not kept.",
        "The phone pad has no '-' key; formatting is not kept.",
      ])
    #expect(
      pasted.changes.map { $0.localized(.german).message } == [
        "Die Telefontastatur hat keine Taste ' ' (U+0020 SPACE); die Formatierung wird nicht übernommen.",
        "Die Telefontastatur hat keine Klammern; die Formatierung wird nicht übernommen.",
        "Die Telefontastatur hat keine Taste ')'; die Formatierung wird nicht übernommen.",
        "Die Telefontastatur hat keine Taste ' ' (U+0020 SPACE); die Formatierung wird nicht übernommen.",
        "Die Telefontastatur hat keine Taste '-'; die Formatierung wird nicht übernommen.",
      ])
    // A typed letter is refused whole, with the filter's wording.
    let typed = try Self.filter(.insert("A", at: 3), to: "555")
    #expect(typed.refused)
    #expect(typed.changes.map(\.code) == [.phoneLetters])
    #expect(typed.changes.map(\.message) == ["Letters are not part of a phone number."])
    #expect(
      typed.changes.map { $0.localized(.german).message } == [
        "Buchstaben gehören nicht zu einer Telefonnummer."
      ])
    // Letters inside a pasted number refuse the paste.
    let inside = try Self.filter(.insert("555 CALL 0123", at: 0, origin: .pasted))
    #expect(inside.refused)
    #expect(
      inside.changes.first?.message
        == "The paste has letters inside the number ('CALL' at 4); removing them would join the digits around them into another number. Paste the digits only, or enable vanity numbers to read letters as the keypad digits under them."
    )
    #expect(
      inside.changes.first?.localized(.german).message
        == "Der eingefügte Text enthält Buchstaben mitten in der Nummer („CALL“ an Position 4); würden sie entfernt, ergäben die Ziffern davor und danach eine andere Nummer. Fügen Sie nur die Ziffern ein oder erlauben Sie Vanity-Nummern, damit Buchstaben als die Ziffern darunter gelesen werden."
    )
    // As-you-type formatting (libphonenumber's US format: (201) 555-0123).
    let formatted = try Self.filter(.insert("2015550123", at: 0), ["defaultRegion": "US"])
    let inserted = try #require(formatted.changes.first { $0.code == .phoneFormatInserted })
    #expect(
      inserted.message == "Inserted by as-you-type formatting for US (the new text's offset).")
    #expect(
      inserted.localized(.german).message
        == "Von der Formatierung während der Eingabe für US eingefügt (Position im neuen Text).")
  }
}
