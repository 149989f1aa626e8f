/// What a caller (the CLI, a form schema, a service) tells a validator beyond
/// the keyboard type: profile, locale, base URL and named options.
///
/// Each family reads the options it knows and reports unknown ones as a
/// ``ConfigurationError``; option values are strings so that the CLI and JSON
/// schemas can pass them through unchanged.
public struct ValidationContext: Sendable, Hashable {
  /// A named preset of options (`form`, `rfc`, `html`, `whatwg`, …); `nil`
  /// for the family's default.
  public var profile: String?
  /// An ICU locale id or BCP 47 tag; defaults to ``defaultLocale``.
  public var locale: String
  /// A base URL against which relative URLs are resolved.
  public var base: String?
  /// Named options, such as `allowQuotedLocal: "true"` or `minLength: "4"`.
  public var options: [String: String]

  /// The locale used wherever none is given: `en_US`, the one place it is
  /// spelled (validators, filters, editors, forms, the CLI and adapters
  /// default to it).
  public static let defaultLocale = "en_US"

  /// Creates a context.
  /// - Parameters:
  ///   - profile: The profile name, or `nil` for the default.
  ///   - locale: The locale; defaults to `en_US`.
  ///   - base: The base URL, if any.
  ///   - options: Named options.
  public init(
    profile: String? = nil, locale: String = ValidationContext.defaultLocale, base: String? = nil,
    options: [String: String] = [:]
  ) {
    self.profile = profile
    self.locale = locale
    self.base = base
    self.options = options
  }
}

/// A validator configuration that cannot be used: an unknown profile or
/// option, a malformed option value, an unknown locale.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A stable dotted code, such as `config.unknown-profile`.
  public var code: ValidationIssue.Code
  /// A message, in English unless localized.
  public var message: String
  /// The typed issue the error was made from, or `nil`.
  public private(set) var familyIssue: AnyFamilyIssue?
  /// Creates an error.
  /// - Parameters:
  ///   - code: The stable code.
  ///   - message: An English message.
  public init(_ code: ValidationIssue.Code, _ message: String) {
    self.code = code
    self.message = message
    self.familyIssue = nil
    IssueObserver.notice(code)
  }
  /// Creates an error from a family's typed configuration issue.
  /// - Parameter issue: The typed issue.
  public init(_ issue: some FamilyIssue) {
    self.code = issue.code
    self.message = issue.english
    self.familyIssue = AnyFamilyIssue(issue)
    IssueObserver.notice(issue.code)
  }
  /// The error with its message in another language.
  /// - Parameter language: The language.
  /// - Returns: The error; only ``message`` differs.
  public func localized(_ language: MessageLanguage) -> ConfigurationError {
    withMessage(in: language)
  }
  /// Errors are equal when code and message are.
  public static func == (lhs: ConfigurationError, rhs: ConfigurationError) -> Bool {
    lhs.code == rhs.code && lhs.message == rhs.message
  }
  /// Hashes code and message.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(code)
    hasher.combine(message)
  }
  /// `code: message`.
  public var description: String { "\(code): \(message)" }

  /// An unknown profile name, with the known names closest to it as a
  /// "did you mean".
  /// - Parameters:
  ///   - profile: The name given.
  ///   - known: The names the family knows (none: the family has no profiles).
  /// - Returns: The error.
  public static func unknownProfile(_ profile: String, known: [String]) -> Self {
    ConfigurationError(
      known.isEmpty
        ? ConfigurationIssue.noProfiles(profile)
        : ConfigurationIssue.unknownProfile(
          profile, known: known,
          suggestions: NameSuggestion.closest(to: profile, among: known)))
  }

  /// An option the family does not know, with the known names closest to
  /// it as a "did you mean".
  /// - Parameters:
  ///   - name: The option name given.
  ///   - known: The option names the family knows.
  /// - Returns: The error.
  public static func unknownOption(_ name: String, known: [String]) -> Self {
    ConfigurationError(
      ConfigurationIssue.unknownOption(
        name, known: known, suggestions: NameSuggestion.closest(to: name, among: known.sorted())))
  }

  /// An option value that cannot be read, with what was expected in
  /// English words (for validators outside kbcheck; kbcheck's own use
  /// ``badValue(_:_:expecting:)``, which can be localized).
  /// - Parameters:
  ///   - name: The option name.
  ///   - value: The value given.
  ///   - expected: What was expected, in words.
  /// - Returns: The error.
  public static func badValue(_ name: String, _ value: String, expected: String) -> Self {
    ConfigurationError(
      .configBadOptionValue, "Option '\(name)' has value '\(value)'; expected \(expected).")
  }

  /// An option value that cannot be read; the message says what was
  /// expected, in every language.
  /// - Parameters:
  ///   - name: The option name.
  ///   - value: The value given.
  ///   - expected: What was expected.
  /// - Returns: The error.
  public static func badValue(
    _ name: String, _ value: String, expecting expected: ConfigurationIssue.ExpectedValue
  ) -> Self {
    ConfigurationError(ConfigurationIssue.badValue(option: name, value: value, expected: expected))
  }
}

extension ValidationIssue.Code {
  /// A profile name the family does not know (a ``ConfigurationError`` code).
  public static let configUnknownProfile: Self = "config.unknown-profile"
  /// An option name the family does not know (a ``ConfigurationError`` code).
  public static let configUnknownOption: Self = "config.unknown-option"
  /// An option value that cannot be read (a ``ConfigurationError`` code).
  public static let configBadOptionValue: Self = "config.bad-option-value"
  /// Options that contradict each other (a ``ConfigurationError`` code).
  public static let configConflictingOptions: Self = "config.conflicting-options"
}
