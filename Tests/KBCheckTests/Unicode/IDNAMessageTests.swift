import KBCheck
import Testing

/// The UTS #46 error codes (`idna.`) take their messages from the
/// catalogue (issue 18), in English and German.
@Suite struct IDNAMessageTests {
  /// ``IDNAErrors/catalogue`` is the catalogue's idna family, in the same
  /// order as before, with the English templates.
  @Test func catalogueMatchesTheIssueCatalogue() {
    let entries = IssueCatalogue.all.filter { $0.family == .idna }
    #expect(Set(entries.map(\.code.rawValue)) == Set(IDNAErrors.catalogue.map(\.code)))
    for entry in IDNAErrors.catalogue {
      let info = IssueCatalogue.info(for: ValidationIssue.Code(rawValue: entry.code))
      #expect(info?.messages.map(\.template) == [entry.message])
      #expect(info?.severities == [.error])
    }
    #expect(IDNAErrors.catalogue.first?.code == "idna.empty-label")
    #expect(IDNAErrors.catalogue.first?.message == "A domain label is empty.")
  }

  /// A bidi-rule failure (RFC 5893 rule 1: a label with an RTL character
  /// must start with one) in both languages.
  @Test func bidiInGerman() {
    let errors = IDNA.toASCII("a\u{05D0}.com").errors
    #expect(errors.issues.map(\.code.rawValue) == ["idna.bidi"])
    #expect(
      errors.issues.map(\.message) == [
        "The domain mixes right-to-left and left-to-right text in a way the bidi rule forbids."
      ])
    #expect(
      errors.issues(in: .german).map(\.message) == [
        "Der Domainname mischt Text von rechts nach links und von links nach rechts auf eine Weise, die die Bidi-Regel verbietet."
      ])
    #expect(errors.issues(in: .german).map(\.code) == errors.issues.map(\.code))
  }
}
