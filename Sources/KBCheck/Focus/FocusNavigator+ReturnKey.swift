extension FocusNavigator {
  /// The return key a field shows: `next` when an eligible field follows,
  /// else the keyboard's own key (`go`, `search`) or the configured last
  /// field key (`done`); per-field preferences override. `nil` when the
  /// input has no return key (pads, pickers) or the field is unknown.
  /// - Parameter id: The field.
  /// - Returns: The key label.
  /// - Complexity: O(log n).
  public func returnKey(for id: ID) -> ReturnKey? {
    guard let i = indexByID[id] else { return nil }
    let field = fields[i]
    guard field.input.hasReturnKey else { return nil }
    switch field.returnKey {
    case .fixed(let key): return key
    case .keyboard: return field.input.preferredReturnKey ?? .default
    case .automatic:
      if navigable.first(atOrAfter: positionByIndex[i] + 1) != nil { return .next }
      return field.input.preferredReturnKey ?? configuration.lastFieldReturnKey
    }
  }

  /// What pressing a field's return key does: focus the next (or, for a
  /// `previous` key, the previous) eligible field, or done when there is
  /// none or the key is any other; ``ReturnKeyAction/none`` without a
  /// return key.
  /// - Parameter id: The field.
  /// - Returns: The action.
  /// - Complexity: O(log n).
  public func returnKeyAction(for id: ID) -> ReturnKeyAction<ID> {
    guard let key = returnKey(for: id), let i = indexByID[id] else { return .none }
    let direction: FocusDirection
    switch key {
    case .next: direction = .forward
    case .previous: direction = .backward
    default: return .done
    }
    guard
      let target = step(
        from: .at(positionByIndex[i]), direction, wrapping: configuration.wraps)
    else { return .done }
    return .focus(self.id(atPosition: target.position))
  }

  /// The focused field's return key; see ``returnKey(for:)``.
  /// - Complexity: O(log n).
  public var focusedReturnKey: ReturnKey? { focusedID.flatMap(returnKey) }
}
