extension FormSchema: Codable {
  private enum CodingKeys: String, CodingKey {
    case fields, allowUnknownFields
  }

  /// Decodes a schema; `allowUnknownFields` defaults to `false`.
  ///
  /// Unlike `decode(json:)`, this does not check that each field
  /// can build its validator; call ``check()`` after decoding.
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for a missing or mistyped key.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      fields: try c.decode([FormField].self, forKey: .fields),
      allowUnknownFields: try c.decodeIfPresent(Bool.self, forKey: .allowUnknownFields) ?? false)
  }

  /// Encodes a schema.
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(fields, forKey: .fields)
    try c.encode(allowUnknownFields, forKey: .allowUnknownFields)
  }
}
