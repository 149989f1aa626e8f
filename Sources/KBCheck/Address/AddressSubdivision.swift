/// A subdivision of a region (state, province, prefecture …) as
/// libaddressinput lists it: what an address form offers in its picker.
public struct AddressSubdivision: Sendable, Hashable {
  /// The key libaddressinput submits (`CA`, `NY`; `東京都` in Japan).
  public let key: String
  /// The name in the region's language (`California`).
  public let name: String
  /// The name in Latin script, where the data has one (`Tokyo`).
  public let latinName: String?
  /// The ISO 3166-2 subdivision code without the country (`CA` of `US-CA`),
  /// where the data has one.
  public let isoCode: String?
  /// The postal codes of the subdivision: a prefix pattern (`sub_zips`).
  let postalCodePrefix: PostalCodeDFA?

  /// Whether a postal code (canonical, capital letters) belongs to this
  /// subdivision, or `nil` when the data gives the subdivision no codes.
  /// - Parameter postalCode: The postal code.
  /// - Returns: Whether the code starts as the subdivision's codes do.
  public func contains(postalCode: String) -> Bool? {
    postalCodePrefix.map { $0.matchesPrefix(postalCode.utf8) }
  }
}
