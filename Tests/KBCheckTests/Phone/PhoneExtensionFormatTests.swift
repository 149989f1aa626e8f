import Testing

@testable import KBCheck

/// The extension in the written forms (real metadata). The national form
/// uses the territory's `preferredExtnPrefix` (PhoneNumberMetadata.xml: GB
/// ` x`), as libphonenumber's `maybeAppendFormattedExtension`; the
/// international form keeps ` ext. ` so that it parses back: libphonenumber's
/// `EXTN_PATTERNS_FOR_PARSING` reads at most 9 digits after `x`, 20 after `ext.`.
@Suite struct PhoneExtensionFormatTests {
  let plans = PhoneNumberingPlans.production

  @Test func nationalUsesThePreferredPrefix() throws {
    let number = try plans.parse("+44 20 7946 0958 ext. 123", defaultRegion: nil)
    #expect(plans.format(number, .national) == "020 7946 0958 x123")
    #expect(plans.format(number, .international) == "+44 20 7946 0958 ext. 123")
    #expect(plans.format(number, .rfc3966) == "tel:+44-20-7946-0958;ext=123")
  }

  @Test func internationalFormParsesBackWithALongExtension() throws {
    let number = try plans.parse("+44 20 7946 0958 ext. 123456789012345", defaultRegion: nil)
    #expect(number.extension == "123456789012345")
    let again = try plans.parse(plans.format(number, .international), defaultRegion: nil)
    #expect(again == number)
  }

  @Test func withoutAPreferredPrefix() throws {
    let number = try plans.parse("+1 201 555 0123 x12", defaultRegion: nil)
    #expect(plans.format(number, .national) == "(201) 555-0123 ext. 12")
  }
}
