internal import KBCheckAddressData

/// A country or region's address rules, from Google's libaddressinput data
/// (compiled into the library; ``dataVersion`` names the snapshot): its
/// fields and their order, which are required, their labels, its postal
/// codes and its subdivisions.
///
/// ```swift
/// let gb = AddressRegion(code: "gb")!
/// gb.fields          // [.name, .organization, .streetAddress, .locality, .postalCode]
/// gb.postalCodeLabel // .postcode
/// ```
public struct AddressRegion: Sendable, Hashable {
  /// The ISO 3166-1 alpha-2 code (`GB`).
  public let code: String
  /// The region's name as the data writes it (`UNITED KINGDOM`).
  public let name: String
  /// The fields in the order the region writes them (`fmt`).
  public let fields: [AddressField]
  /// The fields in the order of the region's Latin-script format (`lfmt`),
  /// where it differs (China, Japan, Korea …).
  public let latinFields: [AddressField]?
  /// The fields an address must have (`require`).
  public let requiredFields: Set<AddressField>
  /// The fields written in capitals (`upper`).
  public let upperCaseFields: Set<AddressField>
  /// What the postal code is called (`zip_name_type`).
  public let postalCodeLabel: Label
  /// What the subdivision is called (`state_name_type`).
  public let subdivisionLabel: Label
  /// What the locality is called (`locality_name_type`).
  public let localityLabel: Label
  /// What the dependent locality is called (`sublocality_name_type`).
  public let dependentLocalityLabel: Label
  /// Example postal codes, in their canonical spacing (`zipex`).
  public let postalCodeExamples: [String]
  /// The subdivisions, in the data's order (`sub_keys`, `sub_names`, …).
  public let subdivisions: [AddressSubdivision]
  /// The postal-code pattern (`zip`), or `nil` when the region has none.
  let postalCodePattern: PostalCodeDFA?
  /// The spacing layouts, tried in order (``SpacingLayout``).
  let layouts: [SpacingLayout]

  /// Whether the region has postal codes with a pattern to check.
  public var hasPostalCodes: Bool { postalCodePattern != nil }

  /// Whether the region's postal codes are digits only (with spaces or
  /// hyphens): a number pad types them all. Read from the pattern once.
  public let postalCodesAreNumeric: Bool

  /// The region with this ISO 3166-1 alpha-2 code (any case), or `nil`
  /// when the data has none.
  /// - Parameter code: The code.
  public init?(code: String) {
    guard let region = AddressRegion.byCode[code.uppercased()] else { return nil }
    self = region
  }

  /// Every region of the data, by code.
  public static var all: [AddressRegion] {
    byCode.values.sorted { $0.code < $1.code }
  }

  /// The data's source, version and date.
  public static var dataVersion: String { addressMetadataVersion }

  /// A label libaddressinput gives a field (`zip_name_type`,
  /// `state_name_type`, `locality_name_type`, `sublocality_name_type`).
  public enum Label: String, Sendable, Hashable, CaseIterable {
    // Postal codes
    /// "Postal code".
    case postal
    /// "ZIP code" (United States).
    case zip
    /// "PIN code" (India).
    case pin
    /// "Eircode" (Ireland).
    case eircode
    // Subdivisions
    /// "Area".
    case area
    /// "County".
    case county
    /// "Department".
    case department
    /// "District".
    case district
    /// "Do/Si" (Korea).
    case doSi = "do_si"
    /// "Emirate".
    case emirate
    /// "Island".
    case island
    /// "Oblast".
    case oblast
    /// "Parish".
    case parish
    /// "Prefecture".
    case prefecture
    /// "Province".
    case province
    /// "State".
    case state
    // Localities
    /// "City".
    case city
    /// "Post town" (United Kingdom).
    case postTown = "post_town"
    /// "Suburb".
    case suburb
    /// "Neighborhood".
    case neighborhood
    /// "Townland" (Ireland).
    case townland
    /// "Village/Township".
    case villageTownship = "village_township"
  }
}
