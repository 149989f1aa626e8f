/// A value whose ``message`` may come from the ``MessageCatalogue``: an
/// issue, a configuration error, a schema error. One implementation of
/// re-rendering the message in another language serves them all.
protocol CataloguedMessage {
  /// The catalogue message, or `nil` when the message was given as text.
  var messageKey: MessageKey? { get }
  /// The named values of the message.
  var arguments: MessageArguments { get }
  /// The typed issue the message comes from, or `nil`.
  var familyIssue: AnyFamilyIssue? { get }
  /// The message.
  var message: String { get set }
}

extension CataloguedMessage {
  /// The value with its message rendered in `language`; unchanged when
  /// the message was given as text.
  func withMessage(in language: MessageLanguage) -> Self {
    if let familyIssue {
      var copy = self
      copy.message = familyIssue.message(in: language)
      return copy
    }
    guard let messageKey else { return self }
    var copy = self
    copy.message = MessageCatalogue.of(language).message(for: messageKey, arguments: arguments)
    return copy
  }
}

extension ValidationIssue: CataloguedMessage {}
extension ConfigurationError: CataloguedMessage {}
extension FormSchemaError: CataloguedMessage {}
