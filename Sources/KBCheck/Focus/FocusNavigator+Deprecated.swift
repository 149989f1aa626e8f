extension FocusNavigator {
  /// Inserts a field at a declaration index.
  /// - Parameters:
  ///   - field: The field.
  ///   - index: The declaration index.
  /// - Returns: The transition.
  @available(*, deprecated, renamed: "insert(_:atField:)")
  @discardableResult
  @inlinable public mutating func insert(_ field: FocusField<ID>, at index: Int)
    -> FocusTransition<ID>
  {
    insert(field, atField: index)
  }

  /// Inserts fields at a declaration index.
  /// - Parameters:
  ///   - newFields: The fields.
  ///   - index: The declaration index.
  /// - Returns: The transition.
  @available(*, deprecated, renamed: "insert(contentsOf:atField:)")
  @discardableResult
  @inlinable public mutating func insert(contentsOf newFields: [FocusField<ID>], at index: Int)
    -> FocusTransition<ID>
  {
    insert(contentsOf: newFields, atField: index)
  }

  /// Inserts a row of fields before a row index.
  /// - Parameters:
  ///   - newFields: The row's fields.
  ///   - rowIndex: The row index.
  /// - Returns: The transition.
  @available(*, deprecated, renamed: "insertRow(_:atRow:)")
  @discardableResult
  @inlinable public mutating func insertRow(_ newFields: [FocusField<ID>], at rowIndex: Int)
    -> FocusTransition<ID>
  {
    insertRow(newFields, atRow: rowIndex)
  }

  /// Moves a field to a declaration index.
  /// - Parameters:
  ///   - id: The field.
  ///   - index: Its declaration index after the move.
  /// - Returns: The transition.
  @available(*, deprecated, renamed: "moveField(_:toField:)")
  @discardableResult
  @inlinable public mutating func moveField(_ id: ID, to index: Int) -> FocusTransition<ID> {
    moveField(id, toField: index)
  }

  /// Moves a declared row to a row index counted after the move.
  /// - Parameters:
  ///   - rowID: The row identifier.
  ///   - rowIndex: Its row index after the move.
  /// - Returns: The transition.
  @available(*, deprecated, renamed: "moveRow(_:toRow:)")
  @discardableResult
  @inlinable public mutating func moveRow(_ rowID: ID, to rowIndex: Int) -> FocusTransition<ID> {
    moveRow(rowID, toRow: rowIndex)
  }
}
