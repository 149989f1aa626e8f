/// Validates a payment card number (primary account number, ISO/IEC
/// 7812-1): digits only (spaces and dashes between groups are allowed and
/// dropped; digits of other scripts are read as ASCII), a length its brand
/// issues, and the Luhn check digit. The brand comes from the IIN range
/// table (``CardBrand/of(_:)``); an unknown IIN is a warning unless the
/// accepted brands are restricted.
///
/// The result is marked secret (``ValidationResult/isSecret``): its value
/// (the digits) is for the payment processor; every output masks it to the
/// first six and last four digits (PCI DSS requirement 3.4.1). Its
/// ``ValidationResult/card`` details carry the brand, length and last four.
public struct CardNumberValidator: Validator {
  /// What the validator accepts.
  public struct Options: Sendable, Hashable {
    /// The brands accepted; `nil` accepts every brand and warns about an
    /// unknown one.
    public var acceptedBrands: Set<CardBrand>?

    /// Creates options.
    /// - Parameter acceptedBrands: The accepted brands, or `nil` for all.
    public init(acceptedBrands: Set<CardBrand>? = nil) {
      self.acceptedBrands = acceptedBrands
    }

    /// The option names of the CLI and schemas: `brands` (a comma-separated
    /// list such as `visa,mastercard`).
    public static let settingNames = ["brands"]

    /// Reads the options from `name=value` settings.
    /// - Parameters:
    ///   - settings: `brands`.
    ///   - profile: Must be `nil` (the family has no profiles).
    /// - Throws: ``ConfigurationError`` for an unknown option or brand.
    public init(settings: [String: String], profile: String? = nil) throws(ConfigurationError) {
      if let profile { throw .unknownProfile(profile, known: []) }
      let reader = try Settings(settings, known: Options.settingNames)
      if let names = reader.list("brands") {
        var brands = Set<CardBrand>()
        for name in names {
          guard let brand = CardBrand(name: name) else {
            throw .badValue(
              "brands", name, expecting: .cardBrands(known: CardBrand.allCases.map(\.rawValue)))
          }
          brands.insert(brand)
        }
        acceptedBrands = brands
      }
    }
  }

  /// The options.
  public let options: Options

  /// Creates the validator.
  /// - Parameter options: The accepted brands.
  public init(options: Options = Options()) { self.options = options }

  /// Validates a card number.
  /// - Parameter input: The number as typed or pasted.
  /// - Returns: The verdict, marked secret.
  /// - Complexity: O(*n*) in the length of `input`.
  public func validate(_ input: String) -> ValidationResult {
    validateUnmarked(input).markedSecret(.cardNumber)
  }

  /// The verdict before it is marked secret.
  func validateUnmarked(_ input: String) -> ValidationResult {
    var digits: [UInt8] = []
    var lastDigitOffset = 0
    var issues: [ValidationIssue] = []
    var count = 0
    // Plain ASCII digits (most of what is pasted or sent): the bytes are
    // the digits, one scalar each; no character needs classifying.
    var text = input
    let plain = text.withUTF8 { bytes -> [UInt8]? in
      for byte in bytes where byte &- ASCII.zero >= 10 { return nil }
      return Array(bytes)
    }
    if let plain, !plain.isEmpty {
      digits = plain
      count = plain.count
      lastDigitOffset = count - 1
    } else {
      for (offset, scalar) in input.unicodeScalars.enumerated() {
        count = offset + 1
        switch PaymentScalar.classify(scalar) {
        case .digit(let ascii, _):
          digits.append(ascii)
          lastDigitOffset = offset
        case .separator:
          continue
        case .letter, .other:
          if issues.isEmpty {
            issues.append(ValidationIssue(PaymentIssue.notADigit(.cardNumber, scalar), at: offset))
          }
        }
      }
    }
    guard !digits.isEmpty else {
      if issues.isEmpty {
        issues.append(ValidationIssue(PaymentIssue.empty(.cardNumber), range: 0..<0))
      }
      return result(input, nil, issues, digits: digits, brand: nil)
    }
    // A character that is not a digit: the number cannot be read.
    if !issues.isEmpty {
      return result(input, nil, issues, digits: digits, brand: CardBrand.of(digits))
    }
    let brand = CardBrand.of(digits)
    let whole = 0..<count
    if let accepted = options.acceptedBrands, brand.map({ !accepted.contains($0) }) ?? true {
      let names = CardBrand.allCases.filter { accepted.contains($0) }.map(\.displayName)
      issues.append(
        ValidationIssue(
          PaymentIssue.cardBrandNotAccepted(brand: brand, accepted: names.joined(separator: ", ")),
          range: whole))
    } else if brand == nil {
      issues.append(ValidationIssue(PaymentIssue.cardUnknownBrand, range: whole))
    }
    let lengthOK = brand?.lengths.contains(digits.count) ?? (12...19).contains(digits.count)
    if !lengthOK {
      let lengths = brand?.lengths ?? Array(12...19)
      issues.append(
        ValidationIssue(
          PaymentIssue.cardLength(
            brand: brand, count: digits.count, allowed: lengths),
          range: whole))
    }
    if digits.count <= 19 && !digits.withUnsafeBufferPointer(Luhn.isValid(asciiDigits:)) {
      let issue: PaymentIssue =
        brand?.requiresLuhn == false
        ? .cardCheckDigitNotRequired(brand: brand ?? .unionPay) : .cardCheckDigit
      issues.append(ValidationIssue(issue, at: lastDigitOffset))
    }
    let valid = !issues.hasError
    return result(
      input, valid ? String(decoding: digits, as: UTF8.self) : nil, issues, digits: digits,
      brand: brand)
  }

  /// A result with its card details.
  private func result(
    _ input: String, _ value: String?, _ issues: [ValidationIssue], digits: [UInt8],
    brand: CardBrand?
  ) -> ValidationResult {
    let details: CardNumberDetails? =
      digits.isEmpty
      ? nil
      : CardNumberDetails(
        brand: brand, length: digits.count,
        // Only a whole number's last four are shown, as the mask shows them.
        lastFour: digits.count >= 8 ? String(decoding: digits.suffix(4), as: UTF8.self) : "")
    return ValidationResult(input: input, value: value, issues: issues, contentDetails: details)
  }
}

extension CardNumberValidator: CleanLineValidator {
  /// Yes: its clean lines are card or IBAN lines.
  package var decidesPaymentLines: Bool { true }

  /// A line of 12 to 19 ASCII digits of a known, accepted brand, of a
  /// length the brand issues: the number as a ``CleanLine``, valid when it
  /// passes the Luhn check (what `validate` answers for it is valid with no
  /// issue), else ``CleanLine/cardCheckDigit(_:)`` (invalid, with the one
  /// issue `validate` reports). Every other line (separators, other digits,
  /// an unknown brand, a wrong length) takes the full path.
  package func cleanLine(_ bytes: UnsafeBufferPointer<UInt8>) -> CleanLine? {
    guard bytes.count >= 12 && bytes.count <= 19, Luhn.allASCIIDigits(atLeastEight: bytes) else {
      return nil
    }
    guard let range = CardBrandTable.match(asciiDigits: bytes) else { return nil }
    if let accepted = options.acceptedBrands, !accepted.contains(range.brand) { return nil }
    guard range.issues(length: bytes.count) else { return nil }
    if Luhn.isValid(asciiDigits: bytes) { return .cardNumber(range.brand) }
    // A mistyped digit: invalid with the one issue the full path gives, or
    // for a brand that needs no Luhn check, valid with its warning.
    return range.brand.requiresLuhn
      ? .cardCheckDigit(range.brand) : .cardCheckDigitNotRequired(range.brand)
  }
}
