extension FormField {
  /// What the field validates: a keyboard type or a picker; `nil` for an
  /// unknown type name.
  public var kind: FieldKind? { FieldKind(name: type) }

  /// The validator this field describes.
  /// - Parameter locale: The locale to use when the field does not pin one;
  ///   `nil` means `en_US`.
  /// - Returns: The validator.
  /// - Throws: ``ConfigurationError`` when the field's configuration cannot be
  ///   used (unknown type, unknown profile or option, a picker without options).
  /// - Complexity: O(*n*) in the size of the configuration.
  public func makeValidator(locale: String? = nil) throws(ConfigurationError) -> any Validator {
    switch kind {
    case .picker:
      var settings = options
      if let caseInsensitive { settings["caseInsensitive"] = caseInsensitive ? "true" : "false" }
      return try PickerValidator(choices: choices ?? [], settings: settings, profile: profile)
    case .keyboard(let keyboard):
      if choices != nil || caseInsensitive != nil {
        throw ConfigurationError(ConfigurationIssue.pickerKeysOnKeyboard(field: name))
      }
      var settings = options
      if options.keys.contains(where: EmailDeliverability.Options.settingNames.contains) {
        guard keyboard == .emailAddress else {
          let name = options.keys.sorted().first(where: EmailDeliverability.Options.settingNames.contains)!
          throw ConfigurationError(
            DeliverabilitySettingIssue.notEmail(name: name, type: keyboard.rawValue))
        }
        _ = try EmailDeliverability.Options(settings: options)
        for name in EmailDeliverability.Options.settingNames { settings[name] = nil }
      }
      return try keyboard.validator(
        ValidationContext(
          profile: profile, locale: self.locale ?? locale ?? ValidationContext.defaultLocale,
          base: base, options: settings))
    case nil:
      throw ConfigurationError(
        ConfigurationIssue.unknownType(field: name, type: type, known: KeyboardType.allNames))
    }
  }
}

extension ValidationIssue.Code {
  /// A form field names an unknown type.
  public static let formUnknownType: Self = "config.unknown-type"
}
