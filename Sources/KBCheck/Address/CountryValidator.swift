/// Validates a country field: an ISO 3166-1 alpha-2 code (`DE`), an alpha-3
/// code (`DEU`) or a country's name in any CLDR locale ICU has
/// (`Deutschland`, `Allemagne`, `ドイツ`), giving the alpha-2 code of a
/// region of the address data. A name several countries have (in some
/// language) is reported with the candidates, never guessed.
///
/// ```swift
/// CountryValidator().validate("Allemagne").value   // "DE" (warning country.named)
/// ```
public struct CountryValidator: Validator {
  /// Creates the validator.
  public init() {}

  /// Alpha-2 codes by alpha-3 code, for the regions of the data.
  private static let alpha3 = RegionNames.alpha3(of: AddressRegion.all.map(\.code))

  /// Validates one country field.
  /// - Parameter input: A code or a name.
  /// - Returns: The verdict, with the alpha-2 code as the value.
  /// - Complexity: O(*n*) in the length of `input` (the name index is built
  ///   once, on first use).
  public func validate(_ input: String) -> ValidationResult {
    let range = 0..<input.unicodeScalars.count
    let trimmed = RegionNames.fold(input)
    guard !trimmed.isEmpty else {
      return .invalid(input, [ValidationIssue(AddressIssue.countryEmpty, range: range)])
    }
    let upper = trimmed.uppercased()
    if upper.count == 2, upper.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }),
      AddressRegion(code: upper) != nil
    {
      return named(input, upper, range: range)
    }
    if upper.count == 3, let code = CountryValidator.alpha3[upper] {
      return named(input, code, range: range)
    }
    let codes = (RegionNames.index[trimmed] ?? []).filter { AddressRegion(code: $0) != nil }
    switch codes.count {
    case 0:
      return .invalid(input, [ValidationIssue(AddressIssue.countryUnknown(input), range: range)])
    case 1:
      return named(input, codes[codes.startIndex], range: range)
    default:
      return .invalid(
        input,
        [
          ValidationIssue(
            AddressIssue.countryAmbiguous(input, candidates: codes.sorted()), range: range)
        ])
    }
  }

  /// The result for a country found: the code itself, or the code with a
  /// warning saying what it was read from.
  private func named(_ input: String, _ code: String, range: Range<Int>) -> ValidationResult {
    if input == code { return ValidationResult(canonicalInput: input, issues: [], payload: .none) }
    return ValidationResult(
      input: input, value: code,
      issues: [ValidationIssue(AddressIssue.countryNamed(input, code: code), range: range)],
      payload: .none)
  }
}
