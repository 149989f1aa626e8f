import Foundation
import KBCheck
import Testing

/// `kbcheck --type email --set checkDeliverability=true` against the
/// loopback DNS server (`Scripts/ci/dns-test-server.sh`): one value, batch,
/// exit codes (75 for "could not decide", sysexits EX_TEMPFAIL), settings.
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment["KBCHECK_TEST_DNS"] != nil
      || ProcessInfo.processInfo.environment["KBCHECK_REQUIRE_DNS"] == "1",
    "needs the loopback DNS server: eval \"$(Scripts/ci/dns-test-server.sh start)\""))
struct DeliverabilityCLITests {
  let server = ProcessInfo.processInfo.environment["KBCHECK_TEST_DNS"] ?? "127.0.0.1:9"
  let blackHole = ProcessInfo.processInfo.environment["KBCHECK_TEST_DNS_BLACKHOLE"] ?? "127.0.0.1:9"

  private func check(_ arguments: [String], stdin: [UInt8] = []) throws -> Kbcheck.Run {
    try Kbcheck.run(
      ["--type", "email", "--set", "checkDeliverability=true", "--set", "dnsServer=\(server)"]
        + arguments, stdin: stdin)
  }

  @Test func oneValueGivesTheOutcomeAndTheExitCode() throws {
    let good = try check(["--format", "json", "joe@with-mx.kbcheck"])
    #expect(good.status == 0)
    #expect(
      good.stdout.contains(
        #""deliverability":{"outcome":"deliverable","mx":[{"preference":10,"exchange":"mx1.with-mx.kbcheck."}"#
      ))
    // RFC 7505: a null MX is an error, exit 1.
    let null = try check(["joe@null-mx.kbcheck"])
    #expect(null.status == 1)
    #expect(null.stderr.contains("error[deliverability.null-mx]"))
    // German.
    let german = try check(["--lang", "de", "joe@null-mx.kbcheck"])
    #expect(german.stderr.contains("nimmt keine E-Mail an"))
    // A server that never answers: undecided, a warning, exit 75.
    let silent = try Kbcheck.run([
      "--type", "email", "--set", "checkDeliverability=true", "--set", "dnsServer=\(blackHole)",
      "--set", "dnsTimeout=1", "joe@with-mx.kbcheck",
    ])
    #expect(silent.status == 75)
    #expect(silent.stderr.contains("warning[deliverability.undecided]"))
    #expect(silent.stdout == "joe@with-mx.kbcheck\n")
    // A syntactically invalid address is not looked up.
    let invalid = try check(["not-an-address"])
    #expect(invalid.status == 1)
    #expect(!invalid.stderr.contains("deliverability"))
  }

  @Test func badSettingsAreUsageErrors() throws {
    for (arguments, code) in [
      (
        ["--type", "email", "--set", "checkDeliverability=maybe", "a@b.kbcheck"],
        "config.deliverability-boolean"
      ),
      (
        [
          "--type", "email", "--set", "checkDeliverability=true", "--set", "dnsServer=::1",
          "a@b.kbcheck",
        ], "config.dns-server"
      ),
      (
        [
          "--type", "email", "--set", "checkDeliverability=true", "--set", "dnsTimeout=0",
          "a@b.kbcheck",
        ], "config.dns-timeout"
      ),
      (
        ["--type", "email", "--set", "dnsServer=127.0.0.1", "a@b.kbcheck"],
        "config.dns-without-check"
      ),
      (
        ["--type", "url", "--set", "checkDeliverability=true", "https://a.kbcheck"],
        "config.deliverability-not-email"
      ),
    ] {
      let run = try Kbcheck.run(arguments)
      #expect(run.status == 64, "\(arguments)")
      #expect(run.stderr.contains(code), "\(arguments): \(run.stderr)")
    }
  }

  @Test func aBatchAsksOncePerDomainAndKeepsOrder() throws {
    // 20,000 addresses over the zone's 1,000 bulk domains, shuffled
    // deterministically, with invalid lines between them.
    var lines: [String] = []
    for i in 0..<20_000 {
      lines.append(i % 97 == 0 ? "broken line \(i)" : "user\(i)@d\((i * 7919) % 1000).bulk.kbcheck")
    }
    let run = try check(
      ["--format", "json", "--jobs", "2", "-"],
      stdin: Array((lines.joined(separator: "\n") + "\n").utf8))
    let records = run.stdout.split(separator: "\n")
    #expect(records.count == lines.count)
    var mismatched = 0
    for (record, line) in zip(records, lines) {
      if !record.contains("\"input\":\"\(line)\"") { mismatched += 1 }
    }
    #expect(mismatched == 0)
    #expect(run.stderr.contains("; 1000 DNS queries, 0 undecided"), "\(run.stderr)")
    #expect(run.status == 1)
  }
}
