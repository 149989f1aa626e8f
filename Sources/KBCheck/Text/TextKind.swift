/// How a text keyboard's validator read a value, for the keyboards that
/// classify (`twitter`: mention, hashtag or post; `namePhonePad`: name or
/// phone number). ``ValidationResult/text`` gives it.
public enum TextKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// Free text (a twitter post).
  case text
  /// A twitter @mention.
  case mention
  /// A twitter #hashtag.
  case hashtag
  /// A person's name (namePhonePad).
  case name
  /// A phone number (namePhonePad).
  case phone
}
