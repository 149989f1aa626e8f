/// What a client can rely on about one issue code: its family, kind,
/// severities, meaning and message templates.
///
/// The list of every code is ``IssueCatalogue/all``; `kbcheck codes` prints it.
public struct IssueCodeInfo: Sendable, Hashable {
  /// Where a code is reported.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A finding about a value (``ValidationIssue``).
    case validation
    /// A character an input filter removed, folded or refused (``FilterChange``).
    case filter
    /// A validator configuration that cannot be used (``ConfigurationError``).
    case configuration
    /// A form schema that cannot be used (``FormSchemaError``).
    case schema
  }

  /// One message of a code: a sample of the typed family issue it comes
  /// from, rendered in English as the template.
  public struct Message: Sendable, Hashable {
    /// The typed issue this message is a sample of.
    public var sample: AnyFamilyIssue
    /// The English template: the sample's English message.
    public var template: String { sample.base.english }
    /// Creates a message from a sample of a typed family issue.
    /// - Parameter sample: The sample.
    public init(sample: AnyFamilyIssue) { self.sample = sample }
    /// The message in a language: the sample's rendering.
    /// - Parameter language: The language.
    /// - Returns: The message.
    public func text(in language: MessageLanguage) -> String { sample.message(in: language) }
  }

  /// The code.
  public var code: ValidationIssue.Code
  /// The family that reports it.
  public var family: IssueFamily
  /// Where it is reported.
  public var kind: Kind
  /// The severities it is reported with (empty for filter changes, which
  /// are notes about an edit, not findings about a value).
  public var severities: [ValidationIssue.Severity]
  /// One line on what it means, in English.
  public var meaning: String
  /// One line on what it means, in German.
  public var germanMeaning: String
  /// Its English message templates.
  public var messages: [Message]

  /// Creates an entry.
  /// - Parameters:
  ///   - code: The code.
  ///   - family: The family that reports it.
  ///   - kind: Where it is reported; validation by default.
  ///   - severities: Its severities.
  ///   - meaning: One line on what it means, in English.
  ///   - germanMeaning: The same line in German.
  ///   - messages: Its messages.
  public init(
    _ code: ValidationIssue.Code, _ family: IssueFamily, kind: Kind = .validation,
    _ severities: [ValidationIssue.Severity], meaning: String, germanMeaning: String,
    messages: [Message]
  ) {
    self.code = code
    self.family = family
    self.kind = kind
    self.severities = severities
    self.meaning = meaning
    self.germanMeaning = germanMeaning
    self.messages = messages
  }

  /// One line on what the code means, in a language.
  /// - Parameter language: The language.
  /// - Returns: ``germanMeaning`` in German, else ``meaning``.
  public func meaning(in language: MessageLanguage) -> String {
    language == .german ? germanMeaning : meaning
  }
}

/// The part of kbcheck that reports a code.
public enum IssueFamily: String, Sendable, Hashable, CaseIterable {
  /// Email addresses.
  case email
  /// URLs (WHATWG parsing and the validator's policy).
  case url
  /// Internationalized domain names (UTS #46), for email and URL hosts.
  case idna
  /// Whole numbers (number pad).
  case number
  /// Decimal numbers and amounts (decimal pad).
  case decimal
  /// Phone numbers (phone pad).
  case phone
  /// Free text, names, twitter handles, one-time codes.
  case text
  /// Picker choices.
  case picker
  /// Input that cannot be read at all (bad UTF-8, too long).
  case input
  /// Input filters.
  case filter
  /// Forms and their submissions.
  case form
  /// Form schemas.
  case schema
  /// Validator configuration.
  case configuration
  /// Payment and code fields: card numbers, expiry dates, security codes,
  /// IBAN, BIC, one-time codes.
  case payment
  /// Postal codes, countries and address forms.
  case address
  /// Usernames, nicknames and passwords (PRECIS, NIST SP 800-63B).
  case identity
  /// Whether an email domain can receive mail (DNS).
  case deliverability
  /// Whole tables (CSV, JSON lines) validated row by row.
  case table
}
