/// How a field chooses the label of its return key.
public enum ReturnKeyPreference: Sendable, Hashable {
  /// `next` when an eligible field follows; on the last eligible field the
  /// keyboard's own key (`go`, `search`) if it has one, else the form's
  /// ``FocusConfiguration/lastFieldReturnKey`` (`done` by default).
  case automatic
  /// Always the keyboard's own key (`go`, `search`), else `default`.
  case keyboard
  /// Always this key.
  case fixed(ReturnKey)
}
