/// The input filter of a keyboard type: what a keystroke or a paste may
/// insert into a field of that type.
///
/// ```swift
/// let filter = try InputFilter(.decimalPad, locale: "de_DE")
/// let result = filter.apply(.insert("１２a,5", at: 0, origin: .pasted), to: "")
/// // result.text == "12,5"; result.changes lists the folds and the removed "a"
/// ```
public struct InputFilter: Sendable {
  /// The keyboard type.
  public let keyboard: KeyboardType
  /// The content type whose filter this is, or `nil` for a keyboard's.
  public let contentType: ContentType?
  /// The locale whose digits and separators apply.
  public let locale: String
  /// The mask of a secret content type's filter: its results are marked
  /// (``FilterResult/secretMask``) so that output masks them.
  public let secret: SecretMask?
  private let policy: any FilterPolicy

  /// Creates the filter of a keyboard type.
  /// - Parameters:
  ///   - keyboard: The keyboard type.
  ///   - locale: An ICU locale id or BCP 47 tag; defaults to `en_US`.
  ///   - options: What the filter lets in (each option applies to the
  ///     keyboards its documentation names).
  /// - Throws: ``ConfigurationError`` for an unknown locale, or line breaks
  ///   on a single-line keyboard.
  public init(
    _ keyboard: KeyboardType, locale: String = ValidationContext.defaultLocale,
    options: Options = Options()
  )
    throws(ConfigurationError)
  {
    self.keyboard = keyboard
    self.locale = locale
    self.contentType = nil
    self.secret = nil
    policy = try InputFilter.policy(for: keyboard, locale: locale, options: options)
  }

  /// Creates a content type's filter (``ContentTypeDescriptor/filter(_:)``).
  /// - Parameters:
  ///   - keyboard: The keyboard the type uses.
  ///   - contentType: The content type.
  ///   - locale: The locale.
  ///   - policy: The type's policy.
  ///   - secret: The type's mask when it is a secret.
  init(
    keyboard: KeyboardType, contentType: ContentType, locale: String, policy: any FilterPolicy,
    secret: SecretMask?
  ) {
    self.keyboard = keyboard
    self.contentType = contentType
    self.locale = locale
    self.policy = policy
    self.secret = secret
  }

  /// Applies one edit to the current text.
  /// - Parameters:
  ///   - edit: The edit.
  ///   - text: The field's current text.
  /// - Returns: The new text, the caret and every removed or folded character.
  /// - Complexity: O(*n*).
  public func apply(_ edit: TextEdit, to text: String) -> FilterResult {
    var result = policy.filter(edit, in: text)
    result.secretMask = secret
    return result
  }

  /// What the filter makes of `text` pasted into an empty field.
  /// - Parameter text: The pasted text.
  /// - Returns: The outcome.
  public func filter(_ text: String) -> FilterResult {
    apply(.insert(text, at: 0, origin: .pasted), to: "")
  }

  /// The policy of a keyboard type. The pads limit their length with their
  /// own codes; on the text keyboards `maxLength` (grapheme clusters) is
  /// applied by ``LengthLimitPolicy`` around ``TextFilterPolicy``.
  static func policy(for keyboard: KeyboardType, locale: String, options: Options)
    throws(ConfigurationError) -> any FilterPolicy
  {
    switch keyboard {
    case .numberPad, .asciiCapableNumberPad:
      return try NumberPadFilterPolicy(
        keyboard: keyboard, locale: locale, keepLocaleDigits: options.keepLocaleDigits,
        maxLength: options.maxLength)
    case .decimalPad:
      return try DecimalPadFilterPolicy(
        locale: locale, keepLocaleDigits: options.keepLocaleDigits,
        acceptOtherSeparator: options.acceptOtherSeparator)
    case .phonePad:
      var region: String? = nil
      if options.formatAsYouType, let wanted = options.defaultRegion?.uppercased() {
        guard PhoneNumberingPlans.production.countryCode(forRegion: wanted) != nil else {
          throw .badValue("defaultRegion", wanted, expecting: .filterRegion)
        }
        region = wanted
      }
      return PhonePadFilterPolicy(vanity: options.vanity, formatRegion: region)
    case .default, .asciiCapable, .numbersAndPunctuation, .URL, .namePhonePad, .emailAddress,
      .twitter, .webSearch:
      if options.allowLineBreaks && !TextValidator.isMultiLine(keyboard) {
        throw .badValue(
          "allowLineBreaks", "true", expecting: .singleLine(keyboard))
      }
      let policy = TextFilterPolicy(keyboard: keyboard, allowLineBreaks: options.allowLineBreaks)
      guard let maxLength = options.maxLength else { return policy }
      return LengthLimitPolicy(policy, maxLength: maxLength)
    }
  }
}
