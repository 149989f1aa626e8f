import KBCheck
import Testing

@Suite struct CharacterHygieneTests {
  @Test(arguments: [
    ("\u{0000}", "text.control"), ("\u{0085}", "text.line-break"), ("\u{2028}", "text.line-break"),
    ("\r", "text.line-break"), ("\t", "text.control"), ("\u{009B}", "text.control"),
    ("\u{061C}", "text.bidi-control"), ("\u{2066}", "text.bidi-control"),
    ("\u{200B}", "text.invisible"), ("\u{2060}", "text.invisible"), ("\u{00AD}", "text.invisible"),
    ("\u{E000}", "text.private-use"), ("\u{F0000}", "text.private-use"),
    ("\u{0378}", "text.unassigned"),
  ])
  func classifies(input: String, code: String) {
    let issues = CharacterHygiene().scan("x" + input + "y")
    #expect(issues.map(\.code.rawValue) == [code])
    #expect(issues.first?.range == 1..<2)
  }

  @Test func harmlessCharactersPass() {
    #expect(
      CharacterHygiene().scan("Stra\u{DF}e \u{65E5}\u{672C} \u{2764}\u{FE0F} e\u{0301}").isEmpty)
  }

  @Test func severitiesCanBeTurnedOffOrDowngraded() {
    var hygiene = CharacterHygiene()
    hygiene.lineBreak = nil
    hygiene.bidiControl = .warning
    let issues = hygiene.scan("a\nb\u{202E}")
    #expect(issues.map(\.code) == [.textBidiControl])
    #expect(issues.first?.severity == .warning)
  }

  @Test func offsetShiftsPositions() {
    #expect(CharacterHygiene().scan("\u{202E}", offset: 10).first?.range == 10..<11)
  }

  /// The bounded scan's table of two-byte scalars without a class agrees
  /// with the one-by-one classification on every scalar U+00A0–U+07FF, in
  /// the default and the warning settings.
  @Test func boundedScanAgreesOnEveryTwoByteScalar() {
    var warnings = CharacterHygiene()
    warnings.invisible = .warning
    warnings.unassigned = .warning
    for hygiene in [CharacterHygiene(), warnings] {
      var differ: [UInt32] = []
      for value in UInt32(0xA0)..<0x800 {
        let text = "x" + String(Unicode.Scalar(value)!) + "y"
        let one = hygiene.scan(text).map { "\($0.code.rawValue) \($0.severity)" }
        let bounded = hygiene.scan(text, limit: 100).map { "\($0.code.rawValue) \($0.severity)" }
        if one != bounded { differ.append(value) }
      }
      #expect(differ.isEmpty, "\(differ.map { String($0, radix: 16) })")
    }
  }
  /// The pre-check (``CharacterHygiene/mayReport(_:)``), which skips
  /// printable ASCII a word at a time, says "maybe" wherever the scan finds
  /// something, at every position of a word, and "no" for printable ASCII
  /// and Latin letters.
  @Test func preCheckNeverMissesWhatTheScanFinds() {
    let pieces = [
      "a", "abcdefg", "\u{E9}", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{200B}", "\t", "\u{65E5}",
      "\u{E000}", "~", " ", "\u{AD}", "\u{202E}", "\u{378}",
    ]
    var warnings = CharacterHygiene()
    warnings.invisible = .warning
    warnings.unassigned = .warning
    var fewer = CharacterHygiene()
    fewer.control = nil
    fewer.lineBreak = nil
    var generator = SystemRandomNumberGenerator()
    var missed: [String] = []
    for hygiene in [CharacterHygiene(), warnings, fewer] {
      for _ in 0..<4000 {
        let count = Int.random(in: 0...12, using: &generator)
        let text = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
        if !hygiene.scan(text).isEmpty && !hygiene.mayReport(text) { missed.append(text) }
      }
    }
    #expect(missed.isEmpty, "\(missed.prefix(10).map { $0.unicodeScalars.map { $0.value } })")
    for text in [
      "", "abcdefghijklmnopqrstuvwxyz ~!", "Stra\u{DF}e M\u{FC}ller \u{E9}t\u{E9} abcdefgh",
    ] {
      #expect(!CharacterHygiene().mayReport(text), "\(text)")
    }
  }
}
