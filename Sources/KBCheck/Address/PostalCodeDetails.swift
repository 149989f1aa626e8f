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

  /// `postalCode`.
  package static var contentTypes: [ContentType] { [.postalCode] }

  /// `region`, `subdivision` when there is one, `postalCodeLabel`.
  /// - Parameter out: Where the members go.
  package func writeJSONMembers(to out: some JSONOutput) {
    out.writeMember("region", region)
    if let subdivision { out.writeMember("subdivision", subdivision) }
    out.writeMember("postalCodeLabel", label)
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

extension PostalCodeDetails {
  /// Reads `region`, `subdivision`, `postalCodeLabel`.
  /// - Parameter members: The members.
  package init?(members: [JSONMember]) {
    guard let region = members[member: "region"]?.stringValue,
      let label = members[member: "postalCodeLabel"]?.stringValue
    else { return nil }
    self.init(
      region: region, subdivision: members[member: "subdivision"]?.stringValue, label: label)
  }
}
