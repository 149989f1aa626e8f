/// The issues of the payment family's validators: card numbers (ISO/IEC
/// 7812-1), expiry dates, security codes, one-time codes, IBANs (ISO 13616)
/// and BICs (ISO 9362). No message contains a card number or any of its
/// digits.
public enum PaymentIssue: FamilyIssue {
  /// Nothing was given.
  case empty(PaymentField)
  /// A character that is not a digit, at its position.
  case notADigit(PaymentField, Unicode.Scalar)
  /// A card number of a length its brand does not issue.
  case cardLength(brand: CardBrand?, count: Int, allowed: [Int])
  /// The Luhn check digit does not match.
  case cardCheckDigit
  /// The Luhn check digit does not match, but the brand does not require it.
  case cardCheckDigitNotRequired(brand: CardBrand)
  /// The issuer identification number is not one of a known brand.
  case cardUnknownBrand
  /// The brand is not one the caller accepts.
  case cardBrandNotAccepted(brand: CardBrand?, accepted: String)
  /// An expiry date that is not MM/YY, MM/YYYY or MM-YY.
  case expiryFormat
  /// A month outside 1–12.
  case expiryMonth(Int)
  /// The card expired at the end of this month (`MM/YYYY`).
  case expiryPast(String)
  /// An expiry date further ahead than cards are issued for.
  case expiryTooFar(years: Int)
  /// A security code of the wrong length.
  case securityCodeLength(expected: Int, count: Int, brand: CardBrand?)
  /// A one-time code of the wrong length.
  case oneTimeCodeLength(count: Int, allowed: ClosedRange<Int>)
  /// A text with several candidate codes: which one is meant cannot be decided.
  case oneTimeCodeSeveral(count: Int)
  /// A text with no candidate code.
  case oneTimeCodeNone
  /// The code was taken out of a longer text (an SMS).
  case oneTimeCodeExtracted
  /// A character that is neither an ASCII letter nor a digit.
  case notAlphanumeric(PaymentField, Unicode.Scalar)
  /// An IBAN country code that is not in the IBAN registry.
  case ibanCountry(String)
  /// An IBAN country the caller does not accept.
  case ibanCountryNotAccepted(String)
  /// An IBAN of the wrong length for its country.
  case ibanLength(country: String, expected: Int, count: Int)
  /// The IBAN check digits (ISO 7064 MOD 97-10) do not match.
  case ibanCheckDigits
  /// A BBAN character of the wrong kind for the country's structure.
  case ibanStructure(country: String, position: Int, expected: BBANCharacterKind)
  /// A BIC of a length other than 8 or 11.
  case bicLength(Int)
  /// A BIC character of the wrong kind (party prefix and country are letters).
  case bicFormat(position: Int, expected: BBANCharacterKind)
  /// A BIC country code that is not an ISO 3166 country.
  case bicCountry(String)

  /// The payment family.
  public static let family = IssueFamily.payment

  /// One sample of every case.
  public static let samples: [PaymentIssue] = [
    .empty(.cardNumber), .notADigit(.cardNumber, "x"), .notADigit(.securityCode, "x"),
    .notADigit(.oneTimeCode, "x"),
    .cardLength(brand: .visa, count: 15, allowed: [13, 16, 19]), .cardCheckDigit,
    .cardCheckDigitNotRequired(brand: .unionPay), .cardUnknownBrand,
    .cardBrandNotAccepted(brand: .amex, accepted: "visa, mastercard"), .expiryFormat,
    .expiryMonth(13), .expiryPast("01/2020"), .expiryTooFar(years: 20),
    .securityCodeLength(expected: 4, count: 3, brand: .amex),
    .oneTimeCodeLength(count: 5, allowed: 6...6), .oneTimeCodeSeveral(count: 2), .oneTimeCodeNone,
    .oneTimeCodeExtracted, .notAlphanumeric(.iban, "_"), .notAlphanumeric(.bic, "_"),
    .ibanCountry("XX"),
    .ibanCountryNotAccepted("GB"), .ibanLength(country: "DE", expected: 22, count: 21),
    .ibanCheckDigits, .ibanStructure(country: "DE", position: 5, expected: .digit),
    .bicLength(9), .bicFormat(position: 5, expected: .letter), .bicCountry("XX"),
  ]

  /// The stable dotted code.
  public var code: ValidationIssue.Code {
    switch self {
    case .empty: "payment.empty"
    case .notADigit(let field, _): .init(rawValue: Self.prefix(field) + ".not-a-digit")
    case .cardLength: "card.length"
    case .cardCheckDigit, .cardCheckDigitNotRequired: "card.check-digit"
    case .cardUnknownBrand: "card.unknown-brand"
    case .cardBrandNotAccepted: "card.brand-not-accepted"
    case .expiryFormat: "expiry.format"
    case .expiryMonth: "expiry.month"
    case .expiryPast: "expiry.past"
    case .expiryTooFar: "expiry.too-far"
    case .securityCodeLength: "csc.length"
    case .oneTimeCodeLength: "otp.length"
    case .oneTimeCodeSeveral: "otp.several-codes"
    case .oneTimeCodeNone: "otp.no-code"
    case .oneTimeCodeExtracted: "otp.extracted"
    case .notAlphanumeric(let field, _): .init(rawValue: Self.prefix(field) + ".character")
    case .ibanCountry: "iban.country"
    case .ibanCountryNotAccepted: "iban.country-not-accepted"
    case .ibanLength: "iban.length"
    case .ibanCheckDigits: "iban.check-digits"
    case .ibanStructure: "iban.structure"
    case .bicLength: "bic.length"
    case .bicFormat: "bic.format"
    case .bicCountry: "bic.country"
    }
  }

  /// A list of lengths in words: `13, 16 or 19`, `16`, `12 to 19`.
  static func describe(_ lengths: [Int], or: String, to: String) -> String {
    guard let first = lengths.first, let last = lengths.last else { return "" }
    if lengths.count == 1 { return String(first) }
    if lengths.count > 2 && last - first == lengths.count - 1 { return "\(first) \(to) \(last)" }
    return lengths.dropLast().map(String.init).joined(separator: ", ") + " \(or) \(last)"
  }

  /// The code prefix of a field.
  static func prefix(_ field: PaymentField) -> String {
    switch field {
    case .cardNumber: "card"
    case .expiry: "expiry"
    case .securityCode: "csc"
    case .oneTimeCode: "otp"
    case .iban: "iban"
    case .bic: "bic"
    }
  }

  /// Errors, except the unknown brand, a check digit the brand does not
  /// require and an extracted code, which are warnings.
  public var severity: ValidationIssue.Severity {
    switch self {
    case .cardUnknownBrand, .cardCheckDigitNotRequired, .oneTimeCodeExtracted: .warning
    default: .error
    }
  }

  /// What the code means and the rule it comes from.
  public var meaning: String {
    switch self {
    case .empty: "No value was given."
    case .notADigit: "A character that is not a digit where only digits are allowed."
    case .cardLength:
      "A card number length the brand does not issue (ISO/IEC 7812-1: 8 to 19 digits; the networks' published lengths)."
    case .cardCheckDigit, .cardCheckDigitNotRequired:
      "The Luhn check digit does not match (ISO/IEC 7812-1 Annex B)."
    case .cardUnknownBrand: "The issuer identification number belongs to no brand kbcheck knows."
    case .cardBrandNotAccepted: "The card's brand is not among the accepted brands."
    case .expiryFormat: "An expiry date is MM/YY, MM/YYYY or MM-YY."
    case .expiryMonth: "A month is 01 to 12."
    case .expiryPast: "A card is valid through the last day of its expiry month."
    case .expiryTooFar: "An expiry date further ahead than the configured limit."
    case .securityCodeLength: "A security code has 3 digits, 4 for American Express."
    case .oneTimeCodeLength: "A one-time code of the configured length (default 6)."
    case .oneTimeCodeSeveral: "A pasted text holds several candidate codes."
    case .oneTimeCodeNone: "A pasted text holds no candidate code."
    case .oneTimeCodeExtracted: "The code was taken out of a longer text."
    case .notAlphanumeric: "A character that is neither an ASCII letter nor a digit."
    case .ibanCountry: "The country code is not in the SWIFT IBAN registry (ISO 13616-1)."
    case .ibanCountryNotAccepted: "The IBAN's country is not among the accepted countries."
    case .ibanLength: "An IBAN has its country's length (SWIFT IBAN registry)."
    case .ibanCheckDigits:
      "The IBAN check digits do not match (ISO 13616-1, ISO/IEC 7064 MOD 97-10)."
    case .ibanStructure: "A BBAN character of the wrong kind for the country (SWIFT IBAN registry)."
    case .bicLength: "A BIC has 8 or 11 characters (ISO 9362)."
    case .bicFormat:
      "A BIC is 4 alphanumerics, a 2-letter country, 2 alphanumerics and an optional 3-alphanumeric branch (ISO 9362)."
    case .bicCountry: "The BIC's country code is not an ISO 3166-1 country."
    }
  }

  /// What the code means and the rule it comes from, in German.
  public var germanMeaning: String {
    switch self {
    case .empty: "Es wurde kein Wert angegeben."
    case .notADigit: "Ein Zeichen, das keine Ziffer ist, wo nur Ziffern erlaubt sind."
    case .cardLength:
      "Eine Länge der Kartennummer, die die Kartenmarke nicht ausgibt (ISO/IEC 7812-1: 8 bis 19 Ziffern; die von den Netzwerken veröffentlichten Längen)."
    case .cardCheckDigit, .cardCheckDigitNotRequired:
      "Die Luhn-Prüfziffer stimmt nicht (ISO/IEC 7812-1 Annex B)."
    case .cardUnknownBrand:
      "Die Emittenten-Identifikationsnummer (IIN) gehört zu keiner kbcheck bekannten Kartenmarke."
    case .cardBrandNotAccepted: "Die Marke der Karte ist nicht unter den angenommenen Marken."
    case .expiryFormat: "Ein Ablaufdatum hat die Form MM/YY, MM/YYYY oder MM-YY."
    case .expiryMonth: "Ein Monat geht von 01 bis 12."
    case .expiryPast: "Eine Karte ist bis zum letzten Tag ihres Ablaufmonats gültig."
    case .expiryTooFar:
      "Ein Ablaufdatum, das weiter in der Zukunft liegt als die eingestellte Grenze."
    case .securityCodeLength: "Eine Kartenprüfnummer hat 3 Ziffern, bei American Express 4."
    case .oneTimeCodeLength: "Ein Einmalcode der eingestellten Länge (Standard 6)."
    case .oneTimeCodeSeveral: "Ein eingefügter Text enthält mehrere mögliche Codes."
    case .oneTimeCodeNone: "Ein eingefügter Text enthält keinen möglichen Code."
    case .oneTimeCodeExtracted: "Der Code wurde aus einem längeren Text genommen."
    case .notAlphanumeric: "Ein Zeichen, das weder ein ASCII-Buchstabe noch eine Ziffer ist."
    case .ibanCountry: "Der Ländercode steht nicht im SWIFT-IBAN-Register (ISO 13616-1)."
    case .ibanCountryNotAccepted: "Das Land der IBAN ist nicht unter den angenommenen Ländern."
    case .ibanLength: "Eine IBAN hat die Länge ihres Landes (SWIFT-IBAN-Register)."
    case .ibanCheckDigits:
      "Die Prüfziffern der IBAN stimmen nicht (ISO 13616-1, ISO/IEC 7064 MOD 97-10)."
    case .ibanStructure:
      "Ein Zeichen der BBAN, das für das Land von der falschen Art ist (SWIFT-IBAN-Register)."
    case .bicLength: "Eine BIC hat 8 oder 11 Zeichen (ISO 9362)."
    case .bicFormat:
      "Eine BIC besteht aus 4 alphanumerischen Zeichen, einem Ländercode aus 2 Buchstaben, 2 alphanumerischen Zeichen und einer optionalen Filiale aus 3 alphanumerischen Zeichen (ISO 9362)."
    case .bicCountry: "Der Ländercode der BIC ist kein Land nach ISO 3166-1."
    }
  }

  /// The message in English.
  public var english: String {
    switch self {
    case .empty(let field): "No \(field.english) was given."
    case .notADigit(let field, let scalar):
      "\(field.englishWithArticle) has only digits; \(scalar.codePointDescription) is not one."
    case .cardLength(let brand?, let count, let allowed):
      "\(brand.englishArticle) \(brand.displayName) card number has \(Self.describe(allowed, or: "or", to: "to")) digits; this one has \(count)."
    case .cardLength(nil, let count, let allowed):
      "A card number has \(Self.describe(allowed, or: "or", to: "to")) digits; this one has \(count)."
    case .cardCheckDigit:
      "The card number's check digit does not match: a digit is mistyped or two are swapped."
    case .cardCheckDigitNotRequired(let brand):
      "The check digit does not match; \(brand.displayName) does not require it, so the number may still be right."
    case .cardUnknownBrand:
      "The first digits of this card number belong to no card brand kbcheck knows."
    case .cardBrandNotAccepted(let brand?, let accepted):
      "\(brand.displayName) cards are not accepted here; accepted: \(accepted)."
    case .cardBrandNotAccepted(nil, let accepted):
      "Cards of an unknown brand are not accepted here; accepted: \(accepted)."
    case .expiryFormat: "Enter the expiry date as MM/YY, for example 04/29."
    case .expiryMonth(let month): "There is no month \(month); a month is 01 to 12."
    case .expiryPast(let date): "The card expired at the end of \(date)."
    case .expiryTooFar(let years): "Cards are not issued for more than \(years) years ahead."
    case .securityCodeLength(let expected, let count, let brand?):
      "\(brand.englishArticle) \(brand.displayName) security code has \(expected) digits; this one has \(count)."
    case .securityCodeLength(let expected, let count, nil):
      "A security code has \(expected) digits; this one has \(count)."
    case .oneTimeCodeLength(let count, let allowed):
      "The code has \(Self.describe(Array(allowed), or: "or", to: "to")) digits; this one has \(count)."
    case .oneTimeCodeSeveral(let count):
      "The text holds \(count) possible codes; enter the one you were sent."
    case .oneTimeCodeNone: "The text holds no code."
    case .oneTimeCodeExtracted: "The code was taken from the text."
    case .notAlphanumeric(let field, let scalar):
      "\(field.englishWithArticle) has only letters A-Z and digits; \(scalar.codePointDescription) is not one."
    case .ibanCountry(let country): "\(country) is not a country of the IBAN registry."
    case .ibanCountryNotAccepted(let country): "IBANs of \(country) are not accepted here."
    case .ibanLength(let country, let expected, let count):
      "An IBAN of \(country) has \(expected) characters; this one has \(count)."
    case .ibanCheckDigits:
      "The IBAN's check digits do not match: a character is mistyped or two are swapped."
    case .ibanStructure(let country, let position, let expected):
      "Character \(position) of an IBAN of \(country) must be \(expected.english)."
    case .bicLength(let count): "A BIC has 8 or 11 characters; this one has \(count)."
    case .bicFormat(let position, let expected):
      "Character \(position) of a BIC must be \(expected.english)."
    case .bicCountry(let country): "\(country) is not a country code."
    }
  }

  /// The message in German.
  public var german: String {
    switch self {
    case .empty(let field): "Es wurde \(field.german) angegeben."
    case .notADigit(_, let scalar):
      "Hier sind nur Ziffern erlaubt; \(scalar.codePointDescription) ist keine."
    case .cardLength(let brand?, let count, let allowed):
      "Eine \(brand.displayName)-Kartennummer hat \(Self.describe(allowed, or: "oder", to: "bis")) Ziffern; diese hat \(count)."
    case .cardLength(nil, let count, let allowed):
      "Eine Kartennummer hat \(Self.describe(allowed, or: "oder", to: "bis")) Ziffern; diese hat \(count)."
    case .cardCheckDigit:
      "Die Prüfziffer der Kartennummer stimmt nicht: eine Ziffer ist falsch oder zwei sind vertauscht."
    case .cardCheckDigitNotRequired(let brand):
      "Die Prüfziffer stimmt nicht; \(brand.displayName) verlangt sie nicht, die Nummer kann also stimmen."
    case .cardUnknownBrand:
      "Die ersten Ziffern dieser Kartennummer gehören zu keiner kbcheck bekannten Kartenmarke."
    case .cardBrandNotAccepted(let brand?, let accepted):
      "\(brand.displayName)-Karten werden hier nicht angenommen; angenommen: \(accepted)."
    case .cardBrandNotAccepted(nil, let accepted):
      "Karten unbekannter Marke werden hier nicht angenommen; angenommen: \(accepted)."
    case .expiryFormat: "Geben Sie das Ablaufdatum als MM/JJ ein, etwa 04/29."
    case .expiryMonth(let month): "Einen Monat \(month) gibt es nicht; Monate gehen von 01 bis 12."
    case .expiryPast(let date): "Die Karte ist Ende \(date) abgelaufen."
    case .expiryTooFar(let years): "Karten werden nicht für mehr als \(years) Jahre ausgegeben."
    case .securityCodeLength(let expected, let count, let brand?):
      "Eine \(brand.displayName)-Kartenprüfnummer hat \(expected) Ziffern; diese hat \(count)."
    case .securityCodeLength(let expected, let count, nil):
      "Eine Kartenprüfnummer hat \(expected) Ziffern; diese hat \(count)."
    case .oneTimeCodeLength(let count, let allowed):
      "Der Code hat \(Self.describe(Array(allowed), or: "oder", to: "bis")) Ziffern; dieser hat \(count)."
    case .oneTimeCodeSeveral(let count):
      "Der Text enthält \(count) mögliche Codes; geben Sie den gesendeten ein."
    case .oneTimeCodeNone: "Der Text enthält keinen Code."
    case .oneTimeCodeExtracted: "Der Code wurde aus dem Text genommen."
    case .notAlphanumeric(_, let scalar):
      "Hier sind nur Buchstaben A-Z und Ziffern erlaubt; \(scalar.codePointDescription) ist keins davon."
    case .ibanCountry(let country): "\(country) ist kein Land des IBAN-Registers."
    case .ibanCountryNotAccepted(let country): "IBANs aus \(country) werden hier nicht angenommen."
    case .ibanLength(let country, let expected, let count):
      "Eine IBAN aus \(country) hat \(expected) Zeichen; diese hat \(count)."
    case .ibanCheckDigits:
      "Die Prüfziffern der IBAN stimmen nicht: ein Zeichen ist falsch oder zwei sind vertauscht."
    case .ibanStructure(let country, let position, let expected):
      "Zeichen \(position) einer IBAN aus \(country) muss \(expected.german) sein."
    case .bicLength(let count): "Eine BIC hat 8 oder 11 Zeichen; diese hat \(count)."
    case .bicFormat(let position, let expected):
      "Zeichen \(position) einer BIC muss \(expected.german) sein."
    case .bicCountry(let country): "\(country) ist kein Ländercode."
    }
  }
}

/// The kinds of character of the SWIFT IBAN registry's structures: `n`
/// (digits), `a` (upper-case letters), `c` (letters and digits).
public enum BBANCharacterKind: String, Sendable, Hashable {
  /// `n`: a digit 0-9.
  case digit = "n"
  /// `a`: an upper-case letter A-Z.
  case letter = "a"
  /// `c`: a letter A-Z or a digit.
  case alphanumeric = "c"

  /// Whether an ASCII byte (already upper-cased) is of this kind.
  /// - Parameter byte: The byte.
  /// - Returns: Whether it matches.
  public func matches(_ byte: UInt8) -> Bool {
    let digit = byte >= ASCII.zero && byte <= ASCII.nine
    let letter = byte >= ASCII.upperA && byte <= ASCII.upperZ
    switch self {
    case .digit: return digit
    case .letter: return letter
    case .alphanumeric: return digit || letter
    }
  }

  /// The kind in an English sentence.
  public var english: String {
    switch self {
    case .digit: "a digit"
    case .letter: "a letter A-Z"
    case .alphanumeric: "a letter A-Z or a digit"
    }
  }

  /// The kind in a German sentence.
  public var german: String {
    switch self {
    case .digit: "eine Ziffer"
    case .letter: "ein Buchstabe A-Z"
    case .alphanumeric: "ein Buchstabe A-Z oder eine Ziffer"
    }
  }
}
