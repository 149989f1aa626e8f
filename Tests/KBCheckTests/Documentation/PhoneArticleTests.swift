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
    let validator = try PhonePadValidator(
      context: ValidationContext(options: ["defaultRegion": "DE"]))
    #expect(validator.validate("030 1234567").value == "+49301234567")
  }

  @Test func vanity() throws {
    let validator = try PhonePadValidator(context: ValidationContext(options: ["vanity": "true"]))
    let result = validator.validate("1-800-FLOWERS")
    #expect(result.value == "18003569377")
    #expect(result.issues.map(\.code).contains("phone.vanity-letters"))
  }
}
