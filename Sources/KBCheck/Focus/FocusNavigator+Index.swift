extension FocusNavigator {
  /// Recomputes the derived index after `fields` changed at or after
  /// declaration index `start`: identities, navigation order, navigable
  /// flags and rows. Entries of removed identities must already be gone
  /// from `indexByID`.
  /// - Parameter start: The first declaration index that changed.
  /// - Complexity: O(n + k log k) for k fields with an order key.
  @inlinable mutating func rebuildIndex(from start: Int) {
    let n = _fields.count
    if start < n {
      for i in start..<n { indexByID[_fields[i].id] = i }
    }
    // Order: keyed fields by (key, declaration), then unkeyed ones.
    var keyed: [Int] = []
    for i in 0..<n where _fields[i].orderKey != nil { keyed.append(i) }
    order.removeAll(keepingCapacity: true)
    if keyed.isEmpty {
      order.append(contentsOf: 0..<n)
    } else {
      keyed.sort { a, b in
        let ka = _fields[a].orderKey ?? Int.max
        let kb = _fields[b].orderKey ?? Int.max
        return ka != kb ? ka < kb : a < b
      }
      order.append(contentsOf: keyed)
      for i in 0..<n where _fields[i].orderKey == nil { order.append(i) }
    }
    positionByIndex = [Int](repeating: 0, count: n)
    for (position, index) in order.enumerated() { positionByIndex[index] = position }
    var flags = [Bool](repeating: false, count: n)
    for (position, index) in order.enumerated() { flags[position] = _fields[index].isNavigable }
    navigable = NavigableIndex(flags: flags)
    rebuildRows()
  }

  /// Recomputes rows: each run of consecutive fields with the same
  /// declared row id is one row; a field without a row id is a row of its
  /// own. Only equality is checked, no hashing.
  /// - Complexity: O(n).
  @inlinable mutating func rebuildRows() {
    rows.removeAll(keepingCapacity: true)
    rowStarts.removeAll(keepingCapacity: true)
    rowByIndex.removeAll(keepingCapacity: true)
    rowByIndex.reserveCapacity(_fields.count)
    var previous: ID?
    for i in _fields.indices {
      let rowID = _fields[i].rowID
      if rowID == nil || rowID != previous {
        rows.append(_fields[i].row)
        rowStarts.append(i)
      }
      rowByIndex.append(rows.count - 1)
      previous = rowID
    }
  }
}
