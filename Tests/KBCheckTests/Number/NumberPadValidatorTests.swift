import KBCheck
import Testing

@Suite struct NumberPadValidatorTests {
  static func validate(
    _ input: String, _ keyboard: KeyboardType = .numberPad, _ options: [String: String] = [:]
  ) throws -> ValidationResult {
    try keyboard.validate(input, context: ValidationContext(options: options))
  }

  @Test(arguments: [
    ("0123", "0123"),
    ("\u{0660}\u{0661}\u{0662}\u{0663}", "0123"),  // Arabic-Indic
    ("\u{06F0}\u{06F4}\u{06F5}", "045"),  // Persian
    ("\u{0966}\u{0967}\u{0968}", "012"),  // Devanagari
    ("\u{FF10}\u{FF17}", "07"),  // full-width
    ("\u{09E6}\u{09E7}", "01"),  // Bengali
    ("000000", "000000"),
    (String(repeating: "9", count: 40), String(repeating: "9", count: 40)),
  ])
  func digitsOfEveryScriptFoldToASCII(input: String, value: String) throws {
    let result = try Self.validate(input)
    #expect(result.value == value)
    #expect(result.isValid)
  }

  @Test func nonDigitsReportedByPosition() throws {
    let result = try Self.validate("12-3 4")
    #expect(!result.isValid)
    #expect(result.issues.map(\.code) == [.numberNotADigit, .numberNotADigit])
    #expect(result.issues.map(\.range) == [2..<3, 4..<5])
  }

  @Test func asciiCapableRefusesOtherDigits() throws {
    let result = try Self.validate("1\u{0662}3\u{FF14}x", .asciiCapableNumberPad)
    #expect(!result.isValid)
    #expect(
      result.issues.map(\.code) == [.numberNotASCIIDigit, .numberNotASCIIDigit, .numberNotADigit])
    #expect(result.issues.map(\.range.lowerBound) == [1, 3, 4])
    #expect(try Self.validate("0042", .asciiCapableNumberPad).value == "0042")
  }

  @Test func mixedScriptsWarn() throws {
    let result = try Self.validate("12\u{0663}")
    #expect(result.value == "123")
    #expect(result.issues.map(\.code) == [.numberMixedDigits])
    #expect(result.issues.first?.severity == .warning)
  }

  @Test func empty() throws {
    #expect(try Self.validate("").issues.map(\.code) == [.inputEmpty])
  }

  @Test func lengths() throws {
    #expect(
      try Self.validate("123", .numberPad, ["length": "4"]).issues.map(\.code) == [.numberTooShort])
    #expect(
      try Self.validate("12345", .numberPad, ["length": "4"]).issues.map(\.code) == [.numberTooLong]
    )
    #expect(
      try Self.validate("\u{0661}\u{0662}\u{0663}\u{0664}", .numberPad, ["length": "4"]).value
        == "1234")
    #expect(
      try Self.validate("12", .numberPad, ["minLength": "3", "maxLength": "5"]).isValid == false)
    #expect(try Self.validate("12345", .numberPad, ["minLength": "3", "maxLength": "5"]).isValid)
    #expect(throws: ConfigurationError.self) {
      try Self.validate("1", .numberPad, ["minLength": "5", "maxLength": "3"])
    }
    #expect(throws: ConfigurationError.self) {
      try Self.validate("1", .numberPad, ["length": "4", "maxLength": "3"])
    }
    #expect(throws: ConfigurationError.self) {
      try Self.validate("1", .numberPad, ["length": "four"])
    }
  }

  @Test(arguments: [
    ("4111111111111111", true), ("4111111111111112", false), ("79927398713", true),
    ("79927398710", false), ("490154203237518", true), ("0", false),
    (
      "\u{0667}\u{0669}\u{0669}\u{0662}\u{0667}\u{0663}\u{0669}\u{0668}\u{0667}\u{0661}\u{0663}",
      true
    ),
  ])
  func luhn(input: String, valid: Bool) throws {
    let result = try Self.validate(input, .numberPad, ["luhn": "true"])
    #expect(result.isValid == valid, "\(result.issues)")
  }
}
