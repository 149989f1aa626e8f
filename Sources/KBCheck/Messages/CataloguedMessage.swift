/// A value whose ``message`` may come from a family's typed issue: an
/// issue, a configuration error, a schema error. One implementation of
/// re-rendering the message in another language serves them all.
protocol CataloguedMessage {
  /// The typed issue the message comes from, or `nil` when the message was
  /// given as text.
  var familyIssue: AnyFamilyIssue? { get }
  /// The message.
  var message: String { get set }
}

extension CataloguedMessage {
  /// The value with its message rendered in `language`; unchanged when
  /// the message was given as text.
  func withMessage(in language: MessageLanguage) -> Self {
    guard let familyIssue else { return self }
    var copy = self
    copy.message = familyIssue.message(in: language)
    return copy
  }
}

extension ValidationIssue: CataloguedMessage {}
extension ConfigurationError: CataloguedMessage {}
extension FormSchemaError: CataloguedMessage {}
