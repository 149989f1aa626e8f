import Testing

@testable import KBCheck

/// `forbidNonPublicHost` and the connect-time check against the IANA IPv4
/// and IPv6 Special-Purpose Address Registries (their "Globally Reachable"
/// column, the most specific row deciding), multicast, the embedded-IPv4
/// forms, and the special-use and private-use names.
@Suite struct NonPublicHostTests {
  /// Every registry row: its first address is judged by the row itself.
  @Test func everyRowDecidesItsFirstAddress() {
    let blocks = SpecialPurposeRegistry.blocks
    for block in blocks where block.embedded == nil {
      // A first address inside a more specific row is that row's (192.0.0.0
      // is in 192.0.0.0/29; 2001:: is Teredo's): checked by the cases below.
      if blocks.contains(where: { $0.length > block.length && $0.contains(block.network) }) {
        continue
      }
      let reason = URLHostClassifier.nonPublicReason(addressBytes: block.network)
      #expect(
        (reason == nil) == (block.globallyReachable == true),
        "\(block.label): \(String(describing: reason))")
      if let reason { #expect(reason.match == block.label) }
    }
  }

  @Test(arguments: [
    // IANA IPv4 Special-Purpose Address Registry
    ("0.1.2.3", false), ("10.255.0.1", false), ("100.64.0.1", false), ("100.128.0.1", true),
    ("127.0.0.1", false), ("169.254.169.254", false), ("172.16.0.1", false), ("172.32.0.1", true),
    ("192.0.0.1", false), ("192.0.0.9", true), ("192.0.0.10", true), ("192.0.0.170", false),
    ("192.0.2.1", false), ("192.31.196.1", true), ("192.52.193.1", true), ("192.88.99.1", false),
    ("192.168.1.1", false), ("192.175.48.1", true), ("198.18.0.1", false),
    ("198.19.255.255", false),
    ("198.20.0.1", true), ("198.51.100.7", false), ("203.0.113.9", false), ("224.0.0.251", false),
    ("240.0.0.1", false), ("255.255.255.255", false), ("8.8.8.8", true), ("1.1.1.1", true),
    // IANA IPv6 Special-Purpose Address Registry
    ("::1", false), ("::", false), ("::ffff:10.0.0.1", false), ("::ffff:8.8.8.8", true),
    // 64:ff9b:1::/48 is for local use (RFC 8215): never public, whatever it carries.
    ("64:ff9b::a00:1", false), ("64:ff9b::808:808", true), ("64:ff9b:1::808:808", false),
    ("64:ff9b:1::a00:1", false), ("100::1", false), ("2001:1::1", true), ("2001:2::1", false),
    ("2001:3::1", true), ("2001:4:112::1", true), ("2001:10::1", false), ("2001:20::1", true),
    ("2001:db8::1", false), ("2002:c000:0201::1", false), ("2002:0808:0808::1", true),
    ("2001:0:4136:e378:8000:63bf:f5ff:fffe", false),  // Teredo client 10.0.0.1 (inverted)
    ("2001:0:4136:e378:8000:63bf:f7f7:f7f7", true),  // Teredo client 8.8.8.8
    ("2620:4f:8000::1", true), ("3fff::1", false), ("5f00::1", false), ("fc00::1", false),
    ("fd12:3456::1", false), ("fe80::1", false), ("fec0::1", false), ("ff02::1", false),
    ("2606:4700::1", true),
    ("::a00:1", false),  // IPv4-compatible 10.0.0.1
    ("::ffff:0:a00:1", false),  // IPv4-translated 10.0.0.1
  ])
  func connectTimeAddress(address: String, isPublic: Bool) {
    let reason = URLHostClassifier.nonPublicReason(address: address)
    #expect((reason == nil) == isPublic, "\(address): \(String(describing: reason))")
  }

  @Test func addressBytesFromSockaddr() {
    #expect(
      URLHostClassifier.nonPublicReason(addressBytes: [10, 0, 0, 7])?.match.hasPrefix("10.0.0.0/8")
        == true)
    #expect(URLHostClassifier.nonPublicReason(addressBytes: [93, 184, 215, 14]) == nil)
    // Not an address: not public.
    #expect(URLHostClassifier.nonPublicReason(addressBytes: [1, 2, 3]) != nil)
    #expect(URLHostClassifier.nonPublicReason(address: "not-an-ip") != nil)
  }

  @Test(arguments: [
    ("localhost", false), ("a.localhost", false), ("printer.local", false), ("x.test", false),
    ("x.invalid", false), ("x.example", false), ("xyz.onion", false), ("x.alt", false),
    ("router.home.arpa", false), ("db.internal", false), ("ad.corp", false), ("nas.home", false),
    ("x.mail", false), ("box.lan", false), ("wiki.intranet", false), ("x.private", false),
    ("x.localdomain", false), ("printer", false), ("example.com", true), ("mail.example.com", true),
    ("home.example", false), ("corp.example.com", true), ("internal.example.org", true),
  ])
  func names(host: String, isPublic: Bool) throws {
    var options = URLValidator.Options.form
    options.forbidNonPublicHost = true
    let result = URLValidator(options: options).validate("https://\(host)/")
    #expect(result.errors.contains { $0.code == .urlNonPublicHost } == !isPublic, "\(host)")
  }

  @Test func theIssueNamesTheRow() {
    var options = URLValidator.Options.form
    options.forbidNonPublicHost = true
    let result = URLValidator(options: options).validate("http://169.254.169.254/latest/meta-data/")
    let issue = result.errors.first { $0.code == .urlNonPublicHost }
    #expect(issue?.message.contains("169.254.0.0/16 Link Local [RFC 3927]") == true)
    #expect(issue?.range == 7..<22)
  }
}

/// ``URLHostClassifier/isPlainPublicDomain(_:)`` never says public where
/// the full check finds a row.
@Suite struct PlainPublicDomainTests {
  @Test(arguments: [
    "http://example.com/", "http://localhost/", "http://a.localhost/", "http://xlocalhost/",
    "http://x.home.arpa/", "http://home.arpa/", "http://xhome.arpa/", "http://intranet/",
    "http://example.com./", "http://a.b.c.test/", "http://testa/", "http://a.test.com/",
    "http://127.0.0.1../", "http://corp/", "http://x.corp/", "http://mail.google.com/",
    "http://a.local/", "http://local.a/", "http://onion/", "http://x.onion./",
  ])
  func agreesWithTheFullCheck(_ input: String) throws {
    let url = try #require(WHATWGURL.parse(input))
    if URLHostClassifier.isPlainPublicDomain(url) {
      #expect(url.hostKind == .domain)
      #expect(URLHostClassifier.nonPublicReason(url) == nil)
    }
    #expect(
      URLHostClassifier.isPlainPublicDomain(url)
        == (url.hostKind == .domain
          && [
            "http://example.com/",
            "http://xhome.arpa/", "http://a.test.com/", "http://mail.google.com/",
            "http://local.a/",
          ].contains(input)))
  }
}
