import Testing

@testable import KBCheck

/// Picker matching: exact after NFC, optionally case-insensitive, the
/// option's own spelling as the value.
@Suite struct PickerValidatorTests {
  let picker = PickerValidator(choices: ["GraphQL", "Swift", "Vapor", "Café"])

  @Test func exactMatchGivesTheOption() {
    let result = picker.validate("Swift")
    #expect(result.isValid)
    #expect(result.value == "Swift")
    #expect(result.detail("index") == .int(1))
  }

  @Test func matchingIsAfterNFC() {
    #expect(picker.validate("Cafe\u{301}").value == "Café")
  }

  @Test func caseMattersUnlessAskedNot() {
    #expect(!picker.validate("swift").isValid)
    #expect(picker.validate("swift").issues.first?.code == .pickerNotAnOption)
    let loose = PickerValidator(choices: picker.choices, caseInsensitive: true)
    #expect(loose.validate("SWIFT").value == "Swift")
    #expect(loose.validate("graphql").value == "GraphQL")
    #expect(loose.validate("CAFE\u{301}").value == "Café")
  }

  @Test func emptyAndUnknown() {
    #expect(picker.validate("").issues.first?.code == .inputEmpty)
    let result = picker.validate("Rust")
    #expect(!result.isValid)
    #expect(result.issues.first?.message.contains("GraphQL, Swift, Vapor, Café") == true)
    #expect(!picker.validate(" Swift").isValid)
  }

  /// The string adapter (`choices` and `caseInsensitive` settings).
  @Test func settingsOptions() throws {
    let settings = ["choices": "a, b", "caseInsensitive": "yes"]
    let fromSettings = try PickerValidator(choices: ["Z"], settings: settings)
    #expect(fromSettings.choices == ["Z", "a", "b"])
    #expect(fromSettings.validate("A").value == "a")
    #expect(throws: ConfigurationError.self) {
      try PickerValidator(settings: [:])
    }
    #expect(throws: ConfigurationError.self) {
      try PickerValidator(choices: ["a"], settings: ["x": "1"])
    }
  }
}
