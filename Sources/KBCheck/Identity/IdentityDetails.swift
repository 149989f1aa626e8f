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
