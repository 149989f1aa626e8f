import Testing

@testable import KBCheck

/// Focused tests of the compiled plans (the ported libphonenumber suites
/// live in the conformance harness). Expectations name their source:
/// PhoneNumberMetadata.xml v9.0.35 rows or libphonenumber's
/// PhoneNumberUtilTest.java (against the testing metadata).
@Suite struct PhoneNumberingPlansTests {
  let plans = PhoneNumberingPlans.production

  @Test func metadataVersion() {
    #expect(plans.metadataVersion.hasPrefix("libphonenumber v9.0.35"))
    #expect(PhoneNumberingPlans.testing.metadataVersion == plans.metadataVersion)
  }

  @Test func sharedCountryCodes() {
    #expect(plans.regions(forCountryCode: 1).first == "US")
    #expect(plans.regions(forCountryCode: 1).contains("CA"))
    #expect(plans.regions(forCountryCode: 44).first == "GB")
    #expect(plans.regions(forCountryCode: 7).first == "RU")
    #expect(plans.regions(forCountryCode: 800) == ["001"])
    #expect(plans.countryCode(forRegion: "de") == 49)
    #expect(plans.regions(forCountryCode: 999).isEmpty)
  }

  /// Parse expectations: (input, default region, E.164).
  @Test(
    arguments: [
      ("+1 201-555-0123", nil, "+12015550123"),
      ("(201) 555-0123", "US", "+12015550123"),
      ("1 201 555 0123", "US", "+12015550123"),  // US nationalPrefix 1
      ("011 44 20 7946 0958", "US", "+442079460958"),  // US internationalPrefix 011
      ("+44 (0)20 7946 0958", nil, "+442079460958"),  // GB nationalPrefix 0 after +44
      ("+39 06 1234 5678", nil, "+390612345678"),  // IT: no national prefix, leading 0 kept
      ("030 1234567", "DE", "+49301234567"),
      ("0341 15-555-1234", "AR", "+5493415551234"),  // AR nationalPrefixForParsing + transform 9$1
      ("tel:+1-201-555-0123;ext=45", nil, "+12015550123"),
      ("tel:555-0123;phone-context=+1-201", nil, "+12015550123"),
      (
        "+\u{0662}\u{0660} \u{0661}\u{0660}\u{0660} \u{0661}\u{0662}\u{0663} \u{0664}\u{0665}\u{0666}\u{0667}",
        nil,
        "+201001234567"
      ),
    ] as [(String, String?, String)])
  func parses(_ input: String, _ region: String?, _ e164: String) throws {
    let number = try plans.parse(input, defaultRegion: region)
    #expect(number.e164 == e164)
  }

  @Test func italianLeadingZero() throws {
    let n = try plans.parse("+39 06 1234 5678", defaultRegion: nil)
    #expect(n.italianLeadingZero)
    #expect(n.nationalNumber == 612_345_678)
    #expect(n.nationalSignificantNumber == "0612345678")
  }

  @Test(arguments: [
    ("+1 201-555-0123 ext. 45", "45"), ("+1 201-555-0123 x45", "45"),
    ("+1 201-555-0123;ext=45", "45"),
    ("+1 201-555-0123 #45", "45"), ("+1 201-555-0123 extension 45", "45"),
  ])
  func extensions(_ input: String, _ ext: String) throws {
    let n = try plans.parse(input, defaultRegion: nil)
    #expect(n.extension == ext)
    #expect(n.e164 == "+12015550123")
  }

  @Test(
    arguments: [
      ("", PhoneParseError.Kind.notANumber), ("abc", .notANumber),
      ("+0 12345", .invalidCountryCode),
      ("2015550123", .invalidCountryCode), ("+12", .notANumber),
      (String(repeating: "1", count: 251), .tooLong),
    ] as [(String, PhoneParseError.Kind)])
  func parseErrors(_ input: String, _ kind: PhoneParseError.Kind) {
    #expect(throws: PhoneParseError.self) { try plans.parse(input, defaultRegion: nil) }
    do {
      _ = try plans.parse(input, defaultRegion: nil)
    } catch {
      #expect(error.kind == kind)
    }
  }

  @Test func tooShortAfterIDD() {
    do {
      _ = try plans.parse("011 12", defaultRegion: "US")
      Issue.record("parsed")
    } catch {
      #expect(error.kind == .tooShortAfterIDD)
    }
  }

  /// Validity and region for shared codes (PhoneNumberMetadata.xml: NANP
  /// area codes never start with 0 or 1; 416 is a CA area code).
  @Test func validityAndRegion() throws {
    let us = try plans.parse("+1 201 555 0123", defaultRegion: nil)
    #expect(plans.isValid(us))
    #expect(plans.region(of: us) == "US")
    let ca = try plans.parse("+1 416 555 0123", defaultRegion: nil)
    #expect(plans.region(of: ca) == "CA")
    #expect(plans.isValid(ca, forRegion: "CA"))
    #expect(!plans.isValid(ca, forRegion: "US"))
    let bad = try plans.parse("+1 123 555 0123", defaultRegion: nil)
    #expect(!plans.isValid(bad))
    let short = try plans.parse("+1 2015", defaultRegion: nil)
    #expect(plans.possibility(short) == .tooShort)
    #expect(
      plans.possibility(try plans.parse("+1 555 0123", defaultRegion: nil)) == .isPossibleLocalOnly)
    #expect(
      plans.possibility(try plans.parse("+1 201 555 01234567", defaultRegion: nil)) == .tooLong)
  }

  @Test func types() throws {
    #expect(plans.type(of: try plans.parse("+44 7400 123456", defaultRegion: nil)) == .mobile)
    #expect(plans.type(of: try plans.parse("+44 20 7946 0958", defaultRegion: nil)) == .fixedLine)
    #expect(
      plans.type(of: try plans.parse("+1 201 555 0123", defaultRegion: nil)) == .fixedLineOrMobile)
    #expect(plans.type(of: try plans.parse("+1 800 253 0000", defaultRegion: nil)) == .tollFree)
  }

  @Test func formats() throws {
    let us = try plans.parse("2015550123", defaultRegion: "US")
    #expect(plans.format(us, .e164) == "+12015550123")
    #expect(plans.format(us, .national) == "(201) 555-0123")
    #expect(plans.format(us, .international) == "+1 201-555-0123")
    #expect(plans.format(us, .rfc3966) == "tel:+1-201-555-0123")
    let gb = try plans.parse("+44 20 7946 0958", defaultRegion: nil)
    #expect(plans.format(gb, .national) == "020 7946 0958")
    #expect(plans.format(gb, .international) == "+44 20 7946 0958")
    let ar = try plans.parse("0341 15-555-1234", defaultRegion: "AR")
    #expect(plans.format(ar, .international) == "+54 9 341 555-1234")
  }

  /// Every example number of the metadata parses back to itself, is valid
  /// and has its type (libphonenumber's ExampleNumbersTest, real metadata).
  @Test func exampleNumbersAreValid() throws {
    var failures: [String] = []
    var checked = 0
    for region in plans.supportedRegions {
      for type in PhoneNumberType.allCases where type != .unknown && type != .fixedLineOrMobile {
        guard let n = plans.exampleNumber(region: region, type: type) else { continue }
        checked += 1
        let got = plans.type(of: n)
        let ok =
          got == type || (got == .fixedLineOrMobile && (type == .fixedLine || type == .mobile))
        if !plans.isValid(n, forRegion: region) || !ok {
          failures.append("\(region) \(type) \(n.e164) → \(got)")
        }
      }
    }
    #expect(checked > 1000)
    #expect(failures == [], "\(failures.count) of \(checked)")
  }
}
