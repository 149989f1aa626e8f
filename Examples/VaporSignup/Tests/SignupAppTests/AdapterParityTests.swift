import Foundation
import KBCheck
import KBCheckVapor
import Testing
import VaporTesting

@testable import SignupApp

/// Issue 25: Vapor's `Validatable` path and the schema path answer alike
/// (422, the same report shape, messages in the request's language); the
/// request's `Accept-Language` gives the language and the number locale,
/// `Accept` the JSON or HTML answer; a browser's post gets the page again
/// without its secrets.
@Suite struct AdapterParityTests {
  /// The newsletter's fields as a schema: the same rules as
  /// `NewsletterSignup.validations`.
  static let schema = FormSchema(fields: [
    FormField(name: "email", type: "emailAddress"),
    FormField(name: "website", type: "URL", required: false),
  ])

  /// An app with both paths side by side, behind the adapter's middleware.
  static func configure(_ app: Application) throws {
    app.middleware.use(KBCheckValidationMiddleware())
    app.post("validatable") { request async throws -> Response in
      try NewsletterSignup.validate(content: request)
      return Response(status: .created)
    }
    app.post("schema") { request async throws -> Response in
      try await schema.validate(request).response(for: request)
    }
  }

  private func send(
    _ app: Application, _ path: String, _ body: String, _ extra: HTTPHeaders = [:]
  ) async throws -> (HTTPResponseStatus, [String: Any]?) {
    var headers = extra
    headers.add(name: .contentType, value: "application/json")
    let response = try await app.testing().sendRequest(
      .POST, path, headers: headers, body: ByteBuffer(string: body))
    return (response.status, TestSupport.object(response.body.readableBytesView))
  }

  @Test func validatableAndSchemaAnswerWithTheSameStatusAndShape() async throws {
    try await withApp(configure: Self.configure) { app in
      let bad = #"{"email":"ada at example","website":"ftp://x.example"}"#
      let german: HTTPHeaders = ["Accept-Language": "fr, de-CH;q=0.8"]
      let (validatable, fromRules) = try await send(app, "validatable", bad, german)
      let (schema, fromSchema) = try await send(app, "schema", bad, german)
      #expect(validatable == .unprocessableEntity)
      #expect(schema == validatable)
      #expect(TestSupport.structure(fromRules) == TestSupport.structure(fromSchema))
      #expect(
        Set(fromRules?.keys ?? [:].keys) == ["valid", "fields", "missing", "unknown", "issues"])
      for field in ["email", "website"] {
        #expect(
          TestSupport.codes(fromRules, field: field) == TestSupport.codes(fromSchema, field: field))
        #expect(
          TestSupport.messages(fromRules, field: field)
            == TestSupport.messages(fromSchema, field: field))
      }
      // In German, whatever language the rule was made with.
      let expected = EmailValidator(options: .form).validate("ada at example").localized(.german)
      #expect(TestSupport.messages(fromRules, field: "email") == expected.issues.map(\.message))
      // A missing required field: both list it, with the same code.
      let (_, noEmailRules) = try await send(app, "validatable", "{}")
      let (_, noEmailSchema) = try await send(app, "schema", "{}")
      #expect(noEmailRules?["missing"] as? [String] == ["email"])
      #expect(noEmailSchema?["missing"] as? [String] == ["email"])
      #expect(TestSupport.codes(noEmailRules, field: "email") == ["form.missing-field"])
      #expect(TestSupport.codes(noEmailSchema, field: "email") == ["form.missing-field"])
    }
  }

  /// A `Validatable` failure's report is masked like the schema path's:
  /// the card number never leaves (PCI DSS v4.0 requirement 3.4.1).
  @Test func aValidatableFailureNeverEchoesTheCardNumber() async throws {
    try await withApp(configure: { app in
      app.middleware.use(KBCheckValidationMiddleware())
      app.post("card") { request async throws -> Response in
        var validations = Validations()
        validations.add("card", as: String.self, is: try .field(.content(.creditCardNumber)))
        try validations.validate(request: request).assert()
        return Response(status: .created)
      }
    }) { app in
      let wrong = "4111111111111112"
      let (status, json) = try await send(app, "card", #"{"card":"\#(wrong)"}"#)
      #expect(status == .unprocessableEntity)
      #expect(TestSupport.codes(json, field: "card").contains("card.check-digit"))
      let text = String(describing: json ?? [:])
      #expect(!text.contains(wrong))
    }
  }

  /// Every rule's outcome, passing ones too; Vapor's own validators and
  /// values that are not text keep the report's shape.
  @Test func aValidationsResultIsAReport() throws {
    var validations = Validations()
    validations.add("email", as: String.self, is: .keyboard(.emailAddress))
    validations.add("nickname", as: String.self, is: .count(3...))
    validations.add("age", as: String.self, is: .keyboard(.numberPad))
    validations.add("phone", as: String.self, is: .keyboard(.phonePad))
    validations.add("address") { address in
      address.add("postalCode", as: String.self, is: .keyboard(.numberPad))
    }
    let outcome = try validations.validate(
      json: #"{"email":"ada@example.com","nickname":"x","age":[1],"address":{"postalCode":"1a"}}"#)
    let report = FormReport(validations: outcome, language: .german)
    #expect(!report.isValid)
    #expect(report.values == ["email": "ada@example.com"])
    #expect(report[field: "nickname"]?.issues.map(\.code) == [FormReport.validationFailedCode])
    #expect(report[field: "age"]?.issues.map(\.code) == [.formNotText])
    #expect(report.missing == ["phone"])
    #expect(report[field: "address.postalCode"]?.isValid == false)
    #expect(report[field: "address.postalCode"]?.type == "numberPad")
  }

  /// `Accept-Language` through Vapor's `Request`: RFC 9110 §12.5.4
  /// q-values, ranges, `*`, several header lines.
  @Test func requestLanguageLocaleAndFormat() async throws {
    try await withApp(configure: { _ in }) { app in
      func request(_ headers: HTTPHeaders) -> Request {
        Request(application: app, headers: headers, on: app.eventLoopGroup.next())
      }
      let plain = request([:])
      #expect(plain.messageLanguage == .english)
      #expect(plain.numberLocale == nil)
      #expect(plain.formResponseFormat == .json)
      let swiss = request(["Accept-Language": "fr-CH;q=0.5, de-CH"])
      #expect(swiss.messageLanguage == .german)
      #expect(swiss.numberLocale == "de_CH")
      let lines = request([
        "Accept-Language": "xx-YY", "Accept-Language": "de-AT;q=0.9",
        "Accept": "text/html,application/xhtml+xml,*/*;q=0.8",
      ])
      #expect(lines.messageLanguage == .german)
      #expect(lines.numberLocale == "de_AT")
      #expect(lines.formResponseFormat == .html)
      #expect(request(["Accept-Language": "de;q=0, *"]).messageLanguage == .english)
      #expect(request(["Accept": "application/json, text/html"]).formResponseFormat == .json)
    }
  }

  /// The HTML path: the page again, in the request's language, with the
  /// submitted values, 422 or 201, and never a secret written back.
  @Test func aBrowserPostGetsThePageWithoutItsSecrets() async throws {
    let schema = FormSchema(fields: [
      FormField(name: "email", type: "emailAddress", label: "Email"),
      FormField(name: "card", type: "cc-number", label: "Card"),
    ])
    let page = FormHTML(schema: schema, options: .init(action: "/pay"))
    try await withApp(configure: { app in
      app.post("pay") { request async throws -> Response in
        try await schema.validate(request).response(for: request, page: page, title: "Pay")
      }
    }) { app in
      let headers: HTTPHeaders = [
        "Content-Type": "application/x-www-form-urlencoded",
        "Accept": "text/html,*/*;q=0.8", "Accept-Language": "de-DE",
      ]
      let bad = try await app.testing().sendRequest(
        .POST, "pay", headers: headers,
        body: ByteBuffer(string: "email=ada%40&card=\(CheckoutValidationTests.visa)"))
      #expect(bad.status == .unprocessableEntity)
      #expect(bad.headers.contentType == .html)
      #expect(bad.headers.first(name: .contentLanguage) == "de")
      #expect(bad.headers.first(name: .vary) == "Accept, Accept-Language")
      let html = String(buffer: bad.body)
      #expect(html.contains(#"<html lang="de">"#))
      #expect(html.contains(#"value="ada@""#))
      #expect(!html.contains(CheckoutValidationTests.visa))
      let german = EmailValidator(options: .form).validate("ada@").localized(.german)
      #expect(html.contains(FormHTML.escape(german.issues[0].message)))
      let good = try await app.testing().sendRequest(
        .POST, "pay", headers: headers,
        body: ByteBuffer(string: "email=ada%40example.com&card=\(CheckoutValidationTests.visa)"))
      #expect(good.status == .created)
      #expect(!String(buffer: good.body).contains(CheckoutValidationTests.visa))
      // The same post from an API client is JSON.
      var json = headers
      json.replaceOrAdd(name: .accept, value: "application/json")
      let api = try await app.testing().sendRequest(
        .POST, "pay", headers: json, body: ByteBuffer(string: "email=ada%40&card=1"))
      #expect(api.status == .unprocessableEntity)
      #expect(api.headers.contentType == .json)
    }
  }
}
