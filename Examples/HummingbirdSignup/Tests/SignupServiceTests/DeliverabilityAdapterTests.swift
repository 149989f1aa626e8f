import Foundation
import Hummingbird
import HummingbirdTesting
import KBCheck
import Testing

/// Issue 31: an email field with `checkDeliverability` is checked through
/// DNS by the adapter, on the request's task (the event loop is never
/// blocked), against the loopback server of `Scripts/ci/dns-test-server.sh`.
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment["KBCHECK_TEST_DNS"] != nil
      || ProcessInfo.processInfo.environment["KBCHECK_REQUIRE_DNS"] == "1",
    "needs the loopback DNS server: eval \"$(Scripts/ci/dns-test-server.sh start)\""))
struct DeliverabilityAdapterTests {
  @Test func aNullMXIsRefusedAndAMailHostAccepted() async throws {
    let server = try #require(ProcessInfo.processInfo.environment["KBCHECK_TEST_DNS"])
    let schema = try FormSchema.decode(
      json:
        #"{"fields":[{"name":"email","type":"email","options":{"checkDeliverability":"true","dnsServer":"\#(server)"}}]}"#
    )
    let router = Router()
    router.post("/check") { request, _ -> EditedResponse<FormReport> in
      try await schema.validate(request).withStatus
    }
    let app = Application(router: router)
    try await app.test(.router) { client in
      try await client.execute(
        uri: "/check", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: #"{"email":"a@null-mx.kbcheck"}"#)
      ) { response in
        #expect(response.status == .unprocessableContent)
        #expect(String(buffer: response.body).contains("deliverability.null-mx"))
      }
      try await client.execute(
        uri: "/check", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: #"{"email":"a@with-mx.kbcheck"}"#)
      ) { response in
        #expect(response.status == .created)
        #expect(String(buffer: response.body).contains(#""outcome":"deliverable""#))
      }
    }
  }
}
