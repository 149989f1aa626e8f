import KBCheck
import Testing

@Suite struct PhonePadValidatorTests {
  static func validate(_ input: String, _ options: PhonePadValidator.Options = .form)
    throws -> ValidationResult
  {
    try PhonePadValidator(options: options).validate(input)
  }

  /// The character-level table below uses the fictional 555 range; since the
  /// numbering plans, `+1 555 010 9999` is in no range of PhoneNumberMetadata.xml
  /// (NANP: 555 is not an assigned area code, and exchange codes never start
  /// with 0), so the table runs in the `lenient` profile, which accepts
  /// possible numbers with a `phone.unknown-range` warning.
  @Test func fictional555IsInvalidInFormProfile() throws {
    let result = try Self.validate("+1 (555) 010-9999")
    #expect(!result.isValid)
    #expect(result.issues.map(\.code) == [.phoneUnknownRange])
    #expect(result.issues.first?.range == 4..<17)
  }

  @Test(
    arguments: [
      ("+1 (555) 010-9999", .lenient, "+15550109999"),
      ("+15550109999", .lenient, "+15550109999"),
      ("+44 (0)20 7946 0958", .lenient, "+442079460958"),
      ("+49 30 1234567", .lenient, "+49301234567"),
      ("0049 30 1234567", .lenient, "+49301234567"),
      ("+33\u{00A0}1\u{00A0}23\u{00A0}45\u{00A0}67\u{00A0}89", .lenient, "+33123456789"),
      ("+7 495 123\u{2013}45\u{2013}67", .lenient, "+74951234567"),
      ("+1.555.010.9999", .lenient, "+15550109999"),
      ("\u{FF0B}\u{FF11} 555 010 9999", .lenient, "+15550109999"),
      (
        "+\u{0662}\u{0660} \u{0661}\u{0660}\u{0660} \u{0661}\u{0662}\u{0663} \u{0664}\u{0665}\u{0666}\u{0667}",
        .lenient, "+201001234567"
      ),
      ("\u{200E}+972 3 123 4567\u{200E}", .lenient, "+97231234567"),
      ("030 1234567", .lenient.with(defaultRegion: "DE"), "+49301234567"),
      ("(555) 010-9999", .lenient.with(defaultRegion: "US"), "+15550109999"),
      ("1-555-010-9999", .lenient.with(defaultRegion: "us"), "+15550109999"),
      ("011 44 20 7946 0958", .lenient.with(defaultRegion: "US"), "+442079460958"),
      ("06 12 34 56 78", .lenient.with(defaultRegion: "FR"), "+33612345678"),
      ("06 1234 5678", .lenient.with(defaultRegion: "IT"), "+390612345678"),
      ("201 555 0123", .lenient.with(defaultCallingCode: 1), "+12015550123"),
      ("+1 555 010 9999,123", .lenient, "+15550109999,123"),
      ("+1 555 010 9999;1#", .lenient, "+15550109999;1#"),
      ("1-800-FLOWERS", .lenient.with(defaultRegion: "US", vanity: true), "+18003569377"),
    ] as [(String, PhonePadValidator.Options, String)])
  func valid(input: String, options: PhonePadValidator.Options, value: String) throws {
    let result = try Self.validate(input, options)
    #expect(result.value == value, "\(result.issues)")
    #expect(result.isValid)
  }

  @Test(
    arguments: [
      ("", ["input.empty"]),
      ("+", ["phone.no-digits"]),
      ("()-", ["phone.no-digits"]),
      ("1-800-FLOWERS", ["phone.letters", "phone.no-country-code"]),
      ("+1 (555 010 9999", ["phone.unbalanced-parentheses"]),
      ("+1 555) 010 9999", ["phone.unbalanced-parentheses"]),
      ("+1 ((555)) 010 9999", ["phone.unbalanced-parentheses", "phone.unbalanced-parentheses"]),
      ("1+555 010 9999", ["phone.misplaced-plus", "phone.no-country-code"]),
      ("++15550109999", ["phone.misplaced-plus"]),
      ("+0 555 010 9999", ["phone.invalid-country-code"]),
      ("+999 123 4567", ["phone.invalid-country-code"]),
      ("+1 234 567 890 123 456", ["phone.too-long"]),
      ("+49 1", ["phone.too-short"]),
      ("12", ["phone.no-country-code", "phone.too-short"]),
      ("+1 555 010 9999 ext. 1x2", ["phone.letters"]),
      (",123", ["phone.invalid-character", "phone.no-country-code"]),
      ("+1 555\u{202E}0109", ["text.bidi-control"]),
      ("+1 555_010", ["phone.invalid-character"]),
    ] as [(String, [String])])
  func invalid(input: String, codes: [String]) throws {
    let result = try Self.validate(input)
    #expect(!result.isValid)
    #expect(result.value == nil)
    #expect(result.issues.map(\.code.rawValue) == codes, "\(result.issues)")
  }

  /// Without a region a national number has no E.164 form: an error in
  /// `form` (issue 26: a number stored without its country is a wrong
  /// value), a warning keeping the national digits in `lenient` or with
  /// `requireCountryCode=false`.
  @Test func nationalWithoutRegionWarns() throws {
    let result = try Self.validate("(555) 010-9999", .form.with(requireCountryCode: false))
    #expect(result.value == "5550109999")
    #expect(result.isValid)
    #expect(result.issues.map(\.code) == [.phoneNoCountryCode])
    let lenient = try Self.validate("(555) 010-9999", .lenient)
    #expect(lenient.value == "5550109999")
    let strict = try Self.validate("(555) 010-9999")
    #expect(!strict.isValid)
    #expect(strict.errors.map(\.code) == [.phoneNoCountryCode])
  }

  @Test func serviceCodesKeptAsDialed() throws {
    let result = try Self.validate("*67 555 0109")
    #expect(result.value == "*675550109")
    #expect(result.issues.map(\.code) == [.phoneServiceCode])
    #expect(try Self.validate("#31#+1555").isValid == false)
  }

  @Test func details() throws {
    let result = try Self.validate("+44 20 7946 0958,,5")
    #expect(result.value == "+442079460958,,5")
    #expect(result.detail("countryCode") == .string("44"))
    #expect(result.detail("nationalNumber") == .string("2079460958"))
    #expect(result.detail("e164") == .string("+442079460958"))
    #expect(result.detail("postDial") == .string(",,5"))
  }

  @Test func vanityWarns() throws {
    let result = try Self.validate("+1 800 FLOWERS", .form.with(vanity: true))
    #expect(result.value == "+18003569377")
    #expect(result.issues.map(\.code) == [.phoneVanityLetters])
    #expect(result.issues.first?.range == 7..<14)
  }

  @Test func configuration() {
    #expect(throws: ConfigurationError.self) {
      try Self.validate("1", .form.with(defaultRegion: "XX"))
    }
    #expect(throws: ConfigurationError.self) {
      try Self.validate("1", .form.with(defaultCallingCode: 999))
    }
    #expect(throws: ConfigurationError.self) {
      try Self.validate("1", .form.with(defaultRegion: "DE", defaultCallingCode: 33))
    }
    #expect(throws: ConfigurationError.self) {
      try PhonePadValidator.Options(settings: ["region": "DE"])
    }
  }

  @Test func hugeInputIsLinearAndSafe() throws {
    let result = try Self.validate("+44" + String(repeating: "9", count: 200_000))
    #expect(result.issues.map(\.code) == [.phoneTooLong])
  }
}
