import Testing

@testable import KBCheck

/// Issue 34: a locale identifier ICU would only reach by falling back is a
/// `config.unknown-locale` error naming what was given and what ICU would
/// have used, never a silent switch to other separators. Rules: UTS #35
/// §3.2 (unicode_locale_id, canonical case: language lower, region upper),
/// RFC 5646 §2.1.1 (BCP 47 tags are case-insensitive), ISO 3166-1 regions.
@Suite struct LocaleFallbackTests {
  @Test(arguments: [
    ("en_ZZ", "en"),  // unknown region
    ("de_XX", "de"),  // unknown region
    ("en-ZZ", "en"),  // unknown region in a BCP 47 tag
    ("de_DE;foo=bar", "de"),  // trailing text ICU drops
    ("de\u{0}DE", "de"),  // NUL: C reads "de"
    ("DE_de", "de_DE"),  // swapped case order
    ("De_DE", "de_DE"),
    ("de_de", "de_DE"),
  ])
  func fallbackIsAnError(given: String, used: String) {
    do {
      _ = try LocaleNumberSymbols.shared(locale: given)
      Issue.record("\(given.debugDescription) was accepted")
    } catch {
      #expect(error.code == .configUnknownLocale)
      let shown = LocaleIdentifierCheck.shown(given)
      #expect(
        error.message
          == "'\(shown)' is not a locale ICU has; it would use '\(used)' instead. Give an ICU id such as de_DE (language in lower case, region in upper case) or a BCP 47 tag such as de-DE.",
        "\(error.message)")
    }
  }

  @Test(arguments: [
    "de_DE", "de-DE", "de-de", "de", "en_US", "fr_US", "es_419", "en_001", "sr_Latn_RS",
    "zh_Hant_TW", "ar_EG@numbers=latn", "de-DE-u-nu-arab", "en_US_POSIX", "de_CH", "pt_BR",
  ])
  func realLocalesAreAccepted(given: String) throws {
    _ = try LocaleNumberSymbols.shared(locale: given)
  }

  @Test func decimalPadAndGermanMessage() {
    do {
      _ = try DecimalPadValidator(locale: "en_ZZ")
      Issue.record("en_ZZ was accepted")
    } catch {
      #expect(
        error.localized(.german).message
          == "„en_ZZ“ ist kein Gebietsschema, das ICU kennt; ICU würde stattdessen „en“ verwenden. Geben Sie eine ICU-ID wie de_DE (Sprache klein, Region groß) oder ein BCP-47-Tag wie de-DE an."
      )
    }
  }
}
