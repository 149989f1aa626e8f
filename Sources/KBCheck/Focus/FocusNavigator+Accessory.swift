extension FocusNavigator {
  /// Whether a field shows the form's accessory bar: its input has no
  /// return key (number, decimal and phone pads, pickers) unless it opted
  /// out, or it opted in.
  /// - Parameter id: The field.
  /// - Returns: `false` for an unknown field.
  /// - Complexity: O(1) on average.
  public func needsAccessory(_ id: ID) -> Bool {
    field(id).map { $0.accessory.needsBar(for: $0.input) } ?? false
  }

  /// The fields that show the accessory bar, in declaration order.
  /// - Complexity: O(n).
  public var fieldsNeedingAccessory: [ID] {
    fields.filter { $0.accessory.needsBar(for: $0.input) }.map(\.id)
  }

  /// The state of the form's single accessory bar, which follows focus:
  /// `nil` when nothing is focused or the focused field does not show it.
  /// - Complexity: O(log n).
  public var accessoryBar: AccessoryBarState<ID>? {
    guard let focusedID, needsAccessory(focusedID) else { return nil }
    return accessoryBar(for: focusedID)
  }

  /// The bar's state as it would be with focus on `id`, whether or not the
  /// field shows it.
  /// - Parameter id: The field.
  /// - Returns: `nil` for an unknown field.
  /// - Complexity: O(log n).
  public func accessoryBar(for id: ID) -> AccessoryBarState<ID>? {
    guard let field = field(id) else { return nil }
    let others = navigable.total - (field.isNavigable ? 1 : 0)
    return AccessoryBarState(
      field: id,
      canGoPrevious: target(.backward, from: id) != nil,
      canGoNext: target(.forward, from: id) != nil,
      showsPreviousNext: others > 0,
      showsDone: true,
      title: field.title)
  }
}
