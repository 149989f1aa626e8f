/// Whether a field shows the form's accessory bar (previous / next / done).
public enum AccessoryPreference: Sendable, Hashable {
  /// Show the bar when the field's input has no return key (number, decimal
  /// and phone pads, pickers).
  case automatic
  /// Always show the bar, even above a keyboard that has a return key.
  case always
  /// Never show the bar: the caller supplies its own accessory, or the field
  /// needs none. This is the per-field opt-out.
  case never

  /// Whether a field with this preference and `input` needs the bar.
  /// - Parameter input: The field's input.
  /// - Returns: `true` when the bar should be attached above the input.
  /// - Complexity: O(1).
  public func needsBar(for input: FocusInput) -> Bool {
    switch self {
    case .automatic: !input.hasReturnKey
    case .always: true
    case .never: false
    }
  }
}
