/// The identity field an issue concerns: its messages name it.
public enum IdentityField: String, Sendable, Hashable, CaseIterable, Codable {
  /// A username (RFC 8265 UsernameCaseMapped / UsernameCasePreserved).
  case username
  /// A nickname (RFC 8266).
  case nickname
  /// A password (RFC 8265 OpaqueString): messages never name its characters.
  case password

  /// The field in an English sentence.
  var english: String { rawValue }

  /// The field in a German sentence, with its article in the nominative.
  var german: String {
    switch self {
    case .username: "Der Benutzername"
    case .nickname: "Der Spitzname"
    case .password: "Das Passwort"
    }
  }

  /// The field's German noun alone.
  var germanNoun: String {
    switch self {
    case .username: "Benutzername"
    case .nickname: "Spitzname"
    case .password: "Passwort"
    }
  }
}
