/// A phone number as ``ValidationResult/phone`` gives it: the parsed number,
/// where its plan puts it, and its written forms.
public struct PhoneNumberDetails: Sendable, Hashable, Codable {
  /// The parsed number (country code, national number, extension).
  public var number: PhoneNumber
  /// The E.164 form (`+12015550123`), without extension or post-dial part.
  public var e164: String
  /// The region the number belongs to (`US`, `CA` for +1 …; `001` for a
  /// non-geographic number), when the plans say.
  public var region: String?
  /// The number type the plan gives (`mobile`, `fixedLine`, …).
  public var type: PhoneNumberType
  /// Whether the number is in an assigned range of its plan (the `lenient`
  /// profile accepts possible numbers that are not).
  public var inAssignedRange: Bool
  /// The international format (`+1 201-555-0123`).
  public var international: String
  /// The national format (`(201) 555-0123`).
  public var national: String
  /// The RFC 3966 URI (`tel:+1-201-555-0123`).
  public var rfc3966: String
  /// The post-dial part (`,123`: pauses and digits dialled after connecting), or "".
  public var postDial: String
  /// The numbering-plan metadata the number was checked against.
  public var metadataVersion: String

  /// The members of the wire format, in their stable order.
  var members: [JSONMember] {
    var m = [
      JSONMember("countryCode", .string(String(number.countryCode))),
      JSONMember("nationalNumber", .string(number.nationalSignificantNumber)),
      JSONMember("e164", .string(e164)),
    ]
    if let region { m.append(JSONMember("region", .string(region))) }
    m.append(JSONMember("numberType", .string(type.rawValue)))
    m.append(JSONMember("inAssignedRange", .bool(inAssignedRange)))
    m.append(JSONMember("italianLeadingZero", .bool(number.italianLeadingZero)))
    if let ext = number.extension { m.append(JSONMember("extension", .string(ext))) }
    m.append(JSONMember("international", .string(international)))
    m.append(JSONMember("national", .string(national)))
    m.append(JSONMember("rfc3966", .string(rfc3966)))
    m.append(JSONMember("metadataVersion", .string(metadataVersion)))
    if !postDial.isEmpty { m.append(JSONMember("postDial", .string(postDial))) }
    return m
  }
}
