import Foundation
import KBCheck

/// The loopback DNS server of the deliverability tests
/// (`Scripts/ci/dns-test-server.sh start` exports its address): Knot DNS with
/// the zone `Fixtures/dns/kbcheck.zone`, and a black hole that never
/// answers. Without it the suites that need it are skipped by name; CI sets
/// `KBCHECK_REQUIRE_DNS=1`, which makes a missing server a failure.
enum DNSTestServer {
  static let environment = ProcessInfo.processInfo.environment
  /// The zone's server, when running.
  static let server: DNSServer? = environment["KBCHECK_TEST_DNS"].flatMap(DNSServer.init)
  /// The server that never answers.
  static let blackHole: DNSServer? = environment["KBCHECK_TEST_DNS_BLACKHOLE"].flatMap(
    DNSServer.init)
  /// Whether a missing server is a failure rather than a skip.
  static let isRequired = environment["KBCHECK_REQUIRE_DNS"] == "1"
  /// Whether the suites that need the server run.
  static let isAvailable = server != nil || isRequired
}
