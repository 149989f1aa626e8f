extension URLParser {
  @inline(__always) func at(_ i: Int, _ b: UInt8) -> Bool { i < n && p[i] == b }

  @inline(__always) static func isAlpha(_ b: UInt8) -> Bool { ASCII.isLetter(b) }
  @inline(__always) static func isDigit(_ b: UInt8) -> Bool { ASCII.isDigit(b) }
  @inline(__always) static func isHex(_ b: UInt8) -> Bool {
    b &- ASCII.zero < 10 || (b | 0x20) &- ASCII.lowerA < 6
  }
  @inline(__always) static func lower(_ b: UInt8) -> UInt8 { ASCII.lowered(b) }

  /// Whether the byte ends a path segment, authority or host here.
  @inline(__always) func isSlash(_ b: UInt8) -> Bool {
    b == ASCII.slash || (special && b == ASCII.backslash)
  }

  /// Whether `p[i...]` starts with `%` and two hex digits.
  @inline(__always) func isPercentTriplet(_ i: Int) -> Bool {
    i + 2 < n && URLParser.isHex(p[i + 1]) && URLParser.isHex(p[i + 2])
  }

  /// Whether the non-ASCII scalar starting at `i` is a noncharacter.
  @inline(__always) func isNoncharacter(_ i: Int) -> Bool {
    let b = p[i]
    guard b >= 0xEF, i + 2 < n else { return false }
    var s: UInt32
    if b < 0xF0 {
      s = (UInt32(b & 0x0F) << 12) | (UInt32(p[i + 1] & 0x3F) << 6) | UInt32(p[i + 2] & 0x3F)
    } else {
      guard i + 3 < n else { return false }
      s =
        (UInt32(b & 0x07) << 18) | (UInt32(p[i + 1] & 0x3F) << 12)
        | (UInt32(p[i + 2] & 0x3F) << 6) | UInt32(p[i + 3] & 0x3F)
    }
    return (0xFDD0...0xFDEF).contains(s) || s & 0xFFFE == 0xFFFE
  }

  /// Whether `p[i...]` starts with a Windows drive letter followed by the
  /// end, `/`, `\`, `?` or `#`.
  @inline(__always) func startsWithWindowsDriveLetter(_ i: Int) -> Bool {
    guard i + 1 < n, URLParser.isAlpha(p[i]), p[i + 1] == ASCII.colon || p[i + 1] == ASCII.pipe
    else {
      return false
    }
    if i + 2 == n { return true }
    let c = p[i + 2]
    return c == ASCII.slash || c == ASCII.backslash || c == ASCII.question || c == ASCII.hash
  }

  /// Sets `special`, `isFile` and `defaultPort` from the scheme written at
  /// the start of the output.
  mutating func classifyScheme() {
    let s = out.start
    special = false
    isFile = false
    defaultPort = -1
    switch schemeEnd {
    case 2:
      if s[0] == UInt8(ascii: "w") && s[1] == UInt8(ascii: "s") {
        special = true
        defaultPort = 80
      }  // ws
    case 3:
      if s[0] == UInt8(ascii: "w") && s[1] == UInt8(ascii: "s") && s[2] == UInt8(ascii: "s") {
        special = true
        defaultPort = 443
      }  // wss
      if s[0] == UInt8(ascii: "f") && s[1] == UInt8(ascii: "t") && s[2] == UInt8(ascii: "p") {
        special = true
        defaultPort = 21
      }  // ftp
    case 4:
      if s[0] == UInt8(ascii: "h") && s[1] == UInt8(ascii: "t") && s[2] == UInt8(ascii: "t")
        && s[3] == UInt8(ascii: "p")
      {  // http
        special = true
        defaultPort = 80
      } else if s[0] == UInt8(ascii: "f") && s[1] == UInt8(ascii: "i") && s[2] == UInt8(ascii: "l")
        && s[3] == UInt8(ascii: "e")
      {  // file
        special = true
        isFile = true
      }
    case 5:
      if s[0] == UInt8(ascii: "h") && s[1] == UInt8(ascii: "t") && s[2] == UInt8(ascii: "t")
        && s[3] == UInt8(ascii: "p") && s[4] == UInt8(ascii: "s")
      {
        special = true
        defaultPort = 443
      }
    default: break
    }
  }

  /// Whether the base URL has the scheme just written.
  @inline(__always) func baseHasSameScheme() -> Bool {
    guard let base, base.schemeEnd == schemeEnd else { return false }
    for k in 0..<schemeEnd where bp[k] != out[k] { return false }
    return true
  }
}
