import KBCheck
import Testing

/// The examples of the DocC article "Phone numbers"
/// (`Documentation.docc/Articles/PhoneNumbers.md`), run as written. The value
/// is ITU-T E.164; vanity letters map as ITU-T E.161.
@Suite struct PhoneArticleTests {
  @Test func e164() throws {
    let validator = try PhonePadValidator()
    #expect(validator.validate("+1 (201) 555-0123").value == "+12015550123")
  }

  @Test func defaultRegion() throws {
    var options = PhonePadValidator.Options.form
    options.defaultRegion = "DE"
    let german = try PhonePadValidator(options: options)
    #expect(german.validate("030 1234567").value == "+49301234567")
  }

  @Test func regionFromLocale() throws {
    var localeOptions = PhonePadValidator.Options.form
    localeOptions.locale = "de_DE"
    let byLocale = try PhonePadValidator(options: localeOptions)
    let result = byLocale.validate("030 1234567")
    #expect(result.value == "+49301234567")
    #expect(result.issues.map(\.code).contains("phone.region-from-locale"))
  }

  @Test func vanity() throws {
    var vanityOptions = PhonePadValidator.Options.form
    vanityOptions.vanity = true
    vanityOptions.requireCountryCode = false
    let vanity = try PhonePadValidator(options: vanityOptions)
    let result = vanity.validate("1-800-FLOWERS")
    #expect(result.value == "18003569377")
    #expect(result.issues.map(\.code).contains("phone.vanity-letters"))
  }
}
