/// What a card number's result tells besides the masked value, none of it
/// secret: the brand, the number of digits, the last four digits and the
/// reading groups.
public struct CardNumberDetails: ContentDetails {
  /// The brand, or `nil` when the IIN belongs to no known brand.
  public var brand: CardBrand?
  /// The number of digits.
  public var length: Int
  /// The last four digits (fewer for a shorter input).
  public var lastFour: String

  /// Creates the details.
  /// - Parameters:
  ///   - brand: The brand, if known.
  ///   - length: The number of digits.
  ///   - lastFour: The last four digits.
  public init(brand: CardBrand?, length: Int, lastFour: String) {
    self.brand = brand
    self.length = length
    self.lastFour = lastFour
  }

  /// The group sizes for reading (4-4-4-4, Amex 4-6-5).
  public var groups: [Int] { brand?.groups(forLength: length) ?? CardBrand.fours(length) }

  /// `creditCardNumber`.
  package static var contentTypes: [ContentType] { [.creditCardNumber] }

  /// Reads `brand`, `length`, `lastFour`.
  /// - Parameter members: The members.
  package init?(members: [JSONMember]) {
    guard let length = members[member: "length"]?.integerValue,
      let lastFour = members[member: "lastFour"]?.stringValue
    else { return nil }
    let brand = members[member: "brand"]?.stringValue
    self.init(brand: brand.flatMap(CardBrand.init(rawValue:)), length: length, lastFour: lastFour)
    if brand != nil && self.brand == nil { return nil }
  }

  /// `brand` (or null), `length`, `lastFour`.
  /// - Parameter out: Where the members go.
  package func writeJSONMembers(to out: some JSONOutput) {
    out.writeMember("brand", brand?.rawValue)
    out.writeMember("length", length)
    out.writeMember("lastFour", lastFour)
  }
}

extension ValidationResult {
  /// The card details of a `creditCardNumber` result (also for an invalid
  /// number whose digits could be read); `nil` for other types.
  public var card: CardNumberDetails? { contentDetails(as: CardNumberDetails.self) }
}
