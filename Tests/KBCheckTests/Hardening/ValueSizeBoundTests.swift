import Testing

@testable import KBCheck

/// Issue 34: every validator refuses a value over
/// `ValidationResult.maxValueBytes` (1 MiB of UTF-8) at once with
/// `input.too-long` (variant `value`), instead of seconds of work and a
/// gigabyte of memory for a 100 MB value; a value at the bound is read as
/// usual. (The scaling table from 1 KB to 100 MB is in
/// docs/hostile-input.md.)
@Suite struct ValueSizeBoundTests {
  static let keyboards: [KeyboardType] = KeyboardType.allCases

  @Test(arguments: keyboards)
  func overTheBoundIsRefusedUnread(keyboard: KeyboardType) throws {
    let validator = try keyboard.validator()
    let huge = String(repeating: "1", count: ValidationResult.maxValueBytes + 1)
    let result = validator.validate(huge)
    #expect(!result.isValid)
    #expect(result.issues.map(\.code) == [.inputTooLong], "\(keyboard)")
    #expect(
      result.issues.first?.message
        == "The value is 1048577 bytes long; a value has at most 1048576 bytes (ValidationResult.maxValueBytes)."
    )
  }

  @Test(arguments: keyboards)
  func atTheBoundIsRead(keyboard: KeyboardType) throws {
    let validator = try keyboard.validator()
    let big = String(repeating: "1", count: ValidationResult.maxValueBytes)
    let result = validator.validate(big)
    #expect(
      !result.issues.contains {
        $0.code == .inputTooLong && $0.message.contains("1048576 bytes long")
      })
  }

  @Test func pickerAndGerman() {
    let picker = PickerValidator(choices: ["a"])
    let result = picker.validate(String(repeating: "ä", count: ValidationResult.maxValueBytes))
    #expect(result.issues.map(\.code) == [.inputTooLong])
    #expect(
      result.localized(.german).issues.first?.message
        == "Der Wert ist 2097152 Bytes lang; ein Wert hat höchstens 1048576 Bytes (ValidationResult.maxValueBytes)."
    )
  }

  @Test func formFieldsGetTheBoundToo() throws {
    let schema = FormSchema(fields: [FormField(name: "note", type: "default")])
    let body =
      "{\"note\":\"" + String(repeating: "x", count: ValidationResult.maxValueBytes + 1) + "\"}"
    let report = schema.validate(json: body)
    #expect(report[field: "note"]?.issues.map(\.code) == [.inputTooLong])
  }
}
