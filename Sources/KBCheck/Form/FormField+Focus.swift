extension FormField {
  /// The field as the focus navigator sees it: its input (the keyboard, or a
  /// picker; the default keyboard for an unknown type), order key, label and
  /// enabled / hidden state. ``FormEditor`` and ``FormHTML`` navigate with it.
  var focusField: FocusField<String> {
    let input: FocusInput =
      switch kind {
      case .picker: .picker
      case .keyboard(let keyboard): .keyboard(keyboard)
      case .content: .keyboard(keyboard ?? .default)
      case nil: .keyboard(.default)
      }
    var focus = FocusField(name, keyboard: input.keyboardType ?? .default, orderKey: order)
    focus.input = input
    focus.isEnabled = !isDisabled
    focus.isHidden = isHidden
    focus.title = label
    return focus
  }
}
