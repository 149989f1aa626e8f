import KBCheck
import Testing

/// Filter-change messages from the catalogue (issue 18), in German.
@Suite struct FilterMessagesTests {
  /// A paste that would become another number is refused with two
  /// messages: why the paste was refused, then why the character would go;
  /// both are localized.
  @Test func refusedPasteInGerman() throws {
    let filter = try InputFilter(.numberPad)
    let result = filter.apply(.insert("1.5", at: 0, origin: .pasted), to: "")
    #expect(result.refused)
    let change = try #require(result.changes.first)
    #expect(change.code == .numberNotADigit)
    #expect(
      change.message
        == "'1.5' was not pasted: removing U+002E FULL STOP at 1 would join the digits around it, and '15' is another number. Only digits can be entered here."
    )
    let german = try #require(result.localized(.german).changes.first)
    #expect(
      german.message
        == "„1.5“ wurde nicht eingefügt: Ohne U+002E FULL STOP an Position 1 würden die Ziffern davor und danach zusammenrücken, und „15“ ist eine andere Zahl. Hier können nur Ziffern eingegeben werden."
    )
    #expect(german.offset == change.offset)
  }

  @Test func typedKeystrokeRefusedInGerman() throws {
    let filter = try InputFilter(.numberPad)
    let result = filter.apply(.insert("a", at: 1), to: "1")
    #expect(result.refused)
    #expect(
      result.localized(.german).changes.map(\.message) == [
        "Hier können nur Ziffern eingegeben werden."
      ])
  }

  @Test func lineBreakBecomingASpaceInGerman() throws {
    let result = try InputFilter(.default).filter("a\nb")
    #expect(result.text == "a b")
    let change = try #require(result.changes.first)
    #expect(change.code == .filterLineBreak)
    #expect(change.message == "This is a single-line field: the line break became a space.")
    #expect(
      change.localized(.german).message
        == "Dies ist ein einzeiliges Feld: Der Zeilenumbruch wurde zu einem Leerzeichen.")
  }
}
