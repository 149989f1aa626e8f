import Foundation
import Testing

@testable import KBCheck

/// libphonenumber's PhoneNumberUtilTest.java, ported as data by
/// `Scripts/phone/phone-tests-extract.py`, run against the testing metadata
/// (`PhoneNumberMetadataForTesting.xml`) as libphonenumber runs it.
/// Each test prints `passed/total` and every failing case; what the extractor
/// could not port is listed with its reason in `Fixtures/phone-tests/not-ported.json`.
@Suite(
  "libphonenumber PhoneNumberUtilTest (testing metadata)")
struct PhoneUtilConformanceTests {
  /// The exact pass counts of the merged engine: a change either way fails,
  /// so a fix raises the count here and a regression cannot hide.
  /// Every ported case passes since phone-3 (was parse 175/194: `+`
  /// followed by an international prefix, an invalid `phone-context`,
  /// full-width, comma-only and long extensions, `7777777#` after a number;
  /// format 69/70: the testing metadata's ` extn. ` extension prefix).
  enum Expected {
    static let parse: Int = 194
    static let validity: Int = 37
    static let possibility: Int = 15
    static let type: Int = 27
    static let format: Int = 70
    static let region: Int = 11
    static let countryCode: Int = 6
    static let example: Int = 6
  }

  let plans = PhoneNumberingPlans.testing

  private func finish(_ tally: PhoneConformanceTally, expected: Int, minimum: Int) {
    tally.report()
    #expect(tally.total >= minimum, "fewer cases than extracted: fixtures not read")
    if !tally.aboveThreshold {
      print(
        "phone conformance \(tally.name): below the 95 % goal (\(tally.passed)/\(tally.total)); the failing cases are listed above"
      )
    }
    let passed = tally.passed
    #expect(passed == expected, "\(tally.name) pass count changed")
  }

  struct ParseCase: Decodable {
    var id: String
    var input: String
    var defaultRegion: String?
    var expected: PhoneCaseNumber?
    var expectedError: String?
  }

  /// parse(text, region): the number's fields, or the ErrorType of NumberParseException.
  @Test func parse() throws {
    let cases = try PhoneConformanceFixtures.cases("parse", as: ParseCase.self)
    var tally = PhoneConformanceTally("parse")
    for c in cases {
      let input = "\(String(reflecting: c.input)) in \(c.defaultRegion ?? "nil")"
      do {
        let n = try plans.parse(c.input, defaultRegion: c.defaultRegion)
        let got = PhoneCaseNumber.describe(n)
        if let want = c.expected {
          let e = want.number
          let same =
            n.countryCode == e.countryCode && n.nationalNumber == e.nationalNumber
            && n.italianLeadingZero == e.italianLeadingZero
            && (!e.italianLeadingZero || n.numberOfLeadingZeros == e.numberOfLeadingZeros)
            && n.extension == e.extension
          tally.check(same, c.id, input: input, expected: want.description, actual: got)
        } else {
          tally.check(
            false, c.id, input: input, expected: "error \(c.expectedError ?? "?")", actual: got)
        }
      } catch {
        let want = c.expected.map(\.description) ?? "error \(c.expectedError ?? "?")"
        tally.check(
          c.expectedError == error.kind.rawValue, c.id, input: input, expected: want,
          actual: "error \(error.kind.rawValue) (\(error.message))")
      }
    }
    finish(tally, expected: Expected.parse, minimum: 190)
  }

  struct ValidityCase: Decodable {
    var id: String
    var number: PhoneCaseNumber
    var region: String?
    var expected: Bool
  }

  /// isValidNumber and isValidNumberForRegion.
  @Test func validity() throws {
    var tally = PhoneConformanceTally("validity")
    for c in try PhoneConformanceFixtures.cases("validity", as: ValidityCase.self) {
      let got =
        c.region.map { plans.isValid(c.number.number, forRegion: $0) }
        ?? plans.isValid(c.number.number)
      tally.check(
        got == c.expected, c.id, input: "\(c.number)\(c.region.map { " for \($0)" } ?? "")",
        expected: "\(c.expected)", actual: "\(got)")
    }
    finish(tally, expected: Expected.validity, minimum: 30)
  }

  struct PossibilityCase: Decodable {
    var id: String
    var number: PhoneCaseNumber
    var expected: String?
    var expectedPossible: Bool?
  }

  /// isPossibleNumberWithReason, and isPossibleNumber (true for isPossible and isPossibleLocalOnly).
  @Test func possibility() throws {
    var tally = PhoneConformanceTally("possibility")
    for c in try PhoneConformanceFixtures.cases("possibility", as: PossibilityCase.self) {
      let got = plans.possibility(c.number.number)
      if let want = c.expected {
        tally.check(
          got.rawValue == want, c.id, input: "\(c.number)", expected: want, actual: got.rawValue)
      } else if let want = c.expectedPossible {
        let possible = got == .isPossible || got == .isPossibleLocalOnly
        tally.check(
          possible == want, c.id, input: "\(c.number)", expected: "possible=\(want)",
          actual: got.rawValue)
      }
    }
    finish(tally, expected: Expected.possibility, minimum: 10)
  }

  struct TypeCase: Decodable {
    var id: String
    var number: PhoneCaseNumber
    var expected: String
  }

  /// getNumberType.
  @Test func numberType() throws {
    var tally = PhoneConformanceTally("type")
    for c in try PhoneConformanceFixtures.cases("type", as: TypeCase.self) {
      let got = plans.type(of: c.number.number)
      tally.check(
        got.rawValue == c.expected, c.id, input: "\(c.number)", expected: c.expected,
        actual: got.rawValue)
    }
    finish(tally, expected: Expected.type, minimum: 20)
  }

  struct FormatCase: Decodable {
    var id: String
    var number: PhoneCaseNumber
    var format: String
    var expected: String
  }

  /// format(number, E164 / INTERNATIONAL / NATIONAL / RFC3966).
  @Test func format() throws {
    var tally = PhoneConformanceTally("format")
    for c in try PhoneConformanceFixtures.cases("format", as: FormatCase.self) {
      guard let f = PhoneNumberFormat(rawValue: c.format) else {
        tally.check(
          false, c.id, input: c.format, expected: c.expected, actual: "unknown format name")
        continue
      }
      let got = plans.format(c.number.number, f)
      tally.check(
        got == c.expected, c.id, input: "\(c.number) as \(c.format)",
        expected: String(reflecting: c.expected),
        actual: String(reflecting: got))
    }
    finish(tally, expected: Expected.format, minimum: 60)
  }

  struct RegionCase: Decodable {
    var id: String
    var number: PhoneCaseNumber?
    var countryCode: Int?
    var expected: String?
  }

  /// getRegionCodeForNumber and getRegionCodeForCountryCode ("ZZ" when unknown, as libphonenumber).
  @Test func region() throws {
    var tally = PhoneConformanceTally("region")
    for c in try PhoneConformanceFixtures.cases("region", as: RegionCase.self) {
      let got: String
      let input: String
      if let n = c.number {
        got = plans.region(of: n.number) ?? "ZZ"
        input = "\(n)"
      } else {
        got = c.countryCode.flatMap { plans.regions(forCountryCode: $0).first } ?? "ZZ"
        input = "cc=\(c.countryCode ?? -1)"
      }
      tally.check(
        got == (c.expected ?? "ZZ"), c.id, input: input, expected: c.expected ?? "ZZ", actual: got)
    }
    finish(tally, expected: Expected.region, minimum: 8)
  }

  struct CountryCodeCase: Decodable {
    var id: String
    var region: String?
    var expected: Int
  }

  /// getCountryCodeForRegion (0 when unknown, as libphonenumber).
  @Test func countryCode() throws {
    var tally = PhoneConformanceTally("countryCode")
    for c in try PhoneConformanceFixtures.cases("countryCode", as: CountryCodeCase.self) {
      let got = c.region.flatMap { plans.countryCode(forRegion: $0) } ?? 0
      tally.check(
        got == c.expected, c.id, input: c.region ?? "nil", expected: "\(c.expected)",
        actual: "\(got)")
    }
    finish(tally, expected: Expected.countryCode, minimum: 5)
  }

  struct ExampleCase: Decodable {
    var id: String
    var region: String
    var type: String
    var expected: PhoneCaseNumber?
  }

  /// getExampleNumber / getExampleNumberForType on the testing metadata (nil expected where it has none).
  @Test func exampleNumber() throws {
    var tally = PhoneConformanceTally("example")
    for c in try PhoneConformanceFixtures.cases("example", as: ExampleCase.self) {
      guard let type = PhoneNumberType(rawValue: c.type) else {
        tally.check(false, c.id, input: c.type, expected: "a type", actual: "unknown type name")
        continue
      }
      let got = plans.exampleNumber(region: c.region, type: type)
      tally.check(
        got?.e164 == c.expected?.number.e164, c.id, input: "\(c.region) \(c.type)",
        expected: c.expected?.description ?? "nil",
        actual: got.map(PhoneCaseNumber.describe) ?? "nil")
    }
    finish(tally, expected: Expected.example, minimum: 5)
  }
}
