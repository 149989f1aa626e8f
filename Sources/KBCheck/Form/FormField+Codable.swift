extension FormField: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, type, required, profile, locale, base, options, choices, caseInsensitive, label,
      autocomplete, order, disabled, hidden, optionsFrom
  }

  /// Decodes a field with the same reader as ``FormSchema/decode(json:)-(String)``.
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` with the ``FormSchemaError``'s
  ///   description.
  public init(from decoder: any Decoder) throws {
    let json = try JSONValue(from: decoder)
    do throws(FormSchemaError) {
      self = try FormField(jsonValue: json)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes a field, leaving out absent values and empty options.
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    try c.encode(type, forKey: .type)
    try c.encode(required, forKey: .required)
    try c.encodeIfPresent(profile, forKey: .profile)
    try c.encodeIfPresent(locale, forKey: .locale)
    try c.encodeIfPresent(base, forKey: .base)
    if !options.isEmpty { try c.encode(options, forKey: .options) }
    if !optionsFrom.isEmpty { try c.encode(optionsFrom, forKey: .optionsFrom) }
    try c.encodeIfPresent(choices, forKey: .choices)
    try c.encodeIfPresent(caseInsensitive, forKey: .caseInsensitive)
    try c.encodeIfPresent(label, forKey: .label)
    try c.encodeIfPresent(autocomplete, forKey: .autocomplete)
    try c.encodeIfPresent(order, forKey: .order)
    if isDisabled { try c.encode(true, forKey: .disabled) }
    if isHidden { try c.encode(true, forKey: .hidden) }
  }
}

/// An option value decoded from a string, a boolean or a number, kept as
/// text (`--set name=value` spelling).
