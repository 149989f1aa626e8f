/// A valid postal code as ``ValidationResult/postalCode`` gives it: the
/// region it was checked against, the subdivision it was checked with, and
/// what the region calls it.
public struct PostalCodeDetails: ContentDetails, Codable {
  /// The region (ISO 3166-1 alpha-2).
  public var region: String
  /// The subdivision key the code was checked against (`sub_zips`), when
  /// one was given.
  public var subdivision: String?
  /// What the region calls its postal codes (`zip`, `postal`, `pin`, `eircode`).
  public var label: String

  /// The members of the wire format, in their stable order.
  package var members: [JSONMember] {
    var members = [JSONMember("region", .string(region))]
    if let subdivision { members.append(JSONMember("subdivision", .string(subdivision))) }
    members.append(JSONMember("postalCodeLabel", .string(label)))
    return members
  }
}

extension ValidationResult {
  /// The postal code of a valid postal-code result: its region, the
  /// subdivision it was checked against and its label; `nil` otherwise.
  public var postalCode: PostalCodeDetails? {
    guard isValid else { return nil }
    return contentDetails(as: PostalCodeDetails.self)
  }
}
