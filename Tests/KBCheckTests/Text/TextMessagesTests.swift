import KBCheck
import Testing

/// Text-family messages from the catalogue (issue 18): the German text of
/// representative issues; localizing changes nothing but the message.
@Suite struct TextMessagesTests {
  @Test(arguments: [
    (
      KeyboardType.twitter, "@", "Add a username after '@'.",
      "Geben Sie nach „@“ einen Benutzernamen ein."
    ),
    (
      KeyboardType.twitter, "@sixteen_chars_xy",
      "A username has at most 15 characters (this has 16).",
      "Ein Benutzername hat höchstens 15 Zeichen (dieser hat 16)."
    ),
    (
      KeyboardType.asciiCapable, "né",
      "Only ASCII characters are allowed: U+00E9 LATIN SMALL LETTER E WITH ACUTE.",
      "Nur ASCII-Zeichen sind erlaubt: U+00E9 LATIN SMALL LETTER E WITH ACUTE."
    ),
    (
      KeyboardType.default, "a\u{202E}b",
      "Bidirectional control characters (they can make text display in a different order than it is stored) are not allowed here: U+202E RIGHT-TO-LEFT OVERRIDE.",
      "Bidirektionale Steuerzeichen (sie können Text in einer anderen Reihenfolge anzeigen, als er gespeichert ist) sind hier nicht erlaubt: U+202E RIGHT-TO-LEFT OVERRIDE."
    ),
    (
      KeyboardType.default, "a\u{0378}",
      "Code points not assigned in Unicode 15.0 are not allowed here: U+0378 <unassigned-0378>.",
      "In Unicode 15.0 nicht zugewiesene Codepunkte sind hier nicht erlaubt: U+0378 <unassigned-0378>."
    ),
  ])
  func issuesInGerman(keyboard: KeyboardType, input: String, english: String, german: String)
    throws
  {
    let result = try keyboard.validate(input, context: ValidationContext())
    let localized = result.localized(.german)
    #expect(result.issues.first?.message == english)
    #expect(localized.issues.first?.message == german)
    #expect(localized.issues.map(\.code) == result.issues.map(\.code))
    #expect(localized.issues.map(\.severity) == result.issues.map(\.severity))
    #expect(localized.issues.map(\.range) == result.issues.map(\.range))
  }

  /// A character warning says the character deserves a look, never that
  /// it is not allowed (`text.invisible#warning`).
  @Test func characterWarningInGerman() throws {
    var hygiene = CharacterHygiene()
    hygiene.invisible = .warning
    let issue = try #require(hygiene.classify("\u{200B}", at: 3))
    #expect(issue.severity == .warning)
    #expect(
      issue.localized(.german).message
        == "Unsichtbare Zeichen sind hier zulässig, aber leicht zu übersehen; prüfen Sie diese Stelle: U+200B ZERO WIDTH SPACE."
    )
    #expect(issue.range == 3..<4)
  }
}
