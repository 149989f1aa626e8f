/// What can be wrong with an address group of a form schema
/// (`{"address": {"country": "DE"}}`).
public enum AddressSchemaIssue: FamilyIssue {
  /// The group is not an object.
  case groupShape
  /// The group has a key it does not know.
  case groupKey(String)
  /// The group names neither a country nor a country field.
  case groupCountry

  /// The address family.
  public static let family = IssueFamily.address
  /// Schema errors.
  public static let kind = IssueCodeInfo.Kind.schema
  /// One sample of every case.
  public static let samples: [AddressSchemaIssue] = [
    .groupShape, .groupKey("colour"), .groupCountry,
  ]

  /// The stable code.
  public var code: ValidationIssue.Code {
    switch self {
    case .groupShape: "address.group-shape"
    case .groupKey: "address.group-key"
    case .groupCountry: "address.group-country"
    }
  }

  /// Always an error.
  public var severity: ValidationIssue.Severity { .error }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .groupShape: "An address group is an object: {\"address\": {\"country\": \"DE\"}}."
    case .groupKey: "An address group knows country, countryField, prefix and required."
    case .groupCountry: "An address group needs a country or a country field."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .groupShape: "Eine Adressgruppe ist ein Objekt: {\"address\": {\"country\": \"DE\"}}."
    case .groupKey: "Eine Adressgruppe kennt country, countryField, prefix und required."
    case .groupCountry: "Eine Adressgruppe braucht ein Land oder ein Länderfeld."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .groupShape: "An address group is an object such as {\"address\": {\"country\": \"DE\"}}."
    case .groupKey(let key):
      "An address group has no key '\(key)' (country, countryField, prefix, required)."
    case .groupCountry: "An address group needs \"country\" or \"countryField\"."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .groupShape:
      "Eine Adressgruppe ist ein Objekt wie {\"address\": {\"country\": \"DE\"}}."
    case .groupKey(let key):
      "Eine Adressgruppe kennt keinen Schlüssel '\(key)' (country, countryField, prefix, required)."
    case .groupCountry: "Eine Adressgruppe braucht \"country\" oder \"countryField\"."
    }
  }
}
