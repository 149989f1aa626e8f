import Testing

@testable import KBCheck

/// The `postalCode` and `countryName` content types: names, keyboard and HTML
/// attributes per country, filters, cross-field country and subdivision.
@Suite struct AddressContentTypeTests {
  private func context(_ options: [String: String]) -> ValidationContext {
    ValidationContext(options: options)
  }

  @Test func namesReadAsTheTypes() {
    #expect(ContentType(name: "postalCode") == .postalCode)
    #expect(ContentType(name: "postal-code") == .postalCode)
    #expect(ContentType(name: "zip") == .postalCode)
    #expect(ContentType(name: "country-name") == .countryName)
    #expect(ContentType(name: "country") == .countryName)
  }

  @Test func keyboardAndInputModeFollowTheCountry() throws {
    let descriptor = try #require(ContentType.postalCode.descriptor)
    // libaddressinput US zip: digits only -> number pad; GB: letters.
    #expect(descriptor.keyboard(for: context(["country": "US"])) == .numberPad)
    #expect(descriptor.keyboard(for: context(["country": "GB"])) == .asciiCapable)
    #expect(descriptor.html(for: context(["country": "US"])).inputMode == "numeric")
    #expect(descriptor.html(for: context(["country": "GB"])).inputMode == "text")
    #expect(descriptor.html(for: context(["country": "GB"])).autocapitalize == "characters")
  }

  @Test func theValidatorNeedsAKnownCountry() throws {
    let descriptor = try #require(ContentType.postalCode.descriptor)
    #expect(throws: ConfigurationError.self) { try descriptor.validator(context([:])) }
    #expect(throws: ConfigurationError.self) {
      try descriptor.validator(context(["country": "XY"]))
    }
    #expect(throws: ConfigurationError.self) {
      try descriptor.validator(context(["country": "GB", "colour": "red"]))
    }
    let gb = try descriptor.validator(context(["country": "GB"]))
    #expect(gb.validate("sw1a1aa").value == "SW1A 1AA")
  }

  @Test func filterRefusesLettersOnANumericCountry() throws {
    let descriptor = try #require(ContentType.postalCode.descriptor)
    let us = try descriptor.filter(context(["country": "US"]))
    let typed = us.apply(.insert("a", at: 0, origin: .typed), to: "9021")
    #expect(typed.refused)
    #expect(typed.changes.map(\.code.rawValue) == ["postal.filter.letter"])
    let pasted = us.filter("９5014#")
    #expect(pasted.text == "95014")
    #expect(
      pasted.changes.map(\.code.rawValue) == ["postal.filter.folded", "postal.filter.character"])
  }

  @Test func filterUpperCasesWhereTheRegionDoes() throws {
    // libaddressinput GB upper = CZ: the postal code is written in capitals.
    let descriptor = try #require(ContentType.postalCode.descriptor)
    let gb = try descriptor.filter(context(["country": "GB"]))
    let result = gb.filter("sw1a 1aa")
    #expect(result.text == "SW1A 1AA")
    #expect(Set(result.changes.map(\.code.rawValue)) == ["postal.filter.upper-cased"])
    // NL has no `upper`: the filter keeps the case, the validator capitalizes.
    let nl = try descriptor.filter(context(["country": "NL"]))
    #expect(nl.filter("1234ab").text == "1234ab")
  }

  @Test func countryAndSubdivisionFromOtherFields() throws {
    let validator = try PostalCodeFieldValidator(context: context(["country": "*"]))
    let noCountry = validator.validate("95014")
    #expect(noCountry.issues.map(\.code.rawValue) == ["postal.country-needed"])
    let country = CountryValidator().validate("Vereinigte Staaten")
    #expect(country.value == "US")
    let state = ValidationResult(input: "NY", value: "NY")
    let result = validator.validate(
      "95014", related: RelatedFields(["country": country, "subdivision": state]))
    #expect(result.issues.map(\.code.rawValue) == ["postal.subdivision"])
    let fixed = try PostalCodeFieldValidator(context: context(["country": "US"]))
    #expect(
      fixed.validate("95014", related: RelatedFields(["subdivision": state])).isValid == false)
    #expect(fixed.validate("10001", related: RelatedFields(["subdivision": state])).isValid)
  }
}
