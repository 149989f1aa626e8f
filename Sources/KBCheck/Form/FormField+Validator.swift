extension FormField {
  /// The validator this field describes.
  /// - Parameter locale: The locale to use when the field does not pin one;
  ///   `nil` means `en_US`.
  /// - Returns: The validator, or why the field's configuration cannot be used
  ///   (unknown type, unknown profile or option, a picker without options).
  /// - Complexity: O(*n*) in the size of the configuration.
  public func makeValidator(locale: String? = nil) -> Result<any Validator, ConfigurationError> {
    let context = ValidationContext(
      profile: profile, locale: self.locale ?? locale ?? "en_US", base: base, options: options)
    if isPicker {
      var pickerContext = context
      if let caseInsensitive {
        pickerContext.options["caseInsensitive"] = caseInsensitive ? "true" : "false"
      }
      do {
        return .success(try PickerValidator(choices: choices ?? [], context: pickerContext))
      } catch {
        return .failure(error)
      }
    }
    guard let keyboard else {
      return .failure(
        ConfigurationError(
          .formUnknownType,
          "Field '\(name)' has unknown type '\(type)'; expected picker or one of: "
            + KeyboardType.allNames.joined(separator: ", ") + "."))
    }
    if choices != nil || caseInsensitive != nil {
      return .failure(
        ConfigurationError(
          .formUnknownType, "Field '\(name)': choices and caseInsensitive are for picker fields."))
    }
    return keyboard.validator(context)
  }
}

extension ValidationIssue.Code {
  /// A form field names an unknown type.
  public static let formUnknownType: Self = "config.unknown-type"
}
