extension FormField: Codable {
  private enum CodingKeys: String, CodingKey {
    case name, type, required, profile, locale, base, options, choices, caseInsensitive, label,
      autocomplete
  }

  /// Decodes a field; absent keys take their defaults (`required` is `true`).
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a missing name or type or a mistyped key.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try c.decode(String.self, forKey: .name),
      type: try c.decode(String.self, forKey: .type),
      required: try c.decodeIfPresent(Bool.self, forKey: .required) ?? true,
      profile: try c.decodeIfPresent(String.self, forKey: .profile),
      locale: try c.decodeIfPresent(String.self, forKey: .locale),
      base: try c.decodeIfPresent(String.self, forKey: .base),
      options: try c.decodeIfPresent([String: String].self, forKey: .options) ?? [:],
      choices: try c.decodeIfPresent([String].self, forKey: .choices),
      caseInsensitive: try c.decodeIfPresent(Bool.self, forKey: .caseInsensitive),
      label: try c.decodeIfPresent(String.self, forKey: .label),
      autocomplete: try c.decodeIfPresent(String.self, forKey: .autocomplete))
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
    try c.encodeIfPresent(choices, forKey: .choices)
    try c.encodeIfPresent(caseInsensitive, forKey: .caseInsensitive)
    try c.encodeIfPresent(label, forKey: .label)
    try c.encodeIfPresent(autocomplete, forKey: .autocomplete)
  }
}
