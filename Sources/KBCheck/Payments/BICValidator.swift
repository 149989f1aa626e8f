/// Validates a BIC (ISO 9362 business identifier code): 8 or 11
/// characters — a 4-character party prefix (letters or digits), a 2-letter
/// ISO 3166-1 country code, a 2-character party suffix and an optional
/// 3-character branch code; letters are read as upper-case, spaces are
/// dropped. The value is the upper-case BIC; the details give its parts.
public struct BICValidator: Validator {
  /// Creates the validator.
  public init() {}

  /// Reads the (empty) settings.
  /// - Parameters:
  ///   - settings: No options.
  ///   - profile: Must be `nil`.
  /// - Throws: ``ConfigurationError`` for any option or profile.
  public init(settings: [String: String], profile: String? = nil) throws(ConfigurationError) {
    if let profile { throw .unknownProfile(profile, known: []) }
    _ = try Settings(settings, known: [])
  }

  /// Validates a BIC.
  /// - Parameter input: The BIC.
  /// - Returns: The verdict; the value is upper case without spaces.
  /// - Complexity: O(*n*) in the length of `input`.
  public func validate(_ input: String) -> ValidationResult {
    // Spaces only: a BIC is printed in one piece or split by spaces.
    let found: PaymentCharacters
    switch PaymentCharacters.read(input, field: .bic, asciiDigitsOnly: true, skips: { $0 == " " }) {
    case .read(let read): found = read
    case .refused(let result): return result
    }
    let (chars, offsets, count) = (found.bytes, found.offsets, found.scalarCount)
    guard chars.count == 8 || chars.count == 11 else {
      return .invalid(
        input, [ValidationIssue(PaymentIssue.bicLength(chars.count), range: 0..<count)])
    }
    // ISO 9362:2022: party prefix 4!c, country 2!a, party suffix 2!c, branch 3!c.
    for i in 4..<6 where !BBANCharacterKind.letter.matches(chars[i]) {
      return .invalid(
        input,
        [
          ValidationIssue(
            PaymentIssue.bicFormat(position: i + 1, expected: .letter), at: offsets[i])
        ])
    }
    let country = String(decoding: chars[4..<6], as: UTF8.self)
    guard ISO3166.isCountry(country) else {
      return .invalid(
        input,
        [ValidationIssue(PaymentIssue.bicCountry(country), range: offsets[4]..<(offsets[5] + 1))])
    }
    let value = String(decoding: chars, as: UTF8.self)
    return ValidationResult(
      input: input, value: value, issues: [], contentDetails: BICDetails(value))
  }
}

/// The parts of a BIC.
public struct BICDetails: ContentDetails {
  /// The whole BIC, upper case.
  public var bic: String

  /// Creates the details of an 8- or 11-character BIC.
  /// - Parameter bic: The BIC.
  public init(_ bic: String) { self.bic = bic }

  /// The party prefix (characters 1–4; the institution code).
  public var partyPrefix: String { String(bic.prefix(4)) }
  /// The country code (characters 5–6).
  public var country: String { String(bic.dropFirst(4).prefix(2)) }
  /// The party suffix (characters 7–8; the location code).
  public var partySuffix: String { String(bic.dropFirst(6).prefix(2)) }
  /// The branch code (characters 9–11), or `nil` for an 8-character BIC.
  public var branch: String? { bic.count == 11 ? String(bic.suffix(3)) : nil }

  /// `bic`.
  package static var contentTypes: [ContentType] { [.bic] }

  /// Reads `partyPrefix`, `country`, `partySuffix`, `branch`.
  /// - Parameter members: The members.
  package init?(members: [JSONMember]) {
    guard let prefix = members[member: "partyPrefix"]?.stringValue,
      let country = members[member: "country"]?.stringValue,
      let suffix = members[member: "partySuffix"]?.stringValue
    else { return nil }
    self.init(prefix + country + suffix + (members[member: "branch"]?.stringValue ?? ""))
  }

  /// `partyPrefix`, `country`, `partySuffix`, `branch`.
  /// - Parameter out: Where the members go.
  package func writeJSONMembers(to out: some JSONOutput) {
    out.writeMember("partyPrefix", partyPrefix)
    out.writeMember("country", country)
    out.writeMember("partySuffix", partySuffix)
    out.writeMember("branch", branch)
  }
}

extension ValidationResult {
  /// The parts of a `bic` result; `nil` otherwise.
  public var bic: BICDetails? { contentDetails(as: BICDetails.self) }
}
