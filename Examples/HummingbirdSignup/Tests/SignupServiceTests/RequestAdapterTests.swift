import Foundation
import Hummingbird
import HummingbirdTesting
import KBCheck
import KBCheckHummingbird
import Testing

@testable import SignupService

/// Issue 25 on Hummingbird: the request's `Accept-Language` gives the
/// language and the number locale, `Accept` the JSON or HTML answer, and
/// the schema's fields can be typed, failing when the schema is made.
@Suite struct RequestAdapterTests {
  /// What the adapter reads from a request, echoed as text.
  static func probe() -> Router<BasicRequestContext> {
    let router = Router()
    router.get("probe") { request, _ -> String in
      "\(request.messageLanguage) \(request.numberLocale ?? "nil") \(request.formResponseFormat)"
    }
    return router
  }

  func probe(_ headers: HTTPFields) async throws -> String {
    try await Application(router: Self.probe()).test(.router) { client in
      try await client.execute(uri: "/probe", method: .get, headers: headers) {
        String(buffer: $0.body)
      }
    }
  }

  @Test func languageLocaleAndFormatComeFromTheRequest() async throws {
    #expect(try await probe([:]) == "en nil json")
    #expect(try await probe([.acceptLanguage: "fr-CH;q=0.5, de-CH"]) == "de de_CH json")
    var lines: HTTPFields = [.accept: "text/html,application/xhtml+xml,*/*;q=0.8"]
    lines[values: .acceptLanguage] = ["xx-YY", "de-AT;q=0.9"]
    #expect(try await probe(lines) == "de de_AT html")
    #expect(try await probe([.acceptLanguage: "de;q=0, *"]) == "en nil json")
  }

  /// The amount follows the request's locale; the messages its language.
  @Test func theSchemaPathTakesLocaleAndLanguageFromTheRequest() async throws {
    let app = Application(router: try SignupService.router())
    try await app.test(.router) { client in
      let body =
        #"{"email":"ada@","website":"https://example.com","phone":"+1 650 253 0000","postalCode":"10115","amount":"1.234,5"}"#
      let german: HTTPFields = [.contentType: "application/json", .acceptLanguage: "de-DE"]
      let (status, json) = try await client.execute(
        uri: "/signup", method: .post, headers: german, body: ByteBuffer(string: body)
      ) { ($0.status, Self.fields(String(buffer: $0.body))) }
      #expect(status == .unprocessableContent)
      #expect(json["amount"]?["value"] as? String == "1234.5")
      let expected = EmailValidator(options: .form).validate("ada@").localized(.german)
      guard let issues = json["email"]?["issues"] as? [[String: Any]] else {
        Issue.record("no email issues: \(json)")
        return
      }
      #expect(issues.first?["message"] as? String == expected.issues[0].message)
      let english: HTTPFields = [.contentType: "application/json", .acceptLanguage: "en-US"]
      let amount = try await client.execute(
        uri: "/signup", method: .post, headers: english, body: ByteBuffer(string: body)
      ) { Self.fields(String(buffer: $0.body))["amount"]?["valid"] as? Bool }
      #expect(amount == false)
    }
  }

  /// The `fields` object of a report's JSON text, each field's object by name.
  static func fields(_ text: String) -> [String: [String: Any]] {
    let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    return object?["fields"] as? [String: [String: Any]] ?? [:]
  }

  /// A browser's post gets the page again, in its language, without the
  /// secrets it typed; an API client JSON.
  @Test func theHTMLPathNeverEchoesASecret() async throws {
    let schema = try FormSchema(validating: [
      FormField(
        name: "email", validator: EmailValidator(options: .form), as: .keyboard(.emailAddress)),
      try FormField(name: "card", .content(.creditCardNumber)),
    ])
    let page = FormHTML(schema: schema)
    let router = Router()
    router.post("pay") { request, context -> Response in
      try await schema.validate(request).response(
        for: request, context: context, page: page, title: "Pay")
    }
    let visa = "4111111111111111"
    try await Application(router: router).test(.router) { client in
      let browser: HTTPFields = [
        .contentType: "application/x-www-form-urlencoded", .accept: "text/html,*/*;q=0.8",
        .acceptLanguage: "de",
      ]
      try await client.execute(
        uri: "/pay", method: .post, headers: browser,
        body: ByteBuffer(string: "email=ada%40&card=\(visa)")
      ) { response in
        #expect(response.status == .unprocessableContent)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        #expect(response.headers[.contentLanguage] == "de")
        #expect(response.headers[.vary] == "Accept, Accept-Language")
        let html = String(buffer: response.body)
        #expect(html.contains(#"<html lang="de">"#))
        #expect(html.contains(#"value="ada@""#))
        #expect(!html.contains(visa))
      }
      try await client.execute(
        uri: "/pay", method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded", .accept: "application/json"],
        body: ByteBuffer(string: "email=ada%40example.com&card=\(visa)")
      ) { response in
        #expect(response.status == .created)
        #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
        #expect(!String(buffer: response.body).contains(visa))
      }
    }
  }

  /// A form body that is not UTF-8 is a 422 report, as a JSON body's is.
  @Test func aNonUTF8FormBodyIsAReport() async throws {
    let app = Application(router: try SignupService.router())
    try await app.test(.router) { client in
      try await client.execute(
        uri: "/signup", method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "email=ada%FF")
      ) { response in
        #expect(response.status == .unprocessableContent)
        #expect(String(buffer: response.body).contains("input.invalid-utf8"))
      }
    }
  }

  @Test func typedFieldsFailWhenTheSchemaIsMade() {
    #expect(throws: ConfigurationError.self) {
      try FormField(name: "site", .keyboard(.URL), ValidationContext(profile: "nope"))
    }
    #expect(throws: FormSchemaError.self) {
      try FormSchema(validating: [
        FormField(
          name: "a", validator: EmailValidator(options: .rfc), as: .keyboard(.emailAddress)),
        FormField(name: "a", type: "URL"),
      ])
    }
  }
}
