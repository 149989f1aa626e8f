extension FocusNavigator {
  /// Recomputes the derived index after `fields` changed at or after
  /// declaration index `start`: identities, navigation order, navigable
  /// flags and rows. Entries of removed identities must already be gone
  /// from `indexByID`.
  /// - Parameter start: The first declaration index that changed.
  /// - Complexity: O(n + k log k) for k fields with an order key.
  mutating func rebuildIndex(from start: Int) {
    let n = fields.count
    if start < n {
      for i in start..<n { indexByID[fields[i].id] = i }
    }
    // Order: keyed fields by (key, declaration), then unkeyed ones.
    var keyed: [Int] = []
    for i in 0..<n where fields[i].orderKey != nil { keyed.append(i) }
    order.removeAll(keepingCapacity: true)
    if keyed.isEmpty {
      order.append(contentsOf: 0..<n)
    } else {
      keyed.sort { a, b in
        let ka = fields[a].orderKey ?? Int.max
        let kb = fields[b].orderKey ?? Int.max
        return ka != kb ? ka < kb : a < b
      }
      order.append(contentsOf: keyed)
      for i in 0..<n where fields[i].orderKey == nil { order.append(i) }
    }
    positionByIndex = [Int](repeating: 0, count: n)
    for (position, index) in order.enumerated() { positionByIndex[index] = position }
    var flags = [Bool](repeating: false, count: n)
    for (position, index) in order.enumerated() { flags[position] = fields[index].isNavigable }
    navigable = NavigableIndex(flags: flags)
    rebuildRows()
  }

  /// Recomputes rows: each declared row id, or each row-less field, in
  /// declaration order of its first field.
  /// - Complexity: O(n).
  mutating func rebuildRows() {
    rows.removeAll(keepingCapacity: true)
    rowStarts.removeAll(keepingCapacity: true)
    rowByIndex = [Int](repeating: 0, count: fields.count)
    var declared: [ID: Int] = [:]
    for (i, field) in fields.enumerated() {
      if let rowID = field.rowID {
        if let existing = declared[rowID] {
          rowByIndex[i] = existing
          continue
        }
        declared[rowID] = rows.count
      }
      rowByIndex[i] = rows.count
      rows.append(field.row)
      rowStarts.append(i)
    }
  }
}
