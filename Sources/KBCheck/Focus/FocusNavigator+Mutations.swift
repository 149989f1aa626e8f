extension FocusNavigator {
  /// What a structural change needs to repair focus afterwards.
  @usableFromInline struct PendingChange {
    /// Focus before the change.
    @usableFromInline var from: ID?
    /// Where the focused field stood, when the change removes it.
    @usableFromInline var removedAnchor: Anchor?

    /// Creates a pending change.
    @inlinable init(from: ID?, removedAnchor: Anchor? = nil) {
      self.from = from
      self.removedAnchor = removedAnchor
    }
  }

  /// Records where the focused identity stands before a change that
  /// removes the identities `isRemoved` accepts, and refreshes the anchors
  /// of detached and remembered identities so they name survivors.
  /// - Complexity: O(r) for r consecutive removed neighbours.
  @inlinable mutating func prepareChange(removing isRemoved: (ID) -> Bool) -> PendingChange {
    var pending = PendingChange(from: _focusedID)
    if let _focusedID, let i = indexByID[_focusedID], isRemoved(_focusedID) {
      let p = positionByIndex[i]
      pending.removedAnchor = anchor(
        forwardFrom: p + 1, backwardFrom: p - 1, position: p, isRemoved: isRemoved)
    }
    if let current = detached {
      let g = resolve(current)
      detached = anchor(forwardFrom: g, backwardFrom: g - 1, position: g, isRemoved: isRemoved)
    }
    if let current = remembered {
      let g = resolve(current.anchor)
      let refreshed = anchor(
        forwardFrom: g, backwardFrom: g - 1, position: g, isRemoved: isRemoved)
      remembered = Remembered(id: current.id, anchor: refreshed)
    }
    return pending
  }

  /// Repairs focus after a change: a removed focused field hands focus to
  /// its neighbour or clears it (per the removal policy) and is
  /// remembered; a focused field that became disabled or hidden does the
  /// same; otherwise focus stays.
  /// - Complexity: O(log n).
  @inlinable mutating func finishChange(_ pending: PendingChange) -> FocusTransition<ID> {
    let from = pending.from
    guard let focused = _focusedID else { return FocusTransition(from: from, to: nil) }
    if let i = indexByID[focused] {
      detached = nil
      if _fields[i].isFocusable { return FocusTransition(from: from, to: focused) }
      return relocate(from: .at(positionByIndex[i]), cause: .fieldUnfocusable)
    }
    if let anchor = pending.removedAnchor {
      remembered = Remembered(id: focused, anchor: anchor)
      return relocate(from: .gap(resolve(anchor)), cause: .fieldRemoved)
    }
    return FocusTransition(from: from, to: focused)
  }

  /// Moves focus away from where it stands, per the removal policy: the
  /// next navigable field, else the previous one, else none.
  @inlinable mutating func relocate(from standing: Standing, cause: FocusChangeCause)
    -> FocusTransition<ID>
  {
    let from = _focusedID
    _focusedID = nil
    detached = nil
    guard configuration.removalPolicy == .moveToNeighbor else {
      return FocusTransition(from: from, to: nil, cause: cause)
    }
    let target: (Int, FocusDirection)? =
      switch standing {
      case .unfocused: nil
      case .at(let p):
        navigable.first(atOrAfter: p + 1).map { ($0, .forward) }
          ?? navigable.last(before: p).map { ($0, .backward) }
      case .gap(let g):
        navigable.first(atOrAfter: g).map { ($0, .forward) }
          ?? navigable.last(before: g).map { ($0, .backward) }
      }
    guard let (position, direction) = target else {
      return FocusTransition(from: from, to: nil, cause: cause)
    }
    let id = id(atPosition: position)
    _focusedID = id
    return FocusTransition(
      from: from, to: id, cause: cause, reveal: reveal(atPosition: position, direction))
  }

  /// Inserts a field at a declaration (field) index. A field whose
  /// identity is already in the list is not inserted; the transition
  /// reports it in ``FocusTransition/droppedDuplicates``.
  /// - Parameters:
  ///   - field: The field.
  ///   - fieldIndex: The declaration index in ``fields``, clamped to
  ///     `0...count`.
  /// - Returns: The transition (focus does not move).
  /// - Complexity: O(n + k log k).
  @discardableResult
  @inlinable public mutating func insert(_ field: FocusField<ID>, atField fieldIndex: Int)
    -> FocusTransition<ID>
  {
    insert(contentsOf: [field], atField: fieldIndex)
  }

  /// Appends a field; see ``insert(_:atField:)``.
  /// - Parameter field: The field.
  /// - Returns: The transition.
  /// - Complexity: O(n + k log k).
  @discardableResult
  @inlinable public mutating func append(_ field: FocusField<ID>) -> FocusTransition<ID> {
    insert(contentsOf: [field], atField: _fields.count)
  }

  /// Inserts fields at a declaration (field) index. A field whose identity
  /// is already present, or repeats an earlier one of `newFields`, is not
  /// inserted; the transition reports it in
  /// ``FocusTransition/droppedDuplicates``.
  /// - Parameters:
  ///   - newFields: The fields, in declaration order.
  ///   - fieldIndex: The declaration index in ``fields``, clamped to
  ///     `0...count`.
  /// - Returns: The transition.
  /// - Complexity: O(n + k log k).
  @discardableResult
  @inlinable public mutating func insert(
    contentsOf newFields: [FocusField<ID>], atField fieldIndex: Int
  ) -> FocusTransition<ID> {
    let pending = PendingChange(from: _focusedID)
    let (added, dropped) = Self.uniqued(newFields, excluding: indexByID)
    let at = min(max(fieldIndex, 0), _fields.count)
    _fields.insert(contentsOf: added, at: at)
    rebuildIndex(from: at)
    var transition = finishChange(pending)
    transition.droppedDuplicates = dropped
    return transition
  }

  /// Removes a field. If it was focused, focus goes per the removal policy.
  /// - Parameter id: The field.
  /// - Returns: The transition.
  /// - Complexity: O(n + k log k).
  @discardableResult
  @inlinable public mutating func remove(_ id: ID) -> FocusTransition<ID> {
    guard let i = indexByID[id] else { return FocusTransition(from: _focusedID, to: _focusedID) }
    let pending = prepareChange { $0 == id }
    _fields.remove(at: i)
    indexByID[id] = nil
    rebuildIndex(from: i)
    return finishChange(pending)
  }

  /// Removes every field that `shouldRemove` accepts.
  /// - Parameter shouldRemove: The test.
  /// - Returns: The transition.
  /// - Complexity: O(n + k log k).
  @discardableResult
  @inlinable public mutating func removeAll(where shouldRemove: (FocusField<ID>) -> Bool)
    -> FocusTransition<ID>
  {
    guard let first = _fields.firstIndex(where: shouldRemove) else {
      return FocusTransition(from: _focusedID, to: _focusedID)
    }
    let pending: PendingChange
    do {
      let index = indexByID
      let current = _fields
      pending = prepareChange { id in index[id].map { shouldRemove(current[$0]) } ?? false }
    }
    var kept: [FocusField<ID>] = []
    kept.reserveCapacity(_fields.count)
    for field in _fields {
      if shouldRemove(field) { indexByID[field.id] = nil } else { kept.append(field) }
    }
    _fields = kept
    rebuildIndex(from: first)
    return finishChange(pending)
  }

  /// Moves a field to a declaration (field) index; focus stays on it.
  /// - Parameters:
  ///   - id: The field.
  ///   - fieldIndex: Its declaration index in ``fields`` after the move,
  ///     clamped.
  /// - Returns: The transition.
  /// - Complexity: O(n + k log k).
  @discardableResult
  @inlinable public mutating func moveField(_ id: ID, toField fieldIndex: Int)
    -> FocusTransition<ID>
  {
    let pending = PendingChange(from: _focusedID)
    guard let i = indexByID[id] else { return finishChange(pending) }
    let field = _fields.remove(at: i)
    let at = min(max(fieldIndex, 0), _fields.count)
    _fields.insert(field, at: at)
    rebuildIndex(from: min(i, at))
    return finishChange(pending)
  }

  /// Changes a field in place (flags, input, order key, row, title). Its
  /// identity cannot change. A focused field that becomes disabled or
  /// hidden hands focus on per the removal policy.
  /// - Parameters:
  ///   - id: The field.
  ///   - body: The change.
  /// - Returns: The transition.
  /// - Complexity: O(log n) for flags, input and title; O(n + k log k) when
  ///   the order key or row changes.
  @discardableResult
  @inlinable public mutating func update(_ id: ID, _ body: (inout FocusField<ID>) -> Void)
    -> FocusTransition<ID>
  {
    let pending = PendingChange(from: _focusedID)
    guard let i = indexByID[id] else { return finishChange(pending) }
    let old = _fields[i]
    var field = old
    body(&field)
    field.id = old.id
    _fields[i] = field
    if field.orderKey != old.orderKey || field.rowID != old.rowID {
      rebuildIndex(from: i)
    } else if field.isNavigable != old.isNavigable {
      navigable.set(positionByIndex[i], field.isNavigable)
    }
    return finishChange(pending)
  }

  /// Enables or disables a field; see ``update(_:_:)``.
  /// - Parameters:
  ///   - id: The field.
  ///   - isEnabled: The new state.
  /// - Returns: The transition.
  /// - Complexity: O(log n).
  @discardableResult
  @inlinable public mutating func setEnabled(_ id: ID, _ isEnabled: Bool) -> FocusTransition<ID> {
    update(id) { $0.isEnabled = isEnabled }
  }

  /// Hides or shows a field; see ``update(_:_:)``.
  /// - Parameters:
  ///   - id: The field.
  ///   - isHidden: The new state.
  /// - Returns: The transition.
  /// - Complexity: O(log n).
  @discardableResult
  @inlinable public mutating func setHidden(_ id: ID, _ isHidden: Bool) -> FocusTransition<ID> {
    update(id) { $0.isHidden = isHidden }
  }

  /// Marks or unmarks a field as skipped by previous / next; focus on it
  /// stays.
  /// - Parameters:
  ///   - id: The field.
  ///   - isSkipped: The new state.
  /// - Returns: The transition.
  /// - Complexity: O(log n).
  @discardableResult
  @inlinable public mutating func setSkipped(_ id: ID, _ isSkipped: Bool) -> FocusTransition<ID> {
    update(id) { $0.isSkipped = isSkipped }
  }

  /// Replaces the whole field list (a SwiftUI body recomputed from the
  /// model); focus stays on a surviving identity, and a removed focused
  /// field hands focus on from where it stood.
  /// - Parameter newFields: The fields in declaration order. A field that
  ///   repeats an earlier identity is not kept; the transition reports it
  ///   in ``FocusTransition/droppedDuplicates``.
  /// - Returns: The transition.
  /// - Complexity: O(n + k log k).
  @discardableResult
  @inlinable public mutating func replaceFields(_ newFields: [FocusField<ID>]) -> FocusTransition<
    ID
  > {
    let (unique, dropped) = Self.uniqued(newFields, excluding: [:])
    let survivors = Set(unique.map(\.id))
    let pending = prepareChange { !survivors.contains($0) }
    _fields = unique
    indexByID = [:]
    indexByID.reserveCapacity(unique.count)
    rebuildIndex(from: 0)
    var transition = finishChange(pending)
    transition.droppedDuplicates = dropped
    return transition
  }
}
