/// How a ``ValidationResult`` stores its details: built members, or the
/// values of a family whose details have a fixed shape, turned into members
/// only when read (``ValidationResult/details``).
enum ResultDetails: Sendable {
  /// Details already built.
  case members([JSONMember])
  /// Email: `asciiValue` (null when invalid), `smtputf8`, and `displayName`
  /// when the input had one.
  case email(asciiValue: String?, smtputf8: Bool, displayName: String?)

  /// The details as members, in their stable order.
  var members: [JSONMember] {
    switch self {
    case .members(let members):
      return members
    case .email(let ascii, let smtputf8, let displayName):
      var members = [
        JSONMember("asciiValue", ascii.map(JSONValue.string) ?? .null),
        JSONMember("smtputf8", .bool(smtputf8)),
      ]
      if let displayName { members.append(JSONMember("displayName", .string(displayName))) }
      return members
    }
  }
}
