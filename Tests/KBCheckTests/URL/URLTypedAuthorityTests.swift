import Testing

@testable import KBCheck

/// ``URLTypedAuthority`` finds the host where the URL Standard's basic URL
/// parser reads it (§4.4: scheme start, special authority slashes and
/// ignore slashes, relative and relative slash, path or authority, file
/// slash and file host, authority and host states), so every change to a
/// host as typed is said, and text that only looks like a host is not
/// taken for one.
@Suite struct URLTypedAuthorityTests {
  /// Bases whose host no input below uses, so a host the search does not
  /// find must be the base's.
  static let bases: [String?] = [
    nil, "http://base.invalid/a/", "https://base.invalid/", "file:///base/x",
    "file://base.invalid/",
    "sc://base.invalid/x", "sc:opaque",
  ]

  /// Every combination of a scheme, the slashes after it, a userinfo, a
  /// host, a port and what follows, against every base: where the parser
  /// made a URL with a host, the search finds that host as typed (it
  /// parses alone to the same host name) or finds none and the host is the
  /// base's.
  @Test func typedHostIsTheParsedHost() {
    let schemes = ["", "http:", "HTTP:", "https:", "file:", "sc:", "ws:", " \t", "h\ttp:"]
    let slashes = ["", "/", "//", "\\\\", "/\\", "///", "\t/\n/", "//\t"]
    let userinfos = ["", "u@", "u:p@", "a@b@", "\t@"]
    let hosts = [
      "ex%41mple.com", "h\tost.com", "127.1", "[::1]", "b\u{FC}cher.de", "C:", "c|", "localhost",
      "\u{FF21}.com",
    ]
    let ports = ["", ":80", "\t:8"]
    let tails = ["", "/p", "?q", "#f", "\\x", "\t"]
    var checked = 0
    var failures: [String] = []
    for baseText in Self.bases {
      let base = baseText.flatMap { WHATWGURL.parse($0) }
      for scheme in schemes {
        for slash in slashes {
          for userinfo in userinfos {
            for host in hosts {
              for port in ports {
                for tail in tails {
                  let input = scheme + slash + userinfo + host + port + tail
                  if let problem = Self.check(input, base: base) {
                    failures.append(
                      "\(String(reflecting: input)) base \(baseText ?? "none"): \(problem)")
                  }
                  checked += 1
                }
              }
            }
          }
        }
      }
    }
    for f in failures.prefix(40) { print("typed authority FAIL", f) }
    #expect(checked == 7 * 9 * 8 * 5 * 9 * 3 * 6)
    #expect(failures.isEmpty, "\(failures.count) of \(checked) failed")
  }

  /// The check of one input: `nil` when the search agrees with the parser.
  static func check(_ input: String, base: WHATWGURL?) -> String? {
    guard let url = WHATWGURL.parse(input, base: base), !url.hostname.isEmpty else { return nil }
    guard let found = URLTypedAuthority.find(in: input, url: url, base: base) else {
      if let base, base.hostname == url.hostname { return nil }
      return "host \(url.hostname) not found"
    }
    let bytes = Array(input.utf8)
    let typed = String(
      decoding: bytes[found.host].filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D },
      as: UTF8.self)
    guard let alone = WHATWGURL.parse(url.scheme + "://" + typed + "/") else {
      return "typed host \(String(reflecting: typed)) does not parse alone"
    }
    guard alone.hostname == url.hostname else {
      return "typed host \(String(reflecting: typed)) is \(alone.hostname), not \(url.hostname)"
    }
    if let userinfo = found.userinfo {
      let text = String(decoding: bytes[userinfo], as: UTF8.self)
      guard !text.contains("/"), userinfo.upperBound < found.host.lowerBound else {
        return "userinfo \(String(reflecting: text))"
      }
    }
    return nil
  }

  /// WPT `urltestdata.json`: every case that parses with a host, with its
  /// own base.
  @Test func wptHostsAreFound() throws {
    var checked = 0
    var failures: [String] = []
    for t in try WPTFixtures.cases("urltestdata") {
      guard let input = t["input"] as? String else { continue }
      let base = (t["base"] as? String).flatMap { WHATWGURL.parse($0) }
      checked += 1
      if let problem = Self.check(input, base: base) {
        failures.append("\(String(reflecting: input)) base \(t["base"] ?? "none"): \(problem)")
      }
    }
    for f in failures { print("typed authority WPT FAIL", f) }
    #expect(checked == 891)
    #expect(failures.isEmpty, "\(failures.count) of \(checked) failed")
  }

  /// A host typed after every form of slashes the parser accepts is
  /// checked for changes: `whatwg` keeps the href and warns, `form`
  /// refuses. Before, only `scheme://` was searched, so these were decoded
  /// without a word.
  @Test(
    arguments: [
      ("https:ex%41mple.com/", nil),
      ("https:///ex%41mple.com/", nil),
      ("https:\\\\ex%41mple.com/", nil),
      ("//ex%41mple.com/", "https://base.invalid/a/"),
      ("\\\\\\ex%41mple.com/", "https://base.invalid/a/"),
      ("https://ex%41mple.com/", "https://base.invalid/a/"),
      ("//ex%41mple.com/x", "file:///base/"),
      ("file:\\\\ex%41mple.com/x", nil),
      ("\t//ex%41mple.com/", "http://base.invalid/"),
    ] as [(String, String?)])
  func hostAfterAnySlashesIsChecked(input: String, base: String?) throws {
    let baseURL = try base.map { try #require(WHATWGURL.parse($0)) }
    let whatwg = URLValidator(options: .whatwg, base: baseURL).validate(input)
    #expect(whatwg.value?.contains("example.com") == true, "\(whatwg.value ?? "nil")")
    #expect(whatwg.issues.contains { $0.code == .urlHostPercentDecoded }, "\(whatwg.issues)")
    let issue = whatwg.issues.first { $0.code == .urlHostPercentDecoded }
    #expect(issue?.message.contains("ex%41mple.com") == true)
    let form = URLValidator(options: .form, base: baseURL).validate(input)
    #expect(form.errors.contains { $0.code == .urlHostPercentDecoded }, "\(form.issues)")
  }

  /// Text in a relative input's path or query is not a host: against a
  /// base whose host is an IPv4 address, `/x://127.1/` keeps the base's
  /// host, and no IPv4 shorthand is reported (before, the search found
  /// `127.1` after the path's `x:` and reported the base's address as its
  /// reading).
  @Test(arguments: ["/x://127.1/", "?u=http://127.1", "a/b:127.1#//127.1"])
  func pathTextIsNoHost(input: String) throws {
    let base = try #require(WHATWGURL.parse("http://10.0.0.1/"))
    let result = URLValidator(options: .form, base: base).validate(input)
    #expect(result.isValid, "\(result.issues.map(\.code))")
    #expect(!result.issues.contains { $0.code == .urlHostIPv4Shorthand })
  }

  /// A `file` host that reads as `localhost` is stored as no host (URL
  /// Standard, file host state), so `file://lo%63alhost/x` becomes
  /// `file:///x`. A plain `localhost` (any case) is the standard's
  /// equivalence and says nothing; a host that only reads as `localhost`
  /// after percent-decoding, full-width mapping or removing an invisible
  /// character is reported like any other host rewrite, naming `localhost`.
  @Test(
    arguments: [
      ("file://lo%63alhost/x", nil, ValidationIssue.Code.urlHostPercentDecoded),
      ("file://\u{FF4C}ocalhost/x", nil, .urlHostSpelling),
      ("file://local%E2%80%8Bhost/x", nil, .urlHostIgnorableRemoved),
      ("//LO%43ALHOST/x", "file:///a/b", .urlHostPercentDecoded),
      // WPT urltestdata: mathematical bold letters (UTS #46 maps them).
      (
        "file://loC\u{1D400}\u{1D40B}\u{1D407}\u{1D428}\u{1D42C}\u{1D42D}/x", nil,
        .urlHostMapped
      ),
    ] as [(String, String?, ValidationIssue.Code)])
  func fileLocalhostRewriteIsSaid(input: String, base: String?, code: ValidationIssue.Code) throws {
    let baseURL = try base.map { try #require(WHATWGURL.parse($0)) }
    let result = URLValidator(options: .whatwg, base: baseURL).validate(input)
    #expect(result.value == "file:///x")
    let issue = result.issues.first { $0.code == code }
    #expect(issue?.message.contains("'localhost'") == true, "\(result.issues)")
    #expect(issue?.range.lowerBound == (base == nil ? 7 : 2))
    for plain in ["file://localhost/x", "file://LocalHost/x"] {
      #expect(URLValidator(options: .whatwg).validate(plain).issues.isEmpty, "\(plain)")
    }
  }

  /// The issue's range is the host as typed, in scalars, tabs inside it
  /// included, with multi-byte characters before it.
  @Test func rangeIsTheTypedHostInScalars() {
    let input = "https:\u{E9}@ex%41m\tple.com:80/"
    let validator = URLValidator(options: .whatwg)
    let issue = validator.validate(input).issues.first { $0.code == .urlHostPercentDecoded }
    #expect(issue?.range == 8..<22)
    let credentials = URLValidator(options: .form).validate(input).issues.first {
      $0.code == .urlCredentialsNotAllowed
    }
    #expect(credentials?.range == 6..<7)
  }
}
