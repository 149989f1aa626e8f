@testable import KBCheck

// Test-only conveniences over the typed API: the wire-format details of a
// result, the email presets by name, and builders that change a few options
// of a preset in one expression (for argument tables).

extension ValidationResult {
  /// The wire-format member with the given key (the JSON contract's
  /// `asciiValue`, `components`, …).
  func detail(_ key: String) -> JSONValue? {
    details.first { $0.key == key }?.value
  }
}

/// The ``EmailValidator/Options`` presets by name, so that parameterised
/// tests and loops over presets read (and print) as `form`, `rfc`, …
enum EmailPreset: String, CaseIterable, Sendable {
  case form, rfc, html, ascii

  /// The typed preset.
  var options: EmailValidator.Options {
    switch self {
    case .form: .form
    case .rfc: .rfc
    case .html: .html
    case .ascii: .ascii
    }
  }

  /// A validator with the preset.
  var validator: EmailValidator { EmailValidator(options: options) }
}

extension PhonePadValidator.Options {
  /// These options with the given ones set (`nil`: unchanged).
  func with(
    defaultRegion: String? = nil, defaultCallingCode: Int? = nil, locale: String? = nil,
    vanity: Bool? = nil, requireCountryCode: Bool? = nil,
    allowedTypes: Set<PhoneNumberType>? = nil, allowedRegions: Set<String>? = nil
  ) -> Self {
    var options = self
    if let defaultRegion { options.defaultRegion = defaultRegion }
    if let defaultCallingCode { options.defaultCallingCode = defaultCallingCode }
    if let locale { options.locale = locale }
    if let vanity { options.vanity = vanity }
    if let requireCountryCode { options.requireCountryCode = requireCountryCode }
    if let allowedTypes { options.allowedTypes = allowedTypes }
    if let allowedRegions { options.allowedRegions = allowedRegions }
    return options
  }
}

extension URLValidator.Options {
  /// These options with the given ones set (`nil`: unchanged).
  func with(
    allowedSchemes: [String]? = nil, forbidIPHost: Bool? = nil, forbidNonPublicHost: Bool? = nil,
    maxLength: Int? = nil, allowMissingScheme: Bool? = nil, spoofCheck: Bool? = nil
  ) -> Self {
    var options = self
    if let allowedSchemes { options.allowedSchemes = allowedSchemes }
    if let forbidIPHost { options.forbidIPHost = forbidIPHost }
    if let forbidNonPublicHost { options.forbidNonPublicHost = forbidNonPublicHost }
    if let maxLength { options.maxLength = maxLength }
    if let allowMissingScheme { options.allowMissingScheme = allowMissingScheme }
    if let spoofCheck { options.spoofCheck = spoofCheck }
    return options
  }
}
