import Hummingbird
import HummingbirdTesting
import KBCheck
import Testing

@testable import SignupService

/// The Hummingbird twin of the Vapor example, through its router in memory:
/// the page, the JSON API's statuses (RFC 9110 §15: 201, 413, 415, 422) and
/// a browser's form post.
@Suite struct SignupServiceTests {
  static let valid =
    #"{"email":"Ada@Example.COM","website":"https://example.com","phone":"+1 650 253 0000","postalCode":"10115","amount":"1234.5"}"#

  func send(
    _ method: HTTPRequest.Method, _ uri: String, _ headers: HTTPFields = [:], _ body: String = ""
  ) async throws -> (HTTPResponse.Status, String?, String) {
    let app = Application(router: SignupService.router())
    return try await app.test(.router) { client in
      try await client.execute(
        uri: uri, method: method, headers: headers, body: ByteBuffer(string: body)
      ) {
        ($0.status, $0.headers[.contentType], String(buffer: $0.body))
      }
    }
  }

  @Test func servesTheLibrarysForm() async throws {
    let (status, type, html) = try await send(.get, "/signup")
    #expect(status == .ok)
    #expect(type == "text/html; charset=utf-8")
    #expect(
      html.contains(
        FormHTML(
          schema: SignupService.schema, options: .init(action: "/signup", submitLabel: "Sign up")
        ).render()))
  }

  @Test func jsonAPI() async throws {
    let json: HTTPFields = [.contentType: "application/json"]
    let (created, _, body) = try await send(.post, "/signup", json, Self.valid)
    #expect(created == .created)
    #expect(body.contains("Ada@example.com"))
    let (invalid, _, issues) = try await send(.post, "/signup", json, #"{"email":"ada@"}"#)
    #expect(invalid == .unprocessableContent)
    #expect(issues.contains("email.domain.missing"))
    #expect(issues.contains("form.missing-field"))
    let (twice, _, duplicate) = try await send(
      .post, "/signup", [.contentType: "application/x-www-form-urlencoded"],
      "email=a%40b.example&email=c%40d.example&website=https%3A%2F%2Fx.example&phone=%2B1+650+253+0000&postalCode=10115&amount=1"
    )
    #expect(twice == .unprocessableContent)  // a field given twice is reported, not chosen
    #expect(duplicate.contains("form.duplicate-field"))
    let (unsupported, _, _) = try await send(.post, "/signup", [.contentType: "text/plain"], "x")
    #expect(unsupported == .unsupportedMediaType)
    let (tooLarge, _, _) = try await send(
      .post, "/signup", json, String(repeating: " ", count: SignupService.maxBodySize + 1))
    #expect(tooLarge == .contentTooLarge)
  }

  /// Issue 18: `Accept-Language` chooses the language of the messages
  /// (RFC 9110 §12.5.4), in the JSON answer and on the page; codes stay.
  @Test func messagesFollowAcceptLanguage() async throws {
    let expected = EmailValidator(options: .form).validate("ada@")
    let english = try #require(expected.issues.first)
    let german = english.localized(.german)
    #expect(german.message != english.message)
    let (_, _, json) = try await send(
      .post, "/signup", [.contentType: "application/json", .acceptLanguage: "de-DE, en;q=0.5"],
      #"{"email":"ada@"}"#)
    #expect(json.contains(english.code.rawValue))
    let messages = Self.messages(in: try JSONValue(parsing: json))
    #expect(messages.contains(german.message), "\(json)")
    #expect(!messages.contains(english.message))
    let (_, _, page) = try await send(
      .post, "/signup",
      [
        .contentType: "application/x-www-form-urlencoded", .accept: "text/html",
        .acceptLanguage: "de",
      ],
      "email=ada%40&website=https%3A%2F%2Fexample.com&phone=%2B1+650+253+0000&postalCode=10115&amount=12.5"
    )
    #expect(page.contains(FormHTML.escape(german.message)))
  }

  @Test func aBrowserPostGetsThePageBack() async throws {
    let form: HTTPFields = [
      .contentType: "application/x-www-form-urlencoded", .accept: "text/html,*/*;q=0.8",
    ]
    let (status, type, page) = try await send(
      .post, "/signup", form,
      "email=ada%40&website=https%3A%2F%2Fexample.com&phone=%2B1+650+253+0000&postalCode=10115&amount=12.5"
    )
    #expect(status == .unprocessableContent)
    #expect(type == "text/html; charset=utf-8")
    #expect(page.contains(#"value="ada@""#))
    #expect(page.contains(#"data-code="email.domain.missing""#))
    let (created, _, thanks) = try await send(
      .post, "/signup", form,
      "email=ada%40example.com&website=https%3A%2F%2Fexample.com&phone=%2B1+650+253+0000&postalCode=10115&amount=12.5"
    )
    #expect(created == .created)
    #expect(thanks.contains("<h1>Thank you</h1>"))
  }

  /// Every `message` member of a JSON answer.
  static func messages(in value: JSONValue) -> [String] {
    switch value {
    case .object(let members):
      return members.flatMap { member -> [String] in
        if member.key == "message", case .string(let text) = member.value { return [text] }
        return messages(in: member.value)
      }
    case .array(let items): return items.flatMap { messages(in: $0) }
    default: return []
    }
  }
}
