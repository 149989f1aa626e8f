extension FocusNavigator {
  /// Checks the derived index against a recomputation from `fields`, for
  /// tests and fuzzers: identities, navigation order, positions, navigable
  /// flags, rows and focus. Test-only SPI: `@_spi(Testing) import KBCheck`.
  /// - Returns: A description of each broken invariant; empty when sound.
  /// - Complexity: O(n log n).
  @_spi(Testing) public func invariantViolations() -> [String] {
    var problems: [String] = []
    let n = _fields.count
    if indexByID.count != n {
      problems.append("indexByID has \(indexByID.count) entries for \(n) fields")
    }
    for (i, field) in _fields.enumerated() where indexByID[field.id] != i {
      problems.append("indexByID[\(field.id)] != \(i)")
    }
    let expected =
      _fields.indices.filter { _fields[$0].orderKey != nil }
      .sorted { (_fields[$0].orderKey ?? 0, $0) < (_fields[$1].orderKey ?? 0, $1) }
      + _fields.indices.filter { _fields[$0].orderKey == nil }
    if order != expected { problems.append("order differs from a stable sort") }
    if positionByIndex.count != n { problems.append("positionByIndex size") }
    for (p, i) in order.enumerated() where i < positionByIndex.count && positionByIndex[i] != p {
      problems.append("positionByIndex[\(i)] != \(p)")
    }
    if navigable.count != n { problems.append("navigable index size") }
    var flagged = 0
    for (p, i) in order.enumerated() {
      let isFlagged = navigable.countBefore(p + 1) - navigable.countBefore(p) == 1
      if isFlagged != _fields[i].isNavigable { problems.append("navigable flag at \(p)") }
      if isFlagged { flagged += 1 }
    }
    if flagged != navigable.total { problems.append("navigable total") }
    if rowByIndex.count != n || rowStarts.count != rows.count {
      problems.append("row index sizes")
    } else {
      for (r, start) in rowStarts.enumerated() where _fields[start].row != rows[r] {
        problems.append("row \(r) does not start at \(start)")
      }
      for i in _fields.indices {
        let r = rowByIndex[i]
        if r < 0 || r >= rows.count || _fields[i].row != rows[r] {
          problems.append("rowByIndex[\(i)]")
        }
      }
    }
    if let focused = _focusedID {
      if let i = indexByID[focused] {
        if detached != nil { problems.append("a focused field in the list has a detached anchor") }
        if !_fields[i].isFocusable { problems.append("focus on an unfocusable field") }
      } else if detached == nil {
        problems.append("a focused identity outside the list has no anchor")
      }
    } else if detached != nil {
      problems.append("a detached anchor without focus")
    }
    return problems
  }
}
