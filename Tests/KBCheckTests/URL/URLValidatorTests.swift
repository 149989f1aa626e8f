import KBCheck
import Testing

@Suite struct URLValidatorTests {
  func validator(_ options: URLValidator.Options = .form, base: String? = nil) throws
    -> URLValidator
  {
    URLValidator(options: options, base: try base.map { try #require(WHATWGURL.parse($0)) })
  }

  @Test func canonicalHref() throws {
    let r = try validator().validate("HTTPS://Example.COM/a/../b")
    #expect(r.isValid)
    #expect(r.value == "https://example.com/b")
    #expect(
      r.detail("components")
        == .object([
          JSONMember("scheme", .string("https")), JSONMember("username", .string("")),
          JSONMember("password", .string("")), JSONMember("host", .string("example.com")),
          JSONMember("port", .null), JSONMember("pathname", .string("/b")),
          JSONMember("search", .string("")), JSONMember("hash", .string("")),
        ]))
  }

  @Test func javascriptSchemeRefusedByForm() throws {
    let r = try validator().validate("javascript:alert(1)")
    #expect(!r.isValid)
    #expect(r.errors.first?.code == .urlSchemeNotAllowed)
    #expect(r.errors.first?.range == 0..<10)
  }

  @Test func whatwgAcceptsAnySchemeAndBase() throws {
    #expect(try validator(.whatwg).validate("javascript:alert(1)").value == "javascript:alert(1)")
    let r = try validator(.whatwg, base: "http://example.org/foo/bar").validate("../x?y")
    #expect(r.value == "http://example.org/x?y")
    // Strings the adapters cannot read: a base that is no URL, an unknown
    // profile or option, a malformed number.
    #expect(throws: ConfigurationError.self) {
      try KeyboardType.URL.validator(ValidationContext(profile: "whatwg", base: "not a url"))
    }
    #expect(throws: ConfigurationError.self) {
      try URLValidator.Options(settings: [:], profile: "nope")
    }
    #expect(throws: ConfigurationError.self) {
      try URLValidator.Options(settings: ["bogus": "1"])
    }
    #expect(throws: ConfigurationError.self) {
      try URLValidator.Options(settings: ["maxLength": "x"])
    }
  }

  @Test(arguments: [
    ("http://ho%20st/", "url.domain-invalid-code-point"),
    ("http://256.256.256.256/", "url.ipv4-out-of-range-part"),
    ("http://h:70000/", "url.port-out-of-range"),
    ("http://h:8a/", "url.port-invalid"),
    ("http://[::1/", "url.ipv6-unclosed"),
    ("http://[1::2::3]/", "url.ipv6-multiple-compression"),
    ("sc://a b/", "url.host-invalid-code-point"),
    ("http://user@/", "url.host-missing"),
    ("http://1.2.3.4.5/", "url.ipv4-too-many-parts"),
    ("http://1.2.x.4/", "url.ipv4-non-numeric-part"),
    ("http://a\u{FFFD}b/", "url.domain-to-ascii"),
  ])
  func specFailureCodes(input: String, code: String) throws {
    let r = try validator(.whatwg).validate(input)
    #expect(!r.isValid)
    #expect(r.errors.map(\.code.rawValue).contains(code))
  }

  @Test(arguments: [
    ("http://h/a b", "url.invalid-url-unit"),
    ("http:\\\\h\\a", "url.invalid-reverse-solidus"),
    ("http:h/", "url.special-scheme-missing-following-solidus"),
    ("http://0x7f.1/", "url.ipv4-non-decimal-part"),
    ("file:///C|/x", "url.invalid-url-unit"),
  ])
  func specWarnings(input: String, code: String) throws {
    let r = try validator(.whatwg).validate(input)
    #expect(r.isValid)
    #expect(r.warnings.map(\.code.rawValue).contains(code))
  }

  @Test func ipv4NumberForms() {
    #expect(WHATWGURL.parse("http://0x7f.1/")?.hostname == "127.0.0.1")
    #expect(WHATWGURL.parse("http://017700000001/")?.hostname == "127.0.0.1")
    #expect(WHATWGURL.parse("http://2130706433/")?.hostname == "127.0.0.1")
    #expect(WHATWGURL.parse("http://[1:0:0:2:0:0:0:3]/")?.hostname == "[1:0:0:2::3]")
    #expect(WHATWGURL.parse("http://[::ffff:1.2.3.4]/")?.hostname == "[::ffff:102:304]")
  }

  @Test func formPolicy() throws {
    let form = try validator()
    #expect(
      form.validate("https://user:pw@example.com/").errors.map(\.code) == [
        .urlCredentialsNotAllowed
      ])
    #expect(
      try validator(.form.with(allowedSchemes: ["file"])).validate("file:///x").errors.map(\.code)
        == [
          .urlHostRequired
        ])
    #expect(WHATWGURL.parse("http://xn--a.com/")?.hostname == "xn--a.com")
    #expect(form.validate("ftp://example.com/").errors.map(\.code) == [.urlSchemeNotAllowed])
    // The string adapter lower-cases the schemes; the typed option is lower case.
    #expect(
      try URLValidator.Options(settings: ["allowedSchemes": "https, FTP"]).allowedSchemes == [
        "https", "ftp",
      ])
    let ftp = try validator(.form.with(allowedSchemes: ["https", "ftp"]))
    #expect(ftp.validate("ftp://example.com/").isValid)
    #expect(!ftp.validate("http://example.com/").isValid)
    let short = try validator(.form.with(maxLength: 20))
    #expect(short.validate("https://example.com/").isValid)
    #expect(short.validate("https://example.com/long").errors.map(\.code) == [.urlTooLong])
  }

  @Test(arguments: [
    // (A hex spelling such as 0x7f000001 is refused by the form preset
    // itself: IPv4-non-decimal-part, URLFormProfileTests; a shorthand such
    // as 2130706433 too: url.host-ipv4-shorthand, URLHostChangeTests.)
    "http://1.2.3.4/", "http://[2001:db8::1]/", "http://[::ffff:1.2.3.4]/",
  ])
  func forbidIPHost(input: String) throws {
    #expect(try validator().validate(input).isValid)
    #expect(
      try validator(.form.with(forbidIPHost: true)).validate(input).errors.map(\.code) == [
        .urlIPHostNotAllowed
      ])
  }

  @Test(arguments: [
    "http://localhost/", "http://LOCALHOST.:8080/", "http://printer.local/", "http://db.internal/",
    "http://intranet/", "http://app.localhost/", "http://127.0.0.1/", "http://127.1/",
    "http://10.1.2.3/", "http://172.16.0.1/", "http://172.31.255.255/", "http://192.168.0.1/",
    "http://169.254.169.254/", "http://0.0.0.0/", "http://[::1]/", "http://[fc00::1]/",
    "http://[fd12:3456::1]/", "http://[fe80::1]/", "http://[::ffff:127.0.0.1]/", "http://[::]/",
  ])
  func nonPublicHosts(input: String) throws {
    let r = try validator(.form.with(forbidNonPublicHost: true)).validate(input)
    // `127.1` is also refused as a shorthand (URLHostChangeTests).
    #expect(r.errors.map(\.code).filter { $0 != .urlHostIPv4Shorthand } == [.urlNonPublicHost])
  }

  @Test(arguments: [
    "http://example.com/", "http://172.32.0.1/", "http://8.8.8.8/", "http://[2001:4860::8888]/",
    "http://localhost.example.com/", "http://11.0.0.1/",
  ])
  func publicHosts(input: String) throws {
    #expect(try validator(.form.with(forbidNonPublicHost: true)).validate(input).isValid)
  }

  @Test func missingScheme() throws {
    let off = try validator().validate("example.com")
    #expect(!off.isValid)
    #expect(off.errors.map(\.code) == [.urlMissingScheme])
    #expect(off.detail("suggestion") == .string("https://example.com"))
    let on = try validator(.form.with(allowMissingScheme: true)).validate("example.com/a")
    #expect(on.isValid)
    #expect(on.value == "https://example.com/a")
    #expect(on.warnings.map(\.code) == [.urlMissingScheme])
    let port = try validator().validate("localhost:3000")
    #expect(port.detail("suggestion") == .string("https://localhost:3000"))
    #expect(try validator().validate("hello world").errors.map(\.code) != [.urlMissingScheme])
    #expect(
      try validator(.whatwg).validate("example.com").errors.first?.code.rawValue
        == "url.missing-scheme-non-relative-url")
  }

  @Test func spoofedHostWarns() throws {
    let r = try validator().validate("https://p\u{430}ypal.com/")
    #expect(r.isValid)
    #expect(r.value == "https://xn--pypal-4ve.com/")
    #expect(r.warnings.map(\.code).contains(.urlHostConfusable))
    #expect(r.warnings.map(\.code).contains(.urlHostMixedScript))
    #expect(try validator().validate("https://b\u{fc}cher.de/").warnings.isEmpty)
    // The whatwg profile warns too (warnings never change the verdict).
    let whatwg = try validator(.whatwg).validate("https://p\u{430}ypal.com/")
    #expect(whatwg.isValid)
    #expect(whatwg.warnings.map(\.code).contains(.urlHostConfusable))
    #expect(
      try validator(.whatwg.with(spoofCheck: false)).validate("https://p\u{430}ypal.com/")
        .warnings
        .isEmpty)
  }

  @Test func policyIssuesPointAtTheirPart() throws {
    let r = try validator(.form.with(forbidNonPublicHost: true)).validate(
      "http://u:p@192.168.1.1:80/x")
    #expect(r.errors.map(\.range) == [7..<10, 11..<22])
  }

  @Test func issueOffsetsAreScalarOffsets() throws {
    let r = try validator(.whatwg).validate("é\thttp://h/")
    #expect(!r.isValid)
    let w = try validator(.whatwg).validate("http://h/é é")
    #expect(w.warnings.first?.range == 10..<11)
  }
}
