import Testing

@testable import KBCheck

/// The identity content types: every code they report, the never-echoed
/// password, the cross-field context words and the breach hook.
@Suite struct IdentityValidatorTests {
  /// The codes of a result's issues.
  static func codes(_ result: ValidationResult) -> [String] { result.issues.map(\.code.rawValue) }

  @Test func usernameMapsWidthAndCase() {
    // RFC 8265 §3.3.1 rules 1 and 3.
    let result = UsernameValidator().validate("ＡＢＣ")
    #expect(result.value == "abc")
    #expect(Self.codes(result) == ["identity.width-mapped", "identity.case-mapped"])
    #expect(result.issues.allSatisfy { $0.severity == .warning })
    let details = result.contentDetails(as: UsernameDetails.self)
    #expect(details?.skeleton == "abc" && details?.profile == "UsernameCaseMapped")
  }

  @Test(
    arguments: [
      ("a\u{7}b", "identity.control"),  // RFC 8264 §9.12
      ("a\u{202E}b", "identity.ignorable"),  // RFC 8264 §9.13: bidi override
      ("a b", "identity.space"),  // §9.14
      ("a€", "identity.symbol"),  // §9.15
      ("¿a", "identity.punctuation"),  // §9.16
      ("ﬁ", "identity.compatibility"),  // §9.17
      ("a\u{20DD}", "identity.other-letter-digit"),  // §9.18
      ("a\u{1100}", "identity.old-hangul-jamo"),  // §9.9 (a lone L jamo; NFC would compose L+V)
      ("\u{628}\u{640}\u{628}", "identity.exception"),  // §9.6: tatweel
      ("a\u{E000}", "identity.disallowed"),  // §8
      ("a\u{378}", "identity.unassigned"),  // §9.10
      ("a\u{200D}b", "identity.context-j"),  // RFC 5892 A.2
      ("a\u{B7}b", "identity.context-o"),  // RFC 5892 A.3
      ("\u{5D0}a", "identity.bidi-rule"),  // RFC 5893 §2 condition 2
      ("", "identity.empty"),  // RFC 8265 §3.3.3
    ] as [(String, String)])
  func usernameRefusals(input: String, code: String) {
    let result = UsernameValidator(options: .init(preservesCase: true)).validate(input)
    #expect(!result.isValid)
    #expect(Self.codes(result) == [code], "\(input.unicodeScalars.map(\.value))")
  }

  @Test func usernameLookAlikesWarnOrFail() {
    // UTS #39 §5.2 mixed scripts, §4 skeleton: Cyrillic "раураl".
    let loose = UsernameValidator().validate("раураl")
    #expect(loose.isValid)
    #expect(Self.codes(loose) == ["identity.mixed-script", "identity.confusable"])
    #expect(loose.contentDetails(as: UsernameDetails.self)?.skeleton == "paypal")
    let strict = UsernameValidator(options: .init(strict: true)).validate("раураl")
    #expect(!strict.isValid && strict.value == nil)
    #expect(strict.issues.allSatisfy { $0.severity == .error })
  }

  @Test func usernameOptionsAndLimits() throws {
    let limited = UsernameValidator(options: .init(maxLength: 3)).validate("abcd")
    #expect(Self.codes(limited) == ["identity.too-long"])
    let options = try UsernameValidator.Options(
      settings: ["caseFold": "true", "maxLength": "10"], profile: "strict")
    #expect(options.caseFolding && options.strict && options.maxLength == 10)
    // Case folding maps ß to ss; toLowerCase() keeps it.
    #expect(UsernameValidator(options: options).validate("Straße").value == "strasse")
    #expect(UsernameValidator().validate("Straße").value == "straße")
    #expect(throws: ConfigurationError.self) {
      try UsernameValidator.Options(settings: ["colour": "red"])
    }
  }

  @Test func nicknameKeepsCaseAndGivesAComparisonKey() {
    // RFC 8266 §2.1 rule 2, §2.4.
    let result = NicknameValidator().validate("  Fat \u{A0} Cat ")
    #expect(result.value == "Fat Cat")
    #expect(Self.codes(result) == ["identity.spaces-mapped"])
    #expect(result.contentDetails(as: NicknameDetails.self)?.comparisonKey == "fat cat")
    // NFKC (RFC 8266 §2.1 rule 4).
    let compat = NicknameValidator().validate("ﬁsh")
    #expect(compat.value == "fish" && Self.codes(compat) == ["identity.normalized"])
    #expect(
      Self.codes(NicknameValidator(options: .init(maxLength: 2)).validate("abc")) == [
        "identity.too-long"
      ])
  }

  @Test func passwordIsEnforcedNeverEchoed() {
    // RFC 8265 §4.2.1: non-ASCII spaces to U+0020, NFC.
    let result = PasswordValidator().validate("zq\u{A0}xv\u{65}\u{301}")
    #expect(result.value == "zq xv\u{E9}")
    #expect(Self.codes(result) == ["identity.spaces-mapped", "identity.normalized"])
    #expect(result.isSecret)
    let json = result.jsonText(type: .content(.password))
    #expect(!json.contains("zq") && !json.contains("xv"))
    // A refused password's message names no character.
    let refused = PasswordValidator().validate("ab\u{7}cd")
    #expect(Self.codes(refused) == ["identity.control"])
    #expect(
      refused.issues[0].message == "A password cannot contain a character (a control character).")
    #expect(Self.codes(PasswordValidator().validate("a\u{378}")) == ["identity.unassigned"])
  }

  @Test func newPasswordPolicy() {
    // NIST SP 800-63B §3.1.1.2.
    let validator = PasswordValidator(policy: .multiFactor)
    #expect(Self.codes(validator.validate("hunter2")) == ["password.too-short"])
    #expect(Self.codes(validator.validate("baseball")) == ["password.common"])
    #expect(
      Self.codes(PasswordValidator(policy: .singleFactor).validate("abcdefghij12")) == [
        "password.too-short"
      ])
    let long = String(repeating: "x7", count: 70)
    #expect(Self.codes(validator.validate(long)) == ["password.too-long"])
    // No composition rules: a long passphrase of lower-case letters passes.
    let phrase = validator.validate("correct horse battery staple")
    #expect(phrase.isValid)
    let strength = phrase.contentDetails(as: PasswordDetails.self)?.strength
    #expect((strength?.score ?? 0) == 4)
    #expect((PasswordStrength(estimating: "password").score) == 0)
  }

  @Test func newPasswordContextWords() {
    let validator = PasswordValidator(policy: .init(contextWords: ["Acme"]))
    let related = RelatedFields([
      "username": UsernameValidator().validate("Jdoe1970"),
      "email": ValidationResult(input: "jane@example.com", value: "jane@example.com"),
    ])
    let withUser = validator.validate("my-jdoe1970-secret", related: related)
    #expect(Self.codes(withUser) == ["password.context-word"])
    #expect(withUser.issues[0].message == "The password must not contain your username.")
    #expect(
      Self.codes(validator.validate("jane-loves-bikes", related: related)) == [
        "password.context-word"
      ])
    #expect(Self.codes(validator.validate("i-work-at-acme!")) == ["password.context-word"])
    #expect(validator.validate("tulip-orbit-51", related: related).isValid)
  }

  /// A breach check with a fixed answer.
  struct FixedBreachCheck: PasswordBreachCheck {
    let answer: PasswordBreachVerdict
    func verdict(for password: String) -> PasswordBreachVerdict { answer }
  }

  @Test func breachCheckHook() {
    let compromised = PasswordValidator(
      policy: .multiFactor, breachCheck: FixedBreachCheck(answer: .compromised))
    #expect(Self.codes(compromised.validate("tulip-orbit-51")) == ["password.compromised"])
    let unavailable = PasswordValidator(
      policy: .multiFactor, breachCheck: FixedBreachCheck(answer: .unavailable))
    let result = unavailable.validate("tulip-orbit-51")
    #expect(result.isValid && Self.codes(result) == ["password.breach-check-unavailable"])
  }

  @Test func policyBoundsAreChecked() throws {
    // SP 800-63B: a minimum below 8, a maximum below 64 are refused.
    #expect(throws: ConfigurationError.self) { try PasswordPolicy(settings: ["minLength": "6"]) }
    #expect(throws: ConfigurationError.self) { try PasswordPolicy(settings: ["maxLength": "32"]) }
    let error = #expect(throws: ConfigurationError.self) {
      try ContentType.newPassword.descriptor?.validator(
        ValidationContext(options: ["minLength": "4"]))
    }
    #expect(error?.code == "config.password.min-length")
    let maxError = #expect(throws: ConfigurationError.self) {
      try PasswordPolicy(settings: ["maxLength": "20"])
    }
    #expect(maxError?.code == "config.password.max-length")
    let single = try PasswordPolicy(settings: ["blocklist": "false"], profile: "single-factor")
    #expect(single.minLength == 15 && !single.blocksCommonPasswords)
  }

  /// Codes no input reaches through the public validators today (the rules
  /// are stable on every tested input; ICU fails only beyond 32-bit
  /// lengths): their mapping from the profile's verdict is checked.
  @Test func unreachableVerdictsMapToTheirCodes() {
    let notStable = IdentityEnforcement.issue(
      for: PRECISViolation(reason: .notIdempotent), field: .nickname, input: "x")
    #expect(notStable.code == "identity.not-stable" && notStable.range == 0..<1)
    let failure = IdentityEnforcement.issue(
      for: PRECISViolation(reason: .unicodeFailure), field: .username, input: "x")
    #expect(failure.code == "identity.unicode-failure")
  }

  @Test func blocklistProvenance() {
    #expect(PasswordBlocklist.count == 11611)
    #expect(PasswordBlocklist.source == "zxcvbn 4.5.0")
    #expect(PasswordBlocklist.rank(of: "PASSWORD") == 1)
    #expect(PasswordBlocklist.rank(of: "tulip-orbit-51") == nil)
  }

  @Test func contentTypesAreRegistered() {
    #expect(ContentType(name: "current-password") == .password)
    #expect(ContentType(name: "new-password") == .newPassword)
    #expect(ContentType(name: "username") == .username)
    #expect(ContentType(name: "nickname") == .nickname)
    #expect(ContentType.password.descriptor?.isSecret == true)
    #expect(ContentType.newPassword.descriptor?.html.type == "password")
    #expect(ContentType.username.descriptor?.html.spellcheck == false)
    #expect(ContentType.username.descriptor?.html.autocapitalize == "none")
  }
}
