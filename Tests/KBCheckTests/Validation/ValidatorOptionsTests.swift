import Testing

@testable import KBCheck

/// Issue 25: every validator stores the options it was made from as one
/// `let options`, and beside it only what its initializer resolves from them.
@Suite struct ValidatorOptionsTests {
  @Test func phonePadKeepsItsOptionsAndResolvesTheRegion() throws {
    var options = PhonePadValidator.Options.lenient
    options.locale = "de_DE"
    options.vanity = true
    options.allowedRegions = ["de", "at"]
    let validator = try PhonePadValidator(options: options)
    #expect(validator.options == options)
    #expect(validator.regionFromLocale == "DE")
    #expect(validator.defaultRegionCode == "DE")
    #expect(validator.defaultRegion?.callingCode == 49)
    #expect(validator.allowedRegionCodes == ["DE", "AT"])

    var byCode = PhonePadValidator.Options.form
    byCode.defaultCallingCode = 44
    byCode.locale = "de_DE"  // a calling code given: the locale gives no region
    let uk = try PhonePadValidator(options: byCode)
    #expect(uk.options == byCode)
    #expect(uk.regionFromLocale == nil && uk.defaultRegionCode == nil)
    #expect(uk.defaultRegion?.callingCode == 44)
  }

  @Test func decimalPadKeepsItsOptionsAndResolvesTheSign() throws {
    let options = DecimalPadValidator.Options(maxFractionDigits: 2, trimWhitespace: false)
    let pad = try DecimalPadValidator(options: options, locale: "de_DE")
    #expect(pad.options == options && pad.keyboard == .decimalPad && pad.locale == "de_DE")
    #expect(!pad.signed)
    let signed = try DecimalPadValidator(keyboard: .numbersAndPunctuation, options: options)
    #expect(signed.options.signed == nil && signed.signed)
  }

  @Test func textKeepsItsOptionsAndResolvesTheHygiene() throws {
    let options = TextValidator.Options(minLength: 1, maxLength: 5, allowLineBreaks: true)
    let text = try TextValidator(keyboard: .twitter, options: options)
    #expect(text.options == options && text.keyboard == .twitter)
    #expect(text.hygiene.lineBreak == nil && text.hygiene.allowsJoinersInContext)
    let ascii = try TextValidator(keyboard: .asciiCapable)
    #expect(ascii.hygiene.lineBreak != nil && !ascii.hygiene.allowsJoinersInContext)
  }

  @Test func numberPadKeepsItsOptions() throws {
    let options = NumberPadValidator.Options(minLength: 4, maxLength: 6, luhn: true)
    let pad = try NumberPadValidator(keyboard: .asciiCapableNumberPad, options: options)
    #expect(pad.options == options && pad.keyboard == .asciiCapableNumberPad)
  }
}
