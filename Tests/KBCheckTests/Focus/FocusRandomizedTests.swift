@_spi(Testing) import KBCheck
import KBCheckTestSupport
import Testing

/// Random operations on a navigator and on the naive reference model; after
/// each, focus must agree, sit on a focusable field (navigable after a move)
/// or be none, and the order must match.
@Suite struct FocusRandomizedTests {
  static let keyboards: [FocusInput] = KeyboardType.allCases.map { .keyboard($0) } + [.picker]

  func randomField(_ id: Int, _ rng: inout SplitMix64) -> FocusField<Int> {
    FocusField(
      id, input: Self.keyboards[Int.random(in: 0..<Self.keyboards.count, using: &rng)],
      orderKey: Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: 0..<6, using: &rng) : nil,
      rowID: Int.random(in: 0..<4, using: &rng) == 0
        ? nil : 1000 + Int.random(in: 0..<8, using: &rng),
      isEnabled: Int.random(in: 0..<6, using: &rng) != 0,
      isHidden: Int.random(in: 0..<8, using: &rng) == 0,
      isSkipped: Int.random(in: 0..<8, using: &rng) == 0)
  }

  @Test(arguments: [1, 2, 3, 7, 42, 2026, 31337, 65536] as [UInt64])
  func matchesTheReferenceModel(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let configuration = FocusConfiguration(
      wraps: Bool.random(using: &rng),
      removalPolicy: Bool.random(using: &rng) ? .moveToNeighbor : .clear)
    var nav = FocusNavigator<Int>(configuration: configuration)
    var model = FocusReferenceModel(wraps: configuration.wraps, policy: configuration.removalPolicy)
    var nextID = 0
    var mismatches: [String] = []
    var checked = 0

    for step in 0..<1500 {
      let ids = model.fields.map(\.id)
      let pick = ids.isEmpty ? nil : ids[Int.random(in: 0..<ids.count, using: &rng)]
      var moved = false
      let op = Int.random(in: 0..<16, using: &rng)
      var name = ""
      switch op {
      case 0, 1:
        let f = randomField(nextID, &rng)
        nextID += 1
        let at = Int.random(in: 0...model.fields.count, using: &rng)
        name = "insert \(f.id) at \(at)"
        nav.insert(f, atField: at)
        model.change { $0.insert(f, at: at) }
      case 2:
        guard let pick else { continue }
        name = "remove \(pick)"
        nav.remove(pick)
        model.change { $0.removeAll { $0.id == pick } }
      case 3:
        let row = 1000 + Int.random(in: 0..<8, using: &rng)
        name = "removeRow \(row)"
        nav.removeRow(row)
        model.change { $0.removeAll { $0.rowID == row } }
      case 4:
        guard let pick else { continue }
        let to = Int.random(in: 0..<model.fields.count, using: &rng)
        name = "moveField \(pick) to \(to)"
        nav.moveField(pick, toField: to)
        model.change { fields in
          guard let i = fields.firstIndex(where: { $0.id == pick }) else { return }
          let f = fields.remove(at: i)
          fields.insert(f, at: min(to, fields.count))
        }
      case 5:
        let row = 1000 + Int.random(in: 0..<8, using: &rng)
        let to = Int.random(in: 0..<8, using: &rng)
        name = "moveRow \(row) to \(to)"
        nav.moveRow(row, toRow: to)
        model.moveRow(row, to: to)
      case 6:
        guard let pick else { continue }
        let enabled = Bool.random(using: &rng)
        let hidden = Int.random(in: 0..<4, using: &rng) == 0
        let skipped = Int.random(in: 0..<4, using: &rng) == 0
        let key = Int.random(in: 0..<3, using: &rng) == 0 ? Int.random(in: 0..<6, using: &rng) : nil
        name =
          "update \(pick) enabled \(enabled) hidden \(hidden) skipped \(skipped) key \(key as Any)"
        let body: (inout FocusField<Int>) -> Void = {
          $0.isEnabled = enabled
          $0.isHidden = hidden
          $0.isSkipped = skipped
          $0.orderKey = key
        }
        nav.update(pick, body)
        model.change { fields in
          if let i = fields.firstIndex(where: { $0.id == pick }) { body(&fields[i]) }
        }
      case 7, 8, 9:
        name = "next"
        moved = nav.next().didChange
        model.move(.forward)
      case 10, 11:
        name = "previous"
        moved = nav.previous().didChange
        model.move(.backward)
      case 12:
        guard let pick else { continue }
        name = "focus \(pick)"
        nav.focus(pick)
        model.focus(pick)
        checked += 1
      case 14:
        // Any row, declared or row-less, by its FocusRowID.
        let rows = model.rowRuns.map { $0[0].row }
        guard let row = rows.randomElement(using: &rng) else { continue }
        let to = Int.random(in: 0...rows.count, using: &rng)
        if Bool.random(using: &rng) {
          name = "moveRow \(row) to \(to)"
          nav.moveRow(row, toRow: to)
          model.moveRow(row, to: to)
        } else {
          name = "removeRow \(row)"
          nav.removeRow(row)
          model.change { $0.removeAll { $0.row == row } }
        }
      case 15:
        let count = model.rowRuns.count
        let offsets = Set((0..<count + 1).filter { _ in Int.random(in: 0..<3, using: &rng) == 0 })
        let to = Int.random(in: 0...count, using: &rng)
        name = "moveRows \(offsets.sorted()) to \(to)"
        nav.moveRows(fromOffsets: offsets, toOffset: to)
        model.moveRows(fromOffsets: offsets, toOffset: to)
      default:
        name = "done"
        nav.done()
        model.focused = nil
      }

      var problems: [String] = []
      if nav.orderedIDs != model.orderedIDs { problems.append("order") }
      if nav.navigableIDs != model.navigableIDs { problems.append("navigable") }
      if nav.focusedID != model.focused {
        problems.append("focus \(nav.focusedID as Any) != \(model.focused as Any)")
      }
      if let focused = nav.focusedID {
        if nav.field(focused)?.isFocusable != true { problems.append("focus on unfocusable") }
        if moved, nav.field(focused)?.isNavigable != true { problems.append("moved to skipped") }
      }
      if nav.nextID != model.target(.forward) { problems.append("nextID") }
      if nav.previousID != model.target(.backward) { problems.append("previousID") }
      if nav.isLast != model.isLast() { problems.append("isLast") }
      if nav.canGoNext != (model.target(.forward) != nil) { problems.append("canGoNext") }
      problems += nav.invariantViolations()
      if !problems.isEmpty {
        mismatches.append("seed \(seed) step \(step) \(name): \(problems)")
      }
      if mismatches.count > 5 { break }
    }
    #expect(mismatches == [])
    #expect(nextID > 100)
    #expect(checked > 20)
  }

  @Test func orderIsStableUnderMovesThatDoNotChangeIt() {
    var rng = SplitMix64(seed: 99)
    let fields = (0..<200).map { randomField($0, &rng) }
    var nav = FocusNavigator(fields)
    let before = nav.orderedIDs
    for _ in 0..<500 {
      if Bool.random(using: &rng) { nav.next() } else { nav.previous() }
    }
    #expect(nav.orderedIDs == before)
  }
}
