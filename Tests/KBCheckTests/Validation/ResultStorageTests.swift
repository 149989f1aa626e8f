import Testing

@testable import KBCheck

/// A result whose value is its input holds the string once
/// (`ValidationResult.StoredInput.value`); setting either member must leave
/// the other as it was.
@Suite struct ResultStorageTests {
  static func canonical() -> ValidationResult {
    let result = EmailValidator(options: .form).validate("a@b.example")
    guard case .value = result.storedInput else {
      Issue.record("a canonical address should hold its input once")
      return result
    }
    return result
  }

  @Test func settingTheValueKeepsTheInput() {
    var result = Self.canonical()
    #expect(result.input == "a@b.example" && result.value == "a@b.example")
    result.value = "x@y.example"
    #expect(result.input == "a@b.example")
    #expect(result.value == "x@y.example")
    result.value = nil
    #expect(result.input == "a@b.example" && !result.isValid)
  }

  @Test func changingTheValueInPlaceKeepsTheInput() {
    var result = Self.canonical()
    result.value?.append("x")
    #expect(result.input == "a@b.example")
    #expect(result.value == "a@b.examplex")
  }

  @Test func settingTheInputKeepsTheValue() {
    var result = Self.canonical()
    result.input = "A@B.EXAMPLE"
    #expect(result.value == "a@b.example")
    #expect(result.input == "A@B.EXAMPLE")
  }

  @Test func equalToTheSameResultHeldTwice() {
    let once = Self.canonical()
    let twice = ValidationResult(
      input: "a@b.example", value: "a@b.example", issues: [], payload: once.payload)
    #expect(once == twice)
    #expect(once.hashValue == twice.hashValue)
    #expect(once.jsonText() == twice.jsonText())
  }
}
