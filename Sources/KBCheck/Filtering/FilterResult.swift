/// What a filter made of one edit: the new text, the caret, and every
/// character it did not insert, with the reason.
public struct FilterResult: Sendable, Hashable {
  /// The whole text after the edit.
  public var text: String
  /// The caret after the edit, in scalar offsets of ``text``.
  public var caret: Int
  /// What was actually inserted (after folding and removals).
  public var inserted: String
  /// Every character of the replacement that was not inserted as given:
  /// removed, or folded to another character.
  public var changes: [FilterChange]
  /// Whether a typed keystroke was refused whole (the text is unchanged).
  public var refused: Bool
  /// The mask of a secret content type's filter (a card number), or `nil`:
  /// output shows ``masked()`` unless the caller opts in.
  public var secretMask: SecretMask?

  /// Creates a result.
  /// - Parameters:
  ///   - text: The new text.
  ///   - caret: The caret, in scalar offsets of `text`.
  ///   - inserted: What was inserted.
  ///   - changes: Every removed or folded character.
  ///   - refused: Whether a keystroke was refused whole.
  public init(
    text: String, caret: Int, inserted: String, changes: [FilterChange] = [],
    refused: Bool = false
  ) {
    self.text = text
    self.caret = caret
    self.inserted = inserted
    self.changes = changes
    self.refused = refused
  }

  /// The characters that were removed (not folded).
  public var removed: [FilterChange] { changes.filter { $0.replacement == nil } }
  /// The characters that were folded to another spelling.
  public var folded: [FilterChange] { changes.filter { $0.replacement != nil } }

  /// The result with every change's message in another language.
  /// - Parameter language: The language.
  /// - Returns: The result; only messages differ.
  public func localized(_ language: MessageLanguage) -> FilterResult {
    var copy = self
    copy.changes = changes.map { $0.localized(language) }
    return copy
  }
}

/// One character of an edit's replacement that a filter removed or folded.
public struct FilterChange: Sendable, Hashable {
  /// The character as given.
  public var character: Unicode.Scalar
  /// Its scalar offset in the edit's replacement text.
  public var offset: Int
  /// What it became, or `nil` when it was removed.
  public var replacement: String?
  /// The stable dotted reason code, such as `filter.not-a-digit`.
  public var code: ValidationIssue.Code
  /// An explanation, in English unless localized.
  public var message: String
  /// The typed issue the change was made from, or `nil`.
  public private(set) var familyIssue: AnyFamilyIssue?
  /// The message of another change that follows ``message`` (a refused
  /// paste says what it would have become, then why the character went):
  /// its typed issue, or its text when it has none.
  private var reason: (typed: AnyFamilyIssue?, text: String)?

  /// Creates a change record from a family's typed filter issue.
  /// - Parameters:
  ///   - character: The character as given.
  ///   - offset: Its scalar offset in the replacement.
  ///   - replacement: What it became, or `nil` when removed.
  ///   - issue: The typed issue: code and message.
  public init(
    character: Unicode.Scalar, offset: Int, replacement: String?, _ issue: some FamilyIssue
  ) {
    self.character = character
    self.offset = offset
    self.replacement = replacement
    self.code = issue.code
    self.message = issue.english
    self.familyIssue = AnyFamilyIssue(issue)
    IssueObserver.notice(issue.code)
  }

  /// Creates a change record.
  /// - Parameters:
  ///   - character: The character as given.
  ///   - offset: Its scalar offset in the replacement.
  ///   - replacement: What it became, or `nil` when removed.
  ///   - code: The reason code.
  ///   - message: An English explanation.
  public init(
    character: Unicode.Scalar, offset: Int, replacement: String?,
    code: ValidationIssue.Code, message: String
  ) {
    self.character = character
    self.offset = offset
    self.replacement = replacement
    self.code = code
    self.message = message
    self.familyIssue = nil
    IssueObserver.notice(code)
  }

  /// The change with its message in another language.
  /// - Parameter language: The language.
  /// - Returns: The change; only ``message`` differs.
  public func localized(_ language: MessageLanguage) -> FilterChange {
    guard let familyIssue else { return self }
    var copy = self
    copy.message = familyIssue.message(in: language)
    if let reason {
      copy.message += " " + (reason.typed?.message(in: language) ?? reason.text)
    }
    return copy
  }

  /// This change with another change's message after its own.
  /// - Parameter change: The change whose message follows.
  /// - Returns: The change; its message is both, each localized with it.
  func followed(by change: FilterChange) -> FilterChange {
    var copy = self
    copy.message += " " + change.message
    copy.reason = (change.familyIssue, change.message)
    return copy
  }

  /// This change for another character of the same edit: the same code and
  /// message.
  /// - Parameters:
  ///   - character: The character as given.
  ///   - offset: Its scalar offset in the replacement.
  /// - Returns: The change, removed (no replacement).
  func removing(_ character: Unicode.Scalar, at offset: Int) -> FilterChange {
    var copy = self
    copy.character = character
    copy.offset = offset
    copy.replacement = nil
    return copy
  }

  /// Changes are equal when everything but the message's source is.
  public static func == (lhs: FilterChange, rhs: FilterChange) -> Bool {
    lhs.character == rhs.character && lhs.offset == rhs.offset
      && lhs.replacement == rhs.replacement && lhs.code == rhs.code && lhs.message == rhs.message
  }

  /// Hashes what `==` compares.
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(character)
    hasher.combine(offset)
    hasher.combine(replacement)
    hasher.combine(code)
    hasher.combine(message)
  }
}
