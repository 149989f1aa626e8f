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

/// A valid URL's result holds its href once, as the value, and its record
/// as offsets (`ResultPayload.urlOfValue`): the record must stay the URL that
/// was parsed when the value is set, changed in place or masked.
@Suite struct URLResultStorageTests {
  static let input = "HTTPS://Example.COM/a/../b?q#f"

  static func parsed() -> ValidationResult {
    let result = URLValidator(options: .whatwg).validate(input)
    guard case .urlOfValue = result.payload else {
      Issue.record("a valid, non-canonical URL should hold its href once")
      return result
    }
    return result
  }

  @Test func theRecordIsTheHref() throws {
    let result = Self.parsed()
    let url = try #require(result.url)
    #expect(result.value == "https://example.com/b?q#f")
    #expect(url.href == result.value)
    #expect(url.host == "example.com" && url.pathname == "/b" && url.search == "?q")
    #expect(result.details.first?.key == "components")
  }

  @Test func settingTheValueKeepsTheRecord() throws {
    var result = Self.parsed()
    result.value = "x"
    #expect(try #require(result.url).href == "https://example.com/b?q#f")
    #expect(try #require(result.url).pathname == "/b")
    result.value?.append("yz")
    #expect(try #require(result.url).hash == "#f")
  }

  @Test func maskingKeepsTheRecordAndHidesTheValue() throws {
    let masked = Self.parsed().markedSecret(.everything).masked()
    #expect(masked.value != "https://example.com/b?q#f")
    #expect(!(masked.value ?? "").contains("example"))
    // The components are details, kept as for any secret result.
    let json = masked.jsonText(type: .keyboard(.URL), revealingSecrets: true)
    #expect(json.contains("\"pathname\":\"/b\""))
  }

  /// A secret's payload holds the record too: setting the value keeps it.
  @Test func settingTheValueOfASecretResultKeepsTheRecord() {
    var secret = Self.parsed().markedSecret(.everything)
    secret.value = "x"
    let json = secret.jsonText(type: .keyboard(.URL), revealingSecrets: true)
    #expect(json.contains("\"pathname\":\"/b\""))
    #expect(json.contains("\"value\":\"x\""))
  }

  @Test func equalResultsCompareEqualWhateverTheirPayloadForm() throws {
    let a = Self.parsed()
    var b = a
    b.value = a.value  // the record stands alone now (`.url`)
    guard case .url = b.payload else {
      Issue.record("setting the value should give the record its href")
      return
    }
    #expect(a == b)
  }
}
