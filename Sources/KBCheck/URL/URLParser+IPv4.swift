extension URLParser {
  /// The IPv4 parser over the lower-cased domain in `out[from...]`; on
  /// success it replaces the domain by the dotted-decimal address.
  /// - Parameters:
  ///   - from: Where the domain starts in the output.
  ///   - inputOffset: Where the host starts in the input, for errors.
  /// - Returns: `false` on failure.
  /// - Complexity: O(*n*).
  mutating func parseIPv4(_ from: Int, inputOffset: Int) -> Bool {
    var end = out.count
    if end > from && out[end - 1] == ASCII.dot {
      report(.ipv4EmptyPart, inputOffset)
      end -= 1
    }
    var numbers = SIMD4<UInt64>()
    var count = 0
    var partStart = from
    var k = from
    while true {
      if k == end || out[k] == ASCII.dot {
        if count == 4 { return fail(.ipv4TooManyParts, inputOffset) }
        guard let (value, nonDecimal) = ipv4Number(partStart, k) else {
          return fail(.ipv4NonNumericPart, inputOffset)
        }
        if nonDecimal { report(.ipv4NonDecimalPart, inputOffset) }
        numbers[count] = value
        count += 1
        if k == end { break }
        partStart = k + 1
      }
      k += 1
    }
    for m in 0..<count where numbers[m] > 255 {
      report(.ipv4OutOfRangePart, inputOffset)
      if m < count - 1 { return fail(.ipv4OutOfRangePart, inputOffset) }
    }
    let last = numbers[count - 1]
    if last >= UInt64(1) << (8 * UInt64(5 - count)) {
      return fail(.ipv4OutOfRangePart, inputOffset)
    }
    var address = last
    for m in 0..<(count - 1) { address += numbers[m] << (8 * UInt64(3 - m)) }
    out.count = from
    for shift in [24, 16, 8, 0] as [UInt64] {
      out.appendDecimal(Int((address >> shift) & 0xFF))
      if shift != 0 { out.append(ASCII.dot) }
    }
    return true
  }

  /// The IPv4 number parser over `out[from..<to]`.
  /// - Returns: The value (saturated at 2⁴⁰) and whether it was written in
  ///   hex or octal, or `nil` when it is not a number.
  private func ipv4Number(_ from: Int, _ to: Int) -> (UInt64, Bool)? {
    guard to > from else { return nil }
    var k = from
    var radix: UInt64 = 10
    var nonDecimal = false
    if to - from >= 2 && out[from] == ASCII.zero && out[from + 1] | 0x20 == UInt8(ascii: "x") {
      k += 2
      radix = 16
      nonDecimal = true
    } else if to - from >= 2 && out[from] == ASCII.zero {
      k += 1
      radix = 8
      nonDecimal = true
    }
    var value: UInt64 = 0
    while k < to {
      let b = out[k]
      let digit: UInt64
      if URLParser.isDigit(b) {
        digit = UInt64(b &- ASCII.zero)
      } else if radix == 16 && URLParser.isHex(b) {
        digit = UInt64(URLParser.hexValue(b))
      } else {
        return nil
      }
      if digit >= radix { return nil }
      value = min(value * radix + digit, UInt64(1) << 40)
      k += 1
    }
    return (value, nonDecimal)
  }
}
