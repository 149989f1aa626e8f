/// The state of the form's single accessory bar (previous / next / done)
/// for the field it is attached to.
public struct AccessoryBarState<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The field the bar follows (the focused field).
  public var field: ID
  /// Whether the previous button is enabled.
  public var canGoPrevious: Bool
  /// Whether the next button is enabled.
  public var canGoNext: Bool
  /// Whether previous / next are shown at all: only when there is somewhere
  /// else to go (IQKeyboardManager's `.default` display mode).
  public var showsPreviousNext: Bool
  /// Whether the done button is shown (always).
  public var showsDone: Bool
  /// The field's title for the bar, if any.
  public var title: String?

  /// Creates a bar state.
  /// - Parameters:
  ///   - field: The field the bar follows.
  ///   - canGoPrevious: Whether previous is enabled.
  ///   - canGoNext: Whether next is enabled.
  ///   - showsPreviousNext: Whether previous / next are shown.
  ///   - showsDone: Whether done is shown.
  ///   - title: The title.
  public init(
    field: ID, canGoPrevious: Bool, canGoNext: Bool, showsPreviousNext: Bool,
    showsDone: Bool = true, title: String? = nil
  ) {
    self.field = field
    self.canGoPrevious = canGoPrevious
    self.canGoNext = canGoNext
    self.showsPreviousNext = showsPreviousNext
    self.showsDone = showsDone
    self.title = title
  }
}
