/// An iterative JSON parser over well-formed UTF-8 bytes; see
/// `JSONValue.init(parsing:maxDepth:)`.
struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let maxDepth: Int
  var index = 0

  private enum Container { case array, object }

  init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
    self.bytes = bytes
    self.maxDepth = max(1, maxDepth)
  }

  /// Parses one value starting at ``index`` (after optional whitespace).
  /// - Returns: The value; ``index`` is just past it.
  /// - Complexity: O(*n*); the nesting is held on explicit stacks.
  mutating func parseValue() throws(JSONParseError) -> JSONValue {
    var kinds: [Container] = []
    var arrays: [[JSONValue]] = []
    var objects: [[JSONMember]] = []
    var keys: [String] = []
    while true {
      skipWhitespace()
      var value: JSONValue
      guard let first = peek() else {
        throw JSONParseError(.unexpectedEnd, at: index)
      }
      switch first {
      case UInt8(ascii: "{"):
        guard kinds.count < maxDepth else { throw tooDeep() }
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
          index += 1
          value = .object([])
        } else {
          keys.append(try parseKey())
          kinds.append(.object)
          objects.append([])
          continue
        }
      case UInt8(ascii: "["):
        guard kinds.count < maxDepth else { throw tooDeep() }
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
          index += 1
          value = .array([])
        } else {
          kinds.append(.array)
          arrays.append([])
          continue
        }
      case UInt8(ascii: "\""): value = .string(try parseString())
      case UInt8(ascii: "t"): value = try literal("true", .bool(true))
      case UInt8(ascii: "f"): value = try literal("false", .bool(false))
      case UInt8(ascii: "n"): value = try literal("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = .number(try parseNumber())
      default: throw JSONParseError(.expectedValue, at: index)
      }
      // Attach the finished value to its containers, closing those that end.
      while let kind = kinds.last {
        skipWhitespace()
        switch kind {
        case .array:
          arrays[arrays.count - 1].append(value)
          if peek() == UInt8(ascii: ",") {
            index += 1
          } else if peek() == UInt8(ascii: "]") {
            index += 1
            kinds.removeLast()
            value = .array(arrays.removeLast())
            continue
          } else {
            throw JSONParseError(.arraySeparator, at: index)
          }
        case .object:
          objects[objects.count - 1].append(JSONMember(keys.removeLast(), value))
          if peek() == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            keys.append(try parseKey())
          } else if peek() == UInt8(ascii: "}") {
            index += 1
            kinds.removeLast()
            value = .object(objects.removeLast())
            continue
          } else {
            throw JSONParseError(.objectSeparator, at: index)
          }
        }
        break
      }
      if kinds.isEmpty { return value }
    }
  }

  /// Skips JSON whitespace (space, tab, LF, CR).
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private func tooDeep() -> JSONParseError {
    JSONParseError(.tooDeep(limit: maxDepth), at: index)
  }

  private mutating func parseKey() throws(JSONParseError) -> String {
    guard peek() == UInt8(ascii: "\"") else {
      throw JSONParseError(.expectedKey, at: index)
    }
    let key = try parseString()
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else {
      throw JSONParseError(.expectedColon, at: index)
    }
    index += 1
    return key
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONParseError)
    -> JSONValue
  {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else {
      throw JSONParseError(.expectedLiteral("\(word)"), at: index)
    }
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
    for k in 0..<count where bytes[index + k] != expected[k] {
      throw JSONParseError(.expectedLiteral("\(word)"), at: index)
    }
    index += count
    return value
  }

  private mutating func parseNumber() throws(JSONParseError) -> String {
    let start = index
    if peek() == UInt8(ascii: "-") { index += 1 }
    func digits(_ p: inout JSONParser) -> Int {
      let from = p.index
      while let b = p.peek(), b >= 0x30, b <= 0x39 { p.index += 1 }
      return p.index - from
    }
    if peek() == UInt8(ascii: "0") {
      index += 1
    } else if digits(&self) == 0 {
      throw JSONParseError(.numberDigit, at: index)
    }
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else {
        throw JSONParseError(.fractionDigit, at: index)
      }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard digits(&self) > 0 else {
        throw JSONParseError(.exponentDigit, at: index)
      }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  private mutating func parseString() throws(JSONParseError) -> String {
    index += 1  // the opening quote
    let start = index
    // Fast path: no escapes.
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "\"") {
        index += 1
        return String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
      }
      if b == UInt8(ascii: "\\") { break }
      if b < 0x20 {
        throw JSONParseError(.unescapedControl, at: index)
      }
      index += 1
    }
    var out = Array(bytes[start..<index])
    while index < bytes.count {
      let b = bytes[index]
      switch b {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        guard let e = peek() else { break }
        index += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          let escapeStart = index - 2
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else {
              throw JSONParseError(.loneSurrogate, at: escapeStart)
            }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw JSONParseError(.loneSurrogate, at: escapeStart)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00..<0xE000).contains(code) {
            throw JSONParseError(.loneSurrogate, at: escapeStart)
          }
          guard let scalar = Unicode.Scalar(code) else {
            throw JSONParseError(.notAScalar, at: escapeStart)
          }
          if let encoded = UTF8.encode(scalar) { out.append(contentsOf: encoded) }
        default:
          throw JSONParseError(.unknownEscape, at: index - 2)
        }
      default:
        if b < 0x20 {
          throw JSONParseError(.unescapedControl, at: index)
        }
        out.append(b)
        index += 1
      }
    }
    throw JSONParseError(.unterminatedString, at: start - 1)
  }

  private mutating func hex4() throws(JSONParseError) -> UInt32 {
    guard index + 4 <= bytes.count else {
      throw JSONParseError(.hexDigits, at: index)
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[index]
      let digit: UInt32
      switch b {
      case 0x30...0x39: digit = UInt32(b - 0x30)
      case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
      default: throw JSONParseError(.hexDigits, at: index)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }
}
