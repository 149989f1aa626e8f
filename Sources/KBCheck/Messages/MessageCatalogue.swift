/// The message templates of one language, keyed by code and variant.
///
/// English comes from the templates of ``IssueCatalogue/all``; every
/// family of kbcheck writes its messages as a typed enum
/// (``FamilyIssue``), whose renderings are exhaustive per language, so
/// these tables only serve messages given as catalogue keys.
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

  /// The German catalogue: empty, since every family renders its German
  /// messages through its typed enum (``FamilyIssue/german``); a key it
  /// lacks falls back to English.
  public static let german = MessageCatalogue(language: .german, templates: [:])

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
