/// Validates a card security code (CVC, CVV, CID): 3 digits, or 4 when the
/// card is American Express. The card comes from the form: the field names
/// its card field in its context (`"context": {"card": "cardNumber"}`), and
/// the brand is read from that field's result (``ValidationResult/card``);
/// without it, ``Options/brand`` (the CLI's `--set brand=amex`) or, when
/// neither is known, 3 or 4 digits are accepted.
///
/// The result is marked secret: the code is masked in every output.
public struct CardSecurityCodeValidator: CrossFieldValidator {
  /// What the validator accepts.
  public struct Options: Sendable, Hashable {
    /// The card's brand when no card field is related; `nil` when unknown.
    public var brand: CardBrand?

    /// Creates options.
    /// - Parameter brand: The card's brand, if known.
    public init(brand: CardBrand? = nil) { self.brand = brand }

    /// The option names: `brand`.
    public static let settingNames = ["brand"]

    /// Reads the options from `name=value` settings.
    /// - Parameters:
    ///   - settings: `brand`.
    ///   - profile: Must be `nil`.
    /// - Throws: ``ConfigurationError`` for an unknown option or brand.
    public init(settings: [String: String], profile: String? = nil) throws(ConfigurationError) {
      if let profile { throw .unknownProfile(profile, known: []) }
      let reader = try Settings(settings, known: Options.settingNames)
      if let name = reader.string("brand") {
        guard let brand = CardBrand(name: name) else {
          throw .badValue(
            "brand", name, expecting: .cardBrands(known: CardBrand.allCases.map(\.rawValue)))
        }
        self.brand = brand
      }
    }
  }

  /// The role of the related card number field: `card`.
  public static let cardRole = "card"

  /// The options.
  public let options: Options

  /// Creates the validator.
  /// - Parameter options: The brand when no card field is related.
  public init(options: Options = Options()) { self.options = options }

  /// Validates a code without a related card field.
  /// - Parameter input: The code.
  /// - Returns: The verdict, marked secret.
  public func validate(_ input: String) -> ValidationResult {
    validate(input, brand: options.brand)
  }

  /// Validates a code with the brand of the related card field.
  /// - Parameters:
  ///   - input: The code.
  ///   - related: The related fields; `card` is read.
  /// - Returns: The verdict, marked secret.
  public func validate(_ input: String, related: RelatedFields) -> ValidationResult {
    validate(input, brand: related[Self.cardRole]?.card?.brand ?? options.brand)
  }

  /// Validates a code for a brand.
  /// - Parameters:
  ///   - input: The code.
  ///   - brand: The card's brand, if known.
  /// - Returns: The verdict, marked secret.
  /// - Complexity: O(*n*) in the length of `input`.
  public func validate(_ input: String, brand: CardBrand?) -> ValidationResult {
    var digits: [UInt8] = []
    var issues: [ValidationIssue] = []
    var count = 0
    for (offset, scalar) in input.unicodeScalars.enumerated() {
      count = offset + 1
      switch PaymentScalar.classify(scalar) {
      case .digit(let ascii, _): digits.append(ascii)
      case .separator where scalar == " ": continue
      default:
        if issues.isEmpty {
          issues.append(ValidationIssue(PaymentIssue.notADigit(.securityCode, scalar), at: offset))
        }
      }
    }
    if count == 0 {
      issues.append(ValidationIssue(PaymentIssue.empty(.securityCode), range: 0..<0))
    } else if issues.isEmpty {
      let allowed = brand.map { [$0.securityCodeLength] } ?? [3, 4]
      if !allowed.contains(digits.count) {
        issues.append(
          ValidationIssue(
            PaymentIssue.securityCodeLength(
              expected: brand?.securityCodeLength ?? 3, count: digits.count, brand: brand),
            range: 0..<count))
      }
    }
    let value = issues.isEmpty ? String(decoding: digits, as: UTF8.self) : nil
    return ValidationResult(input: input, value: value, issues: issues, payload: .none)
      .markedSecret(.everything)
  }
}
