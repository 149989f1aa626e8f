/// Where an identity that is not in the navigator's list stands, so that
/// previous and next can be answered from there (HTML's "DOM" starting
/// point for an element outside the sequential order).
public enum FocusAnchor<ID: Hashable & Sendable>: Sendable, Hashable {
  /// Before every field: next is the first eligible field, there is no
  /// previous.
  case start
  /// After every field: previous is the last eligible field, there is no
  /// next.
  case end
  /// Immediately before the given field in navigation order.
  case before(ID)
  /// Immediately after the given field in navigation order.
  case after(ID)
}
