extension FocusNavigator {
  /// Where an identity outside the list stands: between its nearest
  /// surviving neighbours in navigation order, with its last position as a
  /// fallback when both neighbours are gone.
  @usableFromInline struct Anchor: Sendable, Hashable {
    /// The field that followed it.
    @usableFromInline var following: ID?
    /// The field that preceded it.
    @usableFromInline var preceding: ID?
    /// Its last known navigation position (a gap index).
    @usableFromInline var position: Int

    /// Creates an anchor.
    @inlinable init(following: ID?, preceding: ID?, position: Int) {
      self.following = following
      self.preceding = preceding
      self.position = position
    }
  }

  /// A removed focused identity and where it stood.
  @usableFromInline struct Remembered: Sendable, Hashable {
    /// The identity.
    @usableFromInline var id: ID
    /// Where it stood.
    @usableFromInline var anchor: Anchor

    /// Creates a remembered focus.
    @inlinable init(id: ID, anchor: Anchor) {
      self.id = id
      self.anchor = anchor
    }
  }

  /// Where a navigator stands for navigation purposes.
  @usableFromInline enum Standing: Hashable {
    /// Nothing focused.
    case unfocused
    /// On the field at this navigation position.
    case at(Int)
    /// Between fields: before the field at this position (0...count).
    case gap(Int)
  }

  /// The gap an anchor resolves to in the current order.
  /// - Complexity: O(1) on average.
  @inlinable func resolve(_ anchor: Anchor) -> Int {
    if let following = anchor.following, let i = indexByID[following] {
      return positionByIndex[i]
    }
    if let preceding = anchor.preceding, let i = indexByID[preceding] {
      return positionByIndex[i] + 1
    }
    return min(max(anchor.position, 0), _fields.count)
  }

  /// An anchor for a gap, naming the nearest neighbours that survive a
  /// removal.
  /// - Parameters:
  ///   - forwardFrom: The first position to consider for the follower.
  ///   - backwardFrom: The first position to consider for the predecessor.
  ///   - position: The gap index to remember.
  ///   - isRemoved: Whether an identity is about to be removed.
  /// - Returns: The anchor.
  /// - Complexity: O(r) for r consecutive removed neighbours.
  @inlinable func anchor(
    forwardFrom: Int, backwardFrom: Int, position: Int, isRemoved: (ID) -> Bool
  ) -> Anchor {
    var following: ID?
    var q = max(forwardFrom, 0)
    while q < order.count {
      let id = id(atPosition: q)
      if !isRemoved(id) {
        following = id
        break
      }
      q += 1
    }
    var preceding: ID?
    q = min(backwardFrom, order.count - 1)
    while q >= 0 {
      let id = id(atPosition: q)
      if !isRemoved(id) {
        preceding = id
        break
      }
      q -= 1
    }
    return Anchor(following: following, preceding: preceding, position: position)
  }

  /// An anchor for a public ``FocusAnchor``.
  @inlinable func anchor(for placement: FocusAnchor<ID>) -> Anchor {
    let gap: Int
    switch placement {
    case .start: gap = 0
    case .end: gap = _fields.count
    case .before(let id): gap = position(of: id) ?? 0
    case .after(let id): gap = position(of: id).map { $0 + 1 } ?? _fields.count
    }
    return anchor(forwardFrom: gap, backwardFrom: gap - 1, position: gap) { _ in false }
  }

  /// Where the given identity stands: on its field, in its remembered gap,
  /// or nowhere.
  /// - Complexity: O(1) on average.
  @inlinable func standing(of id: ID?) -> Standing? {
    guard let id else { return .unfocused }
    if let i = indexByID[id] { return .at(positionByIndex[i]) }
    if id == _focusedID, let detached { return .gap(resolve(detached)) }
    if let remembered, remembered.id == id { return .gap(resolve(remembered.anchor)) }
    return nil
  }

  /// Where the focused identity stands.
  @inlinable var currentStanding: Standing { standing(of: _focusedID) ?? .unfocused }
}
