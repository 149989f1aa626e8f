import ArgumentParser
import KBCheck

/// The options shared by every command that validates or filters values.
struct ValueOptions: ParsableArguments {
  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The keyboard type: a UIKit name or an alias.",
      discussion: "Known: \(KeyboardType.allNames.joined(separator: ", "))",
      valueName: "type"))
  var type: String

  @Option(help: "A named preset of options (email: form, rfc, html, ascii; url: form, whatwg).")
  var profile: String?

  @Option(help: "An ICU locale id or BCP 47 tag for number pads (de_DE, ar-EG).")
  var locale: String = "en_US"

  @Option(help: "A base URL against which relative URLs are resolved.")
  var base: String?

  @Option(
    name: [.customLong("set")],
    help: ArgumentHelp("A family option as name=value; repeatable.", valueName: "name=value"))
  var settings: [String] = []

  /// The parsed keyboard type; `validate()` has checked it.
  var keyboard: KeyboardType { KeyboardType(name: type) ?? .default }

  mutating func validate() throws {
    guard KeyboardType(name: type) != nil else {
      throw ValidationError(
        "Unknown keyboard type '\(type)'. Known: \(KeyboardType.allNames.joined(separator: ", ")).")
    }
    for setting in settings where !setting.contains("=") {
      throw ValidationError("--set takes name=value, got '\(setting)'.")
    }
  }

  /// The validation context the options describe.
  var context: ValidationContext {
    var options: [String: String] = [:]
    for setting in settings {
      let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      options[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    return ValidationContext(profile: profile, locale: locale, base: base, options: options)
  }

  /// The configured validator, or a usage error (exit 64).
  func makeValidator() throws -> any Validator {
    switch keyboard.validator(context) {
    case .success(let validator): return validator
    case .failure(let error): throw ValidationError(error.message)
    }
  }
}
