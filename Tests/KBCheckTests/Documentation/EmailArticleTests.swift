import KBCheck
import Testing

/// The examples of the DocC article "Email addresses"
/// (`Documentation.docc/Articles/Email.md`), run as written. The grammar is
/// RFC 5322 §3.4.1 addr-spec as RFC 5321 §4.1.2 restricts it, extended by
/// RFC 6531 §3.3; the `html` preset is the WHATWG HTML "valid e-mail address".
@Suite struct EmailArticleTests {
  @Test func canonicalValueAndASCIIForm() throws {
    let result = EmailValidator().validate("José@Bücher.example")
    let email = try #require(result.email)
    #expect(email.value == "José@bücher.example")
    #expect(email.asciiValue == "José@xn--bcher-kva.example")
    #expect(email.localPart == "José")
    #expect(email.domain == "bücher.example")
    #expect(email.asciiDomain == "xn--bcher-kva.example")
    #expect(email.smtputf8)
  }

  @Test func rfcPresetWithComment() {
    let result = EmailValidator(options: .rfc).validate("Test(comment)@Example.COM")
    #expect(result.isValid)
    #expect(result.value == "Test@example.com")
    #expect(
      result.issues.map(\.code) == ["email.deprecated.comment", "email.deprecated.cfws-near-at"])
    #expect(result.issues.allSatisfy { $0.severity == .warning })
    #expect(result.email?.smtputf8 == false)
  }

  @Test func changeOneOption() {
    var options = EmailValidator.Options.form
    options.allowDisplayName = true
    let result = EmailValidator(options: options).validate("Joe <Joe@Example.COM>")
    #expect(result.value == "Joe@example.com")
    #expect(result.email?.displayName == "Joe")
  }

  @Test func fullWidthAtIsRefused() {
    let result = EmailValidator().validate("user＠example.com")
    #expect(!result.isValid)
    #expect(result.issues.map(\.code).contains("email.fullwidth-at"))
  }

  @Test func htmlPreset() {
    let html = EmailValidator(options: .html)
    #expect(html.validate("user@localhost").isValid)
    #expect(!html.validate("josé@example.com").isValid)
  }
}
