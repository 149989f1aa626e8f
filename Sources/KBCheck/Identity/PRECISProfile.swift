/// A PRECIS profile (RFC 8264 §5): a string class and the five rules that
/// prepare a string for it, applied in the order of RFC 8264 §7 — width
/// mapping, additional mapping, case mapping, normalization,
/// directionality — then the class's behavioral rules.
///
/// ```swift
/// try PRECISProfile.usernameCaseMapped.enforce("ＡＢＣ").get().value  // "abc"
/// ```
public struct PRECISProfile: Sendable, Hashable {
  /// The case mapping rule.
  public enum CaseMapping: String, Sendable, Hashable, CaseIterable, Codable {
    /// No case mapping.
    case none
    /// Unicode toLowerCase() (RFC 8265 §3.3.1 rule 3, RFC 8266 §2.1 rule 3).
    case toLowerCase
    /// Unicode Default Case Folding (full), which RFC 7613 used and
    /// precis-i18n offers as `…:CaseFold`.
    case caseFolding
  }

  /// The additional mapping rule.
  public enum AdditionalMapping: String, Sendable, Hashable, CaseIterable, Codable {
    /// None.
    case none
    /// Non-ASCII spaces (Zs) to U+0020 (RFC 8265 §4.2.1 rule 1).
    case nonASCIISpaces
    /// Non-ASCII spaces to U+0020, leading and trailing spaces removed,
    /// runs of spaces collapsed to one (RFC 8266 §2.1 rule 2).
    case nicknameSpaces
  }

  /// The normalization rule.
  public enum Normalization: String, Sendable, Hashable, CaseIterable, Codable {
    /// None (the bare string classes).
    case none
    /// NFC (usernames, OpaqueString).
    case nfc
    /// NFKC (nicknames).
    case nfkc
  }

  /// The profile's name, as RFC 8265 / RFC 8266 and precis-i18n spell it.
  public var name: String
  /// The string class whose behavioral rules the result must meet.
  public var stringClass: PRECISStringClass
  /// Full-width and half-width characters to their decompositions (UAX #11).
  public var mapsWidth: Bool
  /// The additional mapping rule.
  public var additionalMapping: AdditionalMapping
  /// The case mapping rule.
  public var caseMapping: CaseMapping
  /// The normalization rule.
  public var normalization: Normalization
  /// Whether the RFC 5893 Bidi Rule applies to strings with RTL characters.
  public var appliesBidiRule: Bool
  /// Whether the rules are applied again until the string is stable (at
  /// most three more times, RFC 8266 §2.3); otherwise a string the rules
  /// change a second time is refused as not idempotent.
  public var repeatsUntilStable: Bool
  /// Whether the empty string is refused after the rules (every profile;
  /// the bare string classes do not check it).
  public var refusesEmpty: Bool

  /// Creates a profile.
  /// - Parameters:
  ///   - name: The name.
  ///   - stringClass: The string class.
  ///   - mapsWidth: The width mapping rule.
  ///   - additionalMapping: The additional mapping rule.
  ///   - caseMapping: The case mapping rule.
  ///   - normalization: The normalization rule.
  ///   - appliesBidiRule: The directionality rule.
  ///   - repeatsUntilStable: Whether the rules repeat until stable.
  ///   - refusesEmpty: Whether the empty result is refused.
  public init(
    name: String, stringClass: PRECISStringClass, mapsWidth: Bool = false,
    additionalMapping: AdditionalMapping = .none, caseMapping: CaseMapping = .none,
    normalization: Normalization = .nfc, appliesBidiRule: Bool = false,
    repeatsUntilStable: Bool = false, refusesEmpty: Bool = true
  ) {
    self.name = name
    self.stringClass = stringClass
    self.mapsWidth = mapsWidth
    self.additionalMapping = additionalMapping
    self.caseMapping = caseMapping
    self.normalization = normalization
    self.appliesBidiRule = appliesBidiRule
    self.repeatsUntilStable = repeatsUntilStable
    self.refusesEmpty = refusesEmpty
  }
}

extension PRECISProfile {
  /// UsernameCaseMapped (RFC 8265 §3.3): IdentifierClass, width mapping,
  /// toLowerCase(), NFC, Bidi Rule.
  public static let usernameCaseMapped = PRECISProfile(
    name: "UsernameCaseMapped", stringClass: .identifier, mapsWidth: true,
    caseMapping: .toLowerCase, appliesBidiRule: true)

  /// UsernameCasePreserved (RFC 8265 §3.4): as UsernameCaseMapped without
  /// case mapping.
  public static let usernameCasePreserved = PRECISProfile(
    name: "UsernameCasePreserved", stringClass: .identifier, mapsWidth: true,
    appliesBidiRule: true)

  /// OpaqueString (RFC 8265 §4.2), for passwords: FreeformClass, non-ASCII
  /// spaces to U+0020, NFC.
  public static let opaqueString = PRECISProfile(
    name: "OpaqueString", stringClass: .freeform, additionalMapping: .nonASCIISpaces)

  /// Nickname enforcement (RFC 8266 §2.3): FreeformClass, spaces mapped,
  /// trimmed and collapsed, NFKC, case kept for display.
  public static let nickname = PRECISProfile(
    name: "NicknameCasePreserved", stringClass: .freeform, additionalMapping: .nicknameSpaces,
    normalization: .nfkc, repeatsUntilStable: true)

  /// Nickname comparison (RFC 8266 §2.4): enforcement plus toLowerCase().
  public static let nicknameComparison = PRECISProfile(
    name: "NicknameCaseMapped", stringClass: .freeform, additionalMapping: .nicknameSpaces,
    caseMapping: .toLowerCase, normalization: .nfkc, repeatsUntilStable: true)

  /// The bare IdentifierClass (RFC 8264 §4.2): no rules, only the class.
  public static let identifierClass = PRECISProfile(
    name: "IdentifierClass", stringClass: .identifier, normalization: .none,
    refusesEmpty: false)

  /// The bare FreeformClass (RFC 8264 §4.3): no rules, only the class.
  public static let freeformClass = PRECISProfile(
    name: "FreeformClass", stringClass: .freeform, normalization: .none, refusesEmpty: false)
}
