/// Where focus goes when the focused field is removed from the form, or
/// becomes disabled or hidden.
public enum FocusRemovalPolicy: String, Sendable, Hashable, CaseIterable {
  /// Focus the next eligible field from where the removed field stood, or
  /// the previous eligible field when it was the last; none when no field is
  /// eligible.
  case moveToNeighbor
  /// Clear focus (dismiss the keyboard). The removed field's position is
  /// remembered, so a later ``FocusNavigator/focus(_:)`` of the same
  /// identity still navigates from where it stood.
  case clear
}
