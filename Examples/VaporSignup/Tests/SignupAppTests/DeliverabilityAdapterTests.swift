import Foundation
import KBCheck
import KBCheckVapor
import Testing
import VaporTesting

/// Issue 31: `FormSchema.report(for:)` checks the email fields that ask for
/// it through DNS without blocking the event loop, against the loopback
/// server of `Scripts/ci/dns-test-server.sh`.
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
    try await withApp(configure: { app in
      app.on(.POST, "check", body: .collect(maxSize: "1mb")) { request in
        try await schema.report(for: request).response(for: request)
      }
    }) { app in
      var json = HTTPHeaders()
      json.add(name: .contentType, value: "application/json")
      let refused = try await app.testing().sendRequest(
        .POST, "check", headers: json, body: ByteBuffer(string: #"{"email":"a@null-mx.kbcheck"}"#))
      #expect(refused.status == .unprocessableEntity)
      #expect(String(buffer: refused.body).contains("deliverability.null-mx"))
      let accepted = try await app.testing().sendRequest(
        .POST, "check", headers: json, body: ByteBuffer(string: #"{"email":"a@with-mx.kbcheck"}"#))
      #expect(accepted.status == .created)
      #expect(String(buffer: accepted.body).contains(#""outcome":"deliverable""#))
    }
  }
}
