/// RFC 5321 §4.1.3 address literals: `[IPv4]` and `[IPv6:…]` (full,
/// compressed, and with an IPv4 tail), checked completely.
enum EmailAddressLiteral {
  /// Checks a literal `[…]` and gives its canonical form (`IPv6:` tag
  /// spelled so, hexadecimal digits lowercased).
  /// - Parameters:
  ///   - literal: The literal's bytes, brackets included.
  ///   - range: The scalar range of the literal in the input.
  ///   - sink: Where issues go.
  /// - Returns: The canonical literal, or `nil` when it is invalid.
  /// - Complexity: O(*n*).
  static func check(_ literal: [UInt8], range: Range<Int>, sink: inout EmailIssueSink)
    -> String?
  {
    guard literal.count >= 2 else { return nil }
    let content = literal[1..<(literal.count - 1)]
    func fail(_ issue: EmailIssue) -> String? {
      sink.add(issue, range: range)
      return nil
    }
    if !content.isEmpty && content.allSatisfy({ EmailBytes.isDigit($0) || $0 == ASCII.dot }) {
      guard isIPv4(content) else {
        return fail(.literalBadIPv4)
      }
      return String(decoding: literal, as: UTF8.self)
    }
    let tag: [UInt8] = Array("ipv6:".utf8)
    guard content.count >= 5,
      zip(content.prefix(5), tag).allSatisfy({ ($0 | ($0 >= ASCII.upperA ? 0x20 : 0)) == $1 })
    else {
      return fail(.literalUnknown)
    }
    let address = Array(content.dropFirst(5))
    var groups = 0
    var elided = false
    var pos = 0
    let n = address.count
    if n == 0 {
      return fail(.literalIPv6Empty)
    }
    if address[0] == ASCII.colon {
      guard n >= 2, address[1] == ASCII.colon else {
        return fail(.literalIPv6ColonStart)
      }
      elided = true
      pos = 2
      if pos < n && address[pos] == ASCII.colon {
        return fail(.literalIPv6DoubleElision)
      }
    }
    while pos < n {
      let start = pos
      while pos < n && EmailBytes.isHex(address[pos]) { pos += 1 }
      if pos < n && address[pos] == ASCII.dot {
        guard isIPv4(address[start...]) else {
          return fail(.literalBadIPv4InIPv6)
        }
        groups += 2
        pos = n
        break
      }
      let length = pos - start
      guard length >= 1 && length <= 4 else {
        return fail(.literalIPv6BadGroup)
      }
      groups += 1
      if pos == n { break }
      guard address[pos] == ASCII.colon else {
        return fail(.literalIPv6BadGroup)
      }
      pos += 1
      if pos < n && address[pos] == ASCII.colon {
        if elided {
          return fail(.literalIPv6DoubleElision)
        }
        elided = true
        pos += 1
        if pos < n && address[pos] == ASCII.colon {
          return fail(.literalIPv6DoubleElision)
        }
      } else if pos == n {
        return fail(.literalIPv6ColonEnd)
      }
    }
    if !elided && groups != 8 {
      return fail(.literalIPv6GroupCount)
    }
    if elided && groups >= 8 {
      return fail(.literalIPv6GroupCountElided)
    }
    if elided && groups == 7 {
      sink.add(.literalIPv6SingleElision, range: range)
    }
    return "[IPv6:" + rfc5952(String(decoding: address, as: UTF8.self)) + "]"
  }

  /// The RFC 5952 text of a valid IPv6 address: lower case, no leading
  /// zeros, `::` for the longest run of two or more zero groups (the first
  /// of equal runs), and an IPv4-mapped address with its IPv4 part dotted
  /// (§5). The WHATWG host serializer applies the same compression rules.
  static func rfc5952(_ address: String) -> String {
    guard let url = WHATWGURL.parse("http://[\(address)]/"), url.hostKind == .ipv6 else {
      return address.lowercased()
    }
    let text = String(url.hostname.dropFirst().dropLast())
    let mapped = "::ffff:"
    if text.hasPrefix(mapped) {
      let rest = text.dropFirst(mapped.count).split(separator: ":")
      if rest.count == 2, let high = UInt16(rest[0], radix: 16),
        let low = UInt16(rest[1], radix: 16)
      {
        return mapped
          + [high >> 8, high & 0xFF, low >> 8, low & 0xFF].map { String($0) }.joined(separator: ".")
      }
    }
    return text
  }

  /// Whether `text` is four decimal numbers 0…255 (one to three digits)
  /// separated by dots.
  static func isIPv4(_ text: ArraySlice<UInt8>) -> Bool {
    var parts = 0
    var digits = 0
    var value = 0
    for b in text {
      if b == ASCII.dot {
        guard digits > 0 else { return false }
        parts += 1
        digits = 0
        value = 0
      } else if EmailBytes.isDigit(b) {
        digits += 1
        value = value * 10 + Int(b - ASCII.zero)
        guard digits <= 3 && value <= 255 else { return false }
      } else {
        return false
      }
    }
    return digits > 0 && parts == 3
  }
}
