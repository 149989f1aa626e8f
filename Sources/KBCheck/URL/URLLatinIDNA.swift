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
  /// The ASCII form of a percent-decoded host with a non-ASCII byte, or
  /// `nil` when ICU must decide.
  /// - Parameter bytes: The host's UTF-8 bytes.
  /// - Returns: The lower-cased host with its non-ASCII labels as A-labels.
  /// - Complexity: O(*n*²) in a label's non-ASCII letters (Punycode), O(*n*) else.
  static func toASCII(_ bytes: [UInt8]) -> [UInt8]? {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    var label: [UInt32] = []
    var k = 0
    let n = bytes.count
    while true {
      label.removeAll(keepingCapacity: true)
      var ascii = true
      while k < n && bytes[k] != ASCII.dot {
        let b = bytes[k]
        if b < 0x80 {
          let lowered = URLParser.lower(b)
          guard (lowered &- ASCII.lowerA < 26) || URLParser.isDigit(b) || b == ASCII.hyphen
          else { return nil }
          label.append(UInt32(lowered))
          k += 1
          continue
        }
        // À–ÿ are C3 80–C3 BF.
        guard b == 0xC3, k + 1 < n, bytes[k + 1] & 0xC0 == 0x80 else { return nil }
        var scalar = 0xC0 + UInt32(bytes[k + 1] & 0x3F)
        guard scalar != 0xD7, scalar != 0xDF, scalar != 0xF7 else { return nil }
        if scalar < 0xDF { scalar += 0x20 }
        label.append(scalar)
        ascii = false
        k += 2
      }
      let count = label.count
      guard count > 0, label[0] != UInt32(ASCII.hyphen), label[count - 1] != UInt32(ASCII.hyphen),
        count < 4 || label[2] != UInt32(ASCII.hyphen) || label[3] != UInt32(ASCII.hyphen)
      else { return nil }
      let start = out.count
      if ascii {
        for c in label { out.append(UInt8(truncatingIfNeeded: c)) }
      } else {
        out.append(contentsOf: "xn--".utf8)
        guard Punycode.encode(label, into: &out) else { return nil }
      }
      guard out.count - start <= 63 else { return nil }
      if k == n { break }
      out.append(ASCII.dot)
      k += 1
    }
    return out.count <= 253 ? out : nil
  }
}
