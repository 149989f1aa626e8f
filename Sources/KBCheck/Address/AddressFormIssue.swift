/// What a form says when it lays an address group out again for another
/// country (the terminal form, after the country field changed): a value
/// typed in a field the new country's address does not have is dropped, and
/// said so, never lost silently.
public enum AddressFormIssue: FamilyIssue {
  /// A field's value was dropped: the country's layout (libaddressinput
  /// `fmt`) has no such field.
  case valueDropped(field: String, value: String, country: String)
  /// A field's value was dropped: the country's field of that name does not
  /// take it as it was (a prefecture picker and a US state).
  case valueNotTaken(field: String, value: String, country: String)

  /// The address family.
  public static let family = IssueFamily.address
  /// One sample of every case.
  public static let samples: [AddressFormIssue] = [
    .valueDropped(field: "Sorting code", value: "CEDEX 12", country: "US"),
    .valueNotTaken(field: "Prefecture", value: "NY", country: "JP"),
  ]

  /// The stable code.
  public var code: ValidationIssue.Code {
    switch self {
    case .valueDropped, .valueNotTaken: "address.value-dropped"
    }
  }

  /// A warning: the form is re-laid, the value is gone and the person is told.
  public var severity: ValidationIssue.Severity { .warning }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .valueDropped, .valueNotTaken:
      "The address was laid out for a new country whose format (libaddressinput `fmt`) has no field for a value typed before, or whose field does not take it as it was: the value was dropped."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .valueDropped, .valueNotTaken:
      "Die Adresse wurde für ein neues Land angeordnet, dessen Format (libaddressinput `fmt`) kein Feld für einen zuvor eingegebenen Wert hat oder dessen Feld ihn so nicht annimmt: Der Wert wurde verworfen."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .valueDropped(let field, let value, let country):
      "Laid out for \(country): no \(field) field; '\(value)' was dropped."
    case .valueNotTaken(let field, let value, let country):
      "Laid out for \(country): \(field) does not take '\(value)'; it was dropped."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .valueDropped(let field, let value, let country):
      "Für \(country) angeordnet: kein Feld \(field); '\(value)' wurde verworfen."
    case .valueNotTaken(let field, let value, let country):
      "Für \(country) angeordnet: \(field) nimmt '\(value)' nicht an; der Wert wurde verworfen."
    }
  }
}
