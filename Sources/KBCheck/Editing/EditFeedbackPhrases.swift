/// The words of ``EditFeedback/summary(in:)`` around a change's message,
/// in each language of the catalogue.
struct EditFeedbackPhrases: Sendable {
  /// A keystroke refused with no reason given.
  let refused: String
  /// A paste refused whole: the reason.
  let pasteRefused: @Sendable (String) -> String
  /// A character folded to another: character, replacement.
  let became: @Sendable (String, String) -> String
  /// A character removed.
  let wasRemoved: @Sendable (String) -> String
  /// A character refused.
  let wasRefused: @Sendable (String) -> String
  /// How many more changes.
  let more: @Sendable (Int) -> String

  /// The phrases of a language.
  static func of(_ language: MessageLanguage) -> EditFeedbackPhrases {
    language == .german ? german : english
  }

  static let english = EditFeedbackPhrases(
    refused: "Refused.",
    pasteRefused: { "The paste was refused: \($0)" },
    became: { "\($0) became '\($1)'" },
    wasRemoved: { "\($0) was removed" },
    wasRefused: { "\($0) was refused" },
    more: { " (\($0) more)" })

  static let german = EditFeedbackPhrases(
    refused: "Abgelehnt.",
    pasteRefused: { "Das Einfügen wurde abgelehnt: \($0)" },
    became: { "\($0) wurde zu „\($1)“" },
    wasRemoved: { "\($0) wurde entfernt" },
    wasRefused: { "\($0) wurde abgelehnt" },
    more: { " (\($0) weitere)" })
}
