/// Form-wide settings of a ``FocusNavigator``. Every setting has a default
/// that matches UIKit conventions (IQKeyboardManager, HTML).
public struct FocusConfiguration: Sendable, Hashable {
  /// Whether next after the last eligible field goes to the first, and
  /// previous before the first goes to the last. Default `false` (as in
  /// IQKeyboardManager and HTML; WinUI's `Cycle` is the opt-in).
  public var wraps: Bool
  /// Where focus goes when the focused field is removed, disabled or
  /// hidden. Default ``FocusRemovalPolicy/moveToNeighbor``.
  public var removalPolicy: FocusRemovalPolicy
  /// How many rows beyond the target's row to scroll into view, in the
  /// direction of the move. Default 1; negative values count as 0.
  public var revealLookAhead: Int
  /// The return key of the last eligible field when its keyboard has no
  /// key of its own. Default ``ReturnKey/done``.
  public var lastFieldReturnKey: ReturnKey

  /// Creates a configuration.
  /// - Parameters:
  ///   - wraps: Whether navigation wraps around the ends.
  ///   - removalPolicy: Where focus goes when the focused field goes away.
  ///   - revealLookAhead: Rows to reveal beyond the target's row.
  ///   - lastFieldReturnKey: The last field's return key.
  public init(
    wraps: Bool = false, removalPolicy: FocusRemovalPolicy = .moveToNeighbor,
    revealLookAhead: Int = 1, lastFieldReturnKey: ReturnKey = .done
  ) {
    self.wraps = wraps
    self.removalPolicy = removalPolicy
    self.revealLookAhead = revealLookAhead
    self.lastFieldReturnKey = lastFieldReturnKey
  }
}
