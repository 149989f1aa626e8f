/// The message templates of one language, keyed by code and variant.
///
/// English comes from ``IssueCatalogue/all``; other languages from their
/// own tables. Both are complete: a test checks that every English
/// message has a translation with the same placeholders.
public struct MessageCatalogue: Sendable {
  /// The language of the templates.
  public let language: MessageLanguage
  private let templates: [MessageKey: MessageTemplate]

  private init(language: MessageLanguage, templates: [MessageKey: MessageTemplate]) {
    self.language = language
    self.templates = templates
  }

  /// The catalogue of a language.
  /// - Parameter language: The language.
  /// - Returns: Its catalogue.
  public static func of(_ language: MessageLanguage) -> MessageCatalogue {
    language == .german ? german : english
  }

  /// The English catalogue.
  public static let english: MessageCatalogue = {
    var templates: [MessageKey: MessageTemplate] = [:]
    for info in IssueCatalogue.all {
      for message in info.messages where message.sample == nil {
        templates[MessageKey(info.code, variant: message.variant)] = MessageTemplate(
          message.template)
      }
    }
    return MessageCatalogue(language: .english, templates: templates)
  }()

  /// The German catalogue.
  public static let german: MessageCatalogue = {
    var templates: [MessageKey: MessageTemplate] = [:]
    for (written, template) in GermanMessages.all {
      templates[MessageKey(written: written)] = MessageTemplate(template)
    }
    return MessageCatalogue(language: .german, templates: templates)
  }()

  /// Every key with a template, in order.
  public var keys: [MessageKey] { templates.keys.sorted() }

  /// The template of a key, if the catalogue has one.
  /// - Parameter key: The code and variant.
  /// - Returns: The template, or `nil`.
  public func template(for key: MessageKey) -> MessageTemplate? { templates[key] }

  /// The message of a key with its arguments put in.
  ///
  /// A key the catalogue lacks falls back to English, and a key English
  /// lacks too is written as the key itself, so that a gap shows.
  /// - Parameters:
  ///   - key: The code and variant.
  ///   - arguments: The named values.
  /// - Returns: The message.
  public func message(for key: MessageKey, arguments: MessageArguments) -> String {
    if let template = templates[key] {
      var missing: [String] = []
      let message = template.render(arguments, missing: &missing)
      for name in missing {
        IssueCodeLog.recordProblem("missing-argument \(language) \(key) {\(name)}")
      }
      return message
    }
    if language != .english {
      return MessageCatalogue.english.message(for: key, arguments: arguments)
    }
    IssueCodeLog.recordProblem("missing-template \(key)")
    return "[\(key)]"
  }
}
