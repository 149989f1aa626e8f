/// The payment and code fields, as messages name them.
public enum PaymentField: String, Sendable, Hashable, CaseIterable {
  /// A card number (primary account number).
  case cardNumber
  /// A card's expiry date.
  case expiry
  /// A card security code (CVC, CVV, CID).
  case securityCode
  /// A one-time code.
  case oneTimeCode
  /// An IBAN.
  case iban
  /// A BIC.
  case bic

  /// The field's name in an English sentence.
  public var english: String {
    switch self {
    case .cardNumber: "card number"
    case .expiry: "expiry date"
    case .securityCode: "security code"
    case .oneTimeCode: "one-time code"
    case .iban: "IBAN"
    case .bic: "BIC"
    }
  }

  /// The field's name with its indefinite article, capitalized: "A card
  /// number", "An IBAN".
  public var englishWithArticle: String {
    switch self {
    case .expiry, .iban: "An \(english)"
    default: "A \(english)"
    }
  }

  /// The field's name in a German sentence (with its article).
  public var german: String {
    switch self {
    case .cardNumber: "keine Kartennummer"
    case .expiry: "kein Ablaufdatum"
    case .securityCode: "keine Kartenprüfnummer"
    case .oneTimeCode: "kein Einmalcode"
    case .iban: "keine IBAN"
    case .bic: "keine BIC"
    }
  }
}
