import Testing

@testable import KBCheck

/// ``DigitFolding``: the one digit fold of the number, decimal and phone pad
/// filters (issue 14: digits of any script are stored as ASCII, each fold
/// reported, unless the locale's own digits are kept).
@Suite struct DigitFoldingTests {
  static func fold(_ scalar: Unicode.Scalar, _ value: UInt8, keeping: Bool)
    -> (String, [FilterChange])
  {
    var kept = String.UnicodeScalarView()
    var changes: [FilterChange] = []
    DigitFolding.append(
      scalar, value: value, at: 3, keeping: keeping, NumberFilterIssue.digitFolded, to: &kept,
      changes: &changes)
    return (String(kept), changes)
  }

  @Test func asciiDigitGoesInUnreported() {
    let (text, changes) = Self.fold("7", 7, keeping: false)
    #expect(text == "7")
    #expect(changes.isEmpty)
  }

  @Test func otherScriptDigitIsFoldedAndReported() throws {
    // U+0667 ARABIC-INDIC DIGIT SEVEN
    let (text, changes) = Self.fold("\u{0667}", 7, keeping: false)
    #expect(text == "7")
    let change = try #require(changes.first)
    #expect(changes.count == 1)
    #expect(change.code == .numberDigitFolded)
    #expect(change.replacement == "7")
    #expect(change.offset == 3)
    #expect(change.message == "Digits are stored as ASCII.")
  }

  @Test func keptDigitGoesInAsEntered() {
    let (text, changes) = Self.fold("\u{0667}", 7, keeping: true)
    #expect(text == "\u{0667}")
    #expect(changes.isEmpty)
  }
}
