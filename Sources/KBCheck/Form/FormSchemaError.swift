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
  /// A message, in English unless localized.
  public var message: String
  /// Where in the schema: `fields[2].type`, or empty for the whole text.
  public var path: String
  /// The typed issue the error was made from, or `nil`.
  public private(set) var familyIssue: AnyFamilyIssue?

  /// Creates an error from a typed schema issue.
  /// - Parameters:
  ///   - issue: The typed issue.
  ///   - path: Where in the schema.
  public init(_ issue: some FamilyIssue, path: String = "") {
    self.code = Code(rawValue: issue.code.rawValue)
    self.message = issue.english
    self.path = path
    self.familyIssue = AnyFamilyIssue(issue)
    IssueObserver.notice(issue.code)
  }

  /// The error with its message in another language.
  /// - Parameter language: The language.
  /// - Returns: The error; only ``message`` differs.
  public func localized(_ language: MessageLanguage) -> FormSchemaError {
    withMessage(in: language)
  }

  /// Errors are equal when code, message and path are.
  public static func == (lhs: FormSchemaError, rhs: FormSchemaError) -> Bool {
    lhs.code == rhs.code && lhs.message == rhs.message && lhs.path == rhs.path
  }

  /// Hashes code, message and path.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(code.rawValue)
    hasher.combine(message)
    hasher.combine(path)
  }

  /// Creates an error.
  /// - Parameters:
  ///   - code: The kind of problem.
  ///   - message: An English message.
  ///   - path: Where in the schema.
  public init(_ code: Code, _ message: String, path: String = "") {
    self.code = code
    self.message = message
    self.path = path
    self.familyIssue = nil
    IssueObserver.notice(ValidationIssue.Code(rawValue: code.rawValue))
  }

  /// A schema that is not JSON: `schema.invalid-json`, with the parser's
  /// reason and the byte offset.
  /// - Parameter error: The parser's error.
  init(invalidJSON error: JSONParseError) {
    guard error.reason != nil else {
      self.init(.invalidJSON, error.description)
      return
    }
    self.init(SchemaIssue.invalidJSON(error))
  }

  /// A field whose validator cannot be made: `schema.configuration`, with
  /// the configuration error's message (localized with this error).
  /// - Parameters:
  ///   - error: The configuration error.
  ///   - path: Where in the schema.
  init(configuration error: ConfigurationError, path: String) {
    self.init(SchemaIssue.configuration(error), path: path)
  }

  /// `code: path: message`.
  public var description: String {
    path.isEmpty ? "\(code): \(message)" : "\(code): \(path): \(message)"
  }
}
