import Testing

@testable import KBCheck

/// Country fields: ISO 3166-1 codes and names from ICU's CLDR data (ICU 72,
/// CLDR 42), ambiguity reported, never guessed.
@Suite struct CountryValidatorTests {
  private let validator = CountryValidator()

  @Test(arguments: [
    ("Deutschland", "DE"),  // CLDR de: DE = Deutschland
    ("Allemagne", "DE"),  // CLDR fr
    ("ドイツ", "DE"),  // CLDR ja
    ("germany", "DE"),  // CLDR en, any case
    ("DEU", "DE"),  // ISO 3166-1 alpha-3
    ("de", "DE"),  // ISO 3166-1 alpha-2, small letters
    ("Niederlande", "NL"),
    ("Côte d’Ivoire", "CI"),
    ("  United States ", "US"),
  ])
  func namesAndCodesGiveTheAlpha2Code(input: String, code: String) {
    let result = validator.validate(input)
    #expect(result.isValid)
    #expect(result.value == code)
    #expect(result.issues.map(\.code.rawValue) == ["country.named"])
    #expect(result.issues[0].severity == .warning)
  }

  @Test func anAlpha2CodeIsItsOwnValue() {
    let result = validator.validate("GB")
    #expect(result.isValid && result.value == "GB" && result.issues.isEmpty)
  }

  @Test func aNameOfSeveralCountriesIsNotGuessed() {
    // CLDR: "Kongo" names CG in some locales and CD in others.
    let result = validator.validate("Kongo")
    #expect(!result.isValid)
    #expect(result.issues.map(\.code.rawValue) == ["country.ambiguous"])
    #expect(
      result.issues[0].familyIssue(as: AddressIssue.self)
        == .countryAmbiguous("Kongo", candidates: ["CD", "CG"]))
    #expect(result.issues[0].localized(.german).message.contains("mehrere Länder"))
  }

  @Test func unknownAndEmpty() {
    #expect(validator.validate("Atlantis").issues.map(\.code.rawValue) == ["country.unknown"])
    #expect(validator.validate("XY").issues.map(\.code.rawValue) == ["country.unknown"])
    #expect(validator.validate(" ").issues.map(\.code.rawValue) == ["country.empty"])
  }
}
