import FuzzSupport
@_spi(Testing) import KBCheck
import KBCheckTestSupport

// Each input is a script of FocusNavigator operations (insert, remove,
// remove a row (declared or row-less, by FocusRowID), move a field or a row,
// move rows by onMove offsets, update flags and order keys, next,
// previous, focus, done, replace all), run on the navigator and on the
// naive reference model. After every operation: the navigator's order,
// navigable list and focus equal the model's; focus is on a focusable field
// (navigable after a move) or none; next / previous / isLast agree; the
// navigator's own index invariants hold; and the order is stable — moves
// and focus changes never reorder the fields.
let inputs: [FocusInput] = KeyboardType.allCases.map { .keyboard($0) } + [.picker]

@_cdecl("FuzzFocus_main")
public func fuzzMain(_ argc: CInt, _ argv: FuzzArgv) -> CInt { runFuzzer(argc, argv, fuzzOne) }

/// One operation of a script, described only when an invariant fails.
enum Op {
  case insert(Int, at: Int), remove(Int), removeRow(Int), moveField(Int, to: Int)
  case moveRow(Int, to: Int), update(Int, flags: UInt8, key: Int?), next, previous
  case focus(Int), done, replaceFields(Int)
  case moveRowByID(FocusRowID<Int>, to: Int), removeRowByID(FocusRowID<Int>)
  case moveRows([Int], toOffset: Int)
}

func describe(_ script: [Op]) -> String { script.map { "\($0)" }.joined(separator: "; ") }

func randomField(_ id: Int, _ r: inout FuzzReader) -> FocusField<Int> {
  let flags = r.byte()
  return FocusField(
    id, input: inputs[r.below(inputs.count)],
    orderKey: flags & 0x03 == 0 ? r.below(6) : nil,
    rowID: flags & 0x04 == 0 ? 1000 + r.below(8) : nil,
    isEnabled: flags & 0x18 != 0, isHidden: flags & 0x60 == 0x60,
    isSkipped: flags & 0x80 != 0 && flags & 1 != 0)
}

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var r = FuzzReader(data, size)
  let setup = r.byte()
  let configuration = FocusConfiguration(
    wraps: setup & 1 != 0, removalPolicy: setup & 2 != 0 ? .moveToNeighbor : .clear)
  var nav = FocusNavigator<Int>(configuration: configuration)
  var model = FocusReferenceModel(wraps: configuration.wraps, policy: configuration.removalPolicy)
  var nextID = 0
  var script: [Op] = []
  while !r.isAtEnd && script.count < 400 {
    let ids = model.fields.map(\.id)
    // An identity in the list (focus(_:) also accepts one outside it, which
    // the reference model does not describe; -1 is never in the list).
    let pick = ids.isEmpty ? -1 : ids[r.below(ids.count)]
    var moved = false
    var reorders = true
    let op = r.below(17)
    switch op {
    case 0, 1:
      let f = randomField(nextID, &r)
      nextID += 1
      let at = r.below(model.fields.count + 1)
      script.append(.insert(f.id, at: at))
      nav.insert(f, atField: at)
      model.change { $0.insert(f, at: at) }
    case 2:
      script.append(.remove(pick))
      nav.remove(pick)
      model.change { $0.removeAll { $0.id == pick } }
    case 3:
      let row = 1000 + r.below(8)
      script.append(.removeRow(row))
      nav.removeRow(row)
      model.change { $0.removeAll { $0.rowID == row } }
    case 4:
      let to = r.below(max(1, model.fields.count))
      script.append(.moveField(pick, to: to))
      nav.moveField(pick, toField: to)
      model.change { fields in
        guard let i = fields.firstIndex(where: { $0.id == pick }) else { return }
        let f = fields.remove(at: i)
        fields.insert(f, at: min(to, fields.count))
      }
    case 5:
      let row = 1000 + r.below(8)
      let to = r.below(9)
      script.append(.moveRow(row, to: to))
      nav.moveRow(row, toRow: to)
      model.moveRow(row, to: to)
    case 6:
      let flags = r.byte()
      let key = flags & 0x30 == 0 ? r.below(6) : nil
      script.append(.update(pick, flags: flags, key: key))
      let body: (inout FocusField<Int>) -> Void = {
        $0.isEnabled = flags & 1 != 0
        $0.isHidden = flags & 6 == 6
        $0.isSkipped = flags & 8 != 0
        $0.orderKey = key
      }
      nav.update(pick, body)
      model.change { fields in
        if let i = fields.firstIndex(where: { $0.id == pick }) { body(&fields[i]) }
      }
    case 7, 8, 9:
      script.append(.next)
      reorders = false
      moved = nav.next().didChange
      model.move(.forward)
    case 10, 11:
      script.append(.previous)
      reorders = false
      moved = nav.previous().didChange
      model.move(.backward)
    case 12 where pick >= 0:
      script.append(.focus(pick))
      reorders = false
      nav.focus(pick)
      model.focus(pick)
    case 12, 13:
      script.append(.done)
      reorders = false
      nav.done()
      model.focused = nil
    case 15:
      // Any row, declared or row-less, by its FocusRowID.
      let rows = model.rowRuns.map { $0[0].row }
      guard !rows.isEmpty else { continue }
      let row = rows[r.below(rows.count)]
      if r.byte() & 1 == 0 {
        let to = r.below(rows.count + 1)
        script.append(.moveRowByID(row, to: to))
        nav.moveRow(row, toRow: to)
        model.moveRow(row, to: to)
      } else {
        script.append(.removeRowByID(row))
        nav.removeRow(row)
        model.change { $0.removeAll { $0.row == row } }
      }
    case 16:
      let count = model.rowRuns.count
      let mask = r.byte()
      let offsets = Set((0..<min(count + 1, 8)).filter { mask & (1 << $0) != 0 })
      let to = r.below(count + 1)
      script.append(.moveRows(offsets.sorted(), toOffset: to))
      nav.moveRows(fromOffsets: offsets, toOffset: to)
      model.moveRows(fromOffsets: offsets, toOffset: to)
    default:
      let count = r.below(6)
      var fresh: [FocusField<Int>] = []
      for _ in 0..<count {
        // Keep some identities so focus can survive a replacement.
        let keep = r.byte() & 1 == 0 && !ids.isEmpty
        let id = keep ? ids[r.below(ids.count)] : nextID
        if !keep { nextID += 1 }
        if !fresh.contains(where: { $0.id == id }) { fresh.append(randomField(id, &r)) }
      }
      script.append(.replaceFields(fresh.count))
      let before = nav.focusedID
      nav.replaceFields(fresh)
      model.change { $0 = fresh }
      // The model hands focus on to survivors only; the navigator hands it
      // on from where the field stood in the new list, which may be a new
      // field. Check that choice's own rules, then follow it.
      if let before, model.focused != before, nav.focusedID != model.focused {
        let moved = nav.focusedID.flatMap { nav.field($0) }
        invariant(
          configuration.removalPolicy == .moveToNeighbor
            ? (nav.focusedID == nil || moved?.isNavigable == true) : nav.focusedID == nil,
          "focus: replaceFields handed focus to \(nav.focusedID as Any)",
          input: describe(script))
        model.focused = nav.focusedID
      }
    }
    check(nav, model, moved: moved, script: script)
    if !reorders {
      invariant(
        nav.orderedIDs == model.orderedIDs, "focus: a move changed the order",
        input: describe(script))
    }
  }
  return 0
}

func check(_ nav: FocusNavigator<Int>, _ model: FocusReferenceModel, moved: Bool, script: [Op]) {
  var problems: [String] = []
  if nav.orderedIDs != model.orderedIDs {
    problems.append("order \(nav.orderedIDs) != \(model.orderedIDs)")
  }
  if nav.navigableIDs != model.navigableIDs { problems.append("navigable") }
  if nav.focusedID != model.focused {
    problems.append("focus \(nav.focusedID as Any) != \(model.focused as Any)")
  }
  if let focused = nav.focusedID {
    if nav.field(focused)?.isFocusable != true { problems.append("focus on an unfocusable field") }
    if moved, nav.field(focused)?.isNavigable != true {
      problems.append("moved onto a skipped field")
    }
  }
  if nav.nextID != model.target(.forward) { problems.append("nextID") }
  if nav.previousID != model.target(.backward) { problems.append("previousID") }
  if nav.isLast != model.isLast() { problems.append("isLast") }
  problems += nav.invariantViolations()
  invariant(
    problems.isEmpty, "focus: \(problems) after \(script.last.map { "\($0)" } ?? "")",
    input: describe(script))
}
