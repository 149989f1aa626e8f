/// One finding about a value: what is wrong (or suspicious), where, and what
/// the user can do about it.
///
/// Issues are values, never thrown errors. The ``code`` is stable and dotted
/// (`email.local.too-long`) so that scripts and services can match on it; the
/// ``message`` is a sentence a person can act on, English unless the issue
/// was ``localized(_:)``; the ``range`` counts Unicode scalars of the input
/// as given.
///
/// kbcheck's own issues are made from a family's typed issue
/// (``FamilyIssue``), which renders the message in every language kbcheck
/// speaks; an issue made with an explicit `message` keeps it as given.
public struct ValidationIssue: Sendable, Hashable {
  /// How serious an issue is.
  public enum Severity: String, Sendable, Hashable, CaseIterable {
    /// The value is invalid.
    case error
    /// The value is valid but deserves a second look.
    case warning
  }

  /// The stable, dotted code of the issue, such as `email.local.too-long`.
  public var code: Code
  /// Whether the issue makes the value invalid.
  public var severity: Severity
  /// Where in the input the issue lies, in Unicode scalar offsets.
  public var range: Range<Int>
  /// The message given as text (or set, or localized); `nil` while the
  /// message is the English rendering of ``familyIssue``, made when
  /// ``message`` is read: a validator that reports an issue builds no
  /// text, and a caller that only needs the code never pays for one.
  private var givenMessage: String?
  /// The typed issue the issue was made from, or ``UntypedIssue`` for an
  /// issue made from text (stored unwrapped: see ``UntypedIssue``).
  private var typedIssue: any FamilyIssue

  /// The typed issue the issue was made from, for a family that owns a
  /// ``FamilyIssue`` enum; its message is rendered when ``message`` is read.
  public internal(set) var familyIssue: AnyFamilyIssue? {
    get { isTyped ? AnyFamilyIssue(typedIssue) : nil }
    set { typedIssue = newValue?.base ?? UntypedIssue.untyped }
  }

  /// Whether the issue was made from a typed issue (a comparison of
  /// metadata pointers, no dynamic cast).
  private var isTyped: Bool { type(of: typedIssue) != UntypedIssue.self }

  /// Creates an issue from a family's typed issue: code, severity and
  /// message come from the case.
  /// - Parameters:
  ///   - issue: The typed issue.
  ///   - range: The scalar offsets of the input the issue concerns.
  public init(_ issue: some FamilyIssue, range: Range<Int>) {
    self.code = issue.code
    self.severity = issue.severity
    self.givenMessage = nil
    self.range = range
    self.typedIssue = issue
    IssueObserver.notice(code)
  }

  /// Creates an issue at one scalar offset from a family's typed issue.
  /// - Parameters:
  ///   - issue: The typed issue.
  ///   - offset: The scalar offset of the character concerned.
  public init(_ issue: some FamilyIssue, at offset: Int) {
    self.init(issue, range: offset..<(offset + 1))
  }

  /// The typed issue as one family's enum, or `nil` when the issue was
  /// made otherwise or by another family.
  /// - Parameter type: The family's issue type.
  /// - Returns: The typed issue.
  public func familyIssue<Issue: FamilyIssue>(as type: Issue.Type) -> Issue? {
    typedIssue as? Issue
  }

  /// Creates an issue.
  /// - Parameters:
  ///   - code: The stable dotted code.
  ///   - severity: Error (invalid) or warning; defaults to error.
  ///   - message: An English sentence a user can act on.
  ///   - range: The scalar offsets of the input the issue concerns.
  public init(
    _ code: Code, severity: Severity = .error, message: String,
    range: Range<Int>
  ) {
    self.code = code
    self.severity = severity
    self.givenMessage = message
    self.range = range
    self.typedIssue = UntypedIssue.untyped
    IssueObserver.notice(code)
  }

  /// Creates an issue that concerns a single scalar offset.
  /// - Parameters:
  ///   - code: The stable dotted code.
  ///   - severity: Error (invalid) or warning; defaults to error.
  ///   - message: An English sentence a user can act on.
  ///   - offset: The scalar offset of the character concerned.
  public init(
    _ code: Code, severity: Severity = .error, message: String, at offset: Int
  ) {
    self.init(
      code, severity: severity, message: message, range: offset..<(offset + 1))
  }
}

extension ValidationIssue {
  /// A sentence a user can act on, in English unless localized: the text
  /// given or set, or else the English message of ``familyIssue``
  /// (rendered on each read).
  public var message: String {
    get { givenMessage ?? (isTyped ? typedIssue.english : "") }
    set { givenMessage = newValue }
  }

  /// An issue that reports a configuration error as a finding (a form
  /// field whose validator cannot be made): the error's message, from the
  /// error's typed issue, so that it is localized with the issue.
  /// - Parameters:
  ///   - code: The issue's code (`form.configuration`).
  ///   - error: The configuration error.
  ///   - range: The scalar offsets of the input the issue concerns.
  public init(_ code: Code, reporting error: ConfigurationError, range: Range<Int>) {
    self.init(code, message: error.message, range: range)
    familyIssue = error.familyIssue
    if familyIssue != nil { message = error.message }
  }

  /// Whether ``localized(_:)`` in English gives this issue back as it is:
  /// it has no typed issue, or no message set over the typed issue's
  /// English rendering.
  var isEnglishRendering: Bool { !isTyped || givenMessage == nil }

  /// The issue with its message in another language; an issue whose
  /// message was given as text is returned unchanged.
  /// - Parameter language: The language.
  /// - Returns: The issue; code, severity and range are unchanged.
  public func localized(_ language: MessageLanguage) -> ValidationIssue {
    // English is the typed issue's rendering, made on read: nothing to build.
    guard language == .english, isTyped else {
      return withMessage(in: language)
    }
    var copy = self
    copy.givenMessage = nil
    return copy
  }

  /// Issues are equal when code, severity, message and range are.
  public static func == (lhs: ValidationIssue, rhs: ValidationIssue) -> Bool {
    lhs.code == rhs.code && lhs.severity == rhs.severity && lhs.range == rhs.range
      && lhs.message == rhs.message
  }

  /// Hashes code, severity, message and range.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(code)
    hasher.combine(severity)
    hasher.combine(message)
    hasher.combine(range)
  }
}

extension ValidationIssue {
  /// A stable, dotted issue code.
  ///
  /// Codes are an open set: each keyboard family defines its own as static
  /// members in an extension (`ValidationIssue.Code.emailLocalTooLong`).
  public struct Code: RawRepresentable, Sendable, Hashable,
    ExpressibleByStringLiteral, CustomStringConvertible, Comparable
  {
    /// The dotted spelling, such as `email.local.too-long`.
    public var rawValue: String
    /// Creates a code from its dotted spelling.
    /// - Parameter rawValue: The dotted spelling.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a code from a string literal.
    /// - Parameter value: The dotted spelling.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The dotted spelling.
    public var description: String { rawValue }
    /// Orders codes by their spelling.
    public static func < (lhs: Code, rhs: Code) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }
}

extension ValidationIssue: CustomStringConvertible {
  /// `error[code]: message (at 3..<5)`, the form the CLI prints.
  public var description: String {
    "\(severity.rawValue)[\(code.rawValue)]: \(message) (at \(range.lowerBound)..<\(range.upperBound))"
  }
}
