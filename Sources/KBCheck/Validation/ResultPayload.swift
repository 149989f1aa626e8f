/// What a ``ValidationResult`` keeps besides its value and issues: the typed
/// value of its family, stored unbuilt so that producing a result allocates
/// nothing for it. ``ValidationResult/details`` (the wire format) and the
/// typed accessors (``ValidationResult/email``, ``ValidationResult/url``, …)
/// are views on it.
enum ResultPayload: Sendable {
  /// No family value (number pad, or an input no family value came from).
  case none
  /// Members read back from the wire format (a decoded result), or built by
  /// a family without a typed payload.
  case members([JSONMember])
  /// Email: the address in ASCII form (null when invalid), whether the local
  /// part needs SMTPUTF8, and the display name when the input had one.
  case email(asciiValue: String?, smtputf8: Bool, displayName: String?)
  /// Email whose ASCII form is the result's value (the common case: an
  /// all-ASCII address already in canonical form), so that the result holds
  /// no third reference to the same string.
  case emailValueIsASCII(smtputf8: Bool)
  /// Email whose ASCII form is the input's local part (its first `at` bytes),
  /// `@` and `asciiDomain`, joined when read.
  case emailJoined(input: String, at: Int, asciiDomain: String, smtputf8: Bool)
  /// URL: the parsed record (also when the policy refuses it), and the
  /// `https://` suggestion for an input without a scheme.
  case url(WHATWGURL, suggestion: String?)
  /// URL whose href is the result's value (every valid URL), held as its
  /// component offsets only, so that the result holds the string once: a
  /// second reference cost a retain and a release, atomic operations, per
  /// result.
  case urlOfValue(URLOffsets)
  /// URL without a scheme that was not read: only the suggestion.
  case urlSuggestion(String)
  /// A decimal-pad value: the canonical value is an exact decimal.
  case decimal
  /// Picker: the index of the chosen option.
  case picker(index: Int)
  /// Text keyboards that classify their value (`twitter`, `namePhonePad`).
  case text(TextKind)
  /// A phone number checked against its numbering plan (boxed: inline, its
  /// 184 bytes made every result, of every family, that large to copy).
  indirect case phone(PhoneNumberDetails)
  /// A content type's details (``ContentDetails``): a card's brand and last
  /// four, an IBAN's country and print form.
  case content(AnyContentDetails)
  /// The payload of a secret content type's result (a card number, a
  /// password): every writer masks the input and the value with `mask`
  /// unless the caller opts in; `isMasked` once they are.
  indirect case secret(SecretMask, isMasked: Bool, ResultPayload)
  /// An email payload with the report of a deliverability check
  /// (``EmailDeliverability``), written after the family's members.
  indirect case checked(ResultPayload, DeliverabilityReport)

  /// The family's payload, without a deliverability report.
  var base: ResultPayload {
    if case .checked(let base, _) = self { return base }
    return self
  }
}

extension ResultPayload {
  /// The payload as the wire format's members, in their stable order.
  /// - Parameter value: The result's canonical value.
  /// - Returns: The members.
  func members(value: String?) -> [JSONMember] {
    switch self {
    case .none, .decimal:
      return []
    case .members(let members):
      return members
    case .email(let ascii, let smtputf8, let displayName):
      var members = [
        JSONMember("asciiValue", ascii.map(JSONValue.string) ?? .null),
        JSONMember("smtputf8", .bool(smtputf8)),
      ]
      if let displayName { members.append(JSONMember("displayName", .string(displayName))) }
      return members
    case .emailValueIsASCII(let smtputf8):
      return ResultPayload.email(asciiValue: value, smtputf8: smtputf8, displayName: nil)
        .members(value: value)
    case .emailJoined(let input, let at, let asciiDomain, let smtputf8):
      return ResultPayload.email(
        asciiValue: ResultPayload.join(input, at: at, asciiDomain),
        smtputf8: smtputf8, displayName: nil
      ).members(value: value)
    case .urlOfValue:
      return standingAlone(value: value).members(value: value)
    case .url(let url, let suggestion):
      var members = [JSONMember("components", url.componentsJSON)]
      if let suggestion { members.append(JSONMember("suggestion", .string(suggestion))) }
      return members
    case .urlSuggestion(let suggestion):
      return [JSONMember("suggestion", .string(suggestion))]
    case .picker(let index):
      return [JSONMember("index", .int(index))]
    case .text(let kind):
      return [JSONMember("kind", .string(kind.rawValue))]
    case .phone(let phone):
      return phone.members
    case .content(let details):
      return details.members
    case .secret(_, _, let inner):
      return inner.members(value: value)
    case .checked(let base, let report):
      return base.members(value: value) + [JSONMember("deliverability", report.json)]
    }
  }

  /// Writes `,"key":value` for each member of ``members(value:)``, in the
  /// same order and bytes, without building them for the common families
  /// (email, URL).
  /// - Parameters:
  ///   - out: Where the text goes.
  ///   - value: The result's canonical value.
  func writeJSONMembers(to out: some JSONOutput, value: String?) {
    switch self {
    case .none, .decimal:
      return
    case .emailValueIsASCII(let smtputf8):
      ResultPayload.writeEmail(to: out, ascii: value, smtputf8: smtputf8, displayName: nil)
    case .email(let ascii, let smtputf8, let displayName):
      ResultPayload.writeEmail(to: out, ascii: ascii, smtputf8: smtputf8, displayName: displayName)
    case .urlOfValue:
      standingAlone(value: value).writeJSONMembers(to: out, value: value)
    case .url(let url, let suggestion):
      url.writeComponentsJSON(to: out)
      if let suggestion {
        out.write(",\"suggestion\":")
        out.writeJSONString(suggestion)
      }
    case .content(let details):
      details.writeJSONMembers(to: out)
    case .phone(let phone):
      phone.writeJSONMembers(to: out)
    case .secret(_, _, let inner):
      inner.writeJSONMembers(to: out, value: value)
    default:
      out.writeMembers(members(value: value))
    }
  }

  /// Writes the email members: `,"asciiValue":…,"smtputf8":…` and
  /// `,"displayName":…` when there is one.
  private static func writeEmail(
    to out: some JSONOutput, ascii: String?, smtputf8: Bool, displayName: String?
  ) {
    if let ascii {
      out.write(",\"asciiValue\":")
      out.writeJSONString(ascii)
    } else {
      out.write(",\"asciiValue\":null")
    }
    out.write(smtputf8 ? ",\"smtputf8\":true" : ",\"smtputf8\":false")
    if let displayName {
      out.write(",\"displayName\":")
      out.writeJSONString(displayName)
    }
  }

  /// The input's first `at` bytes, `@` and `asciiDomain`.
  static func join(_ input: String, at: Int, _ asciiDomain: String) -> String {
    var copy = input
    return copy.withUTF8 {
      EmailValidator.join(UnsafeBufferPointer(rebasing: $0[..<at]), asciiDomain)
    }
  }

  /// The order the wire format writes family members in; a decoder's keyed
  /// container has no order, so decoded members are put back in this one
  /// (unknown keys after them, by name).
  static let memberOrder: [String] = [
    "asciiValue", "smtputf8", "displayName", "components", "suggestion", "index", "kind",
    "countryCode", "nationalNumber", "e164", "region", "numberType", "inAssignedRange",
    "italianLeadingZero", "extension", "international", "national", "rfc3966", "metadataVersion",
    "deliverability",
    "postDial", "subdivision", "postalCodeLabel",
    "scheme", "username", "password", "host", "port", "pathname", "search", "hash",
  ]

  /// `members` (and the members of nested objects) in ``memberOrder``.
  static func ordered(_ members: [JSONMember]) -> [JSONMember] {
    func rank(_ key: String) -> (Int, String) { (memberOrder.firstIndex(of: key) ?? Int.max, key) }
    return members.map { member in
      guard case .object(let inner) = member.value else { return member }
      return JSONMember(member.key, .object(ordered(inner)))
    }.sorted { rank($0.key) < rank($1.key) }
  }

  /// The payload a decoded result gets from the members of the wire format.
  /// - Parameters:
  ///   - unordered: The members after `issues`, in any order.
  ///   - value: The decoded canonical value.
  ///   - type: The decoded `type`, when the object has one: a content
  ///     type's restores its typed details (``ContentDetails``);
  ///     `decimalPad` restores ``decimal``, which writes no member.
  /// - Returns: The payload.
  static func decoded(_ unordered: [JSONMember], value: String?, type: String?) -> ResultPayload {
    if let type, let details = AnyContentDetails(decodingType: type, members: unordered) {
      return .content(details)
    }
    // A phone pad's details, when the type says so or, without a type, its
    // members do (no other family writes `e164` and `numberType`).
    let phoneType = type.flatMap(KeyboardType.init(name:)) == .phonePad
    if phoneType || type == nil,
      unordered.contains(where: { $0.key == "e164" }),
      unordered.contains(where: { $0.key == "numberType" }),
      let details = PhoneNumberDetails(wireMembers: unordered)
    {
      return .phone(details)
    }
    let members = ordered(unordered)
    func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
    if let smtputf8 = member("smtputf8")?.boolValue, let ascii = member("asciiValue") {
      return .email(
        asciiValue: ascii.stringValue, smtputf8: smtputf8,
        displayName: member("displayName")?.stringValue)
    }
    if members.count == 1, case .int(let index)? = member("index") { return .picker(index: index) }
    if members.count == 1, case .number(let text)? = member("index"), let index = Int(text) {
      return .picker(index: index)
    }
    if members.count == 1, let kind = member("kind")?.stringValue.flatMap(TextKind.init(rawValue:))
    {
      return .text(kind)
    }
    if members.isEmpty, type.flatMap(KeyboardType.init(name:)) == .decimalPad { return .decimal }
    return members.isEmpty ? .none : .members(members)
  }
}

extension ResultPayload {
  /// Whether two results' payloads write the same members (their
  /// ``ValidationResult/details`` are equal), decided on the typed values
  /// alone where they can decide it: `true` when both hold the same kind of
  /// value and the values are equal (equal typed values write equal
  /// members), `false` when both hold a kind whose members tell every value
  /// apart (an email's three members, a picker's index, a text kind, a
  /// suggestion, members as such) and the values differ, and `nil` when
  /// only the members can say: the payloads are of different kinds (a
  /// decoded result holds a URL's members as a tree, and
  /// a content type's too when it was decoded without its `type`), or they
  /// hold typed details that differ in what the members do not show (a
  /// password's strength is written to two decimals, a phone number's
  /// carrier code not at all).
  /// - Parameters:
  ///   - a: One payload.
  ///   - b: The other.
  ///   - value: The results' canonical value (equal for both).
  /// - Returns: Whether the members are equal, or `nil` when undecided.
  static func typedMembersEqual(_ a: ResultPayload, _ b: ResultPayload, value: String?) -> Bool? {
    // A URL held as the value's offsets compares as the record it stands for.
    if case .urlOfValue = a {
      return typedMembersEqual(a.standingAlone(value: value), b, value: value)
    }
    if case .urlOfValue = b {
      return typedMembersEqual(a, b.standingAlone(value: value), value: value)
    }
    switch (a, b) {
    // A secret result writes its inner payload's members.
    case (.secret(_, _, let inner), _): return typedMembersEqual(inner, b, value: value)
    case (_, .secret(_, _, let inner)): return typedMembersEqual(a, inner, value: value)
    case (.none, .none), (.decimal, .decimal), (.none, .decimal), (.decimal, .none): return true
    case (.picker(let i), .picker(let j)): return i == j
    case (.text(let k), .text(let l)): return k == l
    case (.urlSuggestion(let s), .urlSuggestion(let t)): return s == t
    case (.members(let m), .members(let n)): return m == n
    case (.url(let u, let s), .url(let v, let t)): return u == v && s == t ? true : nil
    case (.phone(let p), .phone(let q)): return p == q ? true : nil
    case (.content(let c), .content(let d)): return c == d ? true : nil
    case (.checked(let base, let report), .checked(let otherBase, let otherReport)):
      return report == otherReport
        && typedMembersEqual(base, otherBase, value: value) == true ? true : nil
    default:
      // The three forms of an email payload write the same three members.
      guard let x = a.emailMembers(value: value), let y = b.emailMembers(value: value) else {
        return nil
      }
      return x.asciiValue == y.asciiValue && x.smtputf8 == y.smtputf8
        && x.displayName == y.displayName
    }
  }

  /// What an email payload's members hold, whichever of its three forms it
  /// is in; `nil` for another family's payload.
  /// - Parameter value: The result's canonical value.
  /// - Returns: The ASCII form, whether SMTPUTF8 is needed, the display name.
  private func emailMembers(value: String?)
    -> (asciiValue: String?, smtputf8: Bool, displayName: String?)?
  {
    switch self {
    case .email(let ascii, let smtputf8, let displayName): (ascii, smtputf8, displayName)
    case .emailValueIsASCII(let smtputf8): (value, smtputf8, nil)
    case .emailJoined(let input, let at, let asciiDomain, let smtputf8):
      (ResultPayload.join(input, at: at, asciiDomain), smtputf8, nil)
    default: nil
    }
  }
}

extension WHATWGURL {
  /// The `components` object of the wire format: scheme, username,
  /// password, host, port (or null), pathname, search, hash.
  var componentsJSON: JSONValue {
    .object([
      JSONMember("scheme", .string(scheme)),
      JSONMember("username", .string(username)),
      JSONMember("password", .string(password)),
      JSONMember("host", .string(hostname)),
      JSONMember("port", port.map { .int($0) } ?? .null),
      JSONMember("pathname", .string(pathname)),
      JSONMember("search", .string(search)),
      JSONMember("hash", .string(hash)),
    ])
  }
}

extension ResultPayload {
  /// The payload without its reference to the result's value: a URL held
  /// as the value's offsets (``urlOfValue(_:)``) gets its href back. For a
  /// result whose value is about to change (set, or masked), whose
  /// components must stay those of the URL that was parsed.
  /// - Parameter value: The result's value before the change.
  /// - Returns: The payload, standing alone.
  func standingAlone(value: String?) -> ResultPayload {
    switch self {
    case .urlOfValue(let offsets):
      return value.map { .url(WHATWGURL(href: $0, offsets: offsets), suggestion: nil) } ?? .none
    case .secret(let mask, let isMasked, let inner):
      return .secret(mask, isMasked: isMasked, inner.standingAlone(value: value))
    case .checked(let inner, let report):
      return .checked(inner.standingAlone(value: value), report)
    default:
      return self
    }
  }
}
