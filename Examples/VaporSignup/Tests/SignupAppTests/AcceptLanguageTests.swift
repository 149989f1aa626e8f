import Testing

@testable import SignupApp

/// Choosing a request's locale from `Accept-Language`.
@Suite struct AcceptLanguageTests {
  @Test(arguments: [
    ("de-DE,de;q=0.9", "de_DE"),
    ("de-DE", "de_DE"),
    ("fr;q=0.5, en-GB;q=0.8", "en_GB"),
    ("en-US;q=0.7,de-CH;q=0.7", "en_US"),
    ("*, ar-EG;q=0.9", "ar_EG"),
    ("  pt-BR ; q=1 ", "pt_BR"),
    ("hi-IN-u-nu-deva", "hi_IN_u_nu_deva"),
  ])
  func picks(_ header: String, _ expected: String) {
    #expect(AcceptLanguage.locale(from: header) == expected)
  }

  @Test(arguments: ["", "*", "de;q=0", "<script>", "en_US", "-de", String(repeating: "a", count: 36)])
  func rejects(_ header: String) {
    #expect(AcceptLanguage.locale(from: header) == nil)
  }

  @Test func absentHeader() {
    #expect(AcceptLanguage.locale(from: nil) == nil)
  }
}
