extension FocusNavigator {
  /// Which row to scroll into view when `id` receives focus by a move in
  /// `direction`: its row moved by the configured look-ahead, clamped to
  /// the first and last rows.
  /// - Parameters:
  ///   - id: The field receiving focus.
  ///   - direction: The direction of the move; forward for direct focus.
  /// - Returns: `nil` for an unknown field.
  /// - Complexity: O(1) on average.
  @inlinable public func reveal(for id: ID, _ direction: FocusDirection = .forward) -> FocusReveal<
    ID
  >? {
    indexByID[id].map { reveal(atPosition: positionByIndex[$0], direction) }
  }

  /// The reveal for the field at a navigation position.
  /// - Complexity: O(1).
  @inlinable func reveal(atPosition position: Int, _ direction: FocusDirection) -> FocusReveal<ID> {
    let index = order[position]
    let row = rowByIndex[index]
    let ahead = min(max(configuration.revealLookAhead, 0), rows.count)
    let target =
      direction == .forward ? min(row + ahead, rows.count - 1) : max(row - ahead, 0)
    return FocusReveal(
      field: _fields[index].id, row: rows[row], rowIndex: row,
      scrollTarget: rows[target], scrollTargetIndex: target)
  }
}
