import Testing

@testable import KBCheck

/// A handful of libphonenumber's own expectations (PhoneNumberUtilTest.java,
/// which runs against PhoneNumberMetadataForTesting.xml) as a smoke test of
/// the generator's second set; the full port is the conformance harness.
@Suite struct PhoneTestingMetadataTests {
  let plans = PhoneNumberingPlans.testing

  @Test func argentinaMobileTransform() throws {
    // PhoneNumberUtilTest.testParseNumbersWithPlusWithNoRegion / testParseNationalNumberArgentina:
    // "0343 15 555 1212" in AR is +54 9 343 555 1212.
    #expect(try plans.parse("0343 15 555 1212", defaultRegion: "AR").e164 == "+5493435551212")
    #expect(try plans.parse("+54 9 343 555 1212", defaultRegion: "AR").e164 == "+5493435551212")
  }

  @Test func formats() throws {
    // PhoneNumberUtilTest.testFormatUSNumber, testFormatGBNumber, testFormatITNumber.
    let us = PhoneNumber(countryCode: 1, nationalNumber: 6_502_530_000)
    #expect(plans.format(us, .national) == "650 253 0000")
    #expect(plans.format(us, .international) == "+1 650 253 0000")
    let gb = PhoneNumber(countryCode: 44, nationalNumber: 7_912_345_678)
    #expect(plans.format(gb, .national) == "(07912) 345 678")
    #expect(plans.format(gb, .international) == "+44 7912 345 678")
    var it = PhoneNumber(countryCode: 39, nationalNumber: 236_618_300)
    it.italianLeadingZero = true
    #expect(plans.format(it, .national) == "02 3661 8300")
    #expect(plans.format(it, .international) == "+39 02 3661 8300")
    #expect(plans.format(it, .e164) == "+390236618300")
  }

  @Test func validity() throws {
    // PhoneNumberUtilTest.testIsValidNumber / testIsNotValidNumber.
    #expect(plans.isValid(PhoneNumber(countryCode: 1, nationalNumber: 6_502_530_000)))
    #expect(!plans.isValid(PhoneNumber(countryCode: 1, nationalNumber: 2_530_000)))
    #expect(plans.type(of: PhoneNumber(countryCode: 44, nationalNumber: 7_912_345_678)) == .mobile)
  }
}
