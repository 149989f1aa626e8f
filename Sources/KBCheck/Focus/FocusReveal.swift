/// Which row to scroll into view after a move: the target's row plus a
/// look-ahead in the direction of the move, clamped at the ends, so the
/// edited row is never under the keyboard.
public struct FocusReveal<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The field that received focus.
  public var field: ID
  /// The row of that field.
  public var row: FocusRowID<ID>
  /// The index of ``row`` among the form's rows (declaration order).
  public var rowIndex: Int
  /// The row to scroll into view: ``row`` moved by the look-ahead in the
  /// direction of the move, clamped to the first and last rows.
  public var scrollTarget: FocusRowID<ID>
  /// The index of ``scrollTarget`` among the form's rows.
  public var scrollTargetIndex: Int

  /// Creates a reveal.
  /// - Parameters:
  ///   - field: The focused field.
  ///   - row: Its row.
  ///   - rowIndex: The row's index.
  ///   - scrollTarget: The row to scroll into view.
  ///   - scrollTargetIndex: That row's index.
  public init(
    field: ID, row: FocusRowID<ID>, rowIndex: Int, scrollTarget: FocusRowID<ID>,
    scrollTargetIndex: Int
  ) {
    self.field = field
    self.row = row
    self.rowIndex = rowIndex
    self.scrollTarget = scrollTarget
    self.scrollTargetIndex = scrollTargetIndex
  }
}
