/// One family's issues as a typed enum: each case carries typed arguments
/// (the character, the limit, the region) and knows its code, severity,
/// meaning and its message in every language kbcheck speaks.
///
/// Renderings are exhaustive `switch`es, one per language (``english``,
/// ``german``; ``meaning`` and ``germanMeaning``): a case added without its
/// German message or meaning does not compile,
/// and a message can only refer to arguments its case carries. A family
/// lists one sample of every case in ``samples``, from which
/// ``IssueCatalogue/all`` and `kbcheck codes` are derived; a test checks
/// that the samples cover every code.
///
/// An issue is lowered into a ``ValidationIssue`` (``ValidationIssue/init(_:range:)``),
/// a ``FilterChange`` or a ``ConfigurationError``, which keep the typed case:
/// ``ValidationIssue/familyIssue(as:)`` gives it back.
///
/// ```swift
/// enum CardIssue: FamilyIssue {
///   case checkDigit(expected: Int)
///   static let family = IssueFamily.payment
///   static let samples: [CardIssue] = [.checkDigit(expected: 7)]
///   var code: ValidationIssue.Code { "card.check-digit" }
///   var severity: ValidationIssue.Severity { .error }
///   var meaning: String { "The Luhn check digit is wrong (ISO/IEC 7812-1 Annex B)." }
///   var germanMeaning: String { "Die Luhn-Prüfziffer ist falsch (ISO/IEC 7812-1 Annex B)." }
///   var english: String {
///     switch self { case .checkDigit(let digit): "The last digit should be \(digit)." }
///   }
///   var german: String {
///     switch self { case .checkDigit(let digit): "Die letzte Ziffer müsste \(digit) sein." }
///   }
/// }
/// ```
public protocol FamilyIssue: Sendable, Hashable {
  /// The family that reports these issues.
  static var family: IssueFamily { get }
  /// Where these issues are reported: validation (the default), filter,
  /// configuration or schema.
  static var kind: IssueCodeInfo.Kind { get }
  /// One value of every case, with sample arguments: the catalogue lists
  /// these, in this order.
  static var samples: [Self] { get }
  /// The stable dotted code, such as `card.check-digit`.
  var code: ValidationIssue.Code { get }
  /// Whether the issue makes the value invalid.
  var severity: ValidationIssue.Severity { get }
  /// One line on what the code means and which rule it comes from.
  var meaning: String { get }
  /// One line on what the code means, in German.
  var germanMeaning: String { get }
  /// The message in English.
  var english: String { get }
  /// The message in German.
  var german: String { get }
}

extension FamilyIssue {
  /// Validation, unless the family says otherwise.
  public static var kind: IssueCodeInfo.Kind { .validation }

  /// The message in a language.
  /// - Parameter language: The language.
  /// - Returns: The message.
  public func message(in language: MessageLanguage) -> String {
    language == .german ? german : english
  }

  /// One line on what the code means, in a language.
  /// - Parameter language: The language.
  /// - Returns: ``germanMeaning`` in German, else ``meaning``.
  public func meaning(in language: MessageLanguage) -> String {
    language == .german ? germanMeaning : meaning
  }

  /// The catalogue entries of this family: one per code, with every
  /// sample of that code as a message.
  static var catalogueEntries: [IssueCodeInfo] {
    var order: [ValidationIssue.Code] = []
    var byCode: [ValidationIssue.Code: IssueCodeInfo] = [:]
    for sample in samples {
      let message = IssueCodeInfo.Message(sample: AnyFamilyIssue(sample))
      if var entry = byCode[sample.code] {
        if !entry.severities.contains(sample.severity) { entry.severities.append(sample.severity) }
        // One code reported with two severities and one wording (the
        // closing count, a URL Standard finding) lists its message once.
        if !entry.messages.contains(where: { $0.template == message.template }) {
          entry.messages.append(message)
        }
        byCode[sample.code] = entry
      } else {
        order.append(sample.code)
        byCode[sample.code] = IssueCodeInfo(
          sample.code, family, kind: kind, kind == .filter ? [] : [sample.severity],
          meaning: sample.meaning, germanMeaning: sample.germanMeaning, messages: [message])
      }
    }
    return order.compactMap { byCode[$0] }
  }
}

/// A type-erased ``FamilyIssue``: what ``ValidationIssue``,
/// ``FilterChange`` and ``ConfigurationError`` keep of the typed case they
/// were made from.
public struct AnyFamilyIssue: Sendable, Hashable, CustomStringConvertible {
  /// The typed issue.
  public let base: any FamilyIssue

  /// Wraps a typed issue.
  /// - Parameter base: The typed issue.
  public init(_ base: some FamilyIssue) { self.base = base }

  /// The code of the typed issue.
  public var code: ValidationIssue.Code { base.code }

  /// The message in a language.
  /// - Parameter language: The language.
  /// - Returns: The message.
  public func message(in language: MessageLanguage) -> String { base.message(in: language) }

  /// The typed issue as one family's enum, or `nil` when it is another's.
  /// - Parameter type: The family's issue type.
  /// - Returns: The typed issue.
  public func `as`<Issue: FamilyIssue>(_ type: Issue.Type) -> Issue? { base as? Issue }

  /// The English message.
  public var description: String { base.english }

  /// Equal when the typed issues are.
  public static func == (lhs: AnyFamilyIssue, rhs: AnyFamilyIssue) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the typed issue.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}
