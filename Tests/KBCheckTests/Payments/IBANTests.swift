import Testing

@testable import KBCheck

/// IBANs (ISO 13616-1): every country of the compiled SWIFT registry
/// validates its example and refuses it with one digit changed; the cases of
/// python-stdnum's and schwifty's test files.
@Suite struct IBANTests {
  let validator = IBANValidator()

  @Test func registryHasItsCountries() {
    #expect(IBANRegistry.countries.count == 105)
    #expect(IBANRegistry.country("DE")?.length == 22)
    #expect(IBANRegistry.country("DE")?.bbanKinds.count == 18)
    for country in IBANRegistry.countries {
      // ISO 13616-1: the IBAN is the country code, two check digits and the BBAN.
      #expect(country.bbanKinds.count == country.length - 4, "\(country.code)")
    }
  }

  @Test func everyRegistryCountryValidatesItsExampleAndRefusesItWithOneDigitChanged() {
    var failing: [String] = []
    var covered = Set<String>()
    for (country, example, _) in IBANTestData.registryExamples {
      covered.insert(country)
      let result = validator.validate(example)
      if !result.isValid || result.iban?.country != country { failing.append(example) }
      // Change the last digit of the BBAN: MOD 97-10 detects every single
      // substitution (ISO/IEC 7064).
      var chars = Array(example)
      if let i = chars.lastIndex(where: \.isNumber), let d = chars[i].wholeNumberValue {
        chars[i] = Character(String((d + 1) % 10))
        if validator.validate(String(chars)).isValid { failing.append(String(chars)) }
      }
    }
    #expect(failing == [])
    #expect(IBANTestData.registryExamples.count == 102)
    // Skipped, with the reason in IBANTestData: GG, IM and JE use GB's IBANs.
    #expect(Set(IBANRegistry.countryCodes).subtracting(covered) == ["GG", "IM", "JE"])
  }

  @Test func stdnumValidSamples() {
    let failing = IBANTestData.stdnumValid.filter { !validator.validate($0).isValid }
    #expect(failing == [])
    #expect(IBANTestData.stdnumValid.count == 194)
  }

  @Test func stdnumInvalidSamples() {
    let invalid =
      IBANTestData.stdnumBrokenChecksum + IBANTestData.stdnumWrongLength
      + IBANTestData.stdnumWrongCharacters
    let accepted = invalid.filter { validator.validate($0).isValid }
    #expect(accepted == [])
    #expect(invalid.count == 19)
    // Skipped: python-stdnum's Spanish national check digits are not part
    // of ISO 13616; kbcheck checks the IBAN's own check digits only.
    #expect(IBANTestData.stdnumNationalChecksum.allSatisfy { validator.validate($0).isValid })
  }

  @Test func schwiftySamples() {
    // Skipped: SN is in schwifty's "experimental" list, not in the SWIFT
    // registry (left out of the compiled table); it is refused as iban.country.
    #expect(
      IBANTestData.schwiftyValid.filter { !validator.validate($0).isValid }
        == ["SN08 SN01 0015 2000 0485 0000 3035"])
    #expect(IBANTestData.schwiftyInvalid.filter { validator.validate($0).isValid } == [])
    #expect(IBANTestData.schwiftyValid.count == 80)
    #expect(IBANTestData.schwiftyInvalid.count == 12)
  }

  @Test func detailsGiveBothForms() throws {
    let result = validator.validate("gb29 nwbk 6016 1331 9268 19")
    #expect(result.value == "GB29NWBK60161331926819")
    let iban = try #require(result.iban)
    #expect(iban.printed == "GB29 NWBK 6016 1331 9268 19")
    #expect(iban.bankCode == "NWBK")
    #expect(iban.branchCode == "601613")
    #expect(iban.checkDigits == "29")
    #expect(iban.isSEPA)
  }

  @Test func issuesAreSpecific() throws {
    #expect(validator.validate("XX89370400440532013000").issues.map(\.code) == ["iban.country"])
    #expect(validator.validate("DE8937040044053201300").issues.map(\.code) == ["iban.length"])
    #expect(
      validator.validate("DE99370400440532013000").issues.map(\.code) == ["iban.check-digits"])
    #expect(validator.validate("DE99370400440532013000").issues.first?.range == 2..<4)
    let structure = validator.validate("DE89AA0400440532013000")
    #expect(structure.issues.map(\.code) == ["iban.structure"])
    #expect(structure.issues.first?.message == "Character 5 of an IBAN of DE must be a digit.")
    #expect(validator.validate("DEAA370400440532013000").issues.map(\.code) == ["iban.structure"])
    #expect(validator.validate("DE89_370400440532013000").issues.map(\.code) == ["iban.character"])
    #expect(validator.validate("").issues.map(\.code) == ["payment.empty"])
    let onlyDE = IBANValidator(options: try .init(settings: ["countries": "de,at"]))
    #expect(
      onlyDE.validate("GB29NWBK60161331926819").issues.map(\.code) == ["iban.country-not-accepted"])
    #expect(throws: ConfigurationError.self) {
      try IBANValidator.Options(settings: ["countries": "QQ"])
    }
  }
}
