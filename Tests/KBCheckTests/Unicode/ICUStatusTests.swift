import KBCheck
import Testing

@Suite struct ICUStatusTests {
  @Test func namesAndFailure() {
    #expect(ICUStatus.bufferOverflow.name == "U_BUFFER_OVERFLOW_ERROR")
    #expect(ICUStatus.bufferOverflow.isFailure)
    #expect(ICUStatus(rawValue: 0).name == "U_ZERO_ERROR")
    #expect(!ICUStatus(rawValue: 0).isFailure)
    #expect(!ICUStatus(rawValue: -128).isFailure)  // U_USING_FALLBACK_WARNING
    #expect(ICUStatus(rawValue: 9).description == "U_PARSE_ERROR")
  }

  @Test func badLocaleTagsAreReported() {
    #expect(throws: ICUStatus.self) { try LocaleNumberFormat.canonicalLocale("de-x").get() }
    if case .success = LocaleNumberFormat.shared(locale: "de-x") {
      Issue.record("a malformed BCP 47 tag should not open a format")
    }
  }

  @Test func parseErrorsCarryTheStatus() throws {
    let format = try LocaleNumberFormat(locale: "en_US")
    switch format.parseDecimal("abc") {
    case .success(let parse): Issue.record("parsed \(parse.value)")
    case .failure(let status): #expect(status.name == "U_PARSE_ERROR")
    }
  }
}
