extension URLParser {
  /// The IPv6 parser over `p[from..<to]` (inside the brackets); writes the
  /// bracketed, compressed serialization.
  /// - Returns: `false` on failure.
  /// - Complexity: O(*n*).
  mutating func parseIPv6(_ from: Int, _ to: Int) -> Bool {
    var address = SIMD8<UInt16>()
    var pieceIndex = 0
    var compress = -1
    var i = from
    @inline(__always) func c(_ k: Int) -> UInt8? { k < to ? p[k] : nil }
    if c(i) == ASCII.colon {
      guard c(i + 1) == ASCII.colon else { return fail(.ipv6InvalidCompression, i) }
      i += 2
      pieceIndex += 1
      compress = pieceIndex
    }
    while let ch = c(i) {
      if pieceIndex == 8 { return fail(.ipv6TooManyPieces, i) }
      if ch == ASCII.colon {
        if compress >= 0 { return fail(.ipv6MultipleCompression, i) }
        i += 1
        pieceIndex += 1
        compress = pieceIndex
        continue
      }
      var value: UInt16 = 0
      var length = 0
      while length < 4, let h = c(i), URLParser.isHex(h) {
        value = value << 4 | UInt16(URLParser.hexValue(h))
        i += 1
        length += 1
      }
      if c(i) == ASCII.dot {
        if length == 0 { return fail(.ipv4InIPv6InvalidCodePoint, i) }
        i -= length
        if pieceIndex > 6 { return fail(.ipv4InIPv6TooManyPieces, i) }
        var numbersSeen = 0
        while c(i) != nil {
          var ipv4Piece = -1
          if numbersSeen > 0 {
            if c(i) == ASCII.dot && numbersSeen < 4 {
              i += 1
            } else {
              return fail(.ipv4InIPv6InvalidCodePoint, i)
            }
          }
          guard let d0 = c(i), URLParser.isDigit(d0) else {
            return fail(.ipv4InIPv6InvalidCodePoint, i)
          }
          while let d = c(i), URLParser.isDigit(d) {
            let number = Int(d &- ASCII.zero)
            if ipv4Piece < 0 {
              ipv4Piece = number
            } else if ipv4Piece == 0 {
              return fail(.ipv4InIPv6InvalidCodePoint, i)
            } else {
              ipv4Piece = ipv4Piece * 10 + number
            }
            if ipv4Piece > 255 { return fail(.ipv4InIPv6OutOfRangePart, i) }
            i += 1
          }
          address[pieceIndex] = address[pieceIndex] &* 0x100 &+ UInt16(ipv4Piece)
          numbersSeen += 1
          if numbersSeen == 2 || numbersSeen == 4 { pieceIndex += 1 }
        }
        if numbersSeen != 4 { return fail(.ipv4InIPv6TooFewParts, i) }
        break
      } else if c(i) == ASCII.colon {
        i += 1
        if c(i) == nil { return fail(.ipv6InvalidCodePoint, i) }
      } else if c(i) != nil {
        return fail(.ipv6InvalidCodePoint, i)
      }
      address[pieceIndex] = value
      pieceIndex += 1
    }
    if compress >= 0 {
      var swaps = pieceIndex - compress
      pieceIndex = 7
      while pieceIndex != 0 && swaps > 0 {
        let t = address[pieceIndex]
        address[pieceIndex] = address[compress + swaps - 1]
        address[compress + swaps - 1] = t
        pieceIndex -= 1
        swaps -= 1
      }
    } else if pieceIndex != 8 {
      return fail(.ipv6TooFewPieces, from)
    }
    writeIPv6(address)
    return true
  }

  /// Writes `[…]` with the first longest run of two or more zero pieces
  /// compressed to `::` and lower-case hex.
  private mutating func writeIPv6(_ address: SIMD8<UInt16>) {
    var bestStart = -1
    var bestLength = 1
    var k = 0
    while k < 8 {
      if address[k] == 0 {
        var e = k
        while e < 8 && address[e] == 0 { e += 1 }
        if e - k > bestLength {
          bestStart = k
          bestLength = e - k
        }
        k = e
      } else {
        k += 1
      }
    }
    out.append(ASCII.leftBracket)
    var ignore0 = false
    for piece in 0..<8 {
      if ignore0 && address[piece] == 0 { continue }
      ignore0 = false
      if piece == bestStart {
        if piece == 0 { out.append(ASCII.colon) }
        out.append(ASCII.colon)
        ignore0 = true
        continue
      }
      let v = address[piece]
      var started = false
      for shift in stride(from: 12, through: 0, by: -4) {
        let nib = UInt8((v >> UInt16(shift)) & 0xF)
        if nib != 0 || started || shift == 0 {
          started = true
          out.append(nib < 10 ? nib + ASCII.zero : nib + (ASCII.lowerA - 10))
        }
      }
      if piece != 7 { out.append(ASCII.colon) }
    }
    out.append(ASCII.rightBracket)
  }
}
