/// The outcome of validating one value: valid or not, its canonical form,
/// every issue found, and the typed value of its family.
///
/// ```swift
/// let result = EmailValidator(options: .form).validate("José@Bücher.example")
/// result.isValid             // true
/// result.value               // "José@bücher.example"
/// result.email?.asciiValue   // "José@xn--bcher-kva.example"
/// ```
/// The typed values (``email``, ``url``, ``decimal``, ``picker``, ``text``)
/// are views built when read: a validator stores only what they are made of.
/// Encoded (`Codable`, or ``jsonText(type:revealingSecrets:)``), a result is the object of the
/// `kbcheck` JSON contract: `input`, `valid`, `value`, `issues`, then the
/// family's members (`asciiValue`, `components`, …).
public struct ValidationResult: Sendable, Hashable {
  /// The input, or that it is the value itself (``input``).
  var storedInput: StoredInput
  /// The canonical value when the input is valid (normalized email, WHATWG
  /// href, ASCII decimal string, E.164 phone number, …); `nil` when invalid.
  public var value: String? {
    didSet {
      // The input was the value: it keeps the old one.
      if case .value = storedInput { storedInput = .text(oldValue ?? "") }
      // A URL held as the value's offsets keeps the href it was parsed to,
      // also inside a secret's payload (values are seldom set: no check first).
      payload = payload.standingAlone(value: oldValue)
    }
  }
  /// Every error and warning found, in input order where it applies.
  public var issues: [ValidationIssue]
  /// The family's value, stored unbuilt.
  var payload: ResultPayload

  /// Where ``input`` comes from. Most valid inputs are their own canonical
  /// value; holding the string once rather than twice saves a retain and
  /// a release, atomic operations, per result (issue 20: measured on the
  /// email corpus). The value stays a stored property, so reading it
  /// costs nothing more.
  enum StoredInput: Sendable {
    /// The input is ``value`` (which is then not `nil`).
    case value
    /// The input as given.
    case text(String)
  }

  // The memberwise initializer, `init(storedInput:value:issues:payload:)`
  // (internal), is the one validators use, through the two inlined
  // initializers below: measured on the number pad path, it builds the
  // result in place where a written one built a copy first.

  /// The input exactly as given.
  public var input: String {
    get {
      if case .text(let text) = storedInput { return text }
      return value ?? ""
    }
    set { storedInput = .text(newValue) }
  }

  /// Equal input, value, issues and family members: the same JSON object.
  ///
  /// The members are compared on the typed values the results hold (an
  /// email's ASCII form, a phone number's details, a content type's
  /// details), without writing them; only results whose values are of
  /// different kinds (a decoded result holds some families' members as
  /// written) or differ in what the members do not show are compared on
  /// the members themselves.
  public static func == (a: ValidationResult, b: ValidationResult) -> Bool {
    guard a.input == b.input, a.value == b.value, a.issues == b.issues else { return false }
    return ResultPayload.typedMembersEqual(a.payload, b.payload, value: a.value)
      ?? (a.details == b.details)
  }

  /// Hashes input, value and issues. The family members are left out: equal
  /// results can hold them in different forms (typed, or as the tree a
  /// decoded result reads), which hash differently; results that differ
  /// only in them are rare (the same input and issues under other options).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(input)
    hasher.combine(value)
    hasher.combine(issues)
  }

  /// Whether the value is valid: it has a canonical value and no error.
  public var isValid: Bool {
    value != nil && !issues.hasError
  }

  /// The issues whose severity is error.
  public var errors: [ValidationIssue] { issues.filter { $0.severity == .error } }

  /// The issues whose severity is warning.
  public var warnings: [ValidationIssue] {
    issues.filter { $0.severity == .warning }
  }

  /// The family's members of the JSON wire format, in their stable order:
  /// `asciiValue` and `smtputf8` for email, `components` for URLs, `index`
  /// for pickers, `kind` for twitter and namePhonePad, and so on. Prefer the
  /// typed accessors in Swift code.
  package var details: [JSONMember] { payload.members(value: value) }

  /// A result for an invalid input with the given issues.
  /// - Parameters:
  ///   - input: The input as given.
  ///   - issues: The issues; at least one should be an error.
  /// - Returns: A result with no canonical value.
  public static func invalid(_ input: String, _ issues: [ValidationIssue])
    -> ValidationResult
  {
    ValidationResult(input: input, value: nil, issues: issues, payload: .none)
  }
}

extension ValidationResult {
  /// Creates a result (what validators use).
  /// - Parameters:
  ///   - input: The input as given.
  ///   - value: The canonical value, or `nil` when invalid.
  ///   - issues: The issues found.
  ///   - payload: The family's value.
  @inline(__always)
  init(input: String, value: String?, issues: [ValidationIssue], payload: ResultPayload) {
    self.init(storedInput: .text(input), value: value, issues: issues, payload: payload)
  }

  /// Creates a result whose canonical value is the input itself, held once.
  /// - Parameters:
  ///   - input: The input, already canonical.
  ///   - issues: The issues found.
  ///   - payload: The family's value.
  @inline(__always)
  init(canonicalInput input: String, issues: [ValidationIssue], payload: ResultPayload) {
    self.init(storedInput: .value, value: input, issues: issues, payload: payload)
  }

  /// Creates a result (for results built outside the library's
  /// validators, such as a service's own checks).
  /// - Parameters:
  ///   - input: The input as given.
  ///   - value: The canonical value, or `nil` when invalid.
  ///   - issues: The issues found.
  public init(input: String, value: String?, issues: [ValidationIssue] = []) {
    self.init(input: input, value: value, issues: issues, payload: .none)
  }

  /// Creates a result with wire-format members.
  /// - Parameters:
  ///   - input: The input as given.
  ///   - value: The canonical value, or `nil` when invalid.
  ///   - issues: The issues found.
  ///   - details: Members to write after `issues`.
  package init(
    input: String, value: String?, issues: [ValidationIssue] = [],
    details: [JSONMember]
  ) {
    self.init(
      input: input, value: value, issues: issues,
      payload: details.isEmpty ? .none : .members(details))
  }
}
