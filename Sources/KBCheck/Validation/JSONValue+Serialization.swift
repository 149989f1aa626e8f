extension JSONValue {
  /// The compact JSON text of this value (no spaces, keys in order).
  /// - Complexity: O(*n*) in the size of the value.
  public var jsonText: String {
    var out = ""
    write(to: &out)
    return out
  }

  /// Appends the compact JSON text of this value to `out`.
  /// - Parameter out: The string to append to.
  public func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .int(let i): out += String(i)
    case .number(let n): out += n
    case .string(let s): JSONValue.writeString(s, to: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, member) in members.enumerated() {
        if i > 0 { out += "," }
        JSONValue.writeString(member.key, to: &out)
        out += ":"
        member.value.write(to: &out)
      }
      out += "}"
    }
  }

  /// Appends `s` as a JSON string literal, escaping quotes, backslashes,
  /// controls, and U+2028 / U+2029 (so the text is also valid JavaScript).
  /// - Parameters:
  ///   - s: The string to quote.
  ///   - out: The string to append to.
  public static func writeString(_ s: String, to out: inout String) {
    out += "\""
    var needsEscape = false
    for b in s.utf8 where b < 0x20 || b == 0x22 || b == 0x5C || b == 0xE2 {
      needsEscape = true
      break
    }
    if !needsEscape {
      out += s
      out += "\""
      return
    }
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{2028}": out += "\\u2028"
      case "\u{2029}": out += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
