/// The configuration errors of the address family: a postal-code or
/// address field whose country is missing or unknown.
public enum AddressConfigurationIssue: FamilyIssue {
  /// No country was given (`--set country=GB`).
  case countryMissing
  /// The country is not one of libaddressinput's regions.
  case countryUnknown(String)
  /// The subdivision is not one of the region's.
  case subdivisionUnknown(String, region: String)

  /// The address family.
  public static let family = IssueFamily.address
  /// Configuration errors.
  public static let kind = IssueCodeInfo.Kind.configuration
  /// One sample of every case.
  public static let samples: [AddressConfigurationIssue] = [
    .countryMissing, .countryUnknown("XY"), .subdivisionUnknown("ZZ", region: "US"),
  ]

  /// The stable code.
  public var code: ValidationIssue.Code {
    switch self {
    case .countryMissing: "address.country-missing"
    case .countryUnknown: "address.country-unknown"
    case .subdivisionUnknown: "address.subdivision-unknown"
    }
  }

  /// Always an error.
  public var severity: ValidationIssue.Severity { .error }

  /// What the code means.
  public var meaning: String {
    switch self {
    case .countryMissing: "A postal code or address needs its country (`country=GB`)."
    case .countryUnknown: "The country is not an ISO 3166-1 alpha-2 code of libaddressinput's data."
    case .subdivisionUnknown:
      "The subdivision is not one of the region's (libaddressinput `sub_keys`)."
    }
  }

  /// What the code means, in German.
  public var germanMeaning: String {
    switch self {
    case .countryMissing: "Eine Postleitzahl oder Adresse braucht ihr Land (`country=GB`)."
    case .countryUnknown:
      "Das Land ist kein Code nach ISO 3166-1 alpha-2 aus den Daten von libaddressinput."
    case .subdivisionUnknown:
      "Der Landesteil ist keiner der Region (libaddressinput `sub_keys`)."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .countryMissing: "Give the country of the address, such as country=GB."
    case .countryUnknown(let code): "'\(code)' is not a country code of the address data."
    case .subdivisionUnknown(let name, let region): "'\(name)' is not a subdivision of \(region)."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .countryMissing: "Bitte das Land der Adresse angeben, etwa country=GB."
    case .countryUnknown(let code): "'\(code)' ist kein Ländercode der Adressdaten."
    case .subdivisionUnknown(let name, let region): "'\(name)' ist kein Landesteil von \(region)."
    }
  }
}
