/// What a focusable field edits with: a keyboard, or a picker (a custom
/// input view that chooses among options, such as a picker wheel or a date
/// picker, and has no return key).
public enum FocusInput: Sendable, Hashable {
  /// A text field with the given keyboard type.
  case keyboard(KeyboardType)
  /// A custom input view that chooses among options and has no return key.
  case picker

  /// Whether the input shows its own return key. Number, decimal and phone
  /// pads and pickers have none, so the field needs an accessory bar.
  /// - Complexity: O(1).
  public var hasReturnKey: Bool {
    switch self {
    case .keyboard(let type): type.hasReturnKey
    case .picker: false
    }
  }

  /// The return key the keyboard prefers on its own (`go` for URLs,
  /// `search` for web search), or `nil` when it has no preference.
  /// - Complexity: O(1).
  public var preferredReturnKey: ReturnKey? {
    switch self {
    case .keyboard(let type): type.preferredReturnKey
    case .picker: nil
    }
  }

  /// The keyboard type, or `nil` for a picker.
  public var keyboardType: KeyboardType? {
    if case .keyboard(let type) = self { return type }
    return nil
  }
}
