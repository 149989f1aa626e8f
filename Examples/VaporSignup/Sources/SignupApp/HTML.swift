/// HTML text helpers.
enum HTML {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character
  /// references, safe in element content and in quoted attribute values.
  /// - Parameter text: The text.
  /// - Returns: The escaped text.
  /// - Complexity: O(*n*) in the text's length.
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
}
