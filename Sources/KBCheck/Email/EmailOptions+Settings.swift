extension EmailValidator.Options {
  /// The presets by the names the CLI's `--profile` and form schemas use.
  static let presets: KeyValuePairs<String, EmailValidator.Options> = [
    "form": .form, "rfc": .rfc, "html": .html, "ascii": .ascii,
  ]

  /// The option names `--set name=value` and form schemas understand.
  static let settingNames: [String] = [
    "allowSMTPUTF8", "allowQuotedLocal", "allowDomainLiteral", "allowDisplayName",
    "requireDotInDomain", "requireLetterInTLD", "allowSpecialUseDomains",
    "allowDeprecated", "rejectHyphen34", "spoofChecks", "refuseInvisibleCharacters",
    "checkIDNA2008",
  ]

  /// The string adapter for the CLI and form schemas: a preset by name, then
  /// each `name=value` setting on top of it.
  /// - Parameters:
  ///   - settings: Options by name (`settingNames`), values `true`/`false`.
  ///   - profile: A preset name (`form`, `rfc`, `html`, `ascii`); `nil` for `form`.
  /// - Throws: ``ConfigurationError`` for an unknown profile or option, or a
  ///   value that is not a boolean.
  public init(settings: [String: String], profile: String? = nil) throws(ConfigurationError) {
    self = try Settings.preset(profile, in: EmailValidator.Options.presets, default: .form)
    let reader = try Settings(settings, known: EmailValidator.Options.settingNames)
    if let v = try reader.bool("allowSMTPUTF8") { allowSMTPUTF8 = v }
    if let v = try reader.bool("allowQuotedLocal") { allowQuotedLocal = v }
    if let v = try reader.bool("allowDomainLiteral") { allowDomainLiteral = v }
    if let v = try reader.bool("allowDisplayName") { allowDisplayName = v }
    if let v = try reader.bool("requireDotInDomain") { requireDotInDomain = v }
    if let v = try reader.bool("requireLetterInTLD") { requireLetterInTLD = v }
    if let v = try reader.bool("allowSpecialUseDomains") { allowSpecialUseDomains = v }
    if let v = try reader.bool("allowDeprecated") { allowDeprecated = v }
    if let v = try reader.bool("rejectHyphen34") { rejectHyphen34 = v }
    if let v = try reader.bool("spoofChecks") { spoofChecks = v }
    if let v = try reader.bool("refuseInvisibleCharacters") { refuseInvisibleCharacters = v }
    if let v = try reader.bool("checkIDNA2008") { checkIDNA2008 = v }
  }
}
