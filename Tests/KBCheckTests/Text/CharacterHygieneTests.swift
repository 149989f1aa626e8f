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
}
