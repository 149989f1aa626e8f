/// One finding about a value: what is wrong (or suspicious), where, and what
/// the user can do about it.
///
/// Issues are values, never thrown errors. The ``code`` is stable and dotted
/// (`email.local.too-long`) so that scripts and services can match on it; the
/// ``message`` is English a person can act on; the ``range`` counts Unicode
/// scalars of the input as given.
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
  /// An English sentence a user can act on.
  public var message: String
  /// Where in the input the issue lies, in Unicode scalar offsets.
  public var range: Range<Int>

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
    self.message = message
    self.range = range
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
