import KBCheck
import Testing

/// The messages of the url family come from the catalogue (issue 18): the
/// English text is what it was before the catalogue, the German text is the
/// German catalogue's, and localizing changes nothing but the message.
@Suite struct URLMessagesTests {
  static func validate(_ input: String, _ options: URLValidator.Options = .form) -> ValidationResult
  {
    URLValidator(options: options).validate(input)
  }

  /// Codes, severities and ranges of the German result are the English ones.
  static func expectSameFindings(_ english: ValidationResult, _ german: ValidationResult) {
    #expect(german.issues.map(\.code) == english.issues.map(\.code))
    #expect(german.issues.map(\.severity) == english.issues.map(\.severity))
    #expect(german.issues.map(\.range) == english.issues.map(\.range))
    #expect(german.value == english.value)
  }

  @Test func schemeNotAllowedAndHostRequired() throws {
    let english = Self.validate("javascript:alert(1)")
    #expect(
      english.issues.map(\.message) == [
        "The scheme 'javascript' is not allowed; use http or https.",
        "The URL needs a host name.",
      ])
    let german = english.localized(.german)
    #expect(
      german.issues.map(\.message) == [
        "Das Schema „javascript“ ist nicht zulässig; verwenden Sie http oder https.",
        "Die URL braucht einen Hostnamen.",
      ])
    Self.expectSameFindings(english, german)
  }

  /// One allowed scheme, and three (the list is joined with commas and said
  /// as "one of", so that German can say it too).
  @Test func allowedSchemesOneAndMany() throws {
    let one = Self.validate("http://example.com/", .form.with(allowedSchemes: ["https"]))
    #expect(one.errors.map(\.message) == ["The scheme 'http' is not allowed; use https."])
    #expect(
      one.localized(.german).errors.map(\.message) == [
        "Das Schema „http“ ist nicht zulässig; verwenden Sie https."
      ])
    let many = Self.validate(
      "gopher://example.com/", .form.with(allowedSchemes: ["https", "ftp", "mailto"]))
    #expect(
      many.errors.map(\.message) == [
        "The scheme 'gopher' is not allowed; use one of https, ftp, mailto."
      ])
    #expect(
      many.localized(.german).errors.map(\.message) == [
        "Das Schema „gopher“ ist nicht zulässig; verwenden Sie eines von https, ftp, mailto."
      ])
  }

  /// The three wordings of `url.non-public-host`: a registry row, a name
  /// without a dot, an IPv6 block carrying a private IPv4 address (6to4,
  /// RFC 3056). The English text is the one the issue had before the
  /// catalogue: the host and ``NonPublicHost/description``.
  @Test(arguments: [
    (
      "http://10.0.0.1/", nil as String?,
      "Der Host „10.0.0.1“ ist nicht im öffentlichen Internet: 10.0.0.0/8 Private-Use [RFC 1918] (IANA IPv4 Special-Purpose Address Registry)."
    ),
    (
      "http://intranet-server/", "single-label",
      "Der Host „intranet-server“ ist nicht im öffentlichen Internet: „intranet-server“ (ein Name ohne Punkt) (kein öffentlicher DNS-Name: er wird nur in einer lokalen Suchdomain aufgelöst)."
    ),
    (
      "http://[2002:a00:1::]/", "embedded",
      "Der Host „[2002:a00:1::]“ ist nicht im öffentlichen Internet: 2002::/16 6to4 [RFC 3056], mit 10.0.0.1 darin: 10.0.0.0/8 Private-Use [RFC 1918] (IANA IPv4 Special-Purpose Address Registry)."
    ),
  ])
  func nonPublicHost(input: String, variant: String?, german: String) throws {
    let result = Self.validate(input, .form.with(forbidNonPublicHost: true))
    let issue = try #require(result.errors.first { $0.code == .urlNonPublicHost })
    let url = try #require(WHATWGURL.parse(input))
    let reason = try #require(URLHostClassifier.nonPublicReason(url))
    #expect(
      issue.message == "The host '\(url.hostname)' is not on the public internet: \(reason).")
    let typed = try #require(issue.familyIssue(as: URLIssue.self))
    let kind: String? =
      switch typed {
      case .nonPublicHost: nil
      case .nonPublicSingleLabel: "single-label"
      case .nonPublicEmbeddedIPv4: "embedded"
      default: "other"
      }
    #expect(kind == variant)
    #expect(issue.localized(.german).message == german)
  }

  @Test func tooLongAndMissingScheme() throws {
    let long = Self.validate("https://example.com/abcdefghij", .form.with(maxLength: 20))
    #expect(long.errors.map(\.message) == ["The URL is longer than 20 characters."])
    #expect(
      long.localized(.german).errors.map(\.message) == ["Die URL ist länger als 20 Zeichen."])

    let missing = Self.validate("example.com/path")
    #expect(
      missing.localized(.german).errors.map(\.message) == [
        "Die URL hat kein Schema; meinten Sie https://example.com/path?"
      ])
    let readAs = Self.validate("example.com/path", .form.with(allowMissingScheme: true))
    #expect(readAs.isValid)
    #expect(
      readAs.warnings.map(\.message) == ["The URL has no scheme; read as https://example.com/path."]
    )
    #expect(
      readAs.localized(.german).warnings.map(\.message) == [
        "Die URL hat kein Schema; gelesen als https://example.com/path."
      ])
  }

  @Test func malformedAndConfusableHosts() throws {
    let empty = Self.validate("http://shop..example.com/")
    #expect(
      empty.localized(.german).errors.map(\.message) == [
        "Der Host „shop..example.com“ hat einen leeren Teil zwischen Punkten; prüfen Sie, ob ein Punkt fehlt oder zu viel ist."
      ])
    let aLabel = Self.validate("http://xn--a.com/")
    #expect(
      aLabel.errors.map(\.message) == [
        "The host part 'xn--a' starts with xn-- but is not a valid internationalized (Punycode) name."
      ])
    // Cyrillic а р р ӏ е (UTS #39 skeleton "appie").
    let confusable = Self.validate("https://\u{0430}\u{0440}\u{0440}\u{04CF}\u{0435}.com/")
    #expect(confusable.isValid)
    #expect(
      confusable.warnings.map(\.message) == [
        "The host label '\u{0430}\u{0440}\u{0440}\u{04CF}\u{0435}' looks like 'appie'."
      ])
    let german = confusable.localized(.german)
    #expect(
      german.warnings.map(\.message) == [
        "Das Host-Label „\u{0430}\u{0440}\u{0440}\u{04CF}\u{0435}“ sieht aus wie „appie“."
      ])
    Self.expectSameFindings(confusable, german)
  }

  /// The WHATWG validation errors keep their English message on
  /// ``URLValidationErrorKind/message`` and the issue.
  @Test func specValidationErrors() throws {
    let port = Self.validate("http://example.com:99999/")
    #expect(port.errors.map(\.message) == ["The port is above 65535."])
    #expect(port.errors.map(\.message) == [URLValidationErrorKind.portOutOfRange.message])
    let german = port.localized(.german)
    #expect(german.errors.map(\.message) == ["Der Port ist größer als 65535."])
    Self.expectSameFindings(port, german)
    let unclosed = Self.validate("http://[::1/")
    #expect(
      unclosed.localized(.german).errors.map(\.message) == [
        "Der IPv6-Adresse fehlt die schließende „]“."
      ])
    for kind in URLValidationErrorKind.allCases {
      #expect(!kind.message.hasPrefix("["), "\(kind) has no English message")
      #expect(kind.message.hasSuffix("."), "\(kind)")
    }
  }

  /// Every WHATWG validation error the WPT cases meet only through
  /// `WHATWGURL.parse`, reported by the validator (URL Standard §4.4 for
  /// the IPv6 parser, §4.5 "file state" and "file host state").
  @Test(arguments: [
    ("http://[::1.2.3.]/", nil as String?, URLValidationErrorKind.ipv4InIPv6InvalidCodePoint),
    ("http://[::1.2.3.256]/", nil, .ipv4InIPv6OutOfRangePart),
    ("http://[::1.2.3]/", nil, .ipv4InIPv6TooFewParts),
    ("http://[1:2:3:4:5:6:7:1.2.3.4]/", nil, .ipv4InIPv6TooManyPieces),
    ("http://[::1x]/", nil, .ipv6InvalidCodePoint),
    ("http://[:1]/", nil, .ipv6InvalidCompression),
    ("http://[1:2:3]/", nil, .ipv6TooFewPieces),
    ("http://[1:2:3:4:5:6:7:8:9]/", nil, .ipv6TooManyPieces),
    ("file://C:/x", nil, .fileInvalidWindowsDriveLetterHost),
    ("C|/x", "file:///dir/", .fileInvalidWindowsDriveLetter),
  ])
  func specErrorReported(input: String, base: String?, kind: URLValidationErrorKind) throws {
    let base = try base.map { try #require(WHATWGURL.parse($0)) }
    let result = URLValidator(options: .whatwg, base: base).validate(input)
    let issue = try #require(result.issues.first { $0.code == kind.code }, "\(result.issues)")
    #expect(issue.message == kind.message)
    let german = issue.localized(.german).message
    #expect(german != issue.message && !german.hasPrefix("["), "\(kind): \(german)")
  }

  /// A name that is not a WHATWG validation error: `config.bad-option-value`
  /// with the url variant that says what was expected.
  @Test func badValidationErrorName() throws {
    #expect {
      _ = try URLValidator.Options(settings: ["refuseValidationErrors": "port-too-big"])
    } throws: { error in
      guard let error = error as? ConfigurationError else { return false }
      return error.message
        == "Option 'refuseValidationErrors' has value 'port-too-big'; expected WHATWG validation error names such as invalid-reverse-solidus, or none."
        && error.localized(.german).message != error.message
    }
  }

  /// A hostile character the whatwg preset only warns about takes the
  /// `warning-url` wording of its text code (`tab-warning-url` for a tab).
  @Test func characterWarningsUseTheURLWording() throws {
    let result = Self.validate("http://example.com/a\u{200B}b\tc\td", .whatwg)
    let invisible = try #require(result.warnings.first { $0.code == .textInvisible })
    #expect(
      invisible.familyIssue(as: TextIssue.self) == .character(.invisible, "\u{200B}", .urlWarning))
    #expect(
      invisible.message
        == "Invisible characters are accepted here but easy to miss; check this one: U+200B ZERO WIDTH SPACE. The URL Standard percent-encodes it in a path, query or fragment and drops or refuses it in a host."
    )
    #expect(!invisible.localized(.german).message.hasPrefix("["))
    #expect(invisible.localized(.german).message != invisible.message)
    let tab = try #require(result.warnings.first { $0.code == .textControl })
    #expect(tab.familyIssue(as: TextIssue.self) == .character(.tab, "\t", .urlWarning))
    #expect(
      tab.message
        == "Tabs are accepted here but easy to miss; check this one: U+0009 <control-0009>. The URL Standard percent-encodes it in a path, query or fragment and drops or refuses it in a host."
    )
  }
}
