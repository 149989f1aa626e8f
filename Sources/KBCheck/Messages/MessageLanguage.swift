/// A language in which kbcheck writes its messages.
///
/// English is the default and is complete; every other language has a
/// message for every code too (a test checks this). Codes, JSON keys and
/// the shape of results never change with the language; only the
/// `message` texts do.
public struct MessageLanguage: Sendable, Hashable, CustomStringConvertible, CaseIterable {
  /// The BCP 47 primary language subtag, such as `en` or `de`.
  public let identifier: String

  private init(uncheckedIdentifier: String) { self.identifier = uncheckedIdentifier }

  /// English, the default.
  public static let english = MessageLanguage(uncheckedIdentifier: "en")
  /// German.
  public static let german = MessageLanguage(uncheckedIdentifier: "de")

  /// Every language with a complete catalogue.
  public static let allCases: [MessageLanguage] = [.english, .german]

  /// The language a tag names, or `nil` when kbcheck has no catalogue for it.
  ///
  /// Accepts BCP 47 tags (`de`, `de-CH`, `en-US`) and POSIX locale names
  /// (`de_DE.UTF-8`, `de_AT@euro`); case does not matter. `C` and `POSIX`
  /// are English, as gettext treats them.
  /// - Parameter tag: The language tag or locale name.
  public init?(identifier tag: String) {
    var primary = Substring(tag)
    if let cut = primary.firstIndex(where: { $0 == "-" || $0 == "_" || $0 == "." || $0 == "@" }) {
      primary = primary[..<cut]
    }
    let lowered = primary.lowercased()
    if lowered == "c" || lowered == "posix" {
      self = .english
      return
    }
    guard let match = Self.allCases.first(where: { $0.identifier == lowered }) else { return nil }
    self = match
  }

  /// The language of the messages for a POSIX environment: the first of
  /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides
  /// (POSIX.1-2017 §8.2); English when it names a language kbcheck has no
  /// catalogue for, or when none is set.
  /// - Parameter environment: The environment variables.
  /// - Returns: The language.
  public static func fromEnvironment(_ environment: [String: String]) -> MessageLanguage {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty {
        return MessageLanguage(identifier: value) ?? .english
      }
    }
    return .english
  }

  /// The best language for an HTTP `Accept-Language` header (RFC 9110
  /// §12.5.4): ``AcceptLanguage/messageLanguage``. A range such as `de-CH`
  /// matches German, a quality of 0 refuses a language, `*` stands for
  /// any, malformed entries are ignored; English when nothing matches.
  /// - Parameter header: The header's value, such as `de-CH, de;q=0.9, en;q=0.5`.
  /// - Returns: The language.
  /// - Complexity: O(*n*) in the header's length.
  public static func negotiate(acceptLanguage header: String) -> MessageLanguage {
    AcceptLanguage(header).messageLanguage
  }

  /// The identifier, such as `de`.
  public var description: String { identifier }
}
