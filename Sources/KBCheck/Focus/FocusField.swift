/// One focusable field of a form: its identity, its input, where it stands
/// in the navigation order, and whether it can take focus.
///
/// A field is *focusable* when it is enabled and not hidden, and
/// *navigable* when it is focusable and not marked skip. Previous and next
/// land only on navigable fields; a skip-marked field can still be focused
/// directly (a tap), and navigation then continues from where it stands.
public struct FocusField<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The field's identity (a UUID, an enum case, a String, …). Unique in a
  /// navigator.
  public var id: ID
  /// The keyboard type or picker that edits the field.
  public var input: FocusInput
  /// An explicit order key. Keyed fields come first in ascending key order
  /// (gaps allowed: 1, 3, 5 behaves like 1, 2, 3), then the unkeyed fields;
  /// ties keep declaration order. `nil` means declaration order only.
  public var orderKey: Int?
  /// The row the field belongs to, for reveal and for row operations.
  /// Declare a row's fields consecutively. `nil` makes the field a row of
  /// its own.
  public var rowID: ID?
  /// Whether the field is enabled. Disabled fields are passed over.
  public var isEnabled: Bool
  /// Whether the field is hidden (not rendered). Hidden fields are passed
  /// over.
  public var isHidden: Bool
  /// Whether previous / next pass over the field even though it can take
  /// focus (IQKeyboardManager's `ignoreSwitchingByNextPrevious`, HTML's
  /// negative `tabindex`).
  public var isSkipped: Bool
  /// Whether the field shows the form's accessory bar.
  public var accessory: AccessoryPreference
  /// How the field chooses its return key label.
  public var returnKey: ReturnKeyPreference
  /// A title for the accessory bar (the field's placeholder or label).
  public var title: String?

  /// Creates a field.
  /// - Parameters:
  ///   - id: The field's identity.
  ///   - input: Its keyboard type or picker; a default keyboard by default.
  ///   - orderKey: An explicit order key, or `nil` for declaration order.
  ///   - rowID: The row it belongs to, or `nil` for a row of its own.
  ///   - isEnabled: Whether it is enabled.
  ///   - isHidden: Whether it is hidden.
  ///   - isSkipped: Whether previous / next pass over it.
  ///   - accessory: Whether it shows the accessory bar.
  ///   - returnKey: How it chooses its return key.
  ///   - title: A title for the accessory bar.
  /// - Complexity: O(1).
  @inlinable public init(
    _ id: ID, input: FocusInput = .keyboard(.default), orderKey: Int? = nil,
    rowID: ID? = nil, isEnabled: Bool = true, isHidden: Bool = false,
    isSkipped: Bool = false, accessory: AccessoryPreference = .automatic,
    returnKey: ReturnKeyPreference = .automatic, title: String? = nil
  ) {
    self.id = id
    self.input = input
    self.orderKey = orderKey
    self.rowID = rowID
    self.isEnabled = isEnabled
    self.isHidden = isHidden
    self.isSkipped = isSkipped
    self.accessory = accessory
    self.returnKey = returnKey
    self.title = title
  }

  /// Creates a text field with the given keyboard type.
  /// - Parameters:
  ///   - id: The field's identity.
  ///   - keyboard: Its keyboard type.
  ///   - orderKey: An explicit order key, or `nil` for declaration order.
  ///   - rowID: The row it belongs to, or `nil` for a row of its own.
  ///   - isEnabled: Whether it is enabled.
  ///   - isHidden: Whether it is hidden.
  ///   - isSkipped: Whether previous / next pass over it.
  /// - Complexity: O(1).
  @inlinable public init(
    _ id: ID, keyboard: KeyboardType, orderKey: Int? = nil, rowID: ID? = nil,
    isEnabled: Bool = true, isHidden: Bool = false, isSkipped: Bool = false
  ) {
    self.init(
      id, input: .keyboard(keyboard), orderKey: orderKey, rowID: rowID,
      isEnabled: isEnabled, isHidden: isHidden, isSkipped: isSkipped)
  }

  /// Whether the field can take focus: enabled and not hidden.
  /// - Complexity: O(1).
  @inlinable public var isFocusable: Bool { isEnabled && !isHidden }

  /// Whether previous / next can land on the field: focusable and not
  /// skip-marked.
  /// - Complexity: O(1).
  @inlinable public var isNavigable: Bool { isFocusable && !isSkipped }

  /// The row this field stands in for reveal: its declared row, or itself.
  @inlinable public var row: FocusRowID<ID> { rowID.map { .row($0) } ?? .field(id) }
}
