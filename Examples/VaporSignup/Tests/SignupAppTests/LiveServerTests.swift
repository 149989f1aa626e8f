import AsyncHTTPClient
import Foundation
import NIOCore
import Testing
import VaporTesting

@testable import SignupApp

/// The service over real HTTP: a server on 127.0.0.1 on a port the kernel
/// picks, posted to with AsyncHTTPClient. Loopback only; every request has
/// a deadline and every body a size bound.
@Suite struct LiveServerTests {
  /// Starts the configured app on 127.0.0.1:0, runs `body` with the base
  /// URL and a client, then shuts both down.
  private func withLiveServer<T>(
    _ body: (String, HTTPClient) async throws -> T
  ) async throws -> T {
    let app = try await Application.make(.testing)
    let client = HTTPClient(
      eventLoopGroup: HTTPClient.defaultEventLoopGroup,
      configuration: .init(timeout: .init(connect: .seconds(5), read: .seconds(30))))
    do {
      try configure(app)
      try await app.asyncBoot()
      try await app.server.start(address: .hostname("127.0.0.1", port: 0))
      let port = try #require(app.http.server.shared.localAddress?.port)
      #expect(port > 0)
      let result = try await body("http://127.0.0.1:\(port)", client)
      try await client.shutdown()
      await app.server.shutdown()
      try await app.asyncShutdown()
      return result
    } catch {
      try? await client.shutdown()
      await app.server.shutdown()
      try? await app.asyncShutdown()
      throw error
    }
  }

  /// Posts bytes and returns the status and the JSON answer.
  private func post(
    _ base: String, _ client: HTTPClient, path: String = "/signup",
    contentType: String = "application/json", acceptLanguage: String? = nil, body: [UInt8]
  ) async throws -> (HTTPResponseStatus, [String: Any]?) {
    var request = HTTPClientRequest(url: base + path)
    request.method = .POST
    request.headers.add(name: "Content-Type", value: contentType)
    if let acceptLanguage { request.headers.add(name: "Accept-Language", value: acceptLanguage) }
    request.body = .bytes(ByteBuffer(bytes: body))
    let response = try await client.execute(request, timeout: .seconds(30))
    let answer = try await response.body.collect(upTo: 1 << 20)
    return (response.status, TestSupport.object(answer.readableBytesView))
  }

  @Test func valid() async throws {
    try await withLiveServer { base, client in
      let (status, json) = try await post(
        base, client, body: Array(TestSupport.jsonBody(TestSupport.validFields).utf8))
      #expect(status == .created)
      #expect(TestSupport.values(json)["email"] == "ada@example.com")
      #expect(TestSupport.values(json)["amount"] == "1234.5")
    }
  }

  @Test func validFormEncoded() async throws {
    try await withLiveServer { base, client in
      let (status, json) = try await post(
        base, client, contentType: "application/x-www-form-urlencoded",
        body: Array(TestSupport.formBody(TestSupport.validFields).utf8))
      #expect(status == .created)
      #expect(TestSupport.values(json)["postalCode"] == "10115")
    }
  }

  @Test func invalid() async throws {
    try await withLiveServer { base, client in
      var fields = TestSupport.validFields
      fields[0].1 = "ada at example"
      let (status, json) = try await post(
        base, client, body: Array(TestSupport.jsonBody(fields).utf8))
      #expect(status == .unprocessableEntity)
      let codes = TestSupport.codes(json, field: "email")
      #expect(!codes.isEmpty && codes.allSatisfy { $0.hasPrefix("email.") })
    }
  }

  @Test func missingFields() async throws {
    try await withLiveServer { base, client in
      let (status, json) = try await post(
        base, client, body: Array(TestSupport.jsonBody([("website", "https://example.com/")]).utf8))
      #expect(status == .unprocessableEntity)
      #expect(json?["missing"] as? [String] == ["email", "phone", "postalCode", "amount"])
    }
  }

  @Test func oneMebibyteBody() async throws {
    try await withLiveServer { base, client in
      let (status, json) = try await post(base, client, body: TestSupport.oneMebibyteJSON)
      #expect(status == .payloadTooLarge)
      #expect(TestSupport.formCodes(json) == ["request.too-large"])
      // The server is still there.
      let (after, _) = try await post(
        base, client, body: Array(TestSupport.jsonBody(TestSupport.validFields).utf8))
      #expect(after == .created)
    }
  }

  @Test func bodySizeLimit() async throws {
    try await withLiveServer { base, client in
      let (atLimit, _) = try await post(
        base, client, body: TestSupport.jsonBody(ofExactly: SignupForm.maxBodySize))
      #expect(atLimit == .unprocessableEntity)
      let (over, json) = try await post(
        base, client, body: TestSupport.jsonBody(ofExactly: SignupForm.maxBodySize + 1))
      #expect(over == .payloadTooLarge)
      #expect(TestSupport.formCodes(json) == ["request.too-large"])
    }
  }

  @Test func invalidUTF8() async throws {
    try await withLiveServer { base, client in
      let (status, json) = try await post(base, client, body: TestSupport.invalidUTF8JSON)
      #expect(status == .unprocessableEntity)
      #expect(TestSupport.formCodes(json) == ["input.invalid-utf8"])
    }
  }

  @Test func germanAmount() async throws {
    try await withLiveServer { base, client in
      var fields = TestSupport.validFields
      fields[4].1 = "1.234,5"
      let (status, json) = try await post(
        base, client, acceptLanguage: "de-DE,de;q=0.9",
        body: Array(TestSupport.jsonBody(fields).utf8))
      #expect(status == .created)
      #expect(TestSupport.values(json)["amount"] == "1234.5")
    }
  }

  @Test func formPage() async throws {
    try await withLiveServer { base, client in
      var request = HTTPClientRequest(url: base + "/signup")
      request.method = .GET
      let response = try await client.execute(request, timeout: .seconds(30))
      let body = try await response.body.collect(upTo: 1 << 20)
      #expect(response.status == .ok)
      #expect(String(buffer: body).contains(#"inputmode="decimal" enterkeyhint="done""#))
    }
  }
}
