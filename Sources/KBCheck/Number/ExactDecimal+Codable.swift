extension ExactDecimal: Codable {
  /// Encodes the shortest ASCII form (`-12.5`) as a string, so that no digit
  /// is lost to a floating-point number.
  /// - Parameter encoder: The encoder.
  /// - Throws: An error from the encoder.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(description)
  }

  /// Decodes the ASCII form `[-|+]digits[.digits]`.
  /// - Parameter decoder: The decoder.
  /// - Throws: An error from the decoder, or `DecodingError` for a malformed value.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    let text = try c.decode(String.self)
    guard let value = ExactDecimal(text) else {
      throw DecodingError.dataCorruptedError(
        in: c, debugDescription: "'\(text)' is not an ASCII decimal such as -5 or 99.95.")
    }
    self = value
  }
}
