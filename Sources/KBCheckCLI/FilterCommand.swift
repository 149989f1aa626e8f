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
  var locale: String = "en_US"

  @Option(help: "Output format: text or json.")
  var format: OutputFormat = .text

  @Option(
    name: [.customLong("set")],
    help: ArgumentHelp(
      "A filter option as name=value (maxLength, allowLineBreaks, keepLocaleDigits, acceptOtherSeparator, …); repeatable.",
      valueName: "name=value"))
  var settings: [String] = []

  @Argument(help: "The text, as if pasted into an empty field.")
  var text: String

  mutating func validate() throws {
    guard KeyboardType(name: type) != nil else {
      throw ValidationError(
        "Unknown keyboard type '\(type)'. Known: \(KeyboardType.allNames.joined(separator: ", ")).")
    }
    for setting in settings where !setting.contains("=") {
      throw ValidationError("--set takes name=value, got '\(setting)'.")
    }
  }

  /// The `--set` options as a dictionary.
  private var options: [String: String] {
    var options: [String: String] = [:]
    for setting in settings {
      let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      options[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    return options
  }

  func run() throws {
    defer { StandardStreams.flush() }
    let keyboard = KeyboardType(name: type) ?? .default
    let filter: InputFilter
    do { filter = try InputFilter(keyboard, locale: locale, options: options) } catch {
      throw ValidationError(error.message)
    }
    let result = filter.filter(text)
    switch format {
    case .json:
      StandardStreams.writeOut(result.jsonObject(type: keyboard, input: text).jsonText + "\n")
    case .text:
      StandardStreams.writeOut(result.text + "\n")
      for change in result.changes {
        let what =
          change.replacement.map { "folded to '\($0)'" } ?? "removed"
        StandardStreams.writeError(
          "note[\(change.code)]: \(change.character.codePointDescription) at \(change.offset) \(what): \(change.message)\n"
        )
      }
    }
  }
}
