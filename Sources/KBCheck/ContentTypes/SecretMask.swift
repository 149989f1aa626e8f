/// How a secret value is shown in output: a card number keeps at most its
/// first six and last four digits (PCI DSS v4.0 requirement 3.4.1); a
/// password or a security code shows none of its characters.
///
/// Masks keep the text's length in Unicode scalars, so issue ranges and
/// carets still point at the right place; the mask character is `•`
/// (U+2022).
public struct SecretMask: Sendable, Hashable {
  private enum Rule: Hashable {
    case cardNumber
    case everything
  }
  private let rule: Rule

  /// The card number rule: digits are masked except the first six and the
  /// last four when the text has at least 13 digits (a whole primary account
  /// number), the last four when it has 8 to 12, none when fewer; other
  /// characters (spaces, dashes, letters) are kept.
  public static let cardNumber = SecretMask(rule: .cardNumber)
  /// Every character is masked.
  public static let everything = SecretMask(rule: .everything)

  /// Whether every character is masked (a password, a security code), not
  /// only some digits.
  public var masksEveryCharacter: Bool { rule == .everything }

  /// The character that replaces a masked one: `•` (U+2022).
  public static let maskCharacter: Unicode.Scalar = "\u{2022}"

  /// The masked text.
  /// - Parameter text: The secret text.
  /// - Returns: The text with its secret characters replaced by `•`.
  /// - Complexity: O(*n*) in the length of `text`.
  public func apply(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    switch rule {
    case .everything:
      for _ in text.unicodeScalars { out.append(Self.maskCharacter) }
    case .cardNumber:
      let digits = text.unicodeScalars.reduce(0) {
        $0 + ($1.properties.numericType == .decimal ? 1 : 0)
      }
      let (head, tail) = digits >= 13 ? (6, 4) : digits >= 8 ? (0, 4) : (0, 0)
      var seen = 0
      for scalar in text.unicodeScalars {
        guard scalar.properties.numericType == .decimal else {
          out.append(scalar)
          continue
        }
        seen += 1
        out.append(seen <= head || seen > digits - tail ? scalar : Self.maskCharacter)
      }
    }
    return String(out)
  }
}
