import KBCheck

/// A naive O(n) navigator: the specification written as plainly as
/// possible, to check ``FocusNavigator`` against. Test-only: the unit tests
/// and the FuzzFocus fuzzer share this one copy.
public struct FocusReferenceModel: Sendable {
  /// The fields in declaration order.
  public var fields: [FocusField<Int>] = []
  /// The focused identity, or `nil`.
  public var focused: Int?
  /// Whether previous / next wrap around at the ends.
  public var wraps: Bool
  /// Where focus goes when the focused field is removed or made unfocusable.
  public var policy: FocusRemovalPolicy

  /// Creates an empty model with nothing focused.
  /// - Parameters:
  ///   - wraps: Whether previous / next wrap around.
  ///   - policy: The removal policy.
  public init(wraps: Bool, policy: FocusRemovalPolicy) {
    self.wraps = wraps
    self.policy = policy
  }

  /// Keyed fields by (key, declaration), then unkeyed in declaration order.
  public var order: [FocusField<Int>] {
    let keyed = fields.enumerated().filter { $0.element.orderKey != nil }
      .sorted { a, b in
        (a.element.orderKey ?? 0, a.offset) < (b.element.orderKey ?? 0, b.offset)
      }
      .map(\.element)
    return keyed + fields.filter { $0.orderKey == nil }
  }

  /// All identities in navigation order.
  public var orderedIDs: [Int] { order.map(\.id) }
  /// The navigable identities in navigation order.
  public var navigableIDs: [Int] { order.filter(\.isNavigable).map(\.id) }

  /// Where a move in `direction` lands, or `nil` when it is refused.
  /// - Parameter direction: The direction of the move.
  /// - Returns: The target identity.
  public func target(_ direction: FocusDirection) -> Int? {
    let all = order
    let nav = all.filter(\.isNavigable).map(\.id)
    guard let focused, let p = all.firstIndex(where: { $0.id == focused }) else {
      return direction == .forward ? nav.first : nav.last
    }
    let after = all[(p + 1)...].filter(\.isNavigable).map(\.id)
    let before = all[..<p].filter(\.isNavigable).map(\.id)
    let found = direction == .forward ? after.first : before.last
    if let found { return found }
    guard wraps else { return nil }
    let wrapped = direction == .forward ? nav.first : nav.last
    return wrapped == focused ? nil : wrapped
  }

  /// Whether no navigable field follows the focused one.
  /// - Returns: `false` when nothing in the list is focused.
  public func isLast() -> Bool {
    guard let focused, let p = order.firstIndex(where: { $0.id == focused }) else { return false }
    return !order[(p + 1)...].contains(where: \.isNavigable)
  }

  /// Moves focus in `direction` when a target exists.
  /// - Parameter direction: The direction.
  public mutating func move(_ direction: FocusDirection) {
    if let t = target(direction) { focused = t }
  }

  /// Focuses a field when it is in the list and focusable.
  /// - Parameter id: The identity.
  public mutating func focus(_ id: Int) {
    if let f = fields.first(where: { $0.id == id }), f.isFocusable { focused = id }
  }

  /// Applies a change; if the focused field is gone or unfocusable, moves
  /// to the first navigable survivor after it in the old order, else the
  /// last before it (or clears, per policy).
  /// - Parameter body: The change to the field list.
  public mutating func change(_ body: (inout [FocusField<Int>]) -> Void) {
    let oldOrder = orderedIDs
    body(&fields)
    guard let focused else { return }
    if let f = fields.first(where: { $0.id == focused }), f.isFocusable { return }
    self.focused = nil
    guard policy == .moveToNeighbor else { return }
    // Still in the list (disabled or hidden): from where it stands now;
    // removed: from where it stood.
    let stillThere = fields.contains { $0.id == focused }
    let reference = stillThere ? orderedIDs : oldOrder
    guard let p = reference.firstIndex(of: focused) else { return }
    let navigable = Set(navigableIDs)
    self.focused =
      reference[(p + 1)...].first(where: navigable.contains)
      ?? reference[..<p].last(where: navigable.contains)
  }

  /// Moves every field of a declared row so that the row becomes row
  /// number `rowIndex` of the list after the move.
  /// - Parameters:
  ///   - row: The declared row identifier.
  ///   - rowIndex: The row index after the move, clamped.
  public mutating func moveRow(_ row: Int, to rowIndex: Int) {
    moveRow(.row(row), to: rowIndex)
  }

  /// Moves every field standing in `row` (a declared row, or a row-less
  /// field) so that it becomes row number `rowIndex` of the list after the
  /// move; a declared row counts once among the others even when its
  /// fields are not consecutive.
  /// - Parameters:
  ///   - row: The row.
  ///   - rowIndex: The row index after the move, clamped.
  public mutating func moveRow(_ row: FocusRowID<Int>, to rowIndex: Int) {
    change { fields in
      let moving = fields.filter { $0.row == row }
      var rest = fields.filter { $0.row != row }
      var rowsSeen: [Int] = []
      var starts: [Int] = []
      for (i, f) in rest.enumerated() {
        if let r = f.rowID {
          if rowsSeen.contains(r) { continue }
          rowsSeen.append(r)
        }
        starts.append(i)
      }
      let at = rowIndex <= 0 ? 0 : (rowIndex < starts.count ? starts[rowIndex] : rest.count)
      rest.insert(contentsOf: moving, at: at)
      fields = rest
    }
  }

  /// The rows in declaration order: runs of consecutive fields with one
  /// declared row id, or single row-less fields, as field lists.
  public var rowRuns: [[FocusField<Int>]] {
    var runs: [[FocusField<Int>]] = []
    var previous: Int?
    for field in fields {
      if let row = field.rowID, row == previous {
        runs[runs.count - 1].append(field)
      } else {
        runs.append([field])
      }
      previous = field.rowID
    }
    return runs
  }

  /// Moves the rows at `offsets` of ``rowRuns`` to just before the row that
  /// stood at `toOffset` (the end when it is the row count), keeping their
  /// order: SwiftUI's `onMove` semantics. Offsets outside the rows are
  /// ignored; `toOffset` is clamped.
  /// - Parameters:
  ///   - offsets: The row offsets.
  ///   - toOffset: The destination, counted before the move.
  public mutating func moveRows(fromOffsets offsets: Set<Int>, toOffset: Int) {
    let runs = rowRuns
    let to = min(max(toOffset, 0), runs.count)
    let moving = runs.indices.filter(offsets.contains).flatMap { runs[$0] }
    var result: [FocusField<Int>] = []
    for i in 0...runs.count {
      if i == to { result += moving }
      if i < runs.count && !offsets.contains(i) { result += runs[i] }
    }
    change { $0 = result }
  }
}
