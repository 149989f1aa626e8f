extension FocusNavigator {
  /// Inserts a row of fields before the row at a row index (or at the end).
  /// Repeated identities are not inserted; see
  /// ``insert(contentsOf:atField:)``.
  /// - Parameters:
  ///   - newFields: The row's fields; give them a common
  ///     ``FocusField/rowID``.
  ///   - rowIndex: The index in ``rowIDs``, clamped to `0...rowIDs.count`.
  /// - Returns: The transition.
  /// - Complexity: O(n + k log k).
  @discardableResult
  @inlinable public mutating func insertRow(_ newFields: [FocusField<ID>], atRow rowIndex: Int)
    -> FocusTransition<ID>
  {
    let index = rowIndex >= 0 && rowIndex < rowStarts.count ? rowStarts[rowIndex] : _fields.count
    return insert(contentsOf: newFields, atField: rowIndex < 0 ? 0 : index)
  }

  /// Removes every field of a declared row; the same as
  /// `removeRow(.row(rowID))`.
  /// - Parameter rowID: The row identifier the fields declare.
  /// - Returns: The transition.
  /// - Complexity: O(n + k log k).
  @discardableResult
  @inlinable public mutating func removeRow(_ rowID: ID) -> FocusTransition<ID> {
    removeRow(.row(rowID))
  }

  /// Removes every field standing in a row: for ``FocusRowID/row(_:)``
  /// the fields that declare that row id, for ``FocusRowID/field(_:)``
  /// the row-less field with that identity (a field that declares a row
  /// is not removed this way; use ``remove(_:)``). Any element of
  /// ``rowIDs`` names its row. If the focused field is removed, focus goes
  /// per the removal policy, from where it stood.
  /// - Parameter row: The row.
  /// - Returns: The transition.
  /// - Complexity: O(n + k log k).
  @discardableResult
  @inlinable public mutating func removeRow(_ row: FocusRowID<ID>) -> FocusTransition<ID> {
    removeAll { $0.row == row }
  }

  /// Moves a declared row; the same as `moveRow(.row(rowID), toRow:)`.
  /// - Parameters:
  ///   - rowID: The row identifier the fields declare.
  ///   - rowIndex: Its row index after the move, clamped.
  /// - Returns: The transition.
  /// - Complexity: O(n + k log k).
  @discardableResult
  @inlinable public mutating func moveRow(_ rowID: ID, toRow rowIndex: Int) -> FocusTransition<ID> {
    moveRow(.row(rowID), toRow: rowIndex)
  }

  /// Moves a row (all its fields, in their order) so that it becomes the
  /// row at `rowIndex` *after* the move (counted among the other rows, as
  /// `Array.insert(_:at:)` counts after a removal); focus stays where it
  /// is. ``FocusRowID/field(_:)`` moves a row-less field as a row. For
  /// SwiftUI's `onMove` offsets, which count the destination *before* the
  /// move, use ``moveRows(fromOffsets:toOffset:)``.
  /// - Parameters:
  ///   - row: The row: ``FocusRowID/row(_:)`` for the fields that declare
  ///     that row id, ``FocusRowID/field(_:)`` for a row-less field.
  ///   - rowIndex: Its row index after the move, clamped.
  /// - Returns: The transition.
  /// - Complexity: O(n + k log k).
  @discardableResult
  @inlinable public mutating func moveRow(_ row: FocusRowID<ID>, toRow rowIndex: Int)
    -> FocusTransition<ID>
  {
    let pending = PendingChange(from: _focusedID)
    guard let first = _fields.firstIndex(where: { $0.row == row }) else {
      return finishChange(pending)
    }
    var moving: [FocusField<ID>] = []
    var rest: [FocusField<ID>] = []
    rest.reserveCapacity(_fields.count)
    for field in _fields {
      if field.row == row { moving.append(field) } else { rest.append(field) }
    }
    // Find where row number `rowIndex` of the remaining rows starts.
    var at = rest.count
    var seenRows = Set<ID>()
    var rowCount = 0
    for (i, field) in rest.enumerated() {
      if let id = field.rowID, !seenRows.insert(id).inserted { continue }
      if rowCount == rowIndex {
        at = i
        break
      }
      rowCount += 1
    }
    if rowIndex <= 0 { at = 0 }
    rest.insert(contentsOf: moving, at: at)
    _fields = rest
    rebuildIndex(from: min(first, at))
    return finishChange(pending)
  }

  /// Moves the rows at the given offsets of ``rowIDs`` to `toOffset`, with
  /// SwiftUI's `onMove` semantics (`Array.move(fromOffsets:toOffset:)`):
  /// `toOffset` counts rows *before* the move, so the moved rows land just
  /// before the row that stood at `toOffset`, or at the end when it equals
  /// the row count; the moved rows keep their relative order. Focus stays
  /// where it is.
  ///
  /// ```swift
  /// .onMove { from, to in
  ///   rows.move(fromOffsets: from, toOffset: to)
  ///   navigator.moveRows(fromOffsets: from, toOffset: to)
  /// }
  /// ```
  ///
  /// Offsets outside `0..<rowIDs.count` name no row and are ignored;
  /// `toOffset` is clamped to `0...rowIDs.count`. Compare
  /// ``moveRow(_:toRow:)-(FocusRowID<ID>,_)``, whose index counts after the
  /// move.
  /// - Parameters:
  ///   - offsets: The row offsets to move (an `IndexSet` from `onMove`, or
  ///     any sequence of `Int`; repeats count once).
  ///   - toOffset: The destination, counted before the move.
  /// - Returns: The transition.
  /// - Complexity: O(n + k log k + m log m) for m offsets.
  @discardableResult
  @inlinable public mutating func moveRows<Offsets: Sequence<Int>>(
    fromOffsets offsets: Offsets, toOffset: Int
  ) -> FocusTransition<ID> {
    let pending = PendingChange(from: _focusedID)
    let rowCount = rows.count
    let moving = Set(offsets.lazy.filter { $0 >= 0 && $0 < rowCount })
    guard let lowest = moving.min() else { return finishChange(pending) }
    let destination = min(max(toOffset, 0), rowCount)
    /// The declaration indices of row `r`'s fields.
    func span(_ r: Int) -> Range<Int> {
      rowStarts[r]..<(r + 1 < rowCount ? rowStarts[r + 1] : _fields.count)
    }
    var moved: [FocusField<ID>] = []
    var rest: [FocusField<ID>] = []
    rest.reserveCapacity(_fields.count)
    var insertAt = 0
    for r in 0..<rowCount {
      if moving.contains(r) {
        moved.append(contentsOf: _fields[span(r)])
      } else {
        if r < destination { insertAt += span(r).count }
        rest.append(contentsOf: _fields[span(r)])
      }
    }
    rest.insert(contentsOf: moved, at: insertAt)
    let changedFrom = rowStarts[min(lowest, destination == rowCount ? lowest : destination)]
    _fields = rest
    rebuildIndex(from: changedFrom)
    return finishChange(pending)
  }
}
