import ArgumentParser
import KBCheck

/// The options shared by every command that validates values: the type
/// (a keyboard type or `picker`), profile, locale, base URL and family
/// options.
struct ValueOptions: ParsableArguments {
  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "The keyboard or content type: a UIKit name, an HTML autocomplete token or an alias, or 'picker' with --option.",
      discussion: TypeNames.list(),
      valueName: "type"),
    completion: Completions.types)
  var type: String

  @Option(
    help: "A named preset of options (email: form, rfc, html, ascii; url: form, whatwg).",
    completion: Completions.profiles)
  var profile: String?

  @Option(
    name: .customLong("locale"),
    help: ArgumentHelp(
      "An ICU locale id or BCP 47 tag for number pads (de_DE, ar-EG); default en_US.",
      discussion:
        "For phone pads, a --locale with a region (de_DE) gives the default region when --set defaultRegion and defaultCallingCode are absent."
    ))
  var givenLocale: String?

  /// The locale: `--locale`, or `en_US`.
  var locale: String { givenLocale ?? ValidationContext.defaultLocale }

  @Option(help: "A base URL against which relative URLs are resolved.")
  var base: String?

  @Option(
    name: [.customLong("set")],
    help: SettingsArgument.help("A family option"))
  var settings: [String] = []

  @Option(
    name: [.customLong("option")],
    help: ArgumentHelp(
      "A picker option, in its own spelling; repeatable (with --type picker).",
      valueName: "choice"))
  var choices: [String] = []

  @Flag(help: "Match picker options case-insensitively (same as --set caseInsensitive=true).")
  var caseInsensitive = false

  @Flag(
    help:
      "Write secret values (card numbers, passwords) unmasked; by default they are masked in every output."
  )
  var revealSecrets = false

  /// The mask of a secret content type, or `nil`.
  var secret: SecretMask? { kind.contentDescriptor?.secret }

  /// What the options validate; `validate()` has checked the name.
  var kind: FieldKind { FieldKind(name: type) ?? .keyboard(.default) }

  /// Whether the type is `picker`.
  var isPicker: Bool { kind == .picker }

  /// The parsed keyboard type, a content type's keyboard for the given
  /// settings (`.default` for a picker).
  var keyboard: KeyboardType { kind.keyboard(for: context) ?? .default }

  /// The type name results report: the UIKit spelling, or `picker`.
  var typeName: String { kind.name }

  mutating func validate() throws {
    guard FieldKind(name: type) != nil else {
      throw TypeNames.unknown(type)
    }
    if !isPicker && (!choices.isEmpty || caseInsensitive) {
      throw ValidationError("--option and --case-insensitive are for --type picker.")
    }
    try SettingsArgument.check(settings)
    if isPicker && choices.isEmpty && !settings.contains(where: { $0.hasPrefix("choices=") }) {
      throw ValidationError("--type picker needs its options: --option NAME (repeatable).")
    }
  }

  /// The validation context the options describe.
  var context: ValidationContext {
    var options = SettingsArgument.dictionary(settings)
    for name in EmailDeliverability.Options.settingNames { options[name] = nil }
    if caseInsensitive { options["caseInsensitive"] = "true" }
    // Only a --locale actually given is a phone's default region (issue 17);
    // the en_US default is not.
    if let givenLocale, kind == .keyboard(.phonePad), options["locale"] == nil {
      options["locale"] = givenLocale
    }
    return ValidationContext(profile: profile, locale: locale, base: base, options: options)
  }

  /// The deliverability checker that `--set checkDeliverability=true`
  /// (with `dnsServer`, `dnsTimeout`) asks for, or `nil`; a usage error
  /// (exit 64) for a malformed setting or one on a type that is not email.
  /// - Parameter language: The language of the error's message.
  /// - Returns: The checker.
  /// - Throws: A usage error with the configuration error's code and message.
  func makeDeliverability(language: MessageLanguage = .english) throws -> EmailDeliverability? {
    let given = SettingsArgument.dictionary(settings)
    do throws(ConfigurationError) {
      if kind != .keyboard(.emailAddress),
        let name = given.keys.sorted().first(where: {
          EmailDeliverability.Options.settingNames.contains($0)
        })
      {
        throw ConfigurationError(DeliverabilitySettingIssue.notEmail(name: name, type: typeName))
      }
      return try EmailDeliverability.Options(settings: given).map(EmailDeliverability.init)
    } catch {
      throw ValidationError(error.localized(language).description)
    }
  }

  /// The configured validator, or a usage error (exit 64) that keeps the
  /// configuration error's code: `config.unknown-option: Unknown option …`.
  /// - Parameter language: The language of the configuration error's message.
  /// - Returns: The validator.
  /// - Throws: A usage error with the configuration error's code and message.
  func makeValidator(language: MessageLanguage = .english) throws -> any Validator {
    let context = self.context
    do throws(ConfigurationError) {
      if isPicker {
        return try PickerValidator(choices: choices, settings: context.options, profile: profile)
      }
      return try kind.validator(context)
    } catch {
      var error = error
      // The email validator does not know the deliverability settings the
      // CLI takes off before it: they are known names all the same.
      if kind == .keyboard(.emailAddress),
        case .unknownOption(let name, let known, _)? = error.familyIssue?.as(
          ConfigurationIssue.self)
      {
        error = .unknownOption(
          name, known: known + EmailDeliverability.Options.settingNames.sorted())
      }
      throw ValidationError(error.localized(language).description)
    }
  }
}
