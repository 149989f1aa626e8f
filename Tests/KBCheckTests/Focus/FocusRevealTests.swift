import KBCheck
import Testing

@Suite struct FocusRevealTests {
  /// Five rows r0…r4 of two fields each.
  func rows(lookAhead: Int = 1) -> FocusNavigator<String> {
    var fields: [FocusField<String>] = []
    for r in 0..<5 {
      fields.append(text("r\(r)a", row: "r\(r)"))
      fields.append(text("r\(r)b", row: "r\(r)"))
    }
    return FocusNavigator(fields, configuration: .init(revealLookAhead: lookAhead))
  }

  @Test func nextRevealsOneRowBeyond() {
    var nav = rows()
    nav.focus("r1b")
    let reveal = nav.next().reveal
    #expect(reveal?.field == "r2a")
    #expect(reveal?.row == .row("r2"))
    #expect(reveal?.rowIndex == 2)
    #expect(reveal?.scrollTarget == .row("r3"))
    #expect(reveal?.scrollTargetIndex == 3)
  }

  @Test func revealIsClampedAtTheEnds() {
    var nav = rows()
    nav.focus("r4a")
    #expect(nav.next().reveal?.scrollTarget == .row("r4"))
    nav.focus("r1a")
    let back = nav.previous().reveal
    #expect(back?.row == .row("r0"))
    #expect(back?.scrollTarget == .row("r0"))
  }

  @Test func previousRevealsOneRowAbove() {
    var nav = rows()
    nav.focus("r3a")
    #expect(nav.previous().reveal?.scrollTarget == .row("r1"))
  }

  @Test(arguments: [(0, 2), (1, 3), (2, 4), (3, 4), (100, 4), (-3, 2)])
  func lookAheadIsConfigurable(lookAhead: Int, expected: Int) {
    let nav = rows(lookAhead: lookAhead)
    #expect(nav.reveal(for: "r2a")?.scrollTargetIndex == expected)
  }

  @Test func aFieldWithoutARowIsItsOwnRow() {
    var nav = FocusNavigator([text("a"), text("b1", row: "R"), text("b2", row: "R"), text("c")])
    #expect(nav.rowIDs == [.field("a"), .row("R"), .field("c")])
    nav.focus("a")
    let reveal = nav.next().reveal
    #expect(reveal?.row == .row("R"))
    #expect(reveal?.scrollTarget == .field("c"))
    #expect(reveal?.scrollTarget.id == "c")
  }

  @Test func programmaticFocusAndRelocationReveal() {
    var nav = rows()
    #expect(nav.focus("r0b").reveal?.scrollTarget == .row("r1"))
    nav.focus("r4b")
    let moved = nav.removeRow("r4")
    #expect(moved.to == "r3b")
    #expect(moved.reveal?.scrollTarget == .row("r2"))
  }
}
