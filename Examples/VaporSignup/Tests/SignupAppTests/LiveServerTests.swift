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
    bodyTimeout: Duration = defaultBodyTimeout,
    _ body: (String, HTTPClient) async throws -> T
  ) async throws -> T {
    let app = try await Application.make(.testing)
    let client = HTTPClient(
      eventLoopGroup: HTTPClient.defaultEventLoopGroup,
      configuration: .init(timeout: .init(connect: .seconds(5), read: .seconds(30))))
    do {
      try configure(app, bodyTimeout: bodyTimeout)
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

  /// Issue 34: a client that sends its headers and then its body a byte at
  /// a time (or not at all) gets 408 once the body deadline passes, instead
  /// of holding the connection and a task for ever (RFC 9110 §15.5.9).
  @Test func slowBodyIs408() async throws {
    let answer = try await withLiveServer(bodyTimeout: .milliseconds(300)) { base, _ in
      let port = try #require(Int(base.split(separator: ":").last ?? ""))
      return try RawConnection.exchange(
        port: port,
        "POST /signup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
          + "Content-Length: 100\r\n\r\n{")
    }
    #expect(answer.hasPrefix("HTTP/1.1 408"), "\(answer)")
    #expect(answer.contains("request.failed"))
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
      if let text = String(bytes: answer, encoding: .utf8), text.contains("\r\n\r\n"),
        text.contains("}")
      {
        break
      }
    }
    return String(decoding: answer, as: UTF8.self)
  }
}
