/// What pressing a field's return key does.
public enum ReturnKeyAction<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The input has no return key (number, decimal, phone pads, pickers):
  /// the accessory bar carries previous / next / done instead.
  case none
  /// Move focus to this field.
  case focus(ID)
  /// Finish: resign focus and report ``FocusEvent/done(_:)`` (the form's
  /// submit after the last field, or the keyboard's own `go` / `search`).
  case done
}
