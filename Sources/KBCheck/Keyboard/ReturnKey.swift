/// The label of a keyboard's return key, as UIKit's `UIReturnKeyType`,
/// SwiftUI's `SubmitLabel`, HTML's `enterkeyhint` and Android's `IME_ACTION_*`
/// name it.
public enum ReturnKey: String, Sendable, Hashable, CaseIterable, Codable {
  /// The plain return key (HTML `enter`).
  case `default`
  /// Go: open what was typed (URL fields).
  case go
  /// Search.
  case search
  /// Send (messages).
  case send
  /// Move to the next field.
  case next
  /// Move to the previous field (HTML and Android only).
  case previous
  /// Finish input and dismiss the keyboard.
  case done

  /// The HTML `enterkeyhint` value.
  public var enterKeyHint: String {
    self == .default ? "enter" : rawValue
  }

  /// The Android `EditorInfo` action name.
  public var androidAction: String {
    switch self {
    case .default: "IME_ACTION_UNSPECIFIED"
    case .go: "IME_ACTION_GO"
    case .search: "IME_ACTION_SEARCH"
    case .send: "IME_ACTION_SEND"
    case .next: "IME_ACTION_NEXT"
    case .previous: "IME_ACTION_PREVIOUS"
    case .done: "IME_ACTION_DONE"
    }
  }
}
