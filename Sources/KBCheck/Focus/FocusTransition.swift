/// The outcome of one navigator operation: where focus was and is, why it
/// changed, what to scroll into view, and the events to report.
public struct FocusTransition<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The focused identity before the operation.
  public var from: ID?
  /// The focused identity after the operation.
  public var to: ID?
  /// Why focus changed, or `nil` when it did not.
  public var cause: FocusChangeCause?
  /// The end that a move tried to pass, when it was refused for that
  /// reason.
  public var boundary: FocusDirection?
  /// The field the operation refused to focus (disabled or hidden).
  public var refused: ID?
  /// Whether done was performed on ``from``.
  public var isDone: Bool
  /// Which row to scroll into view, when focus landed on a field.
  public var reveal: FocusReveal<ID>?
  /// The fields an insertion or replacement did not add because their
  /// identity was already in the list (or earlier in the same batch), in
  /// the order given. Empty for every other operation.
  public var droppedDuplicates: [FocusField<ID>]

  /// Creates a transition.
  /// - Parameters:
  ///   - from: Focus before.
  ///   - to: Focus after.
  ///   - cause: Why it changed, or `nil`.
  ///   - boundary: The end a refused move tried to pass.
  ///   - refused: A field that could not take focus.
  ///   - isDone: Whether done was performed.
  ///   - reveal: The row to reveal.
  ///   - droppedDuplicates: Fields not added because of a repeated
  ///     identity.
  /// - Complexity: O(1).
  @inlinable public init(
    from: ID?, to: ID?, cause: FocusChangeCause? = nil,
    boundary: FocusDirection? = nil, refused: ID? = nil, isDone: Bool = false,
    reveal: FocusReveal<ID>? = nil, droppedDuplicates: [FocusField<ID>] = []
  ) {
    self.from = from
    self.to = to
    self.cause = cause
    self.boundary = boundary
    self.refused = refused
    self.isDone = isDone
    self.reveal = reveal
    self.droppedDuplicates = droppedDuplicates
  }

  /// Whether focus changed.
  @inlinable public var didChange: Bool { cause != nil }

  /// The events of this transition, in the order a form should handle them:
  /// done, then the focus change; or the boundary or refusal.
  /// - Returns: Zero, one or two events.
  /// - Complexity: O(1).
  @inlinable public var events: [FocusEvent<ID>] {
    var events: [FocusEvent<ID>] = []
    if isDone, let from { events.append(.done(from)) }
    if let boundary { events.append(.boundaryReached(boundary, at: from)) }
    if let refused { events.append(.refused(refused)) }
    if let cause { events.append(.focusChanged(from: from, to: to, cause: cause)) }
    return events
  }
}
