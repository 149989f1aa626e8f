import KBCheck
import Testing

/// The examples of the DocC article "Getting Started with KBCheck"
/// (`Documentation.docc/Articles/GettingStarted.md`), run as written.
@Suite struct GettingStartedArticleTests {
  @Test func validateAValue() throws {
    let validator = EmailValidator(options: .form)
    let result = validator.validate("José@Bücher.example")
    #expect(result.isValid)
    #expect(result.value == "José@bücher.example")
    #expect(result.email?.asciiValue == "José@xn--bcher-kva.example")
    #expect(result.email?.smtputf8 == true)
  }

  @Test func issuesHaveCodesAndRanges() throws {
    let result = try TextValidator(keyboard: .asciiCapable).validate("café")
    #expect(!result.isValid)
    #expect(result.issues.map(\.code) == ["text.not-ascii"])
    #expect(result.issues[0].range == 3..<4)
    #expect(result.issues[0].severity == .error)
  }

  @Test func typedOptions() throws {
    var options = EmailValidator.Options.rfc
    options.allowDeprecated = false
    let strict = EmailValidator(options: options)
    #expect(!strict.validate("Test(comment)@example.com").isValid)
    #expect(EmailValidator(options: .rfc).validate("Test(comment)@example.com").isValid)

    let amount = try DecimalPadValidator(locale: "de_DE")
    #expect(amount.validate("1.234,5").decimal?.description == "1234.5")
  }

  @Test func stringsFromTheCLIOrASchema() throws {
    let context = ValidationContext(profile: "rfc", options: ["allowDeprecated": "false"])
    let validator = try KeyboardType.emailAddress.validator(context)
    #expect(!validator.validate("Test(comment)@example.com").isValid)
    #expect(throws: ConfigurationError.self) {
      try KeyboardType.emailAddress.validator(ValidationContext(profile: "strict"))
    }
  }

  @Test func filterAnEdit() throws {
    let filter = try InputFilter(.emailAddress)
    let result = filter.apply(.insert("＠example。com", at: 4, origin: .pasted), to: "user")
    #expect(result.text == "user@example.com")
    #expect(result.caret == 16)
    #expect(result.folded.map(\.code) == ["filter.full-width", "filter.ideographic-full-stop"])

    let ascii = try InputFilter(.asciiCapable)
    #expect(ascii.apply(.insert("é", at: 3), to: "caf").refused)
    #expect(ascii.apply(.insert("é!", at: 3, origin: .pasted), to: "caf").text == "caf!")
  }

  @Test func landingPageExample() throws {
    let result = try KeyboardType.emailAddress.validate("user@example.com")
    #expect(result.isValid)
    let filter = try InputFilter(.URL)
    #expect(filter.filter(" https://example.com ").text == "https://example.com")
    // A space inside would make another host: the paste is refused.
    #expect(filter.filter("https://ex ample.com").refused)
  }
}
