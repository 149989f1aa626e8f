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
    var copy = text
    if let masked = copy.withUTF8({ applyASCII($0) }) { return masked }
    var digits = 0
    if rule == .cardNumber {
      for scalar in text.unicodeScalars where SecretMask.isDigit(scalar) { digits += 1 }
    }
    let (head, tail) = digits >= 13 ? (6, 4) : digits >= 8 ? (0, 4) : (0, 0)
    // Built as UTF-8 bytes: appending scalars to a String one by one costs
    // several times more (measured in the CLI batch).
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2 * max(digits, 1))
    var seen = 0
    for scalar in text.unicodeScalars {
      let shown: Bool
      switch rule {
      case .everything: shown = false
      case .cardNumber:
        if SecretMask.isDigit(scalar) {
          seen += 1
          shown = seen <= head || seen > digits - tail
        } else {
          shown = true
        }
      }
      if shown {
        UTF8.encode(scalar) { bytes.append($0) }
      } else {
        bytes += [0xE2, 0x80, 0xA2]  // U+2022 BULLET
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// ``apply(_:)`` on ASCII text, byte by byte (a card number as typed or
  /// pasted, nearly always); `nil` for other text.
  private func applyASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
    guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    let digits = rule == .cardNumber ? utf8.count(where: { $0 &- 0x30 < 10 }) : 0
    let (head, tail) = digits >= 13 ? (6, 4) : digits >= 8 ? (0, 4) : (0, 0)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 2 * max(digits, utf8.count))
    var seen = 0
    for byte in utf8 {
      let shown: Bool
      switch rule {
      case .everything: shown = false
      case .cardNumber:
        if byte &- 0x30 < 10 {
          seen += 1
          shown = seen <= head || seen > digits - tail
        } else {
          shown = true
        }
      }
      if shown {
        bytes.append(byte)
      } else {  // U+2022 BULLET
        bytes.append(0xE2)
        bytes.append(0x80)
        bytes.append(0xA2)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether a scalar is a decimal digit of any script (ASCII answered
  /// without a property lookup).
  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value &- 0x30 < 10 }
    return scalar.properties.numericType == .decimal
  }
}
