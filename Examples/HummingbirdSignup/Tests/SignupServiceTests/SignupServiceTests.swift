import Foundation
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
    let app = Application(router: try SignupService.router())
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
          schema: try SignupService.makeSchema(),
          options: .init(action: "/signup", submitLabel: "Sign up")
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
    let messages = Self.messages(in: try JSONSerialization.jsonObject(with: Data(json.utf8)))
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
  static func messages(in value: Any) -> [String] {
    switch value {
    case let object as [String: Any]:
      return object.flatMap { key, member -> [String] in
        if key == "message", let text = member as? String { return [text] }
        return messages(in: member)
      }
    case let items as [Any]: return items.flatMap { messages(in: $0) }
    default: return []
    }
  }

  /// Issue 34: a live server answers 408 to a body that does not arrive
  /// within the deadline (RFC 9110 §15.5.9), rather than holding the
  /// connection and a task for ever.
  @Test func slowBodyIs408() async throws {
    let app = try SignupService.application(
      host: "127.0.0.1", port: 0, bodyTimeout: .milliseconds(300))
    let answer = try await app.test(.live) { client in
      let port = try #require(client.port)
      return try RawConnection.exchange(
        port: port,
        "POST /signup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
          + "Content-Length: 100\r\n\r\n{")
    }
    #expect(answer.hasPrefix("HTTP/1.1 408"), "\(answer)")
  }
}

/// One request over a plain socket that sends only part of its body, and
/// the answer read back (up to 10 s; loopback only).
enum RawConnection {
  static func exchange(port: Int, _ text: String) throws -> String {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(.EIO) }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      guard n > 0 else { break }
      answer += buffer[..<n]
      if String(decoding: answer, as: UTF8.self).contains("\r\n\r\n") { break }
    }
    return String(decoding: answer, as: UTF8.self)
  }
}
