/// What a form says when it lays an address group out again for another
/// country (the terminal form, after the country field changed): a value
/// typed in a field the new country's address does not have is dropped, and
/// said so, never lost silently.
public enum AddressFormIssue: FamilyIssue {
  /// A field's value was dropped: the country's layout (libaddressinput
  /// `fmt`) has no such field, or the field no longer takes the value as it
  /// was.
  case valueDropped(field: String, value: String, country: String)

  /// The address family.
  public static let family = IssueFamily.address
  /// One sample of every case.
  public static let samples: [AddressFormIssue] = [
    .valueDropped(field: "Sorting code", value: "CEDEX 12", country: "US")
  ]

  /// The stable code.
  public var code: ValidationIssue.Code {
    switch self {
    case .valueDropped: "address.value-dropped"
    }
  }

  /// A warning: the form is re-laid, the value is gone and the person is told.
  public var severity: ValidationIssue.Severity { .warning }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .valueDropped:
      "The address was laid out for a new country whose format (libaddressinput `fmt`) has no field for a value typed before, or whose field does not take it as it was: the value was dropped."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .valueDropped(let field, let value, let country):
      "Address laid out for \(country): \(field) '\(value)' was dropped (no such field, or it does not take this value)."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .valueDropped(let field, let value, let country):
      "Adresse für \(country) neu angeordnet: \(field) '\(value)' wurde verworfen (kein solches Feld, oder es nimmt diesen Wert nicht an)."
    }
  }
}
