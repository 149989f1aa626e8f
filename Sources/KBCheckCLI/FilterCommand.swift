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
    help: ArgumentHelp("The keyboard type: a UIKit name or an alias.", valueName: "type"))
  var type: String

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
    guard KeyboardType(name: type) != nil else {
      throw ValidationError(
        "Unknown keyboard type '\(type)'. Known: \(KeyboardType.allNames.joined(separator: ", ")).")
    }
    try SettingsArgument.check(settings)
  }

  func run() throws {
    defer { StandardStreams.flush() }
    let keyboard = KeyboardType(name: type) ?? .default
    let filter: InputFilter
    do throws(ConfigurationError) {
      filter = try InputFilter(
        keyboard, locale: locale,
        options: InputFilter.Options(
          settings: SettingsArgument.dictionary(settings), keyboard: keyboard))
    } catch {
      throw ValidationError(error.localized(messages.language).description)
    }
    let result = filter.filter(text).localized(messages.language)
    switch format {
    case .json:
      StandardStreams.writeOut(result.jsonObject(type: keyboard, input: text).jsonText + "\n")
    case .text:
      StandardStreams.writeOut(result.text + "\n")
      if result.refused, let reason = result.changes.first {
        // The whole text was refused: one line with the reason, not one per character.
        StandardStreams.writeError("refused[\(reason.code)]: \(reason.message)\n")
        return
      }
      for change in result.changes {
        let what =
          change.code == .phoneFormatInserted
          ? "inserted" : change.replacement.map { "folded to '\($0)'" } ?? "removed"
        StandardStreams.writeError(
          "note[\(change.code)]: \(change.character.codePointDescription) at \(change.offset) \(what): \(change.message)\n"
        )
      }
    }
  }
}
