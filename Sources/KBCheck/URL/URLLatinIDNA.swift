/// "Domain to ASCII" without ICU for the most common internationalized
/// hosts: labels of ASCII letters, digits and inner hyphens, and the Latin-1
/// letters À–ÿ (but ×, ß and ÷). UTS #46 with the URL Standard's settings
/// only lower-cases such a label (each letter is valid or maps to its lower
/// case, the label stays NFC, has no joiner and no right-to-left character,
/// so CheckBidi and CheckJoiners pass) and Punycode-encodes it when it is
/// not ASCII (RFC 3492). Anything else, including empty labels, leading or
/// trailing hyphens, `--` in the third and fourth places (so every `xn--`
/// label) and labels over 63 octets, is left to ICU (ada likewise runs its
/// own UTS #46 and Punycode instead of a library call).
enum URLLatinIDNA {
  /// Writes the ASCII form of a percent-decoded host with a non-ASCII byte
  /// to `out`, or returns `false` when ICU must decide (what it wrote is then
  /// the caller's to drop).
  /// - Parameters:
  ///   - bytes: The host's UTF-8 bytes.
  ///   - out: Where the lower-cased host goes, its non-ASCII labels as
  ///     A-labels.
  /// - Returns: Whether the host was written.
  /// - Complexity: O(*n*²) in a label's non-ASCII letters (Punycode), O(*n*)
  ///   else; no allocation (a label's scalars are kept on the stack: one of
  ///   64 or more scalars would be over 63 octets, and goes to ICU).
  static func toASCII(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout URLByteWriter) -> Bool {
    let start = out.count
    let n = bytes.count
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { scalars -> Bool in
      guard let label = scalars.baseAddress else { return false }
      var k = 0
      while true {
        var count = 0
        var ascii = true
        while k < n && bytes[k] != ASCII.dot {
          guard count < 64 else { return false }
          let b = bytes[k]
          if b < 0x80 {
            let lowered = URLParser.lower(b)
            guard (lowered &- ASCII.lowerA < 26) || URLParser.isDigit(b) || b == ASCII.hyphen
            else { return false }
            label[count] = UInt32(lowered)
            count += 1
            k += 1
            continue
          }
          // À–ÿ are C3 80–C3 BF.
          guard b == 0xC3, k + 1 < n, bytes[k + 1] & 0xC0 == 0x80 else { return false }
          var scalar = 0xC0 + UInt32(bytes[k + 1] & 0x3F)
          guard scalar != 0xD7, scalar != 0xDF, scalar != 0xF7 else { return false }
          if scalar < 0xDF { scalar += 0x20 }
          label[count] = scalar
          count += 1
          ascii = false
          k += 2
        }
        let hyphen = UInt32(ASCII.hyphen)
        guard count > 0, label[0] != hyphen, label[count - 1] != hyphen,
          count < 4 || label[2] != hyphen || label[3] != hyphen
        else { return false }
        let labelStart = out.count
        if ascii {
          for i in 0..<count { out.append(UInt8(truncatingIfNeeded: label[i])) }
        } else {
          for b in "xn--".utf8 { out.append(b) }
          let written = Punycode.encode(UnsafeBufferPointer(start: label, count: count)) {
            out.append($0)
          }
          guard written else { return false }
        }
        guard out.count - labelStart <= 63 else { return false }
        if k == n { break }
        out.append(ASCII.dot)
        k += 1
      }
      return out.count - start <= 253
    }
  }

  /// ``toASCII(_:into:)`` as an array (for tests): the ASCII form, or `nil`
  /// when ICU must decide.
  /// - Parameter bytes: The host's UTF-8 bytes.
  /// - Returns: The lower-cased host with its non-ASCII labels as A-labels.
  static func toASCII(_ bytes: [UInt8]) -> [UInt8]? {
    var out = URLByteWriter(memory: UnsafeMutableBufferPointer(start: nil, count: 0))
    defer { out.release() }
    let written = bytes.withUnsafeBufferPointer { toASCII($0, into: &out) }
    return written ? Array(UnsafeBufferPointer(start: out.start, count: out.count)) : nil
  }
}
