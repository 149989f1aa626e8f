import KBCheck
import Testing
import VaporTesting

@testable import SignupApp

/// `Vapor.Validator<String>.keyboard(_:)` on its own.
@Suite struct KeyboardValidatorTests {
  @Test(arguments: [
    (KeyboardType.emailAddress, "ada@example.com", true),
    (.emailAddress, "ada at example", false),
    (.URL, "https://example.com/", true),
    (.URL, "ftp://example.com/", false),
    (.numberPad, "10115", true),
    (.numberPad, "10a15", false),
  ])
  func validates(_ type: KeyboardType, _ input: String, _ valid: Bool) {
    let result = Vapor.Validator<String>.keyboard(type).validate(input)
    #expect(result.isFailure == !valid)
    if valid {
      #expect(result.successDescription == "is a valid \(type.rawValue) value")
    } else {
      #expect(
        result.failureDescription?.contains("is not a valid \(type.rawValue) value: [") == true)
    }
  }

  @Test func localeReachesTheValidator() {
    #expect(
      !Vapor.Validator<String>.keyboard(.decimalPad, locale: "de_DE").validate("1,5").isFailure)
    #expect(
      Vapor.Validator<String>.keyboard(.decimalPad, locale: "en_US").validate("1,5").isFailure)
  }

  @Test func unknownOptionFailsWithItsCode() {
    let result = Vapor.Validator<String>.keyboard(.emailAddress, options: ["noSuchOption": "1"])
      .validate("ada@example.com")
    #expect(result.isFailure)
    #expect(result.failureDescription?.contains("[config.unknown-option]") == true)
  }

  @Test func keepsTheLibraryResult() throws {
    let result = Vapor.Validator<String>.keyboard(.numberPad).validate("١٢٣")
    let keyboard = try #require(result as? ValidatorResults.Keyboard)
    #expect(keyboard.result.value == "123")
  }

  @Test func validatableTypeUsesIt() throws {
    var validations = Validations()
    NewsletterSignup.validations(&validations)
    let ok = try validations.validate(json: #"{"email":"ada@EXAMPLE.com"}"#)
    #expect(ok.error == nil)
    #expect(ok.keyboardValues == ["email": "ada@example.com"])
    let bad = try validations.validate(json: #"{"email":"nope"}"#)
    #expect(
      bad.error?.description.hasPrefix("email is not a valid emailAddress value: [email.") == true)
  }
}
