extension FormSchema: Codable {
  /// Decodes a schema with the same reader as ``decode(json:)-(String)``: the same
  /// keys, the same errors, the same text for option values (numbers as
  /// their exact decimal text), then ``check()``.
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` whose description is the
  ///   ``FormSchemaError``'s (code, path and message).
  public init(from decoder: any Decoder) throws {
    let json = try JSONValue(from: decoder)
    do throws(FormSchemaError) {
      self = try FormSchema(jsonValue: json)
      try check()
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes `fields` and `allowUnknownFields`.
  /// - Parameter encoder: The encoder.
  /// - Throws: An error from the encoder.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: JSONValue.Key.self)
    try c.encode(fields, forKey: .init(stringValue: "fields"))
    try c.encode(allowUnknownFields, forKey: .init(stringValue: "allowUnknownFields"))
  }
}
