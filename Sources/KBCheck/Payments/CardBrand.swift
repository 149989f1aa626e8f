/// A payment card brand, recognised by the issuer identification number
/// (IIN, the leading digits) of a card number (ISO/IEC 7812-1).
public enum CardBrand: String, Sendable, Hashable, CaseIterable, Codable {
  /// Visa.
  case visa
  /// Mastercard.
  case mastercard
  /// American Express.
  case amex
  /// Discover.
  case discover
  /// Diners Club International.
  case dinersClub
  /// JCB.
  case jcb
  /// UnionPay.
  case unionPay
  /// Maestro.
  case maestro
  /// Mir.
  case mir
  /// RuPay.
  case rupay
  /// Elo.
  case elo
  /// Hipercard.
  case hipercard

  /// The brand's name as printed.
  public var displayName: String {
    switch self {
    case .visa: "Visa"
    case .mastercard: "Mastercard"
    case .amex: "American Express"
    case .discover: "Discover"
    case .dinersClub: "Diners Club"
    case .jcb: "JCB"
    case .unionPay: "UnionPay"
    case .maestro: "Maestro"
    case .mir: "Mir"
    case .rupay: "RuPay"
    case .elo: "Elo"
    case .hipercard: "Hipercard"
    }
  }

  /// The indefinite article before the brand's name: "An" for American
  /// Express and Elo, "A" for the others.
  public var englishArticle: String { self == .amex || self == .elo ? "An" : "A" }

  /// The card number lengths the brand issues.
  public var lengths: [Int] { CardBrandTable.rules[self]?.lengths ?? [] }

  /// The digits of its security code: 4 for American Express (the CID on
  /// the front), 3 for the others.
  public var securityCodeLength: Int { self == .amex ? 4 : 3 }

  /// Whether its numbers must pass the Luhn check (UnionPay's need not).
  public var requiresLuhn: Bool { self != .unionPay }

  /// How a number of `length` digits is grouped for reading: Amex 4-6-5,
  /// Diners Club's 14 digits 4-6-4, every other number in fours (19 digits:
  /// 4-4-4-4-3).
  /// - Parameter length: The number of digits.
  /// - Returns: The group sizes.
  public func groups(forLength length: Int) -> [Int] {
    switch (self, length) {
    case (.amex, _): [4, 6, 5]
    case (.dinersClub, 14): [4, 6, 4]
    default: CardBrand.fours(length)
    }
  }

  /// Groups of four covering `length` digits (the last one shorter).
  static func fours(_ length: Int) -> [Int] {
    var groups = Array(repeating: 4, count: length / 4)
    if length % 4 > 0 { groups.append(length % 4) }
    return groups
  }

  /// Reads a brand from its raw value or display name, case-insensitively
  /// and ignoring spaces (`visa`, `American Express`, `amex`, `diners`).
  /// - Parameter name: The name.
  public init?(name: String) {
    let key = String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    if let brand = CardBrand.allCases.first(where: {
      $0.rawValue.lowercased() == key || $0.displayName.lowercased().filter { $0 != " " } == key
    }) {
      self = brand
    } else if key == "diners" {
      self = .dinersClub
    } else if key == "americanexpress" {
      self = .amex
    } else {
      return nil
    }
  }

  /// The brand of a card number's leading digits: the brand whose IIN range
  /// has the longest prefix matching them (Elo's `401178` before Visa's
  /// `4`); `nil` when none matches.
  /// - Parameter digits: The ASCII digits of the number (at least the first
  ///   six are needed to tell every brand apart).
  /// - Returns: The brand, or `nil`.
  /// - Complexity: O(*r*) in the number of ranges of the table.
  public static func of(_ digits: some Collection<UInt8>) -> CardBrand? {
    CardBrandTable.match(digits)?.brand
  }
}
