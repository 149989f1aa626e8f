extension EmailValidator {
  /// The canonical form of a local part that has quoted strings: the words'
  /// contents joined by dots, bare when that is a dot-atom (`"john"` →
  /// `john`, `"a".b` → `a.b`), otherwise one quoted string with only `"`
  /// and `\` escaped (`"john\ doe"` → `"john doe"`).
  /// - Parameter local: The local part as kept (comments dropped).
  /// - Returns: Its canonical form.
  /// - Complexity: O(*n*).
  static func canonicalQuoted(_ local: String) -> String {
    var content: [UInt8] = []
    content.reserveCapacity(local.utf8.count)
    var inQuotes = false
    var escaped = false
    for b in local.utf8 {
      if escaped {
        content.append(b)
        escaped = false
      } else if inQuotes && b == ASCII.backslash {
        escaped = true
      } else if b == ASCII.quote {
        inQuotes.toggle()
      } else {
        content.append(b)
      }
    }
    if isDotAtom(content) { return String(decoding: content, as: UTF8.self) }
    var quoted: [UInt8] = [ASCII.quote]
    quoted.reserveCapacity(content.count + 8)
    for b in content {
      if b == ASCII.quote || b == ASCII.backslash { quoted.append(ASCII.backslash) }
      quoted.append(b)
    }
    quoted.append(ASCII.quote)
    return String(decoding: quoted, as: UTF8.self)
  }

  /// Whether `bytes` is RFC 5322 dot-atom-text (UTF-8 counting as atext).
  static func isDotAtom(_ bytes: [UInt8]) -> Bool {
    guard let first = bytes.first, let last = bytes.last, first != ASCII.dot, last != ASCII.dot
    else {
      return false
    }
    var previousDot = false
    for b in bytes {
      if b == ASCII.dot {
        if previousDot { return false }
        previousDot = true
      } else {
        previousDot = false
        if b < 0x80 && !EmailBytes.contains(EmailBytes.atext, b) { return false }
      }
    }
    return true
  }
}
