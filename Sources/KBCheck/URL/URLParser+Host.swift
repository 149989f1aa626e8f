extension URLParser {
  /// The host parser: writes the serialized host of `p[from..<to]` and sets
  /// ``hostKind``.
  /// - Returns: `false` on failure.
  /// - Complexity: O(*n*) (plus UTS #46 for non-ASCII domains).
  mutating func parseHost(_ from: Int, _ to: Int) -> Bool {
    if from < to && p[from] == ASCII.leftBracket {
      guard to - from >= 2, p[to - 1] == ASCII.rightBracket else {
        return fail(.ipv6Unclosed, from)
      }
      hostKind = .ipv6
      return parseIPv6(from + 1, to - 1)
    }
    if !special { return parseOpaqueHost(from, to) }
    return parseDomain(from, to)
  }

  /// The opaque-host parser of non-special URLs.
  mutating func parseOpaqueHost(_ from: Int, _ to: Int) -> Bool {
    hostKind = from == to ? .empty : .opaque
    var run = from
    var k = from
    while k < to {
      let b = p[k]
      if URLByteSet.urlCodePoint.contains(b) {
        k += 1
        continue
      }
      if URLByteSet.forbiddenHost.contains(b) { return fail(.hostInvalidCodePoint, k) }
      out.append(p + run, k - run)
      appendUnusual(k, .c0Control)
      k += 1
      run = k
    }
    out.append(p + run, to - run)
    return true
  }

  /// Domain to ASCII, the forbidden-code-point check and the IPv4 parser
  /// for the host of a special URL.
  mutating func parseDomain(_ from: Int, _ to: Int) -> Bool {
    hostKind = .domain
    let hs = out.count
    // Copy, lower-case and classify in one branch-free pass.
    let length = to - from
    out.reserve(length)
    let dst = out.start + hs
    var seen: URLByteClass = []
    // The label facts (``URLHostFlags``) come from the same pass.
    var window = UInt64(ASCII.dot)
    var flags: URLHostFlags = length == 0 ? .emptyLabel : []
    for k in 0..<length {
      let b = p[from + k]
      let c = cls[Int(b)]
      seen.formUnion(c)
      let lowered = b | c.lowercaseBit
      dst[k] = lowered
      window = (window << 8 | UInt64(lowered)) & 0xFF_FFFF_FFFF
      flags.formUnion(URLHostFlags.step(window))
    }
    hostFlags = flags
    out.count = hs + length
    let slow = seen.contains(.domainSlow)
    if !slow && seen.contains(.forbiddenDomain) {
      var k = from
      while k < to && !cls[Int(p[k])].contains(.forbiddenDomain) { k += 1 }
      return fail(.domainInvalidCodePoint, k)
    }
    if slow {
      out.count = hs
      guard let converted = domainToASCIISlow(from, to) else { return false }
      hostFlags = URLHostFlags.scan(out.start + hs, out.count - hs)
      hostFlags.insert(.typedWithEscapeOrNonASCII)
      if converted { hostFlags.insert(.writtenByConversion) }
    }
    if endsInANumber(hs, out.count) {
      hostKind = .ipv4
      return parseIPv4(hs, inputOffset: from)
    }
    return true
  }

  /// Percent-decodes, then lower-cases an all-ASCII domain or runs UTS #46
  /// ToASCII (WHATWG settings) on anything else.
  /// - Returns: `nil` when the host fails (the failure recorded), else
  ///   whether UTS #46 wrote it (`false`: an all-ASCII domain, lower-cased).
  private mutating func domainToASCIISlow(_ from: Int, _ to: Int) -> Bool? {
    // Percent-decoded on the stack (never longer than the host as written).
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(to - from, 1)) { buffer in
      guard let d = buffer.baseAddress else { return nil }
      var n = 0
      var k = from
      while k < to {
        let b = p[k]
        if b == ASCII.percent && k + 2 < to && URLParser.isHex(p[k + 1])
          && URLParser.isHex(p[k + 2])
        {
          d[n] = URLParser.hexValue(p[k + 1]) << 4 | URLParser.hexValue(p[k + 2])
          k += 3
        } else {
          d[n] = b
          k += 1
        }
        n += 1
      }
      return domainToASCII(decoded: UnsafeBufferPointer(start: d, count: n), from)
    }
  }

  /// "Domain to ASCII" of a percent-decoded host, written to ``out``: an
  /// all-ASCII domain lower-cased, a Latin one by ``URLLatinIDNA``, any
  /// other by ICU's UTS #46 ToASCII; then the forbidden domain code points.
  /// - Parameters:
  ///   - decoded: The decoded host.
  ///   - from: The host's offset in the input (where a failure points).
  /// - Returns: `nil` when the host fails (the failure recorded), else
  ///   whether UTS #46 wrote it.
  private mutating func domainToASCII(decoded: UnsafeBufferPointer<UInt8>, _ from: Int) -> Bool? {
    func isForbidden(_ b: UInt8) -> Bool { URLByteSet.forbiddenDomain.contains(b) || b >= 0x80 }
    if !decoded.contains(where: { $0 >= 0x80 }) {
      // Lower-casing changes no byte's membership of the forbidden set.
      guard !decoded.contains(where: isForbidden) else {
        _ = fail(.domainInvalidCodePoint, from)
        return nil
      }
      out.reserve(decoded.count)
      for b in decoded { out.append(URLParser.lower(b)) }
      return false
    }
    // The Latin path writes only letters, digits, `-`, `.` and A-labels:
    // nothing forbidden.
    let start = out.count
    if URLLatinIDNA.toASCII(decoded, into: &out) { return true }
    out.count = start
    var result = IDNA.toASCII(String(decoding: decoded, as: UTF8.self), options: .whatwgURL)
    guard result.isValid, !result.value.isEmpty else {
      _ = fail(.domainToASCII, from)
      return nil
    }
    let written = result.value.withUTF8 { ascii -> Bool in
      guard let base = ascii.baseAddress, !ascii.contains(where: isForbidden) else { return false }
      out.append(base, ascii.count)
      return true
    }
    guard written else {
      _ = fail(.domainInvalidCodePoint, from)
      return nil
    }
    return true
  }

  /// The value of an ASCII hex digit.
  @inline(__always) static func hexValue(_ b: UInt8) -> UInt8 {
    b <= ASCII.nine ? b &- ASCII.zero : (b | 0x20) &- (ASCII.lowerA &- 10)
  }

  /// The standard's "ends in a number" check on `out[from..<to]`.
  @inline(__always) func endsInANumber(_ from: Int, _ to: Int) -> Bool {
    guard to > from else { return false }
    let lastByte = out[to - 1]
    if !URLParser.isHex(lastByte) && lastByte != ASCII.dot && lastByte != UInt8(ascii: "x") {
      return false
    }
    var end = to
    if out[end - 1] == ASCII.dot {
      end -= 1
      if end == from { return false }
    }
    var start = end
    while start > from && out[start - 1] != ASCII.dot { start -= 1 }
    guard start < end else { return false }
    var allDigits = true
    for k in start..<end where !URLParser.isDigit(out[k]) {
      allDigits = false
      break
    }
    if allDigits { return true }
    guard end - start >= 2, out[start] == ASCII.zero, out[start + 1] | 0x20 == UInt8(ascii: "x")
    else { return false }
    for k in (start + 2)..<end where !URLParser.isHex(out[k]) { return false }
    return true
  }
}
