/// A direction of sequential focus navigation.
public enum FocusDirection: String, Sendable, Hashable, CaseIterable {
  /// Towards the end of the navigation order (next).
  case forward
  /// Towards the start of the navigation order (previous).
  case backward
}
