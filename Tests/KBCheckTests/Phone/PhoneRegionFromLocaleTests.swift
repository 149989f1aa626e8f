import Testing

@testable import KBCheck

/// Issue 17: "Parse with a default region (`defaultRegion`, and the locale's
/// region when not given)". The `locale` option's region is the default
/// region only when neither `defaultRegion` nor `defaultCallingCode` is set,
/// and every number read with it says which region was assumed.
@Suite struct PhoneRegionFromLocaleTests {
  static func validator(_ options: PhonePadValidator.Options) throws -> PhonePadValidator {
    try PhonePadValidator(options: options)
  }

  @Test(arguments: [
    ("de_DE", "DE"), ("de-DE", "DE"), ("sr_Latn_RS", "RS"), ("sr-Latn-RS", "RS"),
    ("de_DE@currency=EUR", "DE"), ("en-us", "US"), ("es_419", "419"),
  ])
  func regionSubtag(_ locale: String, _ region: String) {
    #expect(PhonePadValidator.Options.region(ofLocale: locale) == region)
  }

  @Test(arguments: ["de", "en-u-rg-uszzzz", "zh-Hant", "", "x-private"])
  func noRegionSubtag(_ locale: String) {
    #expect(PhonePadValidator.Options.region(ofLocale: locale) == nil)
  }

  @Test func nationalNumberReadWithTheLocaleRegion() throws {
    let v = try Self.validator(.form.with(locale: "de_DE"))
    #expect(v.regionFromLocale == "DE")
    let result = v.validate("030 1234567")
    #expect(result.isValid)
    #expect(result.value == "+49301234567")
    let warning = try #require(result.issues.first { $0.code == .phoneRegionFromLocale })
    #expect(warning.severity == .warning)
    #expect(warning.message.contains("DE"))
    #expect(warning.message.contains("de_DE"))
    #expect(!result.issues.contains { $0.code == .phoneNoCountryCode })
  }

  @Test func internationalPrefixOfTheLocaleRegion() throws {
    // 00 is Germany's international prefix: the region decided how to read it.
    let result = try Self.validator(.form.with(locale: "de-DE")).validate("0044 20 7946 0958")
    #expect(result.value == "+442079460958")
    #expect(result.issues.contains { $0.code == .phoneRegionFromLocale })
  }

  @Test func aNumberWithPlusDoesNotNeedTheRegion() throws {
    let result = try Self.validator(.form.with(locale: "de_DE")).validate("+1 201 555 0123")
    #expect(result.isValid)
    #expect(!result.issues.contains { $0.code == .phoneRegionFromLocale })
  }

  @Test func defaultRegionWins() throws {
    let v = try Self.validator(.form.with(defaultRegion: "FR", locale: "de_DE"))
    #expect(v.regionFromLocale == nil)
    let result = v.validate("01 23 45 67 89")
    #expect(result.value == "+33123456789")
    #expect(!result.issues.contains { $0.code == .phoneRegionFromLocale })
  }

  @Test func defaultCallingCodeWins() throws {
    let v = try Self.validator(.form.with(defaultCallingCode: 33, locale: "de_DE"))
    #expect(v.regionFromLocale == nil)
  }

  @Test(arguments: ["de", "es_419", "xx_QQ"])
  func noUsableRegionGivesNoDefault(_ locale: String) throws {
    let v = try Self.validator(.form.with(locale: locale))
    #expect(v.regionFromLocale == nil)
    let result = v.validate("030 1234567")
    #expect(result.issues.map(\.code) == [.phoneNoCountryCode])
  }

  @Test func theContextLocaleIsNotADefaultRegion() throws {
    // ValidationContext.locale defaults to en_US: reading it as a region
    // would silently make every national number a US one.
    let v = try #require(
      try KeyboardType.phonePad.validator(ValidationContext(locale: "de_DE")) as? PhonePadValidator)
    #expect(v.regionFromLocale == nil)
    #expect(v.validate("030 1234567").issues.map(\.code) == [.phoneNoCountryCode])
  }
}
