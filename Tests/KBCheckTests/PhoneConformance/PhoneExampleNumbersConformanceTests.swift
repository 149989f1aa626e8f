import Foundation
import Testing

@testable import KBCheck

/// libphonenumber's ExampleNumbersTest.java (`checkNumbersValidAndCorrectType`) over
/// the REAL metadata: every region's example number of every type is valid and has
/// that type (fixedLine and mobile also accept fixedLineOrMobile, as the Java test).
/// Cases: `Fixtures/phone-tests/exampleNumbers.json`, from PhoneNumberMetadata.xml.
@Suite(
  "libphonenumber ExampleNumbersTest (production metadata)")
struct PhoneExampleNumbersConformanceTests {
  /// The exact pass counts of the merged engine (every example number of
  /// every region and type).
  static let expectedValidAndTyped: Int = 1144
  static let expectedRoundTrip: Int = 1144

  struct Case: Decodable {
    var id: String
    var region: String
    var countryCode: Int
    var type: String
    var nationalSignificantNumber: String
    var acceptedTypes: [String]
  }

  static func number(_ c: Case) -> PhoneNumber {
    let zeros = c.nationalSignificantNumber.prefix { $0 == "0" }.count
    return PhoneNumber(
      countryCode: c.countryCode, nationalNumber: UInt64(c.nationalSignificantNumber) ?? 0,
      italianLeadingZero: zeros > 0, numberOfLeadingZeros: max(zeros, 1))
  }

  /// Valid, of the right type, and valid for its region (the ExampleNumbersTest check).
  @Test func validAndTyped() throws {
    let plans = PhoneNumberingPlans.production
    let cases = try PhoneConformanceFixtures.cases("exampleNumbers", as: Case.self)
    var tally = PhoneConformanceTally("exampleNumbers valid+type")
    for c in cases {
      let n = Self.number(c)
      let valid = plans.isValid(n)
      let type = plans.type(of: n)
      let forRegion = c.region == "001" || plans.isValid(n, forRegion: c.region)
      tally.check(
        valid && forRegion && c.acceptedTypes.contains(type.rawValue), c.id, input: n.e164,
        expected: "valid in \(c.region), \(c.acceptedTypes.joined(separator: "|"))",
        actual: "valid=\(valid) forRegion=\(forRegion) type=\(type.rawValue)")
    }
    tally.report()
    #expect(cases.count >= 1000, "fewer cases than extracted: fixtures not read")
    let above = tally.aboveThreshold
    #expect(above, "\(tally.name): \(tally.passed)/\(tally.total) is not above 95 %")
    let passed = tally.passed
    #expect(passed == Self.expectedValidAndTyped)
  }

  /// The example number comes back from exampleNumber(region:type:), and its E.164
  /// and national format parse back to the same number (kbcheck's own round trip).
  @Test func roundTrip() throws {
    let plans = PhoneNumberingPlans.production
    let cases = try PhoneConformanceFixtures.cases("exampleNumbers", as: Case.self)
    var tally = PhoneConformanceTally("exampleNumbers round trip")
    for c in cases {
      let n = Self.number(c)
      let type = PhoneNumberType(rawValue: c.type) ?? .unknown
      let example = c.region == "001" ? n : plans.exampleNumber(region: c.region, type: type)
      let fromE164 = try? plans.parse(plans.format(n, .e164), defaultRegion: nil)
      let region = c.region == "001" ? nil : c.region
      let national = plans.format(n, .national)
      let fromNational = region == nil ? n : try? plans.parse(national, defaultRegion: region)
      tally.check(
        example?.e164 == n.e164 && fromE164?.e164 == n.e164 && fromNational?.e164 == n.e164, c.id,
        input: "\(n.e164) national \(String(reflecting: national))",
        expected: n.e164,
        actual:
          "example=\(example?.e164 ?? "nil") e164→\(fromE164?.e164 ?? "error") national→\(fromNational?.e164 ?? "error")"
      )
    }
    tally.report()
    let above = tally.aboveThreshold
    #expect(above, "\(tally.name): \(tally.passed)/\(tally.total) is not above 95 %")
    let passed = tally.passed
    #expect(passed == Self.expectedRoundTrip)
  }
}
