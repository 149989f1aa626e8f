/// The identity of a row: the row identifier a field declares, or the field
/// itself when it declares none (a field without a row is a row of its own).
public enum FocusRowID<ID: Hashable & Sendable>: Sendable, Hashable {
  /// A row declared by ``FocusField/rowID``.
  case row(ID)
  /// A field that declares no row and stands as a row of its own.
  case field(ID)

  /// The underlying identity (the row's or the field's).
  public var id: ID {
    switch self {
    case .row(let id), .field(let id): id
    }
  }
}
