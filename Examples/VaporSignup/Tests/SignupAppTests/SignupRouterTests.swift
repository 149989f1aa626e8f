import Foundation
import KBCheck
import Testing
import VaporTesting

@testable import SignupApp

/// `POST /signup` and `POST /newsletter` through Vapor's router, in memory.
@Suite struct SignupRouterTests {
  /// Sends one request to a configured app.
  private func send(
    _ method: HTTPMethod, _ path: String, contentType: String? = nil,
    acceptLanguage: String? = nil, body: [UInt8] = []
  ) async throws -> (HTTPResponseStatus, String?, [UInt8]) {
    try await withApp(configure: configure) { app in
      var headers = HTTPHeaders()
      if let contentType { headers.add(name: .contentType, value: contentType) }
      if let acceptLanguage { headers.add(name: .acceptLanguage, value: acceptLanguage) }
      let response = try await app.testing().sendRequest(
        method, path, headers: headers, body: ByteBuffer(bytes: body))
      return (
        response.status, response.headers.first(name: .contentType),
        Array(response.body.readableBytesView)
      )
    }
  }

  @Test func validJSONIsCreatedWithCanonicalValues() async throws {
    let (status, type, body) = try await send(
      .POST, "signup", contentType: "application/json",
      body: Array(TestSupport.jsonBody(TestSupport.validFields).utf8))
    #expect(status == .created)
    #expect(type == "application/json; charset=utf-8")
    let json = TestSupport.object(body)
    #expect(json?["valid"] as? Bool == true)
    let values = TestSupport.values(json)
    #expect(values["email"] == "ada@example.com")
    #expect(values["postalCode"] == "10115")
    #expect(values["amount"] == "1234.5")
    #expect(Set(values.keys) == ["email", "website", "phone", "postalCode", "amount"])
  }

  @Test func validFormEncodedIsCreated() async throws {
    let (status, _, body) = try await send(
      .POST, "signup", contentType: "application/x-www-form-urlencoded",
      body: Array(TestSupport.formBody(TestSupport.validFields).utf8))
    #expect(status == .created)
    let values = TestSupport.values(TestSupport.object(body))
    #expect(values["email"] == "ada@example.com")
    #expect(values["phone"] != nil)
  }

  @Test func invalidFieldsAre422WithCodesAndMessages() async throws {
    var fields = TestSupport.validFields
    fields[0].1 = "ada at example"
    fields[1].1 = "ftp://example.com/"
    fields[3].1 = "10a15"
    let (status, _, body) = try await send(
      .POST, "signup", contentType: "application/json",
      body: Array(TestSupport.jsonBody(fields).utf8))
    #expect(status == .unprocessableEntity)
    let json = TestSupport.object(body)
    #expect(json?["valid"] as? Bool == false)
    let emailCodes = TestSupport.codes(json, field: "email")
    #expect(!emailCodes.isEmpty && emailCodes.allSatisfy { $0.hasPrefix("email.") })
    let urlCodes = TestSupport.codes(json, field: "website")
    #expect(!urlCodes.isEmpty && urlCodes.allSatisfy { $0.hasPrefix("url.") })
    #expect(!TestSupport.codes(json, field: "postalCode").isEmpty)
    #expect(TestSupport.codes(json, field: "phone").isEmpty)
    let fieldsJSON = json?["fields"] as? [String: Any]
    let email = fieldsJSON?["email"] as? [String: Any]
    let issue = (email?["issues"] as? [[String: Any]])?.first
    #expect((issue?["message"] as? String)?.isEmpty == false)
    #expect(issue?["severity"] as? String == "error")
    let phone = fieldsJSON?["phone"] as? [String: Any]
    #expect(phone?["valid"] as? Bool == true)
  }

  @Test func missingFieldsAreListed() async throws {
    let (status, _, body) = try await send(
      .POST, "signup", contentType: "application/json",
      body: Array(TestSupport.jsonBody([("email", "ada@example.com")]).utf8))
    #expect(status == .unprocessableEntity)
    let json = TestSupport.object(body)
    #expect(json?["missing"] as? [String] == ["website", "phone", "postalCode", "amount"])
    #expect(TestSupport.codes(json, field: "phone") == ["form.missing-field"])
    #expect(TestSupport.codes(json, field: "email") == [])
  }

  @Test func emptyJSONObjectMissesEveryField() async throws {
    let (status, _, body) = try await send(
      .POST, "signup", contentType: "application/json", body: Array("{}".utf8))
    #expect(status == .unprocessableEntity)
    #expect(
      TestSupport.object(body)?["missing"] as? [String]
        == ["email", "website", "phone", "postalCode", "amount"])
  }

  @Test func oneMebibyteBodyIs413() async throws {
    let (status, type, body) = try await send(
      .POST, "signup", contentType: "application/json", body: TestSupport.oneMebibyteJSON)
    #expect(status == .payloadTooLarge)
    #expect(type == "application/json; charset=utf-8")
    #expect(TestSupport.formCodes(TestSupport.object(body)) == ["request.too-large"])
  }

  @Test func bodyAtTheLimitIsReadAndOneByteMoreIs413() async throws {
    let atLimit = TestSupport.jsonBody(ofExactly: SignupForm.maxBodySize)
    #expect(atLimit.count == 65536)
    let (status, _, body) = try await send(
      .POST, "signup", contentType: "application/json", body: atLimit)
    #expect(status == .unprocessableEntity)
    #expect(!TestSupport.codes(TestSupport.object(body), field: "email").isEmpty)
    let (over, _, _) = try await send(
      .POST, "signup", contentType: "application/json",
      body: TestSupport.jsonBody(ofExactly: SignupForm.maxBodySize + 1))
    #expect(over == .payloadTooLarge)
  }

  @Test func deeplyNestedJSONIs422() async throws {
    let (status, _, body) = try await send(
      .POST, "signup", contentType: "application/json",
      body: TestSupport.nestedJSON(depth: 30_000))
    #expect(status == .unprocessableEntity)
    #expect(TestSupport.formCodes(TestSupport.object(body)).count == 1)
  }

  @Test func invalidUTF8JSONIs422() async throws {
    let (status, _, body) = try await send(
      .POST, "signup", contentType: "application/json", body: TestSupport.invalidUTF8JSON)
    #expect(status == .unprocessableEntity)
    #expect(TestSupport.formCodes(TestSupport.object(body)) == ["input.invalid-utf8"])
  }

  @Test func invalidUTF8FormIs422() async throws {
    let (status, _, body) = try await send(
      .POST, "signup", contentType: "application/x-www-form-urlencoded",
      body: Array("email=ada%FF%40example.com".utf8))
    #expect(status == .unprocessableEntity)
    #expect(TestSupport.formCodes(TestSupport.object(body)) == ["input.invalid-utf8"])
  }

  @Test func malformedJSONIs422() async throws {
    let (status, _, body) = try await send(
      .POST, "signup", contentType: "application/json", body: Array("{\"email\":".utf8))
    #expect(status == .unprocessableEntity)
    #expect(TestSupport.formCodes(TestSupport.object(body)) == ["form.invalid-json"])
  }

  @Test func germanAmountFollowsAcceptLanguage() async throws {
    var fields = TestSupport.validFields
    fields[4].1 = "1.234,5"
    let (status, _, body) = try await send(
      .POST, "signup", contentType: "application/json", acceptLanguage: "de-DE,de;q=0.9",
      body: Array(TestSupport.jsonBody(fields).utf8))
    #expect(status == .created)
    #expect(TestSupport.values(TestSupport.object(body))["amount"] == "1234.5")
  }

  @Test func germanAmountIsInvalidInEnglish() async throws {
    var fields = TestSupport.validFields
    fields[4].1 = "1.234,5"
    let (status, _, body) = try await send(
      .POST, "signup", contentType: "application/json", acceptLanguage: "en-US",
      body: Array(TestSupport.jsonBody(fields).utf8))
    #expect(status == .unprocessableEntity)
    #expect(!TestSupport.codes(TestSupport.object(body), field: "amount").isEmpty)
  }

  /// Issue 18: `Accept-Language` chooses the language of the messages
  /// (RFC 9110 §12.5.4); the codes are the same in every language.
  @Test func messagesFollowAcceptLanguage() async throws {
    var fields = TestSupport.validFields
    fields[0].1 = "joe..x@example.com"
    let body = Array(TestSupport.jsonBody(fields).utf8)
    let (_, _, english) = try await send(
      .POST, "signup", contentType: "application/json", acceptLanguage: "en-US", body: body)
    let (status, _, german) = try await send(
      .POST, "signup", contentType: "application/json", acceptLanguage: "fr;q=0.9, de-CH;q=0.8",
      body: body)
    #expect(status == .unprocessableEntity)
    let englishJSON = TestSupport.object(english)
    let germanJSON = TestSupport.object(german)
    #expect(
      TestSupport.codes(englishJSON, field: "email")
        == TestSupport.codes(germanJSON, field: "email"))
    let expected = EmailValidator(options: .form).validate("joe..x@example.com")
    #expect(
      TestSupport.messages(germanJSON, field: "email")
        == expected.localized(.german).issues.map(\.message))
    #expect(
      TestSupport.messages(englishJSON, field: "email") == expected.issues.map(\.message))
  }

  @Test func duplicateFormFieldIs422() async throws {
    let (status, _, body) = try await send(
      .POST, "signup", contentType: "application/x-www-form-urlencoded",
      body: Array("email=a%40b.example&email=c%40d.example".utf8))
    #expect(status == .unprocessableEntity)
    #expect(TestSupport.formCodes(TestSupport.object(body)) == ["form.duplicate-field"])
  }

  @Test func otherMediaTypeIs415() async throws {
    let (status, _, body) = try await send(
      .POST, "signup", contentType: "text/plain", body: Array("email=a".utf8))
    #expect(status == .unsupportedMediaType)
    #expect(TestSupport.formCodes(TestSupport.object(body)) == ["request.unsupported-media-type"])
  }

  @Test func unknownRouteIsJSON404() async throws {
    let (status, _, body) = try await send(.GET, "nowhere")
    #expect(status == .notFound)
    #expect(TestSupport.formCodes(TestSupport.object(body)) == ["request.failed"])
  }

  /// RFC 9110 §15.5.16 (415) for a body in another media type, §15.5.21
  /// (422) for a JSON body that cannot be read; no decoder internals shown.
  @Test func newsletterAnswersMalformedBodiesWithTheirStatus() async throws {
    let (wrongType, _, typeBody) = try await send(
      .POST, "newsletter", contentType: "text/plain", body: Array("ada@example.com".utf8))
    #expect(wrongType == .unsupportedMediaType)
    #expect(TestSupport.object(typeBody)?["valid"] as? Bool == false)
    let (malformed, _, body) = try await send(
      .POST, "newsletter", contentType: "application/json", body: Array(#"{"email": "#.utf8))
    #expect(malformed == .unprocessableEntity)
    let text = String(decoding: body, as: UTF8.self)
    #expect(text.contains("not a well-formed JSON object"))
    #expect(!text.contains("DecodingError") && !text.contains("NSDebugDescription"))
    let (badUTF8, _, utf8Body) = try await send(
      .POST, "newsletter", contentType: "application/json",
      body: Array(#"{"email": ""#.utf8) + [0xFF, 0xFE]
        + Array(#"", "website": "https://x.example"}"#.utf8))
    #expect(badUTF8 == .unprocessableEntity)
    let utf8Text = String(decoding: utf8Body, as: UTF8.self)
    #expect(!utf8Text.contains("DecodingError") && !utf8Text.contains("NSDebugDescription"))
  }

  @Test func newsletterUsesTheKeyboardValidator() async throws {
    let (ok, _, created) = try await send(
      .POST, "newsletter", contentType: "application/json",
      body: Array(#"{"email":"Ada@Example.COM","website":"HTTPS://Example.com"}"#.utf8))
    #expect(ok == .created)
    let stored = TestSupport.object(created)
    #expect(stored?["email"] as? String == "Ada@example.com")
    #expect(stored?["website"] as? String == "https://example.com/")
    let (bad, _, body) = try await send(
      .POST, "newsletter", contentType: "application/json",
      body: Array(#"{"email":"ada at example","website":"ftp://x"}"#.utf8))
    #expect(bad == .unprocessableEntity)
    // KBCheckValidationMiddleware: the schema path's report, each rule a field.
    let json = TestSupport.object(body)
    #expect(json?["valid"] as? Bool == false)
    #expect(TestSupport.formCodes(json) == [])
    let email = TestSupport.codes(json, field: "email")
    #expect(!email.isEmpty && email.allSatisfy { $0.hasPrefix("email.") })
    let website = TestSupport.codes(json, field: "website")
    #expect(!website.isEmpty && website.allSatisfy { $0.hasPrefix("url.") })
  }

  /// Issue 34: no error answer names an internal type. Every error path of
  /// both routes, with bodies of the wrong shape and types.
  @Test(arguments: [
    ("newsletter", "application/json", #"{"email": 5}"#),
    ("newsletter", "application/json", #"{"email": {"a": 1}}"#),
    ("newsletter", "application/json", #"{"email": ["x"]}"#),
    ("newsletter", "application/json", #"{"email": null}"#),
    ("newsletter", "application/json", #"{"email": true}"#),
    ("newsletter", "application/json", #"{"email": "ada@example.com", "website": 5}"#),
    ("newsletter", "application/json", #"{"email": "ada@example.com", "website": [1]}"#),
    ("newsletter", "application/json", #"{}"#),
    ("newsletter", "application/json", #"[]"#),
    ("newsletter", "application/json", #""text""#),
    ("newsletter", "application/json", #"{"email": "#),
    ("newsletter", "application/json", "{\"email\": \"\u{FF}\"}"),
    ("newsletter", "application/x-www-form-urlencoded", "email[]=x"),
    ("newsletter", "application/x-www-form-urlencoded", "email[a]=1"),
    ("newsletter", "application/x-www-form-urlencoded", "website=5"),
    ("newsletter", "application/x-www-form-urlencoded", "email=%FF"),
    ("newsletter", "text/plain", "email=x"),
    ("signup", "application/json", #"{"email": 5, "amount": {"a": 1}}"#),
    ("signup", "application/json", #"[1, 2]"#),
    ("signup", "application/json", #"{"email": "#),
    ("signup", "application/x-www-form-urlencoded", "email=%FF"),
    ("signup", "text/plain", "x"),
    ("nowhere", "application/json", "{}"),
  ])
  func errorBodiesNameNoInternalType(path: String, contentType: String, body: String) async throws {
    let (status, _, answer) = try await send(
      .POST, path, contentType: contentType, body: Array(body.utf8))
    let text = String(decoding: answer, as: UTF8.self)
    #expect(status.code >= 400, "\(path) \(body): \(status)")
    for marker in JSONErrorMiddleware.internalMarkers + [
      "String", "Int", "Bool", "Double", "JSONDecoder", "URLEncodedForm", "NSError", "Error(",
    ] {
      #expect(!text.contains(marker), "\(path) \(body) → \(text)")
    }
  }
}
