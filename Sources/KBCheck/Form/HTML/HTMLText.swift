/// Escaping for text that goes into HTML: element content and quoted
/// attribute values. Everything from a schema or a submission is untrusted
/// (names, labels, choices, values, messages), so all of it passes here.
enum HTMLText {
  /// The text with `&`, `<`, `>`, `"` and `'` written as character
  /// references; safe in element content and in a double- or single-quoted
  /// attribute value.
  /// - Parameter text: Any text.
  /// - Returns: The escaped text.
  /// - Complexity: O(*n*).
  static func escape(_ text: String) -> String {
    guard
      text.utf8.contains(where: {
        $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27
      })
    else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// An `id` token made from a field name: ASCII letters, digits, `-` and
  /// `_` kept, every other byte written as `.` and its hex value, so that two
  /// names never share an id and the id needs no escaping.
  /// - Parameter name: The field's name.
  /// - Returns: The token.
  static func idToken(_ name: String) -> String {
    var out = ""
    for byte in name.utf8 {
      switch byte {
      case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F:
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        out += "." + String(byte, radix: 16, uppercase: true)
      }
    }
    return out
  }
}
