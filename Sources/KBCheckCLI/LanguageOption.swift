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
      valueName: "language"))
  var given: String?

  mutating func validate() throws {
    if let given, MessageLanguage(identifier: given) == nil {
      throw ValidationError(
        "Unknown language '\(given)' for --lang; known: \(MessageLanguage.allCases.map(\.identifier).joined(separator: ", "))."
      )
    }
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
