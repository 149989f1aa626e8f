import ArgumentParser
import KBCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--lang`: the language of the messages; without it, `LC_ALL`,
/// `LC_MESSAGES` or `LANG` decide, and English when they name a language
/// kbcheck has no catalogue for. Codes and JSON keys never change.
struct LanguageOption: ParsableArguments {
  @Option(
    name: .customLong("lang"),
    help: ArgumentHelp(
      "The language of messages: \(MessageLanguage.allCases.map(\.identifier).joined(separator: ", ")) (default: from LC_ALL, LC_MESSAGES or LANG, else en).",
      valueName: "language"),
    completion: Completions.languages)
  var given: String?

  mutating func validate() throws {
    if let given, MessageLanguage(identifier: given) == nil {
      let known = MessageLanguage.allCases.map(\.identifier).joined(separator: ", ")
      let suggestions = Self.suggestions(for: given)
      throw ValidationError(
        suggestions.isEmpty
          ? "Unknown language '\(TerminalText.safe(given))' for --lang; known: \(known)."
          : "Unknown language '\(TerminalText.safe(given))' for --lang.\(TypeNames.didYouMean(suggestions)) Known: \(known)."
      )
    }
  }

  /// The names a language is looked for by in a "did you mean": its
  /// identifier and its English and native names.
  private static let names: [(name: String, language: MessageLanguage)] = [
    ("en", .english), ("english", .english),
    ("de", .german), ("german", .german), ("deutsch", .german),
  ]

  /// The identifiers of the languages whose names are closest to `given`
  /// (`dee` gives `de`, `englsh` gives `en`).
  static func suggestions(for given: String) -> [String] {
    var seen: Set<String> = []
    return NameSuggestion.closest(to: given, among: names.map(\.name), limit: .max)
      .compactMap { name in names.first { $0.name == name }?.language.identifier }
      .filter { seen.insert($0).inserted }
  }

  /// The language: `--lang`, else the environment's.
  var language: MessageLanguage {
    if let given, let language = MessageLanguage(identifier: given) { return language }
    var environment: [String: String] = [:]
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return MessageLanguage.fromEnvironment(environment)
  }
}
