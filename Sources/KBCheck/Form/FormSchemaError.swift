/// Why a form schema cannot be used: malformed JSON, a missing or mistyped
/// key, an unknown keyboard type, a bad validator option.
public struct FormSchemaError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is.
  public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The dotted spelling, such as `schema.invalid-json`.
    public var rawValue: String
    /// Creates a code.
    /// - Parameter rawValue: The dotted spelling.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The dotted spelling.
    public var description: String { rawValue }
    /// The schema is not well-formed JSON.
    public static let invalidJSON = Code(rawValue: "schema.invalid-json")
    /// A required key is missing.
    public static let missingKey = Code(rawValue: "schema.missing-key")
    /// A key has a value of the wrong kind.
    public static let badValue = Code(rawValue: "schema.bad-value")
    /// A key the format does not define.
    public static let unknownKey = Code(rawValue: "schema.unknown-key")
    /// Two fields share a name.
    public static let duplicateField = Code(rawValue: "schema.duplicate-field")
    /// A field's type, profile or options cannot configure a validator.
    public static let configuration = Code(rawValue: "schema.configuration")
  }

  /// What kind of problem it is.
  public var code: Code
  /// An English message.
  public var message: String
  /// Where in the schema: `fields[2].type`, or empty for the whole text.
  public var path: String

  /// Creates an error.
  /// - Parameters:
  ///   - code: The kind of problem.
  ///   - message: An English message.
  ///   - path: Where in the schema.
  public init(_ code: Code, _ message: String, path: String = "") {
    self.code = code
    self.message = message
    self.path = path
  }

  /// `code: path: message`.
  public var description: String {
    path.isEmpty ? "\(code): \(message)" : "\(code): \(path): \(message)"
  }
}
