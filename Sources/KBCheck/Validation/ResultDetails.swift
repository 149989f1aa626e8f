/// How a ``ValidationResult`` stores its details: built members, or the
/// values of a family whose details have a fixed shape, turned into members
/// only when read (``ValidationResult/details``).
enum ResultDetails: Sendable {
  /// Details already built.
  case members([JSONMember])
  /// Email: `asciiValue` (null when invalid), `smtputf8`, and `displayName`
  /// when the input had one.
  case email(asciiValue: String?, smtputf8: Bool, displayName: String?)
  /// Email whose `asciiValue` is the input's local part (its first `at`
  /// bytes), `@` and `asciiDomain`, built when read.
  case emailJoined(input: String, at: Int, asciiDomain: String, smtputf8: Bool)

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
    case .emailJoined(let input, let at, let asciiDomain, let smtputf8):
      var copy = input
      let ascii = copy.withUTF8 { EmailValidator.join(UnsafeBufferPointer(rebasing: $0[..<at]), asciiDomain) }
      return ResultDetails.email(asciiValue: ascii, smtputf8: smtputf8, displayName: nil).members
    }
  }
}
