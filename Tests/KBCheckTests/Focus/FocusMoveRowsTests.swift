import Foundation
@_spi(Testing) import KBCheck
import Testing

/// `moveRows(fromOffsets:toOffset:)` has SwiftUI's `onMove` semantics, and
/// `moveRow(_:toRow:)` keeps its own (destination counted after the move).
@Suite struct FocusMoveRowsTests {
  /// `Array.move(fromOffsets:toOffset:)` (SwiftUI's extension on
  /// `MutableCollection & RangeReplaceableCollection`, not on Linux) written
  /// from its documentation: the elements at `offsets`, in their order, go
  /// just before the element that stood at `toOffset` before the move, or
  /// at the end when `toOffset == count`.
  static func referenceMove<T>(_ elements: [T], fromOffsets offsets: IndexSet, toOffset: Int)
    -> [T]
  {
    let moving = offsets.map { elements[$0] }
    var result: [T] = []
    for i in 0...elements.count {
      if i == toOffset { result += moving }
      if i < elements.count && !offsets.contains(i) { result.append(elements[i]) }
    }
    return result
  }

  /// The rows of a field list, split independently of the navigator: a
  /// run of consecutive fields with one row id, or a single row-less field.
  static func rowRuns(_ fields: [FocusField<Int>]) -> [[Int]] {
    var runs: [[Int]] = []
    var previous: Int?
    for field in fields {
      if let row = field.rowID, row == previous {
        runs[runs.count - 1].append(field.id)
      } else {
        runs.append([field.id])
      }
      previous = field.rowID
    }
    return runs
  }

  @Test func theReferenceMovesBeforeTheElementAtTheDestination() {
    // Offsets 1 and 3 (b, d) to 4: in their order, before e, which stood
    // at 4 before the move.
    let moved = Self.referenceMove(
      ["a", "b", "c", "d", "e"], fromOffsets: IndexSet([1, 3]), toOffset: 4)
    #expect(moved == ["a", "c", "b", "d", "e"])
    #expect(
      Self.referenceMove(["a", "b", "c"], fromOffsets: IndexSet([0]), toOffset: 3)
        == ["b", "c", "a"])
  }

  @Test func onMoveCountsBeforeTheMoveAndMoveRowAfterIt() {
    let rows = ["A", "B", "C", "D"].map { text($0.lowercased(), row: $0) }
    var swiftUI = FocusNavigator(rows)
    swiftUI.moveRows(fromOffsets: IndexSet([0]), toOffset: 2)
    #expect(swiftUI.fields.map(\.id) == ["b", "a", "c", "d"])
    var afterMove = FocusNavigator(rows)
    afterMove.moveRow("A", toRow: 2)
    #expect(afterMove.fields.map(\.id) == ["b", "c", "a", "d"])
  }

  @Test(arguments: [1, 2, 3, 5, 8, 13, 21, 34] as [UInt64])
  func matchesArrayMoveOnRandomInputs(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var failures: [String] = []
    for round in 0..<200 {
      // Rows of 1–3 fields; about a third row-less.
      var fields: [FocusField<Int>] = []
      for row in 0..<Int.random(in: 0..<9, using: &rng) {
        let rowLess = Int.random(in: 0..<3, using: &rng) == 0
        for _ in 0..<(rowLess ? 1 : Int.random(in: 1...3, using: &rng)) {
          fields.append(
            FocusField(
              fields.count,
              orderKey: Bool.random(using: &rng) ? nil : Int.random(in: 0..<4, using: &rng),
              rowID: rowLess ? nil : 1000 + row, isEnabled: Int.random(in: 0..<5, using: &rng) != 0)
          )
        }
      }
      var nav = FocusNavigator(fields)
      if let pick = fields.filter(\.isFocusable).randomElement(using: &rng) { nav.focus(pick.id) }
      let focused = nav.focusedID
      let runs = Self.rowRuns(fields)
      #expect(nav.rowIDs.count == runs.count)
      let offsets = IndexSet((0..<runs.count).filter { _ in Bool.random(using: &rng) })
      let to = Int.random(in: 0...runs.count, using: &rng)
      let transition = nav.moveRows(fromOffsets: offsets, toOffset: to)
      let expected = Self.referenceMove(runs, fromOffsets: offsets, toOffset: to).flatMap { $0 }
      var problems: [String] = []
      if nav.fields.map(\.id) != expected { problems.append("order \(nav.fields.map(\.id))") }
      if nav.focusedID != focused || transition.didChange { problems.append("focus moved") }
      problems += nav.invariantViolations()
      if !problems.isEmpty {
        failures.append(
          "seed \(seed) round \(round) \(runs) \(Array(offsets)) → \(to): \(problems)")
      }
    }
    #expect(failures == [])
  }

  @Test func offsetsOutsideTheRowsAreIgnoredAndTheDestinationClamped() {
    var nav = navigator("a", "b", "c")
    nav.moveRows(fromOffsets: [7, -1], toOffset: 0)
    #expect(nav.fields.map(\.id) == ["a", "b", "c"])
    nav.moveRows(fromOffsets: [0, 0], toOffset: 99)
    #expect(nav.fields.map(\.id) == ["b", "c", "a"])
    nav.moveRows(fromOffsets: [2], toOffset: -4)
    #expect(nav.fields.map(\.id) == ["a", "b", "c"])
    #expect(nav.invariantViolations() == [])
  }

  @Test func aRowLessFieldIsRemovedAndMovedAsARow() {
    var nav = FocusNavigator([
      text("a", row: "R"), text("b", row: "R"), text("c"), text("d"),
    ])
    #expect(nav.rowIDs == [.row("R"), .field("c"), .field("d")])
    nav.moveRow(.field("d"), toRow: 0)
    #expect(nav.fields.map(\.id) == ["d", "a", "b", "c"])
    // A field that declares a row is not a row of its own.
    nav.removeRow(.field("a"))
    #expect(nav.fields.map(\.id) == ["d", "a", "b", "c"])
    nav.focus("c")
    let t = nav.removeRow(.field("c"))
    #expect(nav.fields.map(\.id) == ["d", "a", "b"])
    #expect(t.cause == .fieldRemoved)
    #expect(t.to == "b")
    // Every element of rowIDs names its row, declared or not.
    for row in nav.rowIDs { nav.removeRow(row) }
    #expect(nav.isEmpty)
    #expect(nav.invariantViolations() == [])
  }

  @Test func theIDOverloadsNameDeclaredRows() {
    var nav = FocusNavigator([text("a", row: "R"), text("b"), text("c", row: "R")])
    nav.moveRow("R", toRow: 1)
    #expect(nav.fields.map(\.id) == ["b", "a", "c"])
    nav.removeRow("R")
    #expect(nav.fields.map(\.id) == ["b"])
  }
}
