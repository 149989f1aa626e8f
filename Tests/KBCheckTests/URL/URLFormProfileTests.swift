import Testing

@testable import KBCheck

/// What the `form` preset refuses beyond the WHATWG URL Standard's failures:
/// the validation errors a person filling a form cannot have meant (the
/// table in `URLValidator.Options.formRefusedErrors`), hosts with empty
/// labels or broken A-labels, and a scheme guessed from a malformed input.
/// The `whatwg` preset stays the standard alone.
@Suite struct URLFormProfileTests {
  static let form = URLValidator(options: .form)
  static let whatwg = URLValidator(options: .whatwg)

  /// One input per validation error that does not stop parsing, with the
  /// form preset's decision (URL Standard §4.4, "validation error" table).
  @Test(arguments: [
    ("https:example.com", URLValidationErrorKind.specialSchemeMissingFollowingSolidus, true),
    ("https:/example.com/", .specialSchemeMissingFollowingSolidus, true),
    ("https://example.com\\a", .invalidReverseSolidus, true),
    ("http://@example.com/", .invalidCredentials, false),  // refused as url.credentials-not-allowed
    ("http://0x7f.0.0.1/", .ipv4NonDecimalPart, true),
    ("http://0177.0.0.1/", .ipv4NonDecimalPart, true),
    ("http://127.0.0.1./", .ipv4EmptyPart, true),
    ("https://example.com/a b", .invalidURLUnit, false),
    ("https://example.com/%zz", .invalidURLUnit, false),
    (" https://example.com/ ", .invalidURLUnit, false),
  ])
  func validationErrorTable(input: String, kind: URLValidationErrorKind, refused: Bool) {
    let result = Self.form.validate(input)
    let issue = result.issues.first { $0.code == kind.code }
    #expect(issue?.severity == (refused ? .error : .warning), "\(input): \(result.issues)")
    #expect(URLValidator.Options.formRefusedErrors.contains(kind) == refused)
    // The standard alone: never refused when parsing succeeds.
    let standard = Self.whatwg.validate(input)
    #expect(standard.issues.first { $0.code == kind.code }?.severity == .warning, "\(input)")
  }

  @Test func emptyUserinfoIsRefused() {
    let result = Self.form.validate("http://@example.com/")
    #expect(result.errors.map(\.code) == [.urlCredentialsNotAllowed])
  }

  @Test(arguments: [
    ("https://shop..example/", "url.host-empty-label"),
    ("https://.example/", "url.host-empty-label"),
    ("https://example..com./", "url.host-empty-label"),
    ("https://xn--a.example/", "url.host-invalid-a-label"),  // not valid Punycode
    ("https://xn--.example/", "url.host-invalid-a-label"),  // decodes to nothing
    ("https://xn--xn--bcher-kva.example/", "url.host-invalid-a-label"),
  ])
  func malformedHosts(input: String, code: String) {
    let result = Self.form.validate(input)
    #expect(!result.isValid)
    #expect(result.errors.contains { $0.code.rawValue == code }, "\(result.issues)")
    #expect(Self.whatwg.validate(input).isValid, "whatwg: \(input)")
  }

  @Test(arguments: [
    "https://example.com./", "https://xn--bcher-kva.example/", "https://bücher.example/",
  ])
  func wellFormedHostsPass(input: String) {
    #expect(Self.form.validate(input).isValid, "\(input)")
  }

  @Test func missingSchemeIsNotGuessedFromAMalformedInput() {
    var options = URLValidator.Options.form
    options.allowMissingScheme = true
    let validator = URLValidator(options: options)
    #expect(!validator.validate("@example.com").isValid)
    #expect(validator.validate("@example.com").suggestion == nil)
    #expect(validator.validate("example.com/a").value == "https://example.com/a")
  }

  @Test func settingsSpellTheTable() throws {
    let none = try URLValidator.Options(settings: ["refuseValidationErrors": "none"])
    #expect(none.refusedValidationErrors.isEmpty)
    let one = try URLValidator.Options(settings: ["refuseValidationErrors": "invalid-URL-unit"])
    #expect(one.refusedValidationErrors == [.invalidURLUnit])
    #expect(throws: ConfigurationError.self) {
      try URLValidator.Options(settings: ["refuseValidationErrors": "no-such-error"])
    }
  }
}
