import Foundation
import KBCheck
import Testing

/// The three ways apps build forms: view tags with gaps, a CaseIterable enum
/// of fields, and rows of fields keyed by UUIDs.
@Suite struct FocusSeedPatternTests {
  // MARK: Tags with gaps (1, 3, 5)

  @Test func tagsWithGaps() {
    // Declared out of tag order, as views in a storyboard often are.
    var nav = FocusNavigator([
      FocusField(5, input: .keyboard(.phonePad), orderKey: 5),
      FocusField(1, input: .keyboard(.default), orderKey: 1),
      FocusField(3, input: .keyboard(.emailAddress), orderKey: 3),
    ])
    #expect(nav.orderedIDs == [1, 3, 5])
    nav.focus(1)
    #expect(nav.next().to == 3)
    #expect(nav.next().to == 5)
    #expect(nav.next().boundary == .forward)
    #expect(nav.returnKey(for: 1) == .next)
    #expect(nav.returnKey(for: 3) == .next)
    #expect(nav.returnKey(for: 5) == nil)
    #expect(nav.accessoryBar?.canGoNext == false)
    #expect(nav.accessoryBar?.canGoPrevious == true)
    // A new view with tag 2 slots in between 1 and 3.
    nav.append(FocusField(2, input: .keyboard(.default), orderKey: 2))
    #expect(nav.orderedIDs == [1, 2, 3, 5])
    nav.focus(3)
    #expect(nav.previous().to == 2)
    // Removing the focused tag moves on to the next one.
    nav.focus(3)
    #expect(nav.remove(3).to == 5)
  }

  // MARK: A CaseIterable enum of fields

  enum Field: String, CaseIterable, Hashable, Sendable {
    case name, email, phone, zip, website

    var keyboard: KeyboardType {
      switch self {
      case .name: .default
      case .email: .emailAddress
      case .phone: .phonePad
      case .zip: .numberPad
      case .website: .URL
      }
    }
  }

  @Test func enumOfFields() {
    var nav = FocusNavigator(Field.allCases.map { FocusField($0, keyboard: $0.keyboard) })
    #expect(nav.orderedIDs == Field.allCases)
    #expect(nav.fieldsNeedingAccessory == [.phone, .zip])
    #expect(Field.allCases.map(nav.returnKey(for:)) == [.next, .next, nil, nil, .go])
    nav.focus(.name)
    var visited: [Field] = [.name]
    while nav.canGoNext {
      if let to = nav.next().to { visited.append(to) }
    }
    #expect(visited == Field.allCases)
    #expect(nav.pressReturn().events.first == .done(.website))
    // The website field is hidden for business accounts: zip becomes last.
    nav.setHidden(.website, true)
    nav.focus(.zip)
    #expect(nav.isLast)
    #expect(nav.accessoryBar?.canGoNext == false)
  }

  // MARK: Rows of two fields, each with its own UUID

  struct Row {
    let id = UUID()
    let name = UUID()
    let amount = UUID()

    var fields: [FocusField<UUID>] {
      [
        FocusField(name, input: .keyboard(.default), rowID: id),
        FocusField(amount, input: .keyboard(.decimalPad), rowID: id),
      ]
    }
  }

  func form(_ rows: [Row]) -> FocusNavigator<UUID> {
    FocusNavigator(rows.flatMap(\.fields))
  }

  @Test func emptyList() {
    var nav = form([])
    #expect(nav.isEmpty)
    #expect(nav.next().events == [.boundaryReached(.forward, at: nil)])
    #expect(nav.focusedID == nil)
    #expect(nav.rowIDs.isEmpty)
  }

  @Test func oneRow() {
    let row = Row()
    var nav = form([row])
    nav.focus(row.name)
    #expect(nav.returnKey(for: row.name) == .next)
    #expect(nav.accessoryBar == nil)
    #expect(nav.pressReturn().to == row.amount)
    #expect(nav.returnKey(for: row.amount) == nil)
    #expect(
      nav.accessoryBar
        == AccessoryBarState(
          field: row.amount, canGoPrevious: true, canGoNext: false, showsPreviousNext: true))
    #expect(nav.next().boundary == .forward)
    // Deleting the only row while focused clears focus.
    let t = nav.removeRow(row.id)
    #expect(t.to == nil)
    #expect(t.cause == .fieldRemoved)
    #expect(nav.isEmpty)
  }

  @Test func twoRowsMovedWhileFocused() {
    let first = Row()
    let second = Row()
    var nav = form([first, second])
    nav.focus(second.name)
    // Drag the second row above the first: focus stays on the same field.
    #expect(nav.moveRow(second.id, toRow: 0).didChange == false)
    #expect(nav.focusedID == second.name)
    #expect(nav.rowIDs == [.row(second.id), .row(first.id)])
    #expect(nav.canGoPrevious == false)
    #expect(nav.next().to == second.amount)
    let t = nav.next()
    #expect(t.to == first.name)
    #expect(t.reveal?.row == .row(first.id))
    #expect(t.reveal?.scrollTarget == .row(first.id))  // clamped at the last row
  }

  @Test func twoRowsDeletedWhileFocused() {
    let first = Row()
    let second = Row()
    var nav = form([first, second])
    nav.focus(first.amount)
    // Deleting the focused row moves focus to the next row's first field.
    #expect(nav.removeRow(first.id).to == second.name)
    nav.focus(second.amount)
    #expect(nav.removeRow(second.id).to == nil)
  }

  @Test func deletingTheLastRowFallsBackToThePreviousRow() {
    let rows = [Row(), Row(), Row()]
    var nav = form(rows)
    nav.focus(rows[2].name)
    let t = nav.removeRow(rows[2].id)
    #expect(t.to == rows[1].amount)
    #expect(t.reveal?.scrollTarget == .row(rows[0].id))
  }

  @Test func manyRowsReorderedAndDeletedWhileFocused() {
    var rows = (0..<6).map { _ in Row() }
    var nav = form(rows)
    nav.focus(rows[3].amount)
    // Move the focused row to the top, then the first row to the end.
    nav.moveRow(rows[3].id, toRow: 0)
    rows.insert(rows.remove(at: 3), at: 0)
    nav.moveRow(rows[1].id, toRow: 5)
    rows.append(rows.remove(at: 1))
    #expect(nav.orderedIDs == rows.flatMap { [$0.name, $0.amount] })
    #expect(nav.focusedID == rows[0].amount)
    #expect(nav.nextID == rows[1].name)
    // Delete the row after the focused one, then the focused one.
    nav.removeRow(rows[1].id)
    rows.remove(at: 1)
    #expect(nav.nextID == rows[1].name)
    #expect(nav.removeRow(rows[0].id).to == rows[1].name)
    rows.remove(at: 0)
    #expect(nav.orderedIDs == rows.flatMap { [$0.name, $0.amount] })
    // A new row inserted above the focused one.
    let fresh = Row()
    nav.insertRow(fresh.fields, atRow: 0)
    #expect(nav.previousID == fresh.amount)
  }
}
