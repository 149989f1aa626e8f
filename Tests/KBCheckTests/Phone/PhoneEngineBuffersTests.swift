import Testing

@testable import KBCheck

/// The engine's allocation-free helpers (phonespeed-3) give the same values
/// as the string-building code they replaced. Sources: libphonenumber's
/// `PhoneNumberUtil` (`getNationalSignificantNumber`, E.164 = `+` + country
/// code + NSN; `EXTN_PATTERNS_FOR_PARSING`; `extractPossibleNumber`'s
/// `SECOND_NUMBER_START_PATTERN` `[\\/] *x`).
@Suite struct PhoneEngineBuffersTests {
  @Test(arguments: [
    (PhoneNumber(countryCode: 1, nationalNumber: 2_015_550_123), "2015550123", "+12015550123"),
    // Italian leading zeros (libphonenumber's ITALIAN_LEADING_ZERO examples).
    (
      PhoneNumber(
        countryCode: 39, nationalNumber: 612_345_678, italianLeadingZero: true), "0612345678",
      "+390612345678"
    ),
    (
      PhoneNumber(
        countryCode: 800, nationalNumber: 1, italianLeadingZero: true, numberOfLeadingZeros: 3),
      "0001", "+8000001"
    ),
    // Leading zeros counted only when flagged.
    (
      PhoneNumber(countryCode: 44, nationalNumber: 7, numberOfLeadingZeros: 4), "7", "+447"
    ),
    (PhoneNumber(countryCode: 7, nationalNumber: 0), "0", "+70"),
    (
      PhoneNumber(countryCode: 1, nationalNumber: UInt64.max), "18446744073709551615",
      "+118446744073709551615"
    ),
    // A negative code (never parsed, but constructible) keeps the old text.
    (PhoneNumber(countryCode: -1, nationalNumber: 5), "5", "+-15"),
  ])
  func digitsAndE164(_ number: PhoneNumber, _ nsn: String, _ e164: String) {
    #expect(number.nationalSignificantNumber == nsn)
    #expect(number.e164 == e164)
    #expect(number.nsnDigits == nsn.utf8.map { $0 - 0x30 })
    #expect(PhoneNumberingPlans.production.format(number, .e164) == e164)
  }

  @Test(arguments: [
    ("+1 201 555 0123 EXT. 12", "+1 201 555 0123", "12"),
    ("+1 201 555 0123 extensio\u{301}n 5", "+1 201 555 0123", "5"),
    ("+1 201 555 0123 Extensión: 5", "+1 201 555 0123", "5"),
    ("+7 495 123 45 67 доб. 7", "+7 495 123 45 67", "7"),
    ("+7 495 123 45 67 ДОБ 7", "+7 495 123 45 67", "7"),
    ("+1 201 555 0123 ｅｘｔ 1", "+1 201 555 0123", "1"),
    ("+1 201 555 0123 x12", "+1 201 555 0123", "12"),
    ("+1 201 555 0123;ext=7", "+1 201 555 0123", "7"),
    ("+1 201 555 0123,, 123", "+1 201 555 0123", "123"),
    ("+1 201 555 0123 - 12#", "+1 201 555 0123", "12"),
    ("+1 201 555 0123 int ٤٥", "+1 201 555 0123", "45"),
  ])
  func extensions(_ input: String, _ number: String, _ ext: String) {
    var text = input
    #expect(PhoneNumberParser.stripExtension(&text) == ext)
    #expect(text == number)
  }

  @Test(arguments: [
    "+1 201 555 0123", "+1 201 555 0123 ext", "+1 201 555 0123 then 5", "abc 12",
    "+1 201 555 0123 x 1234567890",
  ])
  func noExtension(_ input: String) {
    var text = input
    #expect(PhoneNumberParser.stripExtension(&text) == nil)
    #expect(text == input)
  }

  @Test(arguments: [
    ("Tel: +1 201 555 0123.", "+1 201 555 0123"),
    ("+1 201 555 0123", "+1 201 555 0123"),
    ("(201) 555-0123 / x 5", "201) 555-0123 "),
    ("call ٠١٢٣ now!", "٠١٢٣ now"),
    ("no digits", ""),
  ])
  func possibleNumber(_ input: String, _ expected: String) {
    #expect(PhoneNumberParser.extractPossibleNumber(input) == expected)
  }
}
