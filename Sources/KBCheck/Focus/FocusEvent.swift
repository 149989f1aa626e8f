/// Something a form reacts to: focus changes, done, and attempts to move
/// past either end.
public enum FocusEvent<ID: Hashable & Sendable>: Sendable, Hashable {
  /// Focus moved from one field (or none) to another (or none).
  case focusChanged(from: ID?, to: ID?, cause: FocusChangeCause)
  /// Done was pressed (button or return key) on this field; focus resigns.
  case done(ID)
  /// A move was attempted past the end (`forward`) or the start
  /// (`backward`) with wrap-around off; focus stayed on this field.
  case boundaryReached(FocusDirection, at: ID?)
  /// The caller asked to focus a field that is disabled or hidden; focus
  /// stayed where it was.
  case refused(ID)
}
