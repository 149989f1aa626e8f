import KBCheck
import Testing

@Suite struct TextValidatorTests {
  static let freeText: [KeyboardType] = [
    .default, .asciiCapable, .numbersAndPunctuation, .namePhonePad, .twitter, .webSearch,
  ]

  static func validate(
    _ keyboard: KeyboardType, _ input: String, profile: String? = nil,
    options: [String: String] = [:]
  ) throws -> ValidationResult {
    try keyboard.validate(input, context: ValidationContext(profile: profile, options: options))
  }

  static func codes(_ result: ValidationResult) -> [String] { result.issues.map(\.code.rawValue) }

  @Test(arguments: freeText)
  func routesToTextValidator(keyboard: KeyboardType) throws {
    let validator = try keyboard.validator()
    #expect(validator is TextValidator)
  }

  @Test(arguments: freeText.filter { $0 != .asciiCapable })
  func canonicalFormIsNFC(keyboard: KeyboardType) throws {
    let result = try Self.validate(keyboard, "Rene\u{0301}e")
    #expect(result.isValid)
    #expect(
      result.value?.unicodeScalars.map(\.value) == Array("Ren\u{E9}e".unicodeScalars.map(\.value)))
  }

  @Test(arguments: freeText)
  func dangerousCharactersAreReportedWithTheirPosition(keyboard: KeyboardType) throws {
    let nonchar = String(decoding: [0xEF, 0xB7, 0x90] as [UInt8], as: UTF8.self)
    let input = "a\u{0007}b\u{202E}c\u{0378}d\u{E000}e" + nonchar + "f\u{200B}"
    let result = try Self.validate(keyboard, input)
    #expect(!result.isValid)
    #expect(result.value == nil)
    let hygiene = result.issues.filter {
      $0.code.rawValue.hasPrefix("text.") && $0.code != .textNotASCII
    }
    #expect(
      hygiene.map(\.code.rawValue) == [
        "text.control", "text.bidi-control", "text.unassigned", "text.private-use",
        "text.noncharacter", "text.invisible",
      ])
    #expect(hygiene.map(\.range.lowerBound) == [1, 3, 5, 7, 9, 11])
    #expect(hygiene[1].message.contains("U+202E RIGHT-TO-LEFT OVERRIDE"))
  }

  @Test(arguments: freeText.filter { $0 != .webSearch })
  func lineBreaksAreErrorsInSingleLineFields(keyboard: KeyboardType) throws {
    let result = try Self.validate(keyboard, "a\nb")
    #expect(Self.codes(result).contains("text.line-break"))
    #expect(!result.isValid)
  }

  @Test func allowLineBreaksForDefaultAndTwitter() throws {
    for keyboard in [KeyboardType.default, .twitter] {
      let result = try Self.validate(
        keyboard, "line one\nline\ttwo", options: ["allowLineBreaks": "true"])
      #expect(result.isValid, "\(keyboard)")
      #expect(result.value == "line one\nline\ttwo")
    }
    #expect(throws: ConfigurationError.self) {
      try TextValidator(keyboard: .asciiCapable, options: .init(allowLineBreaks: true))
    }
    // The string adapter does not know the setting on a single-line keyboard.
    #expect(throws: ConfigurationError.self) {
      try TextValidator.Options(settings: ["allowLineBreaks": "1"], keyboard: .asciiCapable)
    }
  }

  @Test func emojiSequencesAndPersianZWNJAreNotInvisible() throws {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    let persian = "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}"
    #expect(try Self.validate(.default, family + " " + persian).isValid)
    // Between ASCII letters or at an edge a joiner is still invisible.
    #expect(Self.codes(try Self.validate(.default, "a\u{200D}b")) == ["text.invisible"])
    #expect(Self.codes(try Self.validate(.default, "\u{200D}\u{1F468}")) == ["text.invisible"])
    // asciiCapable keeps the strict hygiene.
    #expect(
      Self.codes(try Self.validate(.asciiCapable, "\u{0645}\u{200C}\u{062E}")).contains(
        "text.invisible"))
  }

  // MARK: asciiCapable

  @Test func asciiCapableRejectsEachNonASCIICharacter() throws {
    let result = try Self.validate(.asciiCapable, "na\u{EF}ve \u{4E2D}")
    #expect(!result.isValid)
    #expect(Self.codes(result) == ["text.not-ascii", "text.not-ascii"])
    #expect(result.issues.map(\.range) == [2..<3, 6..<7])
    #expect(try Self.validate(.asciiCapable, "plain ASCII ~!").isValid)
  }

  // MARK: twitter

  @Test(arguments: ["@kbcheck", "@a", "@A_1", "@fifteen_chars_x"])
  func validMentions(input: String) throws {
    let result = try Self.validate(.twitter, input)
    #expect(result.isValid)
    #expect(result.detail("kind") == .string("mention"))
  }

  @Test(arguments: [
    ("@", ["twitter.mention.empty"], [0..<1]),
    ("@sixteen_chars_xy", ["twitter.mention.too-long"], [16..<17]),
    ("@jos\u{E9}", ["twitter.mention.invalid-character"], [4..<5]),
    ("@a.b", ["twitter.mention.invalid-character"], [2..<3]),
  ])
  func invalidMentions(input: String, codes: [String], ranges: [Range<Int>]) throws {
    let result = try Self.validate(.twitter, input)
    #expect(!result.isValid)
    #expect(Self.codes(result) == codes)
    #expect(result.issues.map(\.range) == ranges)
  }

  @Test func fullWidthAtSignIsCanonicalized() throws {
    let result = try Self.validate(.twitter, "\u{FF20}kbcheck")
    #expect(result.value == "@kbcheck")
  }

  @Test(arguments: ["#swift", "#\u{65E5}\u{672C}", "#a1", "#under_score", "#2024olympics"])
  func validHashtags(input: String) throws {
    let result = try Self.validate(.twitter, input)
    #expect(result.isValid, "\(result.issues)")
    #expect(result.detail("kind") == .string("hashtag"))
  }

  @Test(arguments: [
    ("#", "twitter.hashtag.empty"), ("#2024", "twitter.hashtag.all-digits"),
    ("#swift-lang", "twitter.hashtag.invalid-character"),
  ])
  func invalidHashtags(input: String, code: String) throws {
    let result = try Self.validate(.twitter, input)
    #expect(!result.isValid)
    #expect(Self.codes(result) == [code])
  }

  @Test func mixedScriptHashtagsGetAWarning() throws {
    let result = try Self.validate(.twitter, "#p\u{0430}ypal")
    #expect(result.isValid)
    #expect(result.warnings.map(\.code) == [.textMixedScript])
    #expect(result.warnings.first?.range == 1..<7)
    #expect(try Self.validate(.twitter, "#\u{65E5}\u{672C}\u{8A9E}").warnings.isEmpty)
  }

  @Test func aPostWithSpacesIsFreeText() throws {
    let result = try Self.validate(.twitter, "@bob see #swift, it's great!")
    #expect(result.isValid)
    #expect(result.detail("kind") == .string("text"))
  }

  @Test func profilesForceTheReading() throws {
    #expect(
      Self.codes(try Self.validate(.twitter, "bob", profile: "mention")) == [
        "twitter.missing-prefix"
      ])
    #expect(
      Self.codes(try Self.validate(.twitter, "@bob smith", profile: "mention")) == [
        "twitter.mention.invalid-character"
      ])
    #expect(try Self.validate(.twitter, "#2024", profile: "text").isValid)
    #expect(throws: ConfigurationError.self) { try Self.validate(.twitter, "x", profile: "name") }
    #expect(throws: ConfigurationError.self) {
      try Self.validate(.default, "x", profile: "mention")
    }
  }

  // MARK: webSearch

  @Test func webSearchTrimsAndCollapsesWhitespace() throws {
    let result = try Self.validate(.webSearch, "  swift \t\n  testing\u{3000}icu ")
    #expect(result.isValid)
    #expect(result.value == "swift testing icu")
  }

  @Test func anEmptySearchIsAnError() throws {
    #expect(Self.codes(try Self.validate(.webSearch, " \n ")) == ["input.empty"])
    #expect(try Self.validate(.default, "").isValid)
  }

  // MARK: namePhonePad

  @Test(arguments: ["+49 30 1234567", "(030) 123-45", "\u{0660}\u{0661}\u{0662}", "*31#"])
  func phoneNumbers(input: String) throws {
    let result = try Self.validate(.namePhonePad, input)
    #expect(result.isValid)
    #expect(result.detail("kind") == .string("phone"))
  }

  @Test func namesWithDigitsGetAWarning() throws {
    let result = try Self.validate(.namePhonePad, "Ada 2nd")
    #expect(result.isValid)
    #expect(result.detail("kind") == .string("name"))
    #expect(result.warnings.map(\.code.rawValue) == ["name.contains-digits"])
    #expect(result.warnings.first?.range == 4..<5)
  }

  @Test func mixedScriptNamesGetAWarning() throws {
    let result = try Self.validate(.namePhonePad, "John p\u{0430}ypal")
    #expect(result.isValid)
    #expect(result.warnings.map(\.code.rawValue) == ["text.mixed-script"])
    #expect(result.warnings.first?.range == 5..<11)
    #expect(result.warnings.first?.severity == .warning)
    // One script per word is fine, even when the words differ.
    #expect(
      try Self.validate(.namePhonePad, "\u{0410}\u{043D}\u{043D}\u{0430} Smith").warnings.isEmpty)
  }

  @Test func phoneProfileRejectsLetters() throws {
    let result = try Self.validate(.namePhonePad, "call 911", profile: "phone")
    #expect(!result.isValid)
    #expect(
      result.issues.filter { $0.code == .namePhoneNotAPhoneNumber }.map(\.range.lowerBound) == [
        0, 1, 2, 3,
      ])
    #expect(
      Self.codes(try Self.validate(.namePhonePad, "--", profile: "phone")) == [
        "name-phone.no-digits"
      ])
    #expect(
      try Self.validate(.namePhonePad, "12345", profile: "name").detail("kind") == .string("name"))
  }

  // MARK: Lengths

  @Test func lengthsCountGraphemeClusters() throws {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    let options = ["minLength": "2", "maxLength": "3"]
    #expect(try Self.validate(.default, family + "e\u{0301}", options: options).isValid)
    let short = try Self.validate(.default, family, options: options)
    #expect(Self.codes(short) == ["input.too-short"])
    let long = try Self.validate(.default, "abcde", options: options)
    #expect(Self.codes(long) == ["input.too-long"])
    #expect(long.issues.first?.range == 3..<5)
    #expect(Self.codes(try Self.validate(.default, "", options: options)) == ["input.empty"])
  }

  @Test func badLengthOptions() {
    #expect(throws: ConfigurationError.self) {
      try TextValidator.Options(settings: ["maxLength": "x"], keyboard: .default)
    }
    #expect(throws: ConfigurationError.self) {
      try TextValidator(options: .init(minLength: 5, maxLength: 2))
    }
    #expect(throws: ConfigurationError.self) {
      try TextValidator.Options(settings: ["nope": "1"], keyboard: .default)
    }
  }

  @Test func numbersAndPunctuationIsFreeText() throws {
    #expect(try Self.validate(.numbersAndPunctuation, "-12.5 (approx.)").isValid)
  }

  @Test func hugeInputDoesNotCrash() throws {
    let input = String(repeating: "a\u{202E}", count: 20_000)
    let result = try Self.validate(.default, input)
    // 100 reported one by one, the other 19,900 counted in one closing issue.
    #expect(result.issues.count == 101)
    #expect(result.issues.last?.code == .textMoreIssues)
    #expect(result.issues.last?.severity == .error)
    #expect(result.issues.last?.range == 201..<40_000)
  }
}
