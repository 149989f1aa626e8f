extension FocusNavigator {
  /// Moves focus to the next eligible field.
  ///
  /// Eligibility is read now: disabled, hidden and skip-marked fields are
  /// passed over, and so is any field `accept` refuses (a field whose view
  /// cannot take focus right now). At the end, focus stays and the
  /// transition reports ``FocusEvent/boundaryReached(_:at:)``, unless
  /// wrap-around is on. With nothing focused, next focuses the first
  /// eligible field.
  /// - Parameter accept: A last-moment check on each candidate.
  /// - Returns: The transition, with the row to reveal.
  /// - Complexity: O((r + 1) log n) for r candidates `accept` refuses.
  @discardableResult
  @inlinable public mutating func next(where accept: (ID) -> Bool = { _ in true })
    -> FocusTransition<ID>
  {
    move(.forward, where: accept)
  }

  /// Moves focus to the previous eligible field; see ``next(where:)``.
  /// - Parameter accept: A last-moment check on each candidate.
  /// - Returns: The transition, with the row to reveal.
  /// - Complexity: O((r + 1) log n) for r candidates `accept` refuses.
  @discardableResult
  @inlinable public mutating func previous(where accept: (ID) -> Bool = { _ in true })
    -> FocusTransition<ID>
  {
    move(.backward, where: accept)
  }

  /// Moves focus one step in `direction`; see ``next(where:)``.
  /// - Parameters:
  ///   - direction: Forward (next) or backward (previous).
  ///   - accept: A last-moment check on each candidate.
  /// - Returns: The transition, with the row to reveal.
  /// - Complexity: O((r + 1) log n) for r candidates `accept` refuses.
  @discardableResult
  @inlinable public mutating func move(
    _ direction: FocusDirection, where accept: (ID) -> Bool = { _ in true }
  ) -> FocusTransition<ID> {
    let from = _focusedID
    let start = currentStanding
    var origin: Int?
    if case .at(let p) = start { origin = p }
    var candidate = step(from: start, direction, wrapping: configuration.wraps)
    var wrapped = candidate?.wrapped ?? false
    var tries = 0
    while let (position, _) = candidate, !accept(id(atPosition: position)) {
      tries += 1
      guard tries < navigable.total else {
        candidate = nil
        break
      }
      candidate = step(from: .at(position), direction, wrapping: configuration.wraps)
      if let next = candidate {
        wrapped = wrapped || next.wrapped
        if next.position == origin { candidate = nil }
      }
    }
    guard let (position, _) = candidate else {
      return FocusTransition(from: from, to: from, boundary: direction)
    }
    let target = id(atPosition: position)
    _focusedID = target
    detached = nil
    let cause: FocusChangeCause =
      switch (direction, wrapped) {
      case (.forward, false): .next
      case (.backward, false): .previous
      case (.forward, true): .wrappedToFirst
      case (.backward, true): .wrappedToLast
      }
    return FocusTransition(
      from: from, to: target, cause: cause,
      reveal: reveal(atPosition: position, direction))
  }

  /// Done: resigns focus and reports ``FocusEvent/done(_:)``.
  /// - Returns: The transition; unchanged when nothing was focused.
  /// - Complexity: O(1).
  @discardableResult
  @inlinable public mutating func done() -> FocusTransition<ID> {
    guard let from = _focusedID else { return FocusTransition(from: nil, to: nil) }
    _focusedID = nil
    detached = nil
    return FocusTransition(from: from, to: nil, cause: .done, isDone: true)
  }

  /// Presses the focused field's return key: moves to the next (or
  /// previous) field, or performs done; nothing when its input has no
  /// return key.
  /// - Returns: The transition.
  /// - Complexity: O(log n).
  @discardableResult
  @inlinable public mutating func pressReturn() -> FocusTransition<ID> {
    guard let _focusedID else { return FocusTransition(from: nil, to: nil) }
    switch returnKeyAction(for: _focusedID) {
    case .none: return FocusTransition(from: _focusedID, to: _focusedID)
    case .done: return done()
    case .focus:
      return returnKey(for: _focusedID) == .previous ? previous() : next()
    }
  }

  /// Focuses a field directly (a tap, or programmatic focus), or clears
  /// focus with `nil`.
  ///
  /// A disabled or hidden field refuses focus and focus stays. A
  /// skip-marked field accepts it; previous / next then continue from
  /// where it stands. An identity that is not in the list is accepted too
  /// and stands where it was when it was removed (if it was the focused
  /// field then), else at the start; see ``focus(_:standing:)``.
  /// - Parameter id: The identity to focus, or `nil`.
  /// - Returns: The transition.
  /// - Complexity: O(1) on average.
  @discardableResult
  @inlinable public mutating func focus(_ id: ID?) -> FocusTransition<ID> {
    guard let id else {
      let from = _focusedID
      _focusedID = nil
      detached = nil
      return FocusTransition(from: from, to: nil, cause: from == nil ? nil : .programmatic)
    }
    if indexByID[id] == nil {
      // Already focused outside the list: keep where it stands.
      if id == _focusedID, detached != nil {
        return FocusTransition(from: id, to: id)
      }
      if let remembered, remembered.id == id {
        return focusDetached(id, anchor: remembered.anchor)
      }
    }
    return focus(id, standing: .start)
  }

  /// Focuses an identity, saying where it stands if it is not in the list
  /// (a field outside the form, or one the form has not registered), so
  /// previous / next answer from there.
  /// - Parameters:
  ///   - id: The identity to focus.
  ///   - placement: Where it stands when it is not in the list; ignored
  ///     for a field in the list.
  /// - Returns: The transition.
  /// - Complexity: O(1) on average; O(r) for r consecutive neighbours
  ///   when resolving a placement.
  @discardableResult
  @inlinable public mutating func focus(_ id: ID, standing placement: FocusAnchor<ID>)
    -> FocusTransition<ID>
  {
    let from = _focusedID
    guard let i = indexByID[id] else {
      return focusDetached(id, anchor: anchor(for: placement))
    }
    guard _fields[i].isFocusable else {
      return FocusTransition(from: from, to: from, refused: id)
    }
    detached = nil
    guard id != from else { return FocusTransition(from: from, to: from) }
    _focusedID = id
    return FocusTransition(
      from: from, to: id, cause: .programmatic,
      reveal: reveal(atPosition: positionByIndex[i], .forward))
  }

  /// Focuses an identity outside the list at an anchor.
  @inlinable mutating func focusDetached(_ id: ID, anchor: Anchor) -> FocusTransition<ID> {
    let from = _focusedID
    _focusedID = id
    detached = anchor
    return FocusTransition(from: from, to: id, cause: from == id ? nil : .programmatic)
  }
}
