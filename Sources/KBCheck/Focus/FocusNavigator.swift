/// Previous / next / done across a form's fields, platform-independent.
///
/// A navigator holds an ordered list of field identities (any `Hashable`
/// and `Sendable` type: a UUID, an enum case, a String) with their inputs,
/// order keys and enabled / hidden / skip flags, and the focused identity.
/// It answers where previous and next go, which return key each field shows
/// and what it does, which fields need the form's single accessory bar and
/// its state, and which row to scroll into view. Focus survives inserting,
/// deleting and moving fields and rows.
///
/// Navigation order: fields with an order key first, in ascending key
/// order (gaps allowed), then fields without a key; ties keep declaration
/// order (HTML `tabindex` rules). Previous and next land only on navigable
/// fields (enabled, not hidden, not skip-marked); the flags are read at
/// every move, so a field disabled a moment ago is never a target.
///
/// Complexity: moves and move queries (`next`, `previous`, `canGoNext`,
/// `canGoPrevious`, `isLast`, `returnKey(for:)`, `accessoryBar`, reveal)
/// cost O(log n) in the number of fields: a Fenwick tree over navigation
/// positions finds the nearest navigable field by rank. Changing a field's
/// flags costs O(log n); inserting, deleting or moving fields and rows,
/// and changing an order key, cost O(n + k log k) for k keyed fields.
public struct FocusNavigator<ID: Hashable & Sendable>: Sendable, Equatable {
  /// The form-wide settings.
  public var configuration: FocusConfiguration
  /// Storage of ``fields``.
  @usableFromInline var _fields: [FocusField<ID>]
  /// Storage of ``focusedID``.
  @usableFromInline var _focusedID: ID?

  /// The fields in declaration order.
  @inlinable public var fields: [FocusField<ID>] { _fields }
  /// The focused identity, or `nil`. It may name an identity that is not
  /// in the list (see ``focus(_:standing:)``).
  @inlinable public var focusedID: ID? { _focusedID }

  /// Declaration index by identity.
  @usableFromInline var indexByID: [ID: Int]
  /// Navigation position → declaration index.
  @usableFromInline var order: [Int]
  /// Declaration index → navigation position.
  @usableFromInline var positionByIndex: [Int]
  /// Navigable flags by navigation position.
  @usableFromInline var navigable: NavigableIndex
  /// Declaration index → row index.
  @usableFromInline var rowByIndex: [Int]
  /// Rows in declaration order (runs of consecutive fields with one row
  /// id, or single row-less fields).
  @usableFromInline var rows: [FocusRowID<ID>]
  /// Declaration index of each row's first field.
  @usableFromInline var rowStarts: [Int]
  /// The fields the initializer did not keep because an earlier field had
  /// the same identity, in the order given. Empty when every identity was
  /// unique. Mutations report the same in
  /// ``FocusTransition/droppedDuplicates``.
  /// - Complexity: O(1).
  @inlinable public var droppedDuplicates: [FocusField<ID>] { _droppedDuplicates }
  /// Storage of ``droppedDuplicates``.
  @usableFromInline var _droppedDuplicates: [FocusField<ID>]
  /// Where a focused identity that is not in the list stands.
  @usableFromInline var detached: Anchor?
  /// The last focused identity that was removed, and where it stood.
  @usableFromInline var remembered: Remembered?

  /// Creates a navigator with nothing focused.
  /// - Parameters:
  ///   - fields: The fields in declaration order. A later field with an
  ///     identity already seen is not kept; ``droppedDuplicates`` lists it.
  ///   - configuration: The form-wide settings.
  /// - Complexity: O(n + k log k) for n fields of which k have order keys.
  @inlinable public init(
    _ fields: [FocusField<ID>] = [], configuration: FocusConfiguration = .init()
  ) {
    self.configuration = configuration
    self._fields = []
    self._focusedID = nil
    self.indexByID = [:]
    self.order = []
    self.positionByIndex = []
    self.navigable = NavigableIndex(flags: [])
    self.rowByIndex = []
    self.rows = []
    self.rowStarts = []
    self.detached = nil
    self.remembered = nil
    (self._fields, self._droppedDuplicates) = Self.uniqued(fields, excluding: [:])
    rebuildIndex(from: 0)
  }

  /// The number of fields.
  @inlinable public var count: Int { _fields.count }

  /// Whether the form has no fields.
  @inlinable public var isEmpty: Bool { _fields.isEmpty }

  /// The number of fields previous / next can land on.
  /// - Complexity: O(1).
  @inlinable public var navigableCount: Int { navigable.total }

  /// The field with the given identity.
  /// - Parameter id: The identity.
  /// - Returns: The field, or `nil` when it is not in the list.
  /// - Complexity: O(1) on average.
  @inlinable public func field(_ id: ID) -> FocusField<ID>? {
    indexByID[id].map { _fields[$0] }
  }

  /// Whether the identity is in the list.
  /// - Parameter id: The identity.
  /// - Returns: `true` when a field has this identity.
  /// - Complexity: O(1) on average.
  @inlinable public func contains(_ id: ID) -> Bool { indexByID[id] != nil }

  /// The focused field, when focus is on a field in the list.
  @inlinable public var focusedField: FocusField<ID>? { _focusedID.flatMap(field) }

  /// All identities in navigation order, navigable or not.
  /// - Complexity: O(n).
  @inlinable public var orderedIDs: [ID] { order.map { _fields[$0].id } }

  /// The identities previous / next can land on, in navigation order.
  /// - Complexity: O(n).
  @inlinable public var navigableIDs: [ID] {
    order.lazy.map { self.fields[$0] }.filter(\.isNavigable).map(\.id)
  }

  /// The position of a field in navigation order.
  /// - Parameter id: The identity.
  /// - Returns: Its 0-based position, or `nil` when it is not in the list.
  /// - Complexity: O(1) on average.
  @inlinable public func position(of id: ID) -> Int? {
    indexByID[id].map { positionByIndex[$0] }
  }

  /// The rows in declaration order: each run of consecutive fields with the
  /// same ``FocusField/rowID`` is one row, and a field without a row id is a
  /// row of its own. Reveal counts rows in this list.
  /// - Complexity: O(1).
  @inlinable public var rowIDs: [FocusRowID<ID>] { rows }

  /// The identity of the field at a navigation position.
  @inlinable func id(atPosition position: Int) -> ID { _fields[order[position]].id }

  /// Keeps the first field of each identity, skipping those in `existing`.
  /// - Returns: The kept fields and the dropped ones, each in the order
  ///   given.
  @inlinable static func uniqued(_ fields: [FocusField<ID>], excluding existing: [ID: Int])
    -> (kept: [FocusField<ID>], dropped: [FocusField<ID>])
  {
    var seen = Set<ID>()
    seen.reserveCapacity(fields.count)
    var kept: [FocusField<ID>] = []
    kept.reserveCapacity(fields.count)
    var dropped: [FocusField<ID>] = []
    for field in fields {
      if existing[field.id] == nil && seen.insert(field.id).inserted {
        kept.append(field)
      } else {
        dropped.append(field)
      }
    }
    return (kept, dropped)
  }
}
