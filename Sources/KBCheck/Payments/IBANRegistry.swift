/// One country of the SWIFT IBAN registry: its IBAN length, its BBAN
/// structure (`8!n10!n`: 8 digits, then 10 digits), where the bank and
/// branch identifiers are, and whether it is in the SEPA zone.
public struct IBANCountry: Sendable, Hashable {
  /// The ISO 3166-1 alpha-2 code, such as `DE`.
  public let code: String
  /// The IBAN length, country code and check digits included.
  public let length: Int
  /// The BBAN structure in the registry's notation (`4!a6!n8!n`).
  public let bbanStructure: String
  /// The bank identifier's characters within the BBAN, if the registry
  /// gives them.
  public let bankCode: Range<Int>?
  /// The branch identifier's characters within the BBAN, if any.
  public let branchCode: Range<Int>?
  /// Whether the country is in the SEPA zone.
  public let isSEPA: Bool
  /// The kind of each BBAN character, from ``bbanStructure``.
  public let bbanKinds: [BBANCharacterKind]

  /// Creates an entry (the generated table's initializer).
  init(
    _ code: String, length: Int, bban: String, bank: Range<Int>?, branch: Range<Int>?, sepa: Bool
  ) {
    self.code = code
    self.length = length
    self.bbanStructure = bban
    self.bankCode = bank
    self.branchCode = branch
    self.isSEPA = sepa
    self.bbanKinds = IBANCountry.kinds(of: bban)
  }

  /// The character kinds a structure such as `4!a6!n8!n` spells out.
  static func kinds(of structure: String) -> [BBANCharacterKind] {
    var kinds: [BBANCharacterKind] = []
    var count = 0
    for scalar in structure.unicodeScalars {
      if let digit = scalar.properties.numericValue, scalar.isASCII {
        count = count * 10 + Int(digit)
      } else if let kind = BBANCharacterKind(rawValue: String(scalar)) {
        kinds += Array(repeating: kind, count: count)
        count = 0
      }
    }
    return kinds
  }
}

/// The SWIFT IBAN registry (ISO 13616-1), compiled into the library from
/// schwifty's JSON snapshot (`Scripts/dev/iban-registry.py`).
public enum IBANRegistry {
  /// The entry of a country code.
  /// - Parameter code: An upper-case ISO 3166 code.
  /// - Returns: The entry, or `nil` when the country has no IBAN.
  public static func country(_ code: String) -> IBANCountry? { byCode[code] }

  /// Every country code of the registry, sorted.
  public static var countryCodes: [String] { countries.map(\.code) }

  /// Where the table comes from: the schwifty release it was compiled from.
  public static var source: String { sourceVersion }

  private static let byCode: [String: IBANCountry] = {
    var table: [String: IBANCountry] = [:]
    for country in countries { table[country.code] = country }
    return table
  }()
}
