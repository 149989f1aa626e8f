import KBCheck
import Testing

/// The severities chosen for hostile characters where a validator used to
/// accept them silently: warnings where the value stays usable, errors where
/// the profile is strict.
@Suite struct HostileUnicodeSeverityTests {
  static func result(_ type: KeyboardType, _ profile: String?, _ input: String) throws
    -> ValidationResult
  {
    try type.validate(input, context: ValidationContext(profile: profile))
  }

  @Test(arguments: [
    ("https://example.com/pa\u{200B}th", 22), ("https://example.com/?q=\u{202E}x", 23),
    ("https://exa\u{00AD}mple.com/", 11), ("https://exa\u{FEFF}mple.com/", 11),
  ])
  func urlHostileCharactersWarnInWHATWGAndFailInForm(input: String, position: Int) throws {
    let whatwg = try Self.result(.URL, "whatwg", input)
    #expect(whatwg.isValid)
    #expect(whatwg.warnings.contains { $0.range.contains(position) })
    let form = try Self.result(.URL, "form", input)
    #expect(!form.isValid)
    #expect(form.errors.contains { $0.range.contains(position) })
  }

  @Test(arguments: ["\u{200F}", "\u{061C}", "\u{200E}"])
  func phoneBidiMarksAreDroppedWithAWarning(mark: String) throws {
    // A number of an assigned NANP range (the phone pad checks the plan since
    // issue 17; the fictional +1 555 010 9999 is in none).
    let result = try Self.result(.phonePad, nil, "+1 201 \(mark)555 0123")
    #expect(result.value == "+12015550123")
    #expect(result.warnings.map(\.code) == [.textBidiControl])
    #expect(result.warnings.first?.range == 7..<8)
  }

  @Test(arguments: [
    "swift\ntesting", "swift\u{2028}testing", "swift\u{85}testing", "swift\ttesting",
  ])
  func webSearchLineBreaksBecomeSpacesWithAWarning(input: String) throws {
    let result = try Self.result(.webSearch, nil, input)
    #expect(result.value == "swift testing")
    #expect(result.warnings.map(\.code) == [.textLineBreak])
    #expect(result.warnings.first?.range == 5..<6)
  }

  @Test(arguments: [("Jose\u{0301}", 3), ("Zoe\u{0308}y", 2), ("\u{212B}ngstr\u{00F6}m", 0)])
  func textThatNFCChangesWarns(input: String, position: Int) throws {
    let result = try Self.result(.default, nil, input)
    #expect(result.isValid)
    #expect(result.warnings.map(\.code) == [.textNormalized])
    #expect(result.warnings.first?.range.lowerBound == position)
    #expect(try Self.result(.default, nil, result.value ?? "").issues.isEmpty)
  }
}

/// Hostile input of any length gets a bounded number of issues (found by
/// Scripts/dev/linear-time.py: 1 MB of '.' after '@' in twitter made a million
/// issues and took 4 s).
@Suite struct HostileIssueLimitTests {
  @Test(
    arguments: [
      (KeyboardType.twitter, nil, "@" + String(repeating: ".", count: 10_000)),
      (.twitter, nil, "#" + String(repeating: "-", count: 10_000)),
      (.default, nil, String(repeating: "a\u{202E}", count: 10_000)),
      (.URL, "whatwg", "https://example.com/" + String(repeating: "a\u{202E}", count: 10_000)),
      (.URL, "form", "https://example.com/" + String(repeating: "\u{200B}", count: 10_000)),
    ] as [(KeyboardType, String?, String)])
  func issuesAreBounded(type: KeyboardType, profile: String?, input: String) throws {
    let result = try type.validate(input, context: ValidationContext(profile: profile))
    #expect(result.issues.count <= 110)
    let more = try #require(result.issues.first { $0.code == .textMoreIssues })
    #expect(more.range.upperBound <= input.unicodeScalars.count)
    #expect(more.range.count > 5_000)
  }
}
