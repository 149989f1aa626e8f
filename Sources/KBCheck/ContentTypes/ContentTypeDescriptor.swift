/// Everything kbcheck knows about a ``ContentType``: its names, the keyboard
/// and return key it uses, its HTML and Android attributes, whether it is a
/// secret, and how its validator and filter are made from a configuration.
///
/// Families describe their types in their own files and list them in
/// ``registered`` (see ``ContentType`` for the three steps).
public struct ContentTypeDescriptor: Sendable {
  /// Makes a validator from a field's configuration.
  typealias ValidatorFactory =
    @Sendable (ValidationContext) throws(ConfigurationError) -> any Validator
  /// Makes a filter policy from a field's configuration.
  typealias FilterFactory =
    @Sendable (ValidationContext) throws(ConfigurationError) -> any FilterPolicy

  /// The type described.
  public let type: ContentType
  /// The family whose issues its validator reports.
  public let family: IssueFamily
  /// The HTML `autocomplete` tokens that name this type, the one written
  /// into forms first (`cc-number`); may be empty.
  public let autocomplete: [String]
  /// Further names the CLI and schemas accept (`card`, `otp`).
  public let aliases: [String]
  /// One line on what a value of this type is.
  public let summary: String
  /// The HTML `type`, `inputmode`, `autocapitalize` and `spellcheck`.
  public let html: HTMLInputTraits
  /// The Android `inputType` flags (`number`, `textPassword`, …).
  public let androidInputType: String
  /// The return key, or `nil` for the keyboard's own (a pad has none).
  public let returnKey: ReturnKey?
  /// How a value is masked in every output; `nil` when the type is not a
  /// secret.
  public let secret: SecretMask?
  /// The roles of other fields a cross-field validator reads (`card` for a
  /// security code); empty when it reads none.
  public let contextRoles: [String]
  private let keyboardRule: @Sendable (ValidationContext) -> KeyboardType
  private let makeValidator: ValidatorFactory
  private let makeFilter: FilterFactory

  /// Describes a content type.
  /// - Parameters:
  ///   - type: The type.
  ///   - family: The family of its issues.
  ///   - autocomplete: Its HTML `autocomplete` tokens, the canonical one first.
  ///   - aliases: Further accepted names.
  ///   - summary: One line on what a value is.
  ///   - keyboard: The keyboard for a configuration (a postal code is a
  ///     number pad in the US, letters in the UK).
  ///   - returnKey: The return key, or `nil` for the keyboard's own.
  ///   - html: The HTML input attributes.
  ///   - androidInputType: The Android `inputType` flags.
  ///   - secret: The mask of a secret type, or `nil`.
  ///   - contextRoles: The roles of other fields its validator reads.
  ///   - validator: Makes the validator.
  ///   - filter: Makes the filter policy.
  init(
    _ type: ContentType, family: IssueFamily, autocomplete: [String], aliases: [String] = [],
    summary: String, keyboard: @escaping @Sendable (ValidationContext) -> KeyboardType,
    returnKey: ReturnKey? = nil, html: HTMLInputTraits, androidInputType: String,
    secret: SecretMask? = nil, contextRoles: [String] = [],
    validator: @escaping ValidatorFactory, filter: @escaping FilterFactory
  ) {
    self.type = type
    self.family = family
    self.autocomplete = autocomplete
    self.aliases = aliases
    self.summary = summary
    self.keyboardRule = keyboard
    self.returnKey = returnKey
    self.html = html
    self.androidInputType = androidInputType
    self.secret = secret
    self.contextRoles = contextRoles
    self.makeValidator = validator
    self.makeFilter = filter
  }

  /// Whether values of this type are secrets, masked in every output.
  public var isSecret: Bool { secret != nil }

  /// The keyboard for a configuration.
  /// - Parameter context: The field's configuration.
  /// - Returns: The keyboard type.
  public func keyboard(for context: ValidationContext = ValidationContext()) -> KeyboardType {
    keyboardRule(context)
  }

  /// The keyboard with the default configuration.
  public var defaultKeyboard: KeyboardType { keyboardRule(ValidationContext()) }

  /// The validator for a configuration. A secret type's results are marked
  /// secret (``ValidationResult/isSecret``), so that every writer masks them.
  /// - Parameter context: Profile, locale and `name=value` settings.
  /// - Returns: The validator.
  /// - Throws: ``ConfigurationError`` for a configuration it cannot use.
  public func validator(_ context: ValidationContext = ValidationContext())
    throws(ConfigurationError) -> any Validator
  {
    let base = try makeValidator(context)
    guard let secret else { return base }
    return SecretMarkingValidator(base: base, mask: secret)
  }

  /// The input filter for a configuration.
  /// - Parameter context: Locale and `name=value` settings.
  /// - Returns: The filter.
  /// - Throws: ``ConfigurationError`` for a configuration it cannot use.
  public func filter(_ context: ValidationContext = ValidationContext())
    throws(ConfigurationError) -> InputFilter
  {
    InputFilter(
      keyboard: keyboard(for: context), contentType: type, locale: context.locale,
      policy: try makeFilter(context), secret: secret)
  }

  /// Every name that reads as this type: its UIKit name, its autocomplete
  /// tokens and its aliases.
  public var names: [String] { [type.rawValue] + autocomplete + aliases }
}
