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
  /// The international format (`+1 201-555-0123`), written from ``number``
  /// when read (unless set).
  public var international: String {
    get { writtenForms?.international ?? plans.format(number, .international) }
    set { setForms { $0.international = newValue } }
  }
  /// The national format (`(201) 555-0123`), written from ``number`` when
  /// read (unless set).
  public var national: String {
    get { writtenForms?.national ?? plans.format(number, .national) }
    set { setForms { $0.national = newValue } }
  }
  /// The RFC 3966 URI (`tel:+1-201-555-0123`), written from ``number`` when
  /// read (unless set).
  public var rfc3966: String {
    get { writtenForms?.rfc3966 ?? plans.format(number, .rfc3966) }
    set { setForms { $0.rfc3966 = newValue } }
  }
  /// The post-dial part (`,123`: pauses and digits dialled after connecting), or "".
  public var postDial: String
  /// The numbering-plan metadata the number was checked against.
  public var metadataVersion: String

  /// The three written forms, once set or decoded; `nil` while they are
  /// written from ``number`` on demand (most outputs never read them).
  private var writtenForms: WrittenForms?

  private struct WrittenForms: Sendable, Hashable {
    var international: String
    var national: String
    var rfc3966: String
  }

  private var plans: PhoneNumberingPlans { .production }

  private mutating func setForms(_ change: (inout WrittenForms) -> Void) {
    var forms =
      writtenForms
      ?? {
        let all = plans.displayForms(number)
        return WrittenForms(
          international: all.international, national: all.national, rfc3966: all.rfc3966)
      }()
    change(&forms)
    writtenForms = forms
  }

  init(
    number: PhoneNumber, e164: String, region: String?, type: PhoneNumberType,
    inAssignedRange: Bool, postDial: String, metadataVersion: String
  ) {
    self.number = number
    self.e164 = e164
    self.region = region
    self.type = type
    self.inAssignedRange = inAssignedRange
    self.postDial = postDial
    self.metadataVersion = metadataVersion
  }

  /// Writes the members of the wire format, `,"key":value` each, in their
  /// stable order: the details' one writer (``members`` is read back from it).
  /// - Parameter out: Where the members go.
  func writeJSONMembers(to out: some JSONOutput) {
    out.writeKey("countryCode")
    out.write(byte: 0x22)
    out.write(decimal: number.countryCode)
    out.write(byte: 0x22)
    out.writeMember("nationalNumber", number.nationalSignificantNumber)
    out.writeMember("e164", e164)
    if let region { out.writeMember("region", region) }
    out.writeMember("numberType", type.rawValue)
    out.writeMember("inAssignedRange", inAssignedRange)
    out.writeMember("italianLeadingZero", number.italianLeadingZero)
    if let ext = number.extension { out.writeMember("extension", ext) }
    if let forms = writtenForms {
      out.writeMember("international", forms.international)
      out.writeMember("national", forms.national)
      out.writeMember("rfc3966", forms.rfc3966)
    } else {
      // Written from the number straight into the output: no strings.
      var bytes: [UInt8] = []
      let forms = plans.writeDisplayForms(number, into: &bytes)
      bytes.withUnsafeBufferPointer { b in
        out.writeKey("international")
        out.writeJSONString(utf8: UnsafeBufferPointer(rebasing: b[forms.international]))
        out.writeKey("national")
        out.writeJSONString(utf8: UnsafeBufferPointer(rebasing: b[forms.national]))
        out.writeKey("rfc3966")
        out.writeJSONString(utf8: UnsafeBufferPointer(rebasing: b[forms.rfc3966]))
      }
    }
    out.writeMember("metadataVersion", metadataVersion)
    if !postDial.isEmpty { out.writeMember("postDial", postDial) }
  }

  /// The members ``writeJSONMembers(to:)`` writes, as a tree.
  var members: [JSONMember] { JSONMember.readBack { writeJSONMembers(to: $0) } }

  /// The details back from the members ``writeJSONMembers(to:)`` wrote (a
  /// decoded result's), in any order: the number from its country code,
  /// national significant number and extension, the written forms as
  /// written. `nil` when a member is missing or does not fit (the E.164
  /// form must be the number's). The carrier code is not written, so it is
  /// not restored.
  /// - Parameter members: A decoded result's members after `issues`.
  init?(wireMembers members: [JSONMember]) {
    func string(_ key: String) -> String? {
      members.first { $0.key == key }?.value.stringValue
    }
    func flag(_ key: String) -> Bool? { members.first { $0.key == key }?.value.boolValue }
    guard let code = string("countryCode").flatMap({ Int($0) }),
      let nsn = string("nationalNumber"), !nsn.isEmpty, nsn.utf8.count <= 17,
      nsn.utf8.allSatisfy({ $0 >= ASCII.zero && $0 <= ASCII.nine }),
      let e164 = string("e164"), let type = string("numberType").flatMap(PhoneNumberType.init),
      let inAssignedRange = flag("inAssignedRange"),
      let italianLeadingZero = flag("italianLeadingZero"),
      let international = string("international"), let national = string("national"),
      let rfc3966 = string("rfc3966"), let metadataVersion = string("metadataVersion")
    else { return nil }
    var number = PhoneNumber.fromNSN(nsn.utf8.map { $0 &- ASCII.zero }, countryCode: code)
    number.extension = string("extension")
    guard number.italianLeadingZero == italianLeadingZero, number.e164 == e164 else { return nil }
    self.init(
      number: number, e164: e164, region: string("region"), type: type,
      inAssignedRange: inAssignedRange, postDial: string("postDial") ?? "",
      metadataVersion: metadataVersion)
    writtenForms = WrittenForms(international: international, national: national, rfc3966: rfc3966)
  }
}

extension PhoneNumberDetails {
  private enum CodingKeys: String, CodingKey {
    case number, e164, region, type, inAssignedRange, international, national, rfc3966, postDial
    case metadataVersion
  }

  /// Decodes the details, written forms included.
  /// - Parameter decoder: The decoder.
  /// - Throws: A decoding error.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      number: try c.decode(PhoneNumber.self, forKey: .number),
      e164: try c.decode(String.self, forKey: .e164),
      region: try c.decodeIfPresent(String.self, forKey: .region),
      type: try c.decode(PhoneNumberType.self, forKey: .type),
      inAssignedRange: try c.decode(Bool.self, forKey: .inAssignedRange),
      postDial: try c.decode(String.self, forKey: .postDial),
      metadataVersion: try c.decode(String.self, forKey: .metadataVersion))
    writtenForms = WrittenForms(
      international: try c.decode(String.self, forKey: .international),
      national: try c.decode(String.self, forKey: .national),
      rfc3966: try c.decode(String.self, forKey: .rfc3966))
  }

  /// Encodes the details, the written forms included (written now if not yet).
  /// - Parameter encoder: The encoder.
  /// - Throws: An encoding error.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(number, forKey: .number)
    try c.encode(e164, forKey: .e164)
    try c.encodeIfPresent(region, forKey: .region)
    try c.encode(type, forKey: .type)
    try c.encode(inAssignedRange, forKey: .inAssignedRange)
    try c.encode(international, forKey: .international)
    try c.encode(national, forKey: .national)
    try c.encode(rfc3966, forKey: .rfc3966)
    try c.encode(postDial, forKey: .postDial)
    try c.encode(metadataVersion, forKey: .metadataVersion)
  }

  /// Equal when every public property is (the written forms compared as written).
  /// - Parameters:
  ///   - a: Details.
  ///   - b: Details.
  /// - Returns: Whether they are equal.
  public static func == (a: Self, b: Self) -> Bool {
    guard
      a.number == b.number && a.e164 == b.e164 && a.region == b.region && a.type == b.type
        && a.inAssignedRange == b.inAssignedRange && a.postDial == b.postDial
        && a.metadataVersion == b.metadataVersion
    else { return false }
    // Forms not set are written from the number: equal numbers, equal forms.
    if a.writtenForms == nil && b.writtenForms == nil { return true }
    return a.international == b.international && a.national == b.national
      && a.rfc3966 == b.rfc3966
  }

  /// Hashes what `==` compares, but for the written forms (which follow
  /// from the number unless set).
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(number)
    hasher.combine(e164)
    hasher.combine(region)
    hasher.combine(type)
    hasher.combine(inAssignedRange)
    hasher.combine(postDial)
    hasher.combine(metadataVersion)
  }
}
