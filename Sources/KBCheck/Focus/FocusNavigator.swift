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
public struct FocusNavigator<ID: Hashable & Sendable>: Sendable {
  /// The form-wide settings.
  public var configuration: FocusConfiguration
  /// The fields in declaration order.
  public internal(set) var fields: [FocusField<ID>]
  /// The focused identity, or `nil`. It may name an identity that is not
  /// in the list (see ``focus(_:standing:)``).
  public internal(set) var focusedID: ID?

  /// Declaration index by identity.
  var indexByID: [ID: Int]
  /// Navigation position → declaration index.
  var order: [Int]
  /// Declaration index → navigation position.
  var positionByIndex: [Int]
  /// Navigable flags by navigation position.
  var navigable: NavigableIndex
  /// Declaration index → row index.
  var rowByIndex: [Int]
  /// Rows in declaration order of their first field.
  var rows: [FocusRowID<ID>]
  /// Declaration index of each row's first field.
  var rowStarts: [Int]
  /// Where a focused identity that is not in the list stands.
  var detached: Anchor?
  /// The last focused identity that was removed, and where it stood.
  var remembered: Remembered?

  /// Creates a navigator with nothing focused.
  /// - Parameters:
  ///   - fields: The fields in declaration order. A later field with an
  ///     identity already seen is dropped.
  ///   - configuration: The form-wide settings.
  /// - Complexity: O(n + k log k) for n fields of which k have order keys.
  public init(_ fields: [FocusField<ID>] = [], configuration: FocusConfiguration = .init()) {
    self.configuration = configuration
    self.fields = []
    self.focusedID = nil
    self.indexByID = [:]
    self.order = []
    self.positionByIndex = []
    self.navigable = NavigableIndex(flags: [])
    self.rowByIndex = []
    self.rows = []
    self.rowStarts = []
    self.detached = nil
    self.remembered = nil
    self.fields = Self.uniqued(fields, excluding: [:])
    rebuildIndex(from: 0)
  }

  /// The number of fields.
  public var count: Int { fields.count }

  /// Whether the form has no fields.
  public var isEmpty: Bool { fields.isEmpty }

  /// The number of fields previous / next can land on.
  /// - Complexity: O(1).
  public var navigableCount: Int { navigable.total }

  /// The field with the given identity.
  /// - Parameter id: The identity.
  /// - Returns: The field, or `nil` when it is not in the list.
  /// - Complexity: O(1) on average.
  public func field(_ id: ID) -> FocusField<ID>? {
    indexByID[id].map { fields[$0] }
  }

  /// Whether the identity is in the list.
  /// - Parameter id: The identity.
  /// - Returns: `true` when a field has this identity.
  /// - Complexity: O(1) on average.
  public func contains(_ id: ID) -> Bool { indexByID[id] != nil }

  /// The focused field, when focus is on a field in the list.
  public var focusedField: FocusField<ID>? { focusedID.flatMap(field) }

  /// All identities in navigation order, navigable or not.
  /// - Complexity: O(n).
  public var orderedIDs: [ID] { order.map { fields[$0].id } }

  /// The identities previous / next can land on, in navigation order.
  /// - Complexity: O(n).
  public var navigableIDs: [ID] {
    order.lazy.map { self.fields[$0] }.filter(\.isNavigable).map(\.id)
  }

  /// The position of a field in navigation order.
  /// - Parameter id: The identity.
  /// - Returns: Its 0-based position, or `nil` when it is not in the list.
  /// - Complexity: O(1) on average.
  public func position(of id: ID) -> Int? {
    indexByID[id].map { positionByIndex[$0] }
  }

  /// The rows in declaration order of their first field.
  public var rowIDs: [FocusRowID<ID>] { rows }

  /// The identity of the field at a navigation position.
  func id(atPosition position: Int) -> ID { fields[order[position]].id }

  /// Keeps the first field of each identity, skipping those in `existing`.
  static func uniqued(_ fields: [FocusField<ID>], excluding existing: [ID: Int])
    -> [FocusField<ID>]
  {
    var seen = Set<ID>()
    seen.reserveCapacity(fields.count)
    return fields.filter { existing[$0.id] == nil && seen.insert($0.id).inserted }
  }
}
