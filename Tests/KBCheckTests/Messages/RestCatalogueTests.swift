import Testing

@testable import KBCheck

/// The catalogue entries of the codes still written as catalogue templates
/// (issue 18, "a test checks every code has both messages"): each English
/// message has a German one with the same placeholders, and each German key
/// has an English message. Typed families (``FamilyIssue``) need no such
/// check: their German switch is exhaustive.
@Suite struct RestCatalogueTests {
  static let foreign = ["email.", "idna.", "url.", "phone."]

  static func isOurs(_ code: ValidationIssue.Code) -> Bool {
    !foreign.contains { code.rawValue.hasPrefix($0) }
  }

  @Test func everyEnglishMessageHasGermanWithTheSamePlaceholders() {
    for info in IssueCatalogue.all where Self.isOurs(info.code) {
      // A typed family's messages render through its enum's German switch.
      for message in info.messages where message.sample == nil {
        let key = MessageKey(info.code, variant: message.variant)
        let german = MessageCatalogue.german.template(for: key)
        #expect(german != nil, "no German message for \(key)")
        #expect(
          Set(german?.argumentNames ?? []) == Set(MessageTemplate(message.template).argumentNames),
          "placeholders differ for \(key)")
      }
    }
  }

  @Test func everyGermanKeyHasEnglish() {
    for key in MessageCatalogue.german.keys where Self.isOurs(key.code) {
      #expect(MessageCatalogue.english.template(for: key) != nil, "no English message for \(key)")
    }
  }

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
