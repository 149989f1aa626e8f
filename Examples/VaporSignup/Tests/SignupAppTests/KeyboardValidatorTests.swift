import KBCheck
import KBCheckVapor
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

/// The KBCheckVapor adapter's form helpers in an app of their own:
/// `FormSchema.validate(_:)` and `FormReport.response(for:)`.
@Suite struct FormAdapterTests {
  static let schema = FormSchema(fields: [
    FormField(name: "email", type: "email"), FormField(name: "pin", type: "numberPad"),
  ])

  func send(_ contentType: String, _ body: String) async throws -> (HTTPResponseStatus, String) {
    try await withApp(configure: { app in
      app.on(.POST, "form", body: .collect(maxSize: "1mb")) { request in
        try await Self.schema.validate(request, maxBodySize: 64).response(for: request)
      }
    }) { app in
      var headers = HTTPHeaders()
      headers.add(name: .contentType, value: contentType)
      let response = try await app.testing().sendRequest(
        .POST, "form", headers: headers, body: ByteBuffer(string: body))
      return (response.status, String(buffer: response.body))
    }
  }

  @Test func validInvalidAndRefusedBodies() async throws {
    let (created, body) = try await send(
      "application/json", #"{"email":"ada@example.com","pin":"1234"}"#)
    #expect(created == .created)
    #expect(body.contains(#""isValid":true"#) || body.contains(#""valid":true"#))
    let (invalid, issues) = try await send(
      "application/x-www-form-urlencoded", "email=ada%40&pin=12")
    #expect(invalid == .unprocessableEntity)
    #expect(issues.contains("email."))
    let (twice, duplicate) = try await send(
      "application/x-www-form-urlencoded", "email=a%40b.example&email=c%40d.example&pin=1234")
    #expect(twice == .unprocessableEntity)  // a field given twice is reported, not chosen
    #expect(duplicate.contains("form.duplicate-field"))
    let (unsupported, _) = try await send("text/plain", "email=ada")
    #expect(unsupported == .unsupportedMediaType)
    let (tooLarge, _) = try await send("application/json", String(repeating: " ", count: 100))
    #expect(tooLarge == .payloadTooLarge)
  }
}
