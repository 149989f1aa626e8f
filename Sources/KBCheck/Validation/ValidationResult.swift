/// The outcome of validating one value: valid or not, its canonical form,
/// every issue found, and family-specific details.
public struct ValidationResult: Sendable, Hashable {
  /// The input exactly as given.
  public var input: String
  /// The canonical value when the input is valid (normalized email, WHATWG
  /// href, ASCII decimal string, E.164 phone number, …); `nil` when invalid.
  public var value: String?
  /// Every error and warning found, in input order where it applies.
  public var issues: [ValidationIssue]
  /// Family-specific details, in a stable order: `asciiValue` and
  /// `smtputf8` for email, `components` for URLs, and so on.
  ///
  /// Built when read: a validator with a fixed set of details stores only
  /// their values, so producing a result allocates nothing for them.
  public var details: [JSONMember] {
    get { detailStorage.members }
    set { detailStorage = .members(newValue) }
  }

  /// The details as stored.
  var detailStorage: ResultDetails

  // The memberwise initializer, `init(input:value:issues:detailStorage:)`
  // (internal), is the one validators use: measured on the number pad path,
  // it builds the result in place where a written one built a copy first.

  /// Equal input, value, issues and details (however they are stored).
  public static func == (a: ValidationResult, b: ValidationResult) -> Bool {
    a.input == b.input && a.value == b.value && a.issues == b.issues && a.details == b.details
  }

  /// Hashes input, value, issues and details.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(input)
    hasher.combine(value)
    hasher.combine(issues)
    hasher.combine(details)
  }

  /// Whether the value is valid: it has a canonical value and no error.
  public var isValid: Bool {
    value != nil && !issues.contains { $0.severity == .error }
  }

  /// The issues whose severity is error.
  public var errors: [ValidationIssue] { issues.filter { $0.severity == .error } }

  /// The issues whose severity is warning.
  public var warnings: [ValidationIssue] {
    issues.filter { $0.severity == .warning }
  }

  /// The detail with the given key, if any.
  /// - Parameter key: The detail's key, such as `asciiValue`.
  /// - Returns: The value stored under that key.
  public func detail(_ key: String) -> JSONValue? {
    details.first { $0.key == key }?.value
  }

  /// A result for an invalid input with the given issues.
  /// - Parameters:
  ///   - input: The input as given.
  ///   - issues: The issues; at least one should be an error.
  /// - Returns: A result with no canonical value.
  public static func invalid(_ input: String, _ issues: [ValidationIssue])
    -> ValidationResult
  {
    ValidationResult(input: input, value: nil, issues: issues)
  }
}

extension ValidationResult {
  /// Creates a result.
  /// - Parameters:
  ///   - input: The input as given.
  ///   - value: The canonical value, or `nil` when invalid.
  ///   - issues: The issues found.
  ///   - details: Family-specific details.
  public init(
    input: String, value: String?, issues: [ValidationIssue] = [],
    details: [JSONMember] = []
  ) {
    self.init(input: input, value: value, issues: issues, detailStorage: .members(details))
  }
}
