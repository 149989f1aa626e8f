extension FocusNavigator {
  /// Where an identity outside the list stands: between its nearest
  /// surviving neighbours in navigation order, with its last position as a
  /// fallback when both neighbours are gone.
  struct Anchor: Sendable, Hashable {
    /// The field that followed it.
    var following: ID?
    /// The field that preceded it.
    var preceding: ID?
    /// Its last known navigation position (a gap index).
    var position: Int
  }

  /// A removed focused identity and where it stood.
  struct Remembered: Sendable, Hashable {
    /// The identity.
    var id: ID
    /// Where it stood.
    var anchor: Anchor
  }

  /// Where a navigator stands for navigation purposes.
  enum Standing: Hashable {
    /// Nothing focused.
    case unfocused
    /// On the field at this navigation position.
    case at(Int)
    /// Between fields: before the field at this position (0...count).
    case gap(Int)
  }

  /// The gap an anchor resolves to in the current order.
  /// - Complexity: O(1) on average.
  func resolve(_ anchor: Anchor) -> Int {
    if let following = anchor.following, let i = indexByID[following] {
      return positionByIndex[i]
    }
    if let preceding = anchor.preceding, let i = indexByID[preceding] {
      return positionByIndex[i] + 1
    }
    return min(max(anchor.position, 0), fields.count)
  }

  /// An anchor for a gap, naming the nearest neighbours that survive a
  /// removal.
  /// - Parameters:
  ///   - forwardFrom: The first position to consider for the follower.
  ///   - backwardFrom: The first position to consider for the predecessor.
  ///   - position: The gap index to remember.
  ///   - isRemoved: Whether an identity is about to be removed.
  /// - Complexity: O(r) for r consecutive removed neighbours.
  func anchor(
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
  func anchor(for placement: FocusAnchor<ID>) -> Anchor {
    let gap: Int
    switch placement {
    case .start: gap = 0
    case .end: gap = fields.count
    case .before(let id): gap = position(of: id) ?? 0
    case .after(let id): gap = position(of: id).map { $0 + 1 } ?? fields.count
    }
    return anchor(forwardFrom: gap, backwardFrom: gap - 1, position: gap) { _ in false }
  }

  /// Where the given identity stands: on its field, in its remembered gap,
  /// or nowhere.
  /// - Complexity: O(1) on average.
  func standing(of id: ID?) -> Standing? {
    guard let id else { return .unfocused }
    if let i = indexByID[id] { return .at(positionByIndex[i]) }
    if id == focusedID, let detached { return .gap(resolve(detached)) }
    if let remembered, remembered.id == id { return .gap(resolve(remembered.anchor)) }
    return nil
  }

  /// Where the focused identity stands.
  var currentStanding: Standing { standing(of: focusedID) ?? .unfocused }
}
