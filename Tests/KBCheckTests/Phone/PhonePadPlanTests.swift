import KBCheck
import Testing

/// The validator on top of the numbering plans (PhoneNumberMetadata.xml
/// v9.0.35; each row names the metadata element that decides it).
@Suite struct PhonePadPlanTests {
  static func validate(_ input: String, _ options: PhonePadValidator.Options = .form)
    throws -> ValidationResult
  {
    try PhonePadValidator(options: options).validate(input)
  }

  /// (input, options, value, issue codes)
  @Test(
    arguments: [
      // AR nationalPrefixForParsing `0?(?:(11|…)?15)?…` + transform rule `9$1`.
      (
        "0341 15-555-1234", .form.with(defaultRegion: "AR"), "+5493415551234",
        ["phone.national-prefix-transformed"]
      ),
      // GB nationalPrefix 0 written as (0) after +44.
      ("+44 (0)20 7946 0958", .form, "+442079460958", ["phone.national-prefix-removed"]),
      // IT has no nationalPrefix: the 0 is part of the number.
      ("+39 (0)6 1234 5678", .form, "+390612345678", []),
      // US internationalPrefix 011, no prefix removed.
      ("011 44 20 7946 0958", .form.with(defaultRegion: "US"), "+442079460958", []),
      ("+1 201-555-0123 ext. 45", .form, "+12015550123;ext=45", ["phone.extension"]),
    ] as [(String, PhonePadValidator.Options, String, [String])])
  func accepted(
    _ input: String, _ options: PhonePadValidator.Options, _ value: String, _ codes: [String]
  ) throws {
    let result = try Self.validate(input, options)
    #expect(result.isValid, "\(result.issues)")
    #expect(result.value == value)
    #expect(result.issues.map(\.code.rawValue) == codes)
  }

  /// (input, options, issue codes)
  @Test(
    arguments: [
      // NANP area codes never start with 1 (US generalDesc `[2-9]\d{9}|3\d{6}`).
      ("+1 123 555 0123", .form, ["phone.unknown-range"]),
      // FR possibleLengths national="9".
      ("+33 1 23", .form, ["phone.too-short-for-region"]),
      ("+1 201 555 01234", .form, ["phone.too-long-for-region"]),
      ("555 0123", .form.with(defaultRegion: "US"), ["phone.local-only-length"]),
      ("+44 20 7946 0958", .form.with(allowedTypes: [.mobile]), ["phone.type-not-allowed"]),
      ("+44 20 7946 0958", .form.with(allowedRegions: ["US", "CA"]), ["phone.region-not-allowed"]),
    ] as [(String, PhonePadValidator.Options, [String])])
  func rejected(_ input: String, _ options: PhonePadValidator.Options, _ codes: [String]) throws {
    let result = try Self.validate(input, options)
    #expect(!result.isValid)
    #expect(result.issues.map(\.code.rawValue) == codes, "\(result.issues)")
  }

  /// Found by FuzzPhone: DE internationalPrefix `00` is not stripped before
  /// a 0, so `00049 30 1` is national `0049301`; its E.164 `+490049301`
  /// would be read again with the national prefix 0 removed.
  @Test func nationalPrefixInNumberIsAnError() throws {
    let result = try Self.validate("00049 30 1", .lenient.with(defaultRegion: "DE"))
    #expect(!result.isValid)
    #expect(result.issues.map(\.code).contains(.phoneNationalPrefixInNumber))
  }

  /// Found by FuzzPhone: `#` after a national number is a dial string, not an
  /// extension; the value must validate again to itself.
  @Test func hashAfterNationalDigitsIsADialString() throws {
    let result = try Self.validate("003#030 .01000")
    #expect(result.value == "003#03001000")
    #expect(try Self.validate("003#03001000").value == "003#03001000")
    // After a post-dial part, `extn4` is not an extension (FuzzPhone).
    #expect(try Self.validate("555-0100,,83extn4").isValid == false)
    let service = try Self.validate("+1 ()69#34-50")
    #expect(service.value == "+169#3450")
    #expect(try Self.validate("+169#3450").value == "+169#3450")
    let dial = try Self.validate("  3415 7,#03 1", .lenient.with(defaultRegion: "DE"))
    if let value = dial.value {
      #expect(try Self.validate(value, .lenient.with(defaultRegion: "DE")).value == value)
    }
  }

  @Test func lenientAcceptsPossible() throws {
    let result = try Self.validate("+1 123 555 0123", .lenient)
    #expect(result.isValid)
    #expect(result.issues.map(\.code) == [.phoneUnknownRange])
    #expect(result.issues.first?.severity == .warning)
  }

  @Test func details() throws {
    let result = try Self.validate("(416) 555-0123", .form.with(defaultRegion: "CA"))
    #expect(result.detail("region") == .string("CA"))
    #expect(result.detail("national") == .string("(416) 555-0123"))
    #expect(result.detail("international") == .string("+1 416-555-0123"))
    #expect(result.detail("rfc3966") == .string("tel:+1-416-555-0123"))
    #expect(result.detail("numberType") == .string("fixedLineOrMobile"))
    #expect(
      result.detail("metadataVersion") == .string(PhoneNumberingPlans.production.metadataVersion))
    let us = try Self.validate("201 555 0123", .form.with(defaultRegion: "CA"))
    #expect(us.issues.map(\.code) == [.phoneInvalidForRegion])
    #expect(us.detail("region") == .string("US"))
  }

  @Test func configuration() {
    // Strings the adapter cannot read: an unknown type, an unknown profile.
    #expect(throws: ConfigurationError.self) {
      try PhonePadValidator.Options(settings: ["allowedTypes": "cell"])
    }
    #expect(throws: ConfigurationError.self) {
      try PhonePadValidator.Options(settings: [:], profile: "rfc")
    }
    #expect(throws: ConfigurationError.self) {
      try Self.validate("1", .form.with(allowedRegions: ["XX"]))
    }
  }
}
