/// Punycode encoding (RFC 3492 §6.3, with the parameters of §5), the step
/// of UTS #46 ToASCII that turns a U-label into the part of its A-label
/// after `xn--`, and its decoding (§6.2), which the URL validator uses for
/// A-labels the host parser itself wrote. The email domain path (which has the U-label form from
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
    label.withUnsafeBufferPointer { scalars in encode(scalars) { output.append($0) } }
  }

  /// ``encode(_:into:)`` on scalars in memory, each output byte given to
  /// `write` (the URL parser writes them straight into its href).
  /// - Parameters:
  ///   - label: The label's scalar values.
  ///   - write: Takes each byte of the encoding, in order.
  /// - Returns: `false` on overflow (the label is then far beyond 63 octets).
  static func encode(_ label: UnsafeBufferPointer<UInt32>, write: (UInt8) -> Void) -> Bool {
    var basic = 0
    for scalar in label where scalar < 0x80 {
      write(UInt8(truncatingIfNeeded: scalar))
      basic += 1
    }
    var handled = basic
    if basic > 0 { write(ASCII.hyphen) }
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
          write(digit(t + (q - t) % (base - t)))
          q = (q - t) / (base - t)
          k += base
        }
        write(digit(q))
        bias = adapt(delta, points: handled + 1, first: handled == basic)
        delta = 0
        handled += 1
      }
      delta += 1
      n += 1
    }
    return true
  }

  /// Decodes the part of an A-label after `xn--` (RFC 3492 §6.2).
  /// - Parameter encoded: The encoded bytes (ASCII letters, digits and
  ///   hyphens; upper-case letters read as lower-case digits).
  /// - Returns: The scalar values of the label, or `nil` when the bytes are
  ///   not a Punycode string (a bad digit, overflow, a value beyond
  ///   U+10FFFF or a surrogate, a basic code point above U+007F).
  /// - Complexity: O(*n*²) in the label's scalars, as RFC 3492's algorithm.
  static func decode(_ encoded: UnsafeBufferPointer<UInt8>) -> [UInt32]? {
    var failed = false
    let values = [UInt32](unsafeUninitializedCapacity: encoded.count) { buffer, count in
      if let n = decode(encoded, into: buffer) {
        count = n
      } else {
        failed = true
        count = 0
      }
    }
    return failed ? nil : values
  }

  /// Decodes the part of an A-label after `xn--` into `output`, which has
  /// room for as many scalars as `encoded` has bytes (a label never decodes
  /// to more).
  /// - Returns: The number of scalars written, or `nil` as ``decode(_:)``.
  static func decode(
    _ encoded: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt32>
  ) -> Int? {
    var count = 0
    var lastHyphen = -1
    for i in encoded.indices where encoded[i] == ASCII.hyphen { lastHyphen = i }
    if lastHyphen > 0 {
      for i in 0..<lastHyphen {
        guard encoded[i] < 0x80 else { return nil }
        output[count] = UInt32(encoded[i])
        count += 1
      }
    }
    var n = initialN
    var i = 0
    var bias = initialBias
    var k = lastHyphen + 1
    while k < encoded.count {
      let oldI = i
      var w = 1
      var position = base
      while true {
        guard k < encoded.count, let d = value(of: encoded[k]) else { return nil }
        k += 1
        let (product, overflow) = d.multipliedReportingOverflow(by: w)
        guard !overflow, i <= Int(Int32.max) - product else { return nil }
        i += product
        let t = position <= bias ? tMin : (position >= bias + tMax ? tMax : position - bias)
        if d < t { break }
        let (next, overflowW) = w.multipliedReportingOverflow(by: base - t)
        guard !overflowW, next <= Int(Int32.max) else { return nil }
        w = next
        position += base
      }
      let points = count + 1
      bias = adapt(i - oldI, points: points, first: oldI == 0)
      guard i / points <= Int(Int32.max) - n else { return nil }
      n += i / points
      i %= points
      guard n <= 0x10_FFFF, !(0xD800...0xDFFF).contains(n), count < output.count else {
        return nil
      }
      // Insert at i: move the scalars after it one place on.
      var j = count
      while j > i {
        output[j] = output[j - 1]
        j -= 1
      }
      output[i] = UInt32(n)
      count += 1
      i += 1
    }
    return count
  }

  /// The digit value of a basic code point (`a`–`z` or `A`–`Z`: 0–25,
  /// `0`–`9`: 26–35), `nil` for any other byte.
  private static func value(of b: UInt8) -> Int? {
    switch b {
    case ASCII.lowerA...ASCII.lowerZ: return Int(b - ASCII.lowerA)
    case ASCII.upperA...ASCII.upperZ: return Int(b - ASCII.upperA)
    case ASCII.zero...ASCII.nine: return Int(b - ASCII.zero) + 26
    default: return nil
    }
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
