@testable import KBCheck

// Test-only conveniences that build validators from a ValidationContext
// through the library's public string adapters (`Options(settings:profile:)`),
// so that the tests written against the `name=value` spelling exercise the
// same adapters the CLI and form schemas use.

extension EmailValidator {
  init(context: ValidationContext) throws(ConfigurationError) {
    self.init(options: try Options(settings: context.options, profile: context.profile))
  }
}

extension URLValidator {
  init(context: ValidationContext) throws(ConfigurationError) {
    guard let validator = try KeyboardType.URL.validator(context) as? URLValidator else {
      fatalError("KeyboardType.URL builds a URLValidator")
    }
    self = validator
  }
}

extension TextValidator {
  init(keyboard: KeyboardType = .default, context: ValidationContext) throws(ConfigurationError) {
    try self.init(
      keyboard: keyboard,
      options: Options(settings: context.options, profile: context.profile, keyboard: keyboard))
  }
}

extension PickerValidator {
  init(choices: [String] = [], context: ValidationContext) throws(ConfigurationError) {
    try self.init(choices: choices, settings: context.options, profile: context.profile)
  }
}

extension ValidationResult {
  /// The wire-format member with the given key (the JSON contract's
  /// `asciiValue`, `components`, …).
  func detail(_ key: String) -> JSONValue? {
    details.first { $0.key == key }?.value
  }
}

extension PhonePadValidator {
  init(context: ValidationContext) throws(ConfigurationError) {
    try self.init(options: Options(settings: context.options, profile: context.profile))
  }
}
