/// One field of a postal address, as libaddressinput's format strings name
/// them (`%N`, `%O`, `%A`, `%D`, `%C`, `%S`, `%Z`, `%X`).
public enum AddressField: String, Sendable, Hashable, CaseIterable, Codable {
  /// The recipient's name (`%N`).
  case name
  /// The organization (`%O`).
  case organization
  /// The street address lines (`%A`).
  case streetAddress
  /// The dependent locality: suburb, district, neighbourhood (`%D`).
  case dependentLocality
  /// The city or post town (`%C`).
  case locality
  /// The state, province, prefecture, county … (`%S`).
  case administrativeArea
  /// The postal code (`%Z`).
  case postalCode
  /// The sorting code (`%X`, CEDEX in France).
  case sortingCode

  /// The field of a format letter, or `nil` for another letter.
  /// - Parameter letter: `N`, `O`, `A`, `D`, `C`, `S`, `Z` or `X`.
  init?(formatLetter letter: Character) {
    switch letter {
    case "N": self = .name
    case "O": self = .organization
    case "A": self = .streetAddress
    case "D": self = .dependentLocality
    case "C": self = .locality
    case "S": self = .administrativeArea
    case "Z": self = .postalCode
    case "X": self = .sortingCode
    default: return nil
    }
  }

  /// The HTML `autocomplete` token of the field (HTML Living Standard,
  /// "Autofill").
  public var autocomplete: String {
    switch self {
    case .name: "name"
    case .organization: "organization"
    case .streetAddress: "street-address"
    case .dependentLocality: "address-level3"
    case .locality: "address-level2"
    case .administrativeArea: "address-level1"
    case .postalCode: "postal-code"
    case .sortingCode: "off"
    }
  }

  /// The fields of a libaddressinput format string, in its order, each once.
  /// - Parameter format: A `fmt` such as `%N%n%O%n%A%n%C, %S %Z`.
  /// - Returns: The fields.
  static func fields(of format: Substring) -> [AddressField] {
    var fields: [AddressField] = []
    var afterPercent = false
    for character in format {
      if afterPercent, let field = AddressField(formatLetter: character),
        !fields.contains(field)
      {
        fields.append(field)
      }
      afterPercent = character == "%" && !afterPercent
    }
    return fields
  }
}
