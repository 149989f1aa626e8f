import KBCheck
import Testing

/// Deliverability against a real DNS server on loopback (Knot DNS serving
/// `Fixtures/dns/kbcheck.zone`; `Scripts/ci/dns-test-server.sh`). Every case of
/// the zone, with the rule it comes from.
@Suite(
  .enabled(
    if: DNSTestServer.isAvailable,
    "needs the loopback DNS server: eval \"$(Scripts/ci/dns-test-server.sh start)\""))
struct EmailDeliverabilityTests {
  let checker = EmailDeliverability(
    options: .init(server: DNSTestServer.server, timeoutSeconds: 1, attempts: 1))

  private func check(_ domain: String) async throws -> DeliverabilityReport {
    try #require(DNSTestServer.server != nil, "KBCHECK_TEST_DNS is not set")
    return await checker.check(domain: domain)
  }

  private func codes(_ report: DeliverabilityReport) -> [String] {
    report.issues.map(\.code.rawValue)
  }

  @Test func mxRecordsMakeADomainDeliverable() async throws {
    // RFC 5321 §5.1: the MX records, by preference.
    let report = try await check("with-mx.kbcheck")
    #expect(report.outcome == .deliverable)
    #expect(report.mailHosts.map(\.exchange) == ["mx1.with-mx.kbcheck.", "mx2.with-mx.kbcheck."])
    #expect(report.mailHosts.map(\.preference) == [10, 20])
    #expect(report.issues.isEmpty)
    #expect(report.ttl == 300)
    #expect(!report.usesAddressFallback)
  }

  @Test func addressRecordsAreTheImplicitMX() async throws {
    // RFC 5321 §5.1: without MX, the address record is the mail host.
    for domain in ["only-a.kbcheck", "only-aaaa.kbcheck"] {
      let report = try await check(domain)
      #expect(report.outcome == .deliverable, "\(domain)")
      #expect(report.usesAddressFallback, "\(domain)")
      #expect(codes(report) == ["deliverability.address-fallback"], "\(domain)")
      #expect(report.issues.allSatisfy { $0.severity == .warning })
    }
  }

  @Test func aNullMXAcceptsNoMail() async throws {
    // RFC 7505 §3: a single MX of preference 0 and exchange ".".
    let report = try await check("null-mx.kbcheck")
    #expect(report.outcome == .undeliverable)
    #expect(codes(report) == ["deliverability.null-mx"])
    #expect(report.issues[0].severity == .error)
    // RFC 7505 §3: a null MX beside others is a misconfiguration; the
    // others are used.
    let mixed = try await check("mixed-null.kbcheck")
    #expect(mixed.outcome == .deliverable)
    #expect(codes(mixed) == ["deliverability.null-mx-beside-others"])
  }

  @Test func aMissingDomainIsUndeliverableAndCachedNegatively() async throws {
    // RFC 1035 §4.1.1 RCODE 3; RFC 2308 §5: the negative TTL is the smaller
    // of the SOA's TTL (300) and its MINIMUM (60).
    let report = try await check("no-such-name.kbcheck")
    #expect(report.outcome == .undeliverable)
    #expect(codes(report) == ["deliverability.no-such-domain"])
    #expect(report.ttl == 60)
    let before = checker.queryCount
    let again = await checker.check(domain: "NO-SUCH-NAME.kbcheck.")
    #expect(again.outcome == .undeliverable)
    #expect(checker.queryCount == before, "the negative answer is cached")
  }

  @Test func aNameWithNeitherMXNorAddressHasNoMailHost() async throws {
    // RFC 5321 §5.1: no MX and no address record.
    let report = try await check("nothing.kbcheck")
    #expect(report.outcome == .undeliverable)
    #expect(codes(report) == ["deliverability.no-mail-host"])
  }

  @Test func unusableMailHostsAreReported() async throws {
    // RFC 1918 private address; an IP literal as exchange; localhost (RFC
    // 6761 §6.3): errors when no usable MX remains.
    let cases: [(String, String)] = [
      ("private-mx.kbcheck", "10.0.0.0/8"), ("ip-mx.kbcheck", "IP address"),
      ("localhost-mx.kbcheck", "localhost"),
    ]
    for (domain, words) in cases {
      let report = try await check(domain)
      #expect(report.outcome == .undeliverable, "\(domain)")
      #expect(codes(report) == ["deliverability.unusable-mail-host"], "\(domain)")
      #expect(report.issues.first?.severity == .error, "\(domain)")
      #expect(report.issues.first?.message.contains(words) == true, "\(domain)")
    }
    let half = try await check("half-private.kbcheck")
    #expect(half.outcome == .deliverable)
    #expect(codes(half) == ["deliverability.unusable-mail-host"])
    #expect(half.issues.first?.severity == .warning)
  }

  @Test func aliasesAreFollowedAndLoopsStop() async throws {
    // RFC 1034 §3.6.2: the MX of the CNAME chain's end.
    let alias = try await check("alias.kbcheck")
    #expect(alias.outcome == .deliverable)
    #expect(alias.mailHosts.count == 2)
    let loop = try await check("loop1.kbcheck")
    #expect(loop.outcome == .undecided)
    #expect(codes(loop) == ["deliverability.undecided"])
  }

  @Test func anIDNDomainIsAskedInASCII() async throws {
    // RFC 5891 §5.4: the A-label goes on the wire.
    let result = await checker.check(
      EmailValidator(options: .form).validate("leser@bücher.kbcheck"))
    #expect(result.deliverability?.outcome == .deliverable)
    #expect(result.isValid)
  }

  @Test func whatCannotBeDecidedIsNeitherValidNorInvalid() async throws {
    // A referral (an authoritative server that does not recurse), a name
    // outside the server's zones (REFUSED, RFC 1035 §4.1.1 RCODE 5), and a
    // server that never answers: "undecided", a warning.
    let referral = try await check("x.delegated.kbcheck")
    #expect(referral.outcome == .undecided)
    let refused = try await check("example.org")
    #expect(refused.outcome == .undecided)
    #expect(refused.issues.first?.message.contains("error code 5") == true)
    let blackHole = EmailDeliverability(
      options: .init(server: DNSTestServer.blackHole, timeoutSeconds: 1, attempts: 1))
    let timedOut = await blackHole.check(domain: "with-mx.kbcheck")
    #expect(timedOut.outcome == .undecided)
    #expect(timedOut.ttl == nil)
    #expect(timedOut.issues.map(\.severity) == [.warning])
    #expect(timedOut.issues.first?.message.contains("did not answer in time") == true)
  }

  @Test func aCheckedResultCarriesTheReportInItsJSON() async throws {
    try #require(DNSTestServer.server != nil)
    let result = await checker.check(EmailValidator(options: .form).validate("joe@null-mx.kbcheck"))
    #expect(!result.isValid)
    #expect(result.issues.map(\.code.rawValue) == ["deliverability.null-mx"])
    #expect(result.issues[0].range == 4..<19)
    let json = result.jsonText(type: .keyboard(.emailAddress))
    #expect(
      json.contains(
        #""deliverability":{"outcome":"undeliverable","mx":[{"preference":0,"exchange":"."}],"fallback":false,"ttl":"#
      ), "\(json)")
    #expect(result.localized(.german).issues[0].message.contains("nimmt keine E-Mail an"))
  }

  @Test func aFormChecksItsEmailFieldsThatAskForIt() async throws {
    let server = try #require(DNSTestServer.server)
    let schema = try FormSchema.decode(
      json: #"""
        {"fields": [
          {"name": "email", "type": "email",
           "options": {"checkDeliverability": "true", "dnsServer": "\#(server)"}},
          {"name": "backup", "type": "email", "required": false}
        ]}
        """#)
    #expect(schema.checksDeliverability)
    let bad = await schema.checkDeliverability(
      schema.validate(json: #"{"email": "a@null-mx.kbcheck", "backup": "b@null-mx.kbcheck"}"#))
    #expect(!bad.isValid)
    #expect(bad[field: "email"]?.issues.map(\.code.rawValue) == ["deliverability.null-mx"])
    // The field without the option is not looked up.
    #expect(bad[field: "backup"]?.isValid == true)
    #expect(bad[field: "backup"]?.result?.deliverability == nil)
    let good = await schema.checkDeliverability(
      schema.validate(json: #"{"email": "a@with-mx.kbcheck"}"#))
    #expect(good.isValid)
    #expect(good[field: "email"]?.result?.deliverability?.outcome == .deliverable)
    // A DNS setting on a field that is not an email is a schema error.
    #expect {
      try FormSchema.decode(
        json:
          #"{"fields": [{"name": "u", "type": "url", "options": {"checkDeliverability": "true"}}]}"#
      )
    } throws: { error in
      "\(error)".contains(
        "schema.configuration: fields[0]: checkDeliverability is for email fields")
    }
  }

  @Test func concurrentChecksOfOneDomainShareOneQuery() async throws {
    try #require(DNSTestServer.server != nil)
    let fresh = EmailDeliverability(options: .init(server: DNSTestServer.server))
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<200 {
        group.addTask { _ = await fresh.check(domain: "with-mx.kbcheck") }
      }
    }
    #expect(fresh.queryCount == 1)
  }

  @Test func manyAddressesAreCheckedOneLookupPerDomain() async throws {
    try #require(DNSTestServer.server != nil)
    let validator = EmailValidator()
    let inputs = [
      "a@with-mx.kbcheck", "not an address", "b@null-mx.kbcheck", "c@WITH-MX.kbcheck",
      "d@ONLY-A.kbcheck", "e@null-mx.kbcheck", "f@example.invalid",
    ].map { validator.validate($0) }
    let fresh = EmailDeliverability(options: .init(server: DNSTestServer.server))
    let together = await fresh.check(inputs)
    // with-mx, null-mx, only-a (MX then address); .invalid is asked nothing.
    let queries = fresh.queryCount
    let single = EmailDeliverability(options: .init(server: DNSTestServer.server))
    var oneByOne: [ValidationResult] = []
    for result in inputs { oneByOne.append(await single.check(result)) }
    // The same verdicts, issues (with their ranges) and reports; only the
    // TTL may have aged by a second between the two runs.
    func summary(_ r: ValidationResult) -> String {
      let report = r.deliverability.map { "\($0.outcome) \($0.mailHosts.map(\.exchange))" }
      return "\(r.isValid) \(r.issues.map { "\($0.code.rawValue)@\($0.range)" }) \(report ?? "-")"
    }
    #expect(together.map(summary) == oneByOne.map(summary))
    #expect(together.map(\.isValid) == [true, false, false, true, true, false, false])
    #expect(together[1] == inputs[1], "an invalid address is returned unchanged")
    #expect(queries == single.queryCount)
    #expect(queries <= 4)
  }
}

/// Special-use domains are refused without a query (IANA Special-Use
/// Domain Names registry, RFC 6761); needs no server.
@Suite struct SpecialUseDomainTests {
  @Test func specialUseDomainsAreRefusedWithoutAQuery() async {
    let checker = EmailDeliverability(options: .init(server: DNSServer("127.0.0.1:9")))
    for domain in [
      "mail.test", "x.example", "localhost", "a.invalid", "b.onion", "c.home.arpa", "d.local",
      "e.alt",
    ] {
      let report = await checker.check(domain: domain)
      #expect(report.outcome == .undeliverable, "\(domain)")
      #expect(
        report.issues.map(\.code.rawValue) == ["deliverability.special-use-domain"], "\(domain)")
    }
    #expect(checker.queryCount == 0)
  }

  @Test func serversAreReadStrictly() {
    #expect(DNSServer("127.0.0.1:5353")?.port == 5353)
    #expect(DNSServer("10.1.2.3")?.port == 53)
    for bad in [
      "", "::1", "1.2.3", "1.2.3.4:0", "1.2.3.4:70000", "01.2.3.4", "a.b.c.d", "1.2.3.4:+5",
      "256.1.1.1",
    ] {
      #expect(DNSServer(bad) == nil, "\(bad)")
    }
  }
}
