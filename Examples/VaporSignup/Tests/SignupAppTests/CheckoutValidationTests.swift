import Foundation
import KBCheck
import KBCheckVapor
import Testing
import VaporTesting

/// The typed doors of the Vapor adapter (`.keyboard(_:as:)`, `.field(_:)`)
/// and the payment content types through both of its paths (`Validatable`
/// and `FormSchema.validate(_:)`): codes, configuration errors at
/// configuration time, message language, and the rule that the full card
/// number never leaves in a response or a description (PCI DSS v4.0
/// requirement 3.4.1).
@Suite struct CheckoutValidationTests {
  // Visa's and American Express's published test numbers.
  static let visa = "4111111111111111"
  static let amex = "378282246310005"

  @Test func typedValidatorDoor() {
    let rule = Vapor.Validator<String>.keyboard(
      EmailValidator(options: .rfc), as: .keyboard(.emailAddress))
    #expect(!rule.validate("ada@example.com").isFailure)
    let bad = rule.validate("ada at example")
    #expect(bad.isFailure)
    #expect(bad.failureDescription?.hasPrefix("is not a valid emailAddress value: [email.") == true)
  }

  @Test func contentTypeDoorMasksAndSpeaksTheLanguage() throws {
    let card = try Vapor.Validator<String>.field(.content(.creditCardNumber))
    let ok = try #require(card.validate(Self.visa) as? ValidatorResults.Keyboard)
    #expect(!ok.isFailure)
    #expect(ok.successDescription == "is a valid creditCardNumber value")
    #expect(ok.type == .numberPad)
    #expect(ok.result.masked().value == "411111••••••1111")
    let wrong = card.validate("4111111111111112")
    #expect(wrong.isFailure)
    let description = try #require(wrong.failureDescription)
    #expect(description.contains("[card.check-digit]"))
    #expect(!description.contains("4111111111111112"))
    let german = try Vapor.Validator<String>.field(.content(.creditCardNumber), language: .german)
    let deutsch = try #require(german.validate("4111111111111112").failureDescription)
    #expect(deutsch.contains("[card.check-digit]") && deutsch != description)
  }

  @Test func configurationErrorsThrowWhenTheRuleIsMade() {
    #expect(throws: ConfigurationError.self) {
      try Vapor.Validator<String>.field(
        .content(.creditCardNumber), ValidationContext(options: ["brands": "nosuchbrand"]))
    }
    #expect(throws: ConfigurationError.self) {
      try Vapor.Validator<String>.field(
        .keyboard(.emailAddress), ValidationContext(options: ["noSuchOption": "1"]))
    }
  }

  @Test func validatableCheckoutNeverEchoesTheNumber() throws {
    var validations = Validations()
    validations.add(
      "card", as: String.self, is: try .field(.content(.creditCardNumber)))
    validations.add("iban", as: String.self, is: try .field(.content(.iban)))
    let ok = try validations.validate(
      json: #"{"card":"4111 1111 1111 1111","iban":"DE89 3704 0044 0532 0130 00"}"#)
    #expect(ok.error == nil)
    // The application's own value (for its payment processor) is the digits.
    #expect(ok.keyboardValues == ["card": Self.visa, "iban": "DE89370400440532013000"])
    let bad = try validations.validate(json: #"{"card":"4111111111111112","iban":"DE00"}"#)
    let text = try #require(bad.error?.description)
    #expect(text.contains("[card.check-digit]") && text.contains("[iban."))
    #expect(!text.contains("4111111111111112"))
  }

  @Test func schemaPathIs422AndMasked() async throws {
    var csc = FormField(name: "csc", type: "cc-csc")
    csc.context = [CardSecurityCodeValidator.cardRole: "card"]
    let schema = FormSchema(fields: [FormField(name: "card", type: "cc-number"), csc])
    try await withApp(configure: { app in
      app.post("checkout") { request async throws -> Response in
        try await schema.validate(request).response(for: request)
      }
    }) { app in
      var headers = HTTPHeaders()
      headers.add(name: .contentType, value: "application/json")
      let response = try await app.testing().sendRequest(
        .POST, "checkout", headers: headers,
        body: ByteBuffer(string: #"{"card":"\#(Self.amex)","csc":"123"}"#))
      let body = String(buffer: response.body)
      #expect(response.status == .unprocessableEntity)
      #expect(body.contains("csc.length"))
      #expect(!body.contains(Self.amex))
      #expect(body.contains("378282•••••0005"))
      let valid = try await app.testing().sendRequest(
        .POST, "checkout", headers: headers,
        body: ByteBuffer(string: #"{"card":"\#(Self.amex)","csc":"1234"}"#))
      #expect(valid.status == .created)
      #expect(!String(buffer: valid.body).contains(Self.amex))
    }
  }
}
