extension FormField {
  /// The validator this field describes (a typed field's own,
  /// ``typedValidator``).
  /// - Parameter locale: The locale to use when the field does not pin one;
  ///   `nil` means `en_US`.
  /// - Returns: The validator.
  /// - Throws: ``ConfigurationError`` when the field's configuration cannot be
  ///   used (unknown type, unknown profile or option, a picker without options).
  /// - Complexity: O(*n*) in the size of the configuration.
  public func makeValidator(locale: String? = nil) throws(ConfigurationError) -> any Validator {
    if let pinned { return pinned.validator }
    switch kind {
    case .picker:
      var settings = options
      if let caseInsensitive { settings["caseInsensitive"] = caseInsensitive ? "true" : "false" }
      return try PickerValidator(choices: choices ?? [], settings: settings, profile: profile)
    case .content(let content):
      if choices != nil || caseInsensitive != nil {
        throw ConfigurationError(ConfigurationIssue.pickerKeysOnKeyboard(field: name))
      }
      return try FieldKind.content(content).validator(
        ValidationContext(
          profile: profile, locale: self.locale ?? locale ?? ValidationContext.defaultLocale,
          base: base, options: options))
    case .keyboard(let keyboard):
      if choices != nil || caseInsensitive != nil {
        throw ConfigurationError(ConfigurationIssue.pickerKeysOnKeyboard(field: name))
      }
      var settings = options
      if let name = options.keys.sorted().first(
        where: EmailDeliverability.Options.settingNames.contains)
      {
        guard keyboard == .emailAddress else {
          throw ConfigurationError(
            DeliverabilitySettingIssue.notEmail(name: name, type: keyboard.rawValue))
        }
        _ = try EmailDeliverability.Options(settings: options)
        for name in EmailDeliverability.Options.settingNames { settings[name] = nil }
      }
      // A phone field's locale (the field's, else the form request's)
      // gives the default region exactly as the CLI's --locale does; the
      // en_US fallback does not.
      if keyboard == .phonePad, settings["locale"] == nil, let given = self.locale ?? locale {
        settings["locale"] = given
      }
      return try keyboard.validator(
        ValidationContext(
          profile: profile, locale: self.locale ?? locale ?? ValidationContext.defaultLocale,
          base: base, options: settings))
    case nil:
      throw ConfigurationError(
        ConfigurationIssue.unknownType(
          field: name, type: type, known: FieldKind.canonicalNames.filter { $0 != "picker" },
          suggestions: FieldKind.suggestions(for: type)))
    }
  }
}

extension ValidationIssue.Code {
  /// A form field names an unknown type.
  public static let formUnknownType: Self = "config.unknown-type"
}
