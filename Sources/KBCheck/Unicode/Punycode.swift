/// Punycode encoding (RFC 3492 §6.3, with the parameters of §5), the step
/// of UTS #46 ToASCII that turns a U-label into the part of its A-label
/// after `xn--`. The email domain path (which has the U-label form from
/// ICU's ToUnicode) and the URL host parser's Latin-1 path (``URLLatinIDNA``)
/// make A-labels with it instead of a second ICU conversion;
/// `PunycodeTests` and `URLLatinIDNATests` compare them with ICU.
enum Punycode {
  private static let base = 36
  private static let tMin = 1
  private static let tMax = 26
  private static let skew = 38
  private static let damp = 700
  private static let initialBias = 72
  private static let initialN = 0x80

  /// Appends the Punycode of a label, lowercase (as ICU writes it).
  /// - Parameters:
  ///   - label: The values of the label's scalars (a U-label: some above
  ///     U+007F).
  ///   - output: Where the encoded label (without `xn--`) is appended.
  /// - Returns: `false` on overflow (RFC 3492 §6.4; no label within DNS
  ///   lengths overflows), with `output` then partly written.
  /// - Complexity: O(*n*²) in the label's scalars, as RFC 3492's algorithm;
  ///   a label the caller passes is at most 63 bytes long.
  static func encode(_ label: [UInt32], into output: inout [UInt8]) -> Bool {
    var basic = 0
    for scalar in label where scalar < 0x80 {
      output.append(UInt8(truncatingIfNeeded: scalar))
      basic += 1
    }
    var handled = basic
    if basic > 0 { output.append(ASCII.hyphen) }
    var n = initialN
    var delta = 0
    var bias = initialBias
    while handled < label.count {
      // The smallest code point not yet handled.
      var m = Int.max
      for scalar in label where Int(scalar) >= n && Int(scalar) < m { m = Int(scalar) }
      let (step, overflow) = (m - n).multipliedReportingOverflow(by: handled + 1)
      guard !overflow, delta <= Int(Int32.max) - step else { return false }
      delta += step
      n = m
      for scalar in label {
        let c = Int(scalar)
        if c < n {
          delta += 1
          guard delta <= Int(Int32.max) else { return false }
        }
        guard c == n else { continue }
        var q = delta
        var k = base
        while true {
          let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
          if q < t { break }
          output.append(digit(t + (q - t) % (base - t)))
          q = (q - t) / (base - t)
          k += base
        }
        output.append(digit(q))
        bias = adapt(delta, points: handled + 1, first: handled == basic)
        delta = 0
        handled += 1
      }
      delta += 1
      n += 1
    }
    return true
  }

  /// The bias adaptation of RFC 3492 §6.1.
  private static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
    var delta = first ? delta / damp : delta / 2
    delta += delta / points
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + (base - tMin + 1) * delta / (delta + skew)
  }

  /// The basic code point of a digit value (0–25: `a`–`z`, 26–35: `0`–`9`).
  private static func digit(_ d: Int) -> UInt8 {
    d < 26 ? ASCII.lowerA + UInt8(d) : ASCII.zero + UInt8(d - 26)
  }
}
