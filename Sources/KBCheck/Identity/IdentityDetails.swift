/// What a username's validation knows besides the enforced value.
public struct UsernameDetails: ContentDetails {
  /// The PRECIS profile applied (`UsernameCaseMapped`, …).
  public var profile: String
  /// The string to compare usernames by (RFC 8265 §3.3.4 / §3.4.4: the
  /// enforced string, compared code point by code point).
  public var comparisonKey: String
  /// The UTS #39 confusable skeleton (§4) of the enforced string: store it
  /// with a unique index so that look-alike usernames cannot both register.
  public var skeleton: String
  /// What the rules changed.
  public var changes: PRECISChanges

  /// `username`.
  package static var contentTypes: [ContentType] { [.username] }

  /// `profile`, `comparisonKey`, `skeleton`, `changes`.
  /// - Parameter out: Where the members go.
  package func writeJSONMembers(to out: some JSONOutput) {
    out.writeMember("profile", profile)
    out.writeMember("comparisonKey", comparisonKey)
    out.writeMember("skeleton", skeleton)
    out.writeMember("changes", changes.names)
  }
}

/// What a nickname's validation knows besides the enforced value.
public struct NicknameDetails: ContentDetails {
  /// The string to compare nicknames by (RFC 8266 §2.4: the comparison
  /// rules, which add toLowerCase()).
  public var comparisonKey: String
  /// The UTS #39 skeleton of the comparison key.
  public var skeleton: String
  /// What the enforcement rules changed.
  public var changes: PRECISChanges

  /// `nickname`.
  package static var contentTypes: [ContentType] { [.nickname] }

  /// `comparisonKey`, `skeleton`, `changes`.
  /// - Parameter out: Where the members go.
  package func writeJSONMembers(to out: some JSONOutput) {
    out.writeMember("comparisonKey", comparisonKey)
    out.writeMember("skeleton", skeleton)
    out.writeMember("changes", changes.names)
  }
}

/// What a password's validation tells without telling the password: its
/// length and a strength estimate.
public struct PasswordDetails: ContentDetails {
  /// The enforced password's length in code points (SP 800-63B counts each
  /// code point as one character).
  public var length: Int
  /// The strength estimate, for a new password.
  public var strength: PasswordStrength?

  /// `password`, `newPassword`.
  package static var contentTypes: [ContentType] { [.password, .newPassword] }

  /// `length`, and `strength` (`guessesLog10` to two decimals, `score`)
  /// for a new password.
  /// - Parameter out: Where the members go.
  package func writeJSONMembers(to out: some JSONOutput) {
    out.writeMember("length", length)
    guard let strength else { return }
    let rounded = (strength.guessesLog10 * 100).rounded() / 100
    out.writeKey("strength")
    out.write("{\"guessesLog10\":")
    out.write(String(rounded))
    out.write(",\"score\":")
    out.write(decimal: strength.score)
    out.write(byte: 0x7D)
  }
}

extension PRECISChanges {
  /// The changes named in a JSON array (``names``), or `nil` when it is
  /// not an array of those names.
  /// - Parameter names: The array.
  init?(names: JSONValue?) {
    guard case .array(let items)? = names else { return nil }
    self = []
    for item in items {
      switch item.stringValue {
      case "width": insert(.widthMapped)
      case "spaces": insert(.spacesMapped)
      case "case": insert(.caseMapped)
      case "normalization": insert(.normalized)
      default: return nil
      }
    }
  }

  /// The names of the changes: `width`, `spaces`, `case`, `normalization`.
  public var names: [String] {
    var names: [String] = []
    if contains(.widthMapped) { names.append("width") }
    if contains(.spacesMapped) { names.append("spaces") }
    if contains(.caseMapped) { names.append("case") }
    if contains(.normalized) { names.append("normalization") }
    return names
  }
}

extension UsernameDetails {
  /// Reads `profile`, `comparisonKey`, `skeleton`, `changes`.
  /// - Parameter members: The members.
  package init?(members: [JSONMember]) {
    guard let profile = members[member: "profile"]?.stringValue,
      let key = members[member: "comparisonKey"]?.stringValue,
      let skeleton = members[member: "skeleton"]?.stringValue,
      let changes = PRECISChanges(names: members[member: "changes"])
    else { return nil }
    self.init(profile: profile, comparisonKey: key, skeleton: skeleton, changes: changes)
  }
}

extension NicknameDetails {
  /// Reads `comparisonKey`, `skeleton`, `changes`.
  /// - Parameter members: The members.
  package init?(members: [JSONMember]) {
    guard let key = members[member: "comparisonKey"]?.stringValue,
      let skeleton = members[member: "skeleton"]?.stringValue,
      let changes = PRECISChanges(names: members[member: "changes"])
    else { return nil }
    self.init(comparisonKey: key, skeleton: skeleton, changes: changes)
  }
}

extension PasswordDetails {
  /// Reads `length` and `strength` (its `guessesLog10` as written, to
  /// two decimals).
  /// - Parameter members: The members.
  package init?(members: [JSONMember]) {
    guard let length = members[member: "length"]?.integerValue else { return nil }
    var strength: PasswordStrength? = nil
    if let written = members[member: "strength"] {
      guard let score = written["score"]?.integerValue,
        let guesses = written["guessesLog10"].flatMap(\.decimalValue)
      else { return nil }
      var read = PasswordStrength(estimating: "")
      read.guessesLog10 = guesses
      read.score = score
      strength = read
    }
    self.init(length: length, strength: strength)
  }
}
