import Testing

@testable import KBCheck

/// The postal-code validator's behaviour beyond the data tables: changes it
/// reports, what it refuses, subdivisions and configuration.
@Suite struct PostalCodeValidatorTests {
  private func codes(_ result: ValidationResult) -> [String] { result.issues.map(\.code.rawValue) }

  @Test func ukCodeIsUpperCasedAndSpaced() throws {
    // libaddressinput GB: zip `... ?\d[ABD-HJLN-UW-Z]{2}`, zipex `EC1Y 8SY`.
    let result = try PostalCodeValidator(country: "GB").validate("sw1a1aa")
    #expect(result.isValid)
    #expect(result.value == "SW1A 1AA")
    #expect(codes(result) == ["postal.upper-cased", "postal.spacing"])
    #expect(result.issues.allSatisfy { $0.severity == .warning })
    #expect(result.issues[1].message == "Spaced as the postal service writes it: SW1A 1AA.")
    #expect(
      result.issues[1].localized(.german).message
        == "So getrennt, wie die Post sie schreibt: SW1A 1AA.")
    #expect(result.postalCode?.region == "GB")
    #expect(result.postalCode?.label == "postal")
  }

  @Test(arguments: [
    ("CA", "K1A0B1", "K1A 0B1"),  // libaddressinput CA zipex K1A 0B1
    ("NL", "1234ab", "1234 AB"),  // NL zipex 1234 AB
    ("GB", "bfpo61", "BFPO 61"),  // GB zipex BFPO 61
    ("GB", "m11ae", "M1 1AE"),  // GB: space before the inward code
    ("US", "221621010", "22162-1010"),  // US zipex 22162-1010
    ("US", "22162 1010", "22162-1010"),
    ("JP", "1540023", "154-0023"),  // JP zipex 154-0023
    ("BR", "40301110", "40301-110"),  // BR zipex 40301-110
    ("GB", "  SW1A   1AA ", "SW1A 1AA"),
  ])
  func canonicalSpacing(country: String, input: String, value: String) throws {
    let result = try PostalCodeValidator(country: country).validate(input)
    #expect(result.isValid)
    #expect(result.value == value)
    #expect(codes(result).contains("postal.spacing"))
  }

  @Test func aCanonicalCodeIsItsOwnValueWithoutIssues() throws {
    let result = try PostalCodeValidator(country: "US").validate("95014")
    #expect(result.isValid && result.value == "95014" && result.issues.isEmpty)
    #expect(result.input == "95014")
  }

  @Test func usCodeTooShortIsRefused() throws {
    // libaddressinput US zip `(\d{5})(?:[ \-](\d{4}))?`.
    let result = try PostalCodeValidator(country: "US").validate("9021")
    #expect(!result.isValid)
    #expect(codes(result) == ["postal.pattern"])
    #expect(result.issues[0].message == "Not a ZIP code of US; it is written like 95014.")
    #expect(result.issues[0].range == 0..<4)
  }

  @Test func lettersAreRefusedWhereCodesAreDigits() throws {
    let us = try PostalCodeValidator(country: "US")
    #expect(us.region.postalCodesAreNumeric)
    #expect(try !PostalCodeValidator(country: "GB").region.postalCodesAreNumeric)
    let result = us.validate("9O210")
    #expect(codes(result) == ["postal.letter"])
    #expect(result.issues[0].range == 1..<2)
    #expect(result.issues[0].localized(.german).message.contains("nur Ziffern"))
  }

  @Test func aCharacterNoCodeUsesIsRefused() throws {
    let result = try PostalCodeValidator(country: "GB").validate("SW1A#1AA")
    #expect(codes(result) == ["postal.character"])
    #expect(result.issues[0].range == 4..<5)
  }

  @Test func fullWidthDigitsAreFoldedAndReported() throws {
    // DE zip `\d{5}`; full-width digits are what a CJK keyboard types.
    let result = try PostalCodeValidator(country: "DE").validate("１０１１５")
    #expect(result.isValid)
    #expect(result.value == "10115")
    #expect(codes(result) == ["postal.folded"])
  }

  @Test func emptyAndUnusedCodes() throws {
    // libaddressinput GB has a zip; AE (United Arab Emirates) has none.
    let empty = try PostalCodeValidator(country: "GB").validate("  ")
    #expect(codes(empty) == ["postal.empty"])
    let ae = try PostalCodeValidator(country: "AE")
    #expect(!ae.region.hasPostalCodes)
    #expect(ae.validate("").isValid)
    let unused = ae.validate("12345")
    #expect(codes(unused) == ["postal.unused"])
    #expect(unused.issues[0].message == "AE has no postal codes; leave the field empty.")
  }

  @Test func aCodeOfAnotherSubdivisionNamesBoth() throws {
    // libaddressinput US sub_zips: CA `9[0-5]|96[01]`, NY `1[0-4]|06390|00501|00544`.
    let california = try PostalCodeValidator(country: "US", subdivision: "CA")
    #expect(california.validate("95014").isValid)
    #expect(california.validate("95014").postalCode?.subdivision == "CA")
    let newYork = california.validate("10001")
    #expect(!newYork.isValid)
    #expect(codes(newYork) == ["postal.subdivision"])
    #expect(newYork.issues[0].message == "10001 is a postal code of New York, not of California.")
    let nowhere = california.validate("00000")
    #expect(nowhere.issues.map(\.message) == ["00000 is not a postal code of California."])
    // Subdivisions by name, ISO 3166-2 code, any case.
    #expect(
      try PostalCodeValidator(country: "us", subdivision: "california").subdivision?.key == "CA")
    #expect(try PostalCodeValidator(country: "US", subdivision: "US-NY").subdivision?.key == "NY")
  }

  @Test func configurationErrors() {
    #expect(throws: ConfigurationError.self) { try PostalCodeValidator(country: nil) }
    do {
      _ = try PostalCodeValidator(country: "XY")
      Issue.record("XY accepted")
    } catch {
      #expect(error.code == "address.country-unknown")
    }
    do {
      _ = try PostalCodeValidator(country: "US", subdivision: "Atlantis")
      Issue.record("Atlantis accepted")
    } catch {
      #expect(error.code == "address.subdivision-unknown")
      #expect(error.localized(.german).message == "'Atlantis' ist kein Landesteil von US.")
    }
    do {
      _ = try PostalCodeValidator(country: "")
    } catch {
      #expect(error.code == "address.country-missing")
    }
  }
}
