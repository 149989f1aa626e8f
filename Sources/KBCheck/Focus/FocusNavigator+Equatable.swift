extension FocusNavigator {
  /// Whether two navigators behave the same: the same configuration,
  /// fields (in declaration order), focus, and remembered places of
  /// focused or removed identities. The derived index is a function of
  /// these and is not compared; neither is ``droppedDuplicates``, a report
  /// of the initializer's input.
  /// - Parameters:
  ///   - lhs: A navigator.
  ///   - rhs: Another navigator.
  /// - Returns: `true` when they are equal.
  /// - Complexity: O(n).
  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.configuration == rhs.configuration && lhs._focusedID == rhs._focusedID
      && lhs.detached == rhs.detached && lhs.remembered == rhs.remembered
      && lhs._fields == rhs._fields
  }
}
