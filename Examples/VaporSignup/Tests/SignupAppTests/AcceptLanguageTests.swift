import Testing

@testable import SignupApp

/// Reading `Accept-Language` and choosing a request's locale.
@Suite struct AcceptLanguageTests {
  @Test(arguments: [
    ("de-DE,de;q=0.9", ["de-DE", "de"]),
    ("fr;q=0.5, en-GB;q=0.8", ["en-GB", "fr"]),
    ("en-US;q=0.7,de-CH;q=0.7", ["en-US", "de-CH"]),
    ("*, ar-EG;q=0.9", ["ar-EG"]),
    ("  pt-BR ; q=1 ", ["pt-BR"]),
    ("de;q=0, fr", ["fr"]),
    ("", []),
    ("<script>, en_US, -de, x;q=nan", ["x"]),
    (String(repeating: "a", count: 36), []),
    ("a,b,c,d,e,f,g,h,i,j", ["a", "b", "c", "d", "e", "f", "g", "h"]),
  ])
  func tags(_ header: String, _ expected: [String]) {
    #expect(AcceptLanguage.tags(from: header) == expected)
  }

  @Test func absentHeader() {
    #expect(AcceptLanguage.tags(from: nil) == [])
    #expect(RequestLocale.locale(acceptLanguage: nil) == "en_US")
  }

  @Test(arguments: [
    ("de-DE,de;q=0.9", "de_DE"),
    ("de-AT", "de_AT"),
    ("de-ZZ", "de"),
    ("xx-YY, fr-CH;q=0.5", "fr_CH"),
    ("xx", "en_US"),
    ("root", "en_US"),
    ("de-DE-x-private", "de_DE"),
    ("hi-IN-u-nu-deva", "hi_IN@numbers=deva"),
    ("hi-IN-u-nu-zzzz, hi;q=0.5", "hi"),
    ("ar-EG", "ar_EG"),
    ("a,b,c,d,e,f,g,h,de", "en_US"),
  ])
  func locale(_ header: String, _ expected: String) {
    #expect(RequestLocale.locale(acceptLanguage: header) == expected)
  }
}
