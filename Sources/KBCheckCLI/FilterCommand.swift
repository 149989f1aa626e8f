import ArgumentParser
import KBCheck

/// `kbcheck filter --type TYPE TEXT`: what the keyboard's filter makes of a
/// pasted text.
struct FilterCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "filter",
    abstract: "Show what a keyboard type's input filter makes of pasted text.")

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The keyboard or content type: a UIKit name, an HTML autocomplete token or an alias.",
      discussion: TypeNames.list(picker: false),
      valueName: "type"),
    completion: Completions.filterTypes)
  var type: String

  @Flag(help: "Write a secret type's text (a card number) unmasked.")
  var revealSecrets = false

  @Option(help: "An ICU locale id or BCP 47 tag (de_DE, ar-EG).")
  var locale: String = ValidationContext.defaultLocale

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  @Option(
    name: [.customLong("set")],
    help: SettingsArgument.help(
      "A filter option (maxLength, allowLineBreaks, keepLocaleDigits, acceptOtherSeparator, vanity, …)"
    ))
  var settings: [String] = []

  @OptionGroup var messages: LanguageOption

  @Argument(help: "The text, as if pasted into an empty field.")
  var text: String

  mutating func validate() throws {
    guard let kind = FieldKind(name: type), kind != .picker else {
      throw TypeNames.unknown(type, picker: false)
    }
    try SettingsArgument.check(settings)
  }

  func run() throws {
    defer { StandardStreams.flush() }
    let kind = FieldKind(name: type) ?? .keyboard(.default)
    let filter: InputFilter
    do throws(ConfigurationError) {
      let context = ValidationContext(
        locale: locale, options: SettingsArgument.dictionary(settings))
      if let made = try kind.filter(context) {
        filter = made
      } else {
        filter = try InputFilter(.default, locale: locale)
      }
    } catch {
      throw ValidationError(error.localized(messages.language).description)
    }
    let filtered = filter.filter(text).localized(messages.language)
    switch format {
    case .json:
      StandardStreams.writeOut(
        filtered.jsonObject(typeName: kind.name, input: text, revealingSecrets: revealSecrets)
          .jsonText + "\n")
    case .text:
      let result = filtered.forOutput(revealingSecrets: revealSecrets)
      StandardStreams.writeOut(TerminalText.safeLines(result.text))
      if result.refused, let reason = result.changes.first {
        // The whole text was refused: one line with the reason, not one per character.
        StandardStreams.writeError(
          "refused[\(reason.code)]: \(TerminalText.safe(reason.message))\n")
        return
      }
      for change in result.changes {
        let what =
          change.code == .phoneFormatInserted || change.replacement == String(change.character)
          ? "inserted" : change.replacement.map { "folded to '\($0)'" } ?? "removed"
        StandardStreams.writeError(
          "note[\(change.code)]: \(change.character.codePointDescription) at \(change.offset) \(TerminalText.safe(what)): \(TerminalText.safe(change.message))\n"
        )
      }
    }
  }
}
