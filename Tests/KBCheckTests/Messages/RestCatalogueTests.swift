import Testing

@testable import KBCheck

/// Messages of the families once written as catalogue templates (text,
/// number, decimal, filter, form), now typed: the English and German
/// renderings of cases whose wording depends on their arguments.
@Suite struct RestCatalogueTests {
  /// The URL validator's character warnings add how the URL Standard
  /// treats the character, in both languages.
  @Test func characterWarningOfTheURLValidator() {
    let tab = ValidationIssue(TextIssue.character(.tab, "\t", .urlWarning), at: 0)
    #expect(tab.code == .textControl && tab.severity == .warning)
    #expect(
      tab.message
        == "Tabs are accepted here but easy to miss; check this one: U+0009 <control-0009>. The URL Standard percent-encodes it in a path, query or fragment and drops or refuses it in a host."
    )
    #expect(
      tab.localized(.german).message
        == "Tabulatoren sind hier zulässig, aber leicht zu übersehen; prüfen Sie diese Stelle: U+0009 <control-0009>. Der URL-Standard kodiert es in Pfad, Abfrage oder Fragment mit Prozentzeichen und entfernt oder verweigert es im Host."
    )
  }
}
