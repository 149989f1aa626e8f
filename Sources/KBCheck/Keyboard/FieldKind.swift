/// What a form field or a CLI run validates: one of the keyboard types, or a
/// picker (a fixed list of options).
public enum FieldKind: Sendable, Hashable, Codable, CustomStringConvertible {
  /// A keyboard type's validator.
  case keyboard(KeyboardType)
  /// A picker's validator.
  case picker

  /// Reads a UIKit spelling, a keyboard alias (``KeyboardType/init(name:)``)
  /// or `picker`, case-insensitively.
  /// - Parameter name: The name.
  public init?(name: String) {
    if name.lowercased() == "picker" {
      self = .picker
    } else if let keyboard = KeyboardType(name: name) {
      self = .keyboard(keyboard)
    } else {
      return nil
    }
  }

  /// The name reported in JSON: the keyboard's UIKit spelling, or `picker`.
  public var name: String {
    switch self {
    case .keyboard(let keyboard): keyboard.rawValue
    case .picker: "picker"
    }
  }

  /// The keyboard type, or `nil` for a picker.
  public var keyboard: KeyboardType? {
    if case .keyboard(let keyboard) = self { return keyboard }
    return nil
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
