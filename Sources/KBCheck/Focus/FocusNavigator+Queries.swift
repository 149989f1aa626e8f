extension FocusNavigator {
  /// The navigation position one step from `standing`.
  /// - Parameters:
  ///   - standing: Where navigation starts.
  ///   - direction: Forward (next) or backward (previous).
  ///   - wrapping: Whether to wrap around the ends.
  /// - Returns: The target position and whether it wrapped, or `nil`.
  /// - Complexity: O(log n).
  func step(from standing: Standing, _ direction: FocusDirection, wrapping: Bool)
    -> (position: Int, wrapped: Bool)?
  {
    let current: Int?
    let found: Int?
    switch (standing, direction) {
    case (.unfocused, .forward): return navigable.first(atOrAfter: 0).map { ($0, false) }
    case (.unfocused, .backward): return navigable.last(before: fields.count).map { ($0, false) }
    case (.at(let p), .forward):
      current = p
      found = navigable.first(atOrAfter: p + 1)
    case (.at(let p), .backward):
      current = p
      found = navigable.last(before: p)
    case (.gap(let g), .forward):
      current = nil
      found = navigable.first(atOrAfter: g)
    case (.gap(let g), .backward):
      current = nil
      found = navigable.last(before: g)
    }
    if let found { return (found, false) }
    guard wrapping else { return nil }
    let wrapped =
      direction == .forward
      ? navigable.first(atOrAfter: 0) : navigable.last(before: fields.count)
    guard let wrapped, wrapped != current else { return nil }
    return (wrapped, true)
  }

  /// The field next would focus from the focused one, honouring
  /// wrap-around.
  /// - Complexity: O(log n).
  public var nextID: ID? { target(.forward, from: focusedID) }

  /// The field previous would focus from the focused one, honouring
  /// wrap-around.
  /// - Complexity: O(log n).
  public var previousID: ID? { target(.backward, from: focusedID) }

  /// Whether next would move focus (the next button is enabled).
  /// - Complexity: O(log n).
  public var canGoNext: Bool { nextID != nil }

  /// Whether previous would move focus (the previous button is enabled).
  /// - Complexity: O(log n).
  public var canGoPrevious: Bool { previousID != nil }

  /// Whether focus is on the last eligible field: no navigable field
  /// follows it (ignoring wrap-around). `false` when nothing is focused.
  /// - Complexity: O(log n).
  public var isLast: Bool { focusedID.map(isLast) ?? false }

  /// Whether no navigable field follows the given one, ignoring
  /// wrap-around.
  /// - Parameter id: A field, or an identity the navigator remembers.
  /// - Returns: `true` for the last eligible field (or a field after it);
  ///   `false` for an unknown identity.
  /// - Complexity: O(log n).
  public func isLast(_ id: ID) -> Bool {
    guard let standing = standing(of: id), standing != .unfocused else { return false }
    return step(from: standing, .forward, wrapping: false) == nil
  }

  /// Where a move in `direction` from `id` lands, honouring wrap-around.
  /// - Parameters:
  ///   - direction: Forward (next) or backward (previous).
  ///   - id: The starting identity, or `nil` for nothing focused (next
  ///     gives the first eligible field, previous the last).
  /// - Returns: The target, or `nil` at an end or for an unknown identity.
  /// - Complexity: O(log n).
  public func target(_ direction: FocusDirection, from id: ID?) -> ID? {
    guard let standing = standing(of: id) else { return nil }
    return step(from: standing, direction, wrapping: configuration.wraps)
      .map { self.id(atPosition: $0.position) }
  }
}
