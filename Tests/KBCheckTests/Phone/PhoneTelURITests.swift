import KBCheck
import Testing

/// `(+1) 201 …` and RFC 3966 `tel:` URIs, read as libphonenumber's
/// PhoneNumberUtil.parse reads them (buildNationalNumberForParsing and
/// extractPossibleNumber; the inputs are those of PhoneNumberUtilTest.java
/// testParseNationalNumber, testParseExtensions and testParseWithPhoneContext
/// in /work/shared/fixtures/phone, checked here against the production plans).
@Suite struct PhoneTelURITests {
  static func validate(_ input: String, region: String? = nil) throws -> ValidationResult {
    try PhonePadValidator(options: .form.with(defaultRegion: region)).validate(input)
  }

  /// extractPossibleNumber: the number starts at the first `+` or digit, so
  /// `(+1)` is the country code.
  @Test func plusInsideParentheses() throws {
    let result = try Self.validate("(+1) 201 555 0123")
    #expect(result.value == "+12015550123", "\(result.issues)")
    #expect(result.issues.isEmpty)
    // A `+` after digits is still misplaced.
    #expect(try Self.validate("1 (+201) 555 0123").errors.map(\.code).contains(.phoneMisplacedPlus))
  }

  @Test(arguments: [
    ("tel:+1-201-555-0123", "+12015550123"),  // RFC 3966 §3 global-number
    ("tel:+64-3-331-6005", "+6433316005"),
    ("tel:03-331-6005;phone-context=+64", "+6433316005"),  // local-number + context
    ("tel:331-6005;phone-context=+64-3", "+6433316005"),  // the context is written first
    ("03-331-6005;phone-context=+64", "+6433316005"),  // "tel:" missing
    ("tel:+64-3-331-6005;ext=1234", "+6433316005;ext=1234"),  // RFC 3966 §5.1.5 extension
    ("tel:2034567890;ext=456;phone-context=+44", "+442034567890;ext=456"),
  ])
  func telURIs(input: String, e164: String) throws {
    let result = try Self.validate(input)
    #expect(result.value == e164, "\(input): \(result.issues)")
    #expect(result.errors.isEmpty)
  }

  /// RFC 3966 §5.1.6 isdn-subaddress and later parameters, and a domain
  /// phone-context (§5.1.5), are not part of the number: libphonenumber
  /// drops them; kbcheck says so.
  @Test func droppedPartsAreSaid() throws {
    let isub = try Self.validate("tel:+64-3-331-6005;isub=12345")
    #expect(isub.value == "+6433316005")
    let dropped = isub.warnings.first { $0.code == .phoneTelParameterDropped }
    #expect(dropped?.range == 18..<29)
    #expect(dropped?.message.contains(";isub=12345") == true)

    let params = try Self.validate("tel:03-331-6005;phone-context=+64;a=%A1")
    #expect(params.value == "+6433316005")
    #expect(params.warnings.map(\.code).contains(.phoneTelParameterDropped))

    let domain = try Self.validate("tel:253-0000;phone-context=www.google.com", region: "US")
    #expect(domain.warnings.map(\.code).contains(.phoneTelParameterDropped))
  }

  /// RFC 3966 §3 descriptor = domainname / global-number-digits:
  /// libphonenumber refuses anything else (testParseWithPhoneContext).
  @Test(arguments: [
    "tel:033316005;phone-context=", "tel:033316005;phone-context=+",
    "tel:033316005;phone-context=64", "tel:033316005;phone-context=++64",
    "tel:033316005;phone-context=+abc", "tel:033316005;phone-context=.",
    "tel:033316005;phone-context=3phone", "tel:033316005;phone-context=a-.nz",
    "tel:033316005;phone-context=a{b}c",
  ])
  func invalidContextIsRefused(input: String) throws {
    let result = try Self.validate(input, region: "NZ")
    #expect(result.errors.map(\.code).contains(.phoneTelInvalidContext), "\(result.issues)")
  }

  @Test(arguments: [
    "tel:033316005;phone-context=abc.nz", "tel:033316005;phone-context=www.PHONE-numb3r.com",
    "tel:033316005;phone-context=a", "tel:033316005;phone-context=3phone.J.",
    "tel:033316005;phone-context=a--z",
  ])
  func domainContextIsAccepted(input: String) throws {
    let result = try Self.validate(input, region: "NZ")
    #expect(result.value == "+6433316005", "\(result.issues)")
  }

  /// The issues of the number point into the input, also after a moved
  /// global context.
  @Test func rangesPointIntoTheInput() throws {
    let result = try Self.validate("tel:03-331-6005x;phone-context=+64")
    let letter = result.errors.first { $0.code == .phoneLetters }
    #expect(letter?.range == 15..<16, "\(result.issues)")
  }
}
