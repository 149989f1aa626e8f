/// What a form field or a CLI run validates: one of the keyboard types, a
/// content type (a card number, a one-time code) or a picker (a fixed list of
/// options).
public enum FieldKind: Sendable, Hashable, Codable, CustomStringConvertible {
  /// A keyboard type's validator.
  case keyboard(KeyboardType)
  /// A registered content type's validator (``ContentTypeDescriptor``).
  case content(ContentType)
  /// A picker's validator.
  case picker

  /// Reads a UIKit keyboard spelling or alias (``KeyboardType/init(name:)``),
  /// a registered content type's UIKit name, HTML `autocomplete` token or
  /// alias (``ContentType/init(name:)``), or `picker`, case-insensitively.
  /// A keyboard name wins over a content type's.
  /// - Parameter name: The name.
  public init?(name: String) {
    if name.lowercased() == "picker" {
      self = .picker
    } else if let keyboard = KeyboardType(name: name) {
      self = .keyboard(keyboard)
    } else if let content = ContentType(name: name) {
      self = .content(content)
    } else {
      return nil
    }
  }

  /// Every accepted name (keyboards, content types, `picker`), for help
  /// texts and errors.
  public static var allNames: [String] {
    KeyboardType.allNames + ContentTypeDescriptor.allNames + ["picker"]
  }

  /// The name reported in JSON: the keyboard's or the content type's UIKit
  /// spelling, or `picker`.
  public var name: String {
    switch self {
    case .keyboard(let keyboard): keyboard.rawValue
    case .content(let content): content.rawValue
    case .picker: "picker"
    }
  }

  /// The keyboard type (a content type's with its default configuration),
  /// or `nil` for a picker.
  public var keyboard: KeyboardType? {
    switch self {
    case .keyboard(let keyboard): keyboard
    case .content(let content): content.descriptor?.defaultKeyboard
    case .picker: nil
    }
  }

  /// The keyboard type for a configuration (a content type's keyboard may
  /// depend on it), or `nil` for a picker.
  /// - Parameter context: The configuration.
  /// - Returns: The keyboard type.
  public func keyboard(for context: ValidationContext) -> KeyboardType? {
    if case .content(let content) = self { return content.descriptor?.keyboard(for: context) }
    return keyboard
  }

  /// The content type's descriptor, or `nil` for a keyboard or a picker.
  public var contentDescriptor: ContentTypeDescriptor? {
    if case .content(let content) = self { return content.descriptor }
    return nil
  }

  /// Whether values of this kind are secrets, masked in every output.
  public var isSecret: Bool { contentDescriptor?.isSecret ?? false }

  /// The validator of a keyboard or a content type (a picker's needs its
  /// options: use ``PickerValidator``).
  /// - Parameter context: Profile, locale, base URL and settings.
  /// - Returns: The validator.
  /// - Throws: ``ConfigurationError`` when the configuration cannot be used.
  public func validator(_ context: ValidationContext) throws(ConfigurationError) -> any Validator {
    switch self {
    case .keyboard(let keyboard): return try keyboard.validator(context)
    case .content(let content):
      guard let descriptor = content.descriptor else {
        throw ConfigurationError(
          ConfigurationIssue.unknownType(
            field: content.rawValue, type: content.rawValue,
            known: FieldKind.canonicalNames.filter { $0 != "picker" }))
      }
      return try descriptor.validator(context)
    case .picker:
      return try PickerValidator(choices: [], settings: context.options, profile: context.profile)
    }
  }

  /// The input filter of a keyboard or a content type (`nil` for a picker).
  /// - Parameter context: Locale and settings.
  /// - Returns: The filter.
  /// - Throws: ``ConfigurationError`` when the configuration cannot be used.
  public func filter(_ context: ValidationContext) throws(ConfigurationError) -> InputFilter? {
    switch self {
    case .keyboard(let keyboard):
      return try InputFilter(
        keyboard, locale: context.locale,
        options: InputFilter.Options(settings: context.options, keyboard: keyboard))
    case .content(let content):
      return try content.descriptor?.filter(context)
    case .picker:
      return nil
    }
  }

  /// ``name``.
  public var description: String { name }

  /// Decodes the name.
  /// - Parameter decoder: The decoder.
  /// - Throws: An error from the decoder, or `DecodingError` for a malformed value.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let kind = FieldKind(name: name) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "Unknown field type '\(name)'."))
    }
    self = kind
  }

  /// Encodes the name.
  /// - Parameter encoder: The encoder.
  /// - Throws: An error from the encoder.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(name)
  }
}
