internal import CKBCheckICU

extension EmailDomainCache {
  /// UTS #46 ToUnicode of a domain in U-label form that needs no ICU
  /// conversion, computed on the bytes: the value is the domain with A–Z
  /// lowered, with no error. It answers only where ICU would give exactly
  /// that; any other domain gives `nil` (ICU converts it).
  ///
  /// The domain qualifies when its ASCII is letters, digits, `-` and `.`
  /// (UseSTD3ASCIIRules), no label is empty (the final root label
  /// included), and every label is a ``PlainLabel``.
  ///
  /// The length checks (VerifyDnsLength) belong to ToASCII, made by
  /// ``asciiForm(ofUnicode:)`` from this value. `EmailDomainPlainUnicodeTests`
  /// compares the answer with ICU's on every code point and the corpora.
  /// - Parameters:
  ///   - domain: The domain.
  ///   - options: The UTS #46 options (nontransitional, STD3 rules on).
  /// - Returns: The conversion, or `nil`.
  /// - Complexity: O(*n*); a code point's first meeting in a process asks
  ///   ICU once.
  static func plainUnicodeToUnicode(_ domain: String, options: IDNAOptions) -> IDNAResult? {
    guard options.useSTD3ASCIIRules, !options.transitional else { return nil }
    var label = PlainLabel(icuBits: options.icuBits, allowUpper: true)
    var text = domain
    return text.withUTF8 { d -> IDNAResult? in
      guard !d.isEmpty else { return nil }
      var hasUpper = false
      var i = 0
      while i < d.count {
        let b = d[i]
        if b == ASCII.dot {
          guard label.end(), i + 1 < d.count else { return nil }
          i += 1
          continue
        }
        let (cp, length) = EmailBytes.decode(d, i)
        guard label.accept(cp) else { return nil }
        hasUpper = hasUpper || b &- ASCII.upperA < 26
        i += length
      }
      guard label.end() else { return nil }
      guard hasUpper else { return IDNAResult(value: domain, errors: []) }
      return IDNAResult(value: asciiLowered(d), errors: [])
    }
  }

  /// UTS #46 ToUnicode of a lower-case all-ASCII domain with `xn--` labels,
  /// computed without ICU: each `xn--` label Punycode-decoded (RFC 3492),
  /// the other labels as they are. It answers only where ICU would give
  /// the same value with no error; any other domain gives `nil`.
  ///
  /// The domain qualifies when its bytes are `a`–`z`, `0`–`9`, `-` and `.`,
  /// no label is empty, every label but the `xn--` ones is a ``PlainLabel``
  /// without `--` in its third and fourth places, and every `xn--` label
  /// decodes, encodes back to the same bytes (so the A-label is the one
  /// ToASCII would write), has a non-ASCII code point, and decodes to a
  /// ``PlainLabel`` (UTS #46 §4 step 4: the decoded label must meet the
  /// validity criteria with nothing mapped).
  /// - Parameters:
  ///   - domain: The domain.
  ///   - options: The UTS #46 options (nontransitional, STD3 rules on).
  /// - Returns: The conversion, or `nil`.
  /// - Complexity: O(*n*²) in a label's scalars (Punycode); a code point's
  ///   first meeting in a process asks ICU once.
  static func plainACEToUnicode(_ domain: String, options: IDNAOptions) -> IDNAResult? {
    guard options.useSTD3ASCIIRules, !options.transitional else { return nil }
    let bits = options.icuBits
    var text = domain
    return text.withUTF8 { d -> IDNAResult? in
      guard !d.isEmpty, d.count <= 253 else { return nil }
      // A label decodes to no more scalars than it has bytes, and each is
      // at most four bytes of UTF-8.
      return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { scalars in
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * 253) { out -> IDNAResult? in
          var count = 0
          var start = 0
          for end in 0...d.count where end == d.count || d[end] == ASCII.dot {
            let raw = UnsafeBufferPointer(rebasing: d[start..<end])
            guard
              let written = decodedLabel(raw, icuBits: bits, scalars: scalars)
            else { return nil }
            for v in written { count = out.writeUTF8(v, at: count) }
            if end < d.count {
              out[count] = ASCII.dot
              count += 1
            }
            start = end + 1
          }
          return IDNAResult(
            value: String(decoding: UnsafeBufferPointer(rebasing: out[..<count]), as: UTF8.self),
            errors: [])
        }
      }
    }
  }

  /// One label of ``plainACEToUnicode(_:options:)``: its scalars (decoded
  /// when it is an `xn--` label), or `nil` when it does not qualify.
  private static func decodedLabel(
    _ raw: UnsafeBufferPointer<UInt8>, icuBits: UInt32,
    scalars: UnsafeMutableBufferPointer<UInt32>
  ) -> UnsafeBufferPointer<UInt32>? {
    guard !raw.isEmpty, raw.count <= 63 else { return nil }
    var label = PlainLabel(icuBits: icuBits, allowUpper: false)
    let isACE =
      raw.count > 4 && raw[0] == UInt8(ascii: "x") && raw[1] == UInt8(ascii: "n")
      && raw[2] == ASCII.hyphen && raw[3] == ASCII.hyphen
    guard isACE else {
      for (k, b) in raw.enumerated() {
        guard b < 0x80, label.accept(UInt32(b)) else { return nil }
        scalars[k] = UInt32(b)
      }
      guard label.end() else { return nil }
      return UnsafeBufferPointer(rebasing: scalars[..<raw.count])
    }
    let encoded = UnsafeBufferPointer(rebasing: raw[4...])
    guard let n = Punycode.decode(encoded, into: scalars), n > 0 else { return nil }
    let decoded = UnsafeBufferPointer(rebasing: scalars[..<n])
    guard decoded.contains(where: { $0 >= 0x80 }) else { return nil }
    for cp in decoded { guard label.accept(cp) else { return nil } }
    guard label.end() else { return nil }
    // The encoding must be the one ToASCII writes (no upper-case digit, no
    // other spelling of the same scalars).
    var same = true
    var k = 0
    let encodes = Punycode.encode(decoded) { b in
      same = same && k < encoded.count && encoded[k] == b
      k += 1
    }
    guard encodes, same, k == encoded.count else { return nil }
    return decoded
  }

  /// The label rules of UTS #46 ToUnicode (§4.1 validity criteria with
  /// CheckHyphens, CheckBidi, CheckJoiners) for a label that needs nothing
  /// but them: fed one code point at a time, it accepts a label of LDH
  /// ASCII (A–Z too when `allowUpper`, for text ToUnicode lower-cases) and
  /// code points UTS #46 keeps whatever surrounds them (`kbc_uts46_plain`:
  /// mapped to itself with no error, NFC_Quick_Check = Yes, no bidi class
  /// R, AL or AN, so no bidi domain; no joiner, so no CONTEXTJ), where:
  /// - no `-` begins or ends it, nor fills its third and fourth UTF-16
  ///   code units (as ICU counts them; this keeps out `xn--` too);
  /// - no mark begins it;
  /// - no two code points with a nonzero canonical combining class meet
  ///   (so the label is NFC: nothing composes, nothing reorders).
  struct PlainLabel {
    /// ICU's option bits for `kbc_uts46_plain`.
    let icuBits: UInt32
    /// Whether A–Z are accepted (ToUnicode lowers them).
    let allowUpper: Bool
    /// The UTF-16 position of the next code point in the label.
    private var position = 0
    /// The previous code point was `-`.
    private var afterHyphen = false
    /// The previous code point has a nonzero canonical combining class.
    private var afterCombining = false

    /// A label checker for the options `icuBits`.
    init(icuBits: UInt32, allowUpper: Bool) {
      self.icuBits = icuBits
      self.allowUpper = allowUpper
    }

    /// Takes the next code point of the label.
    /// - Returns: `false` when the label leaves the plain path.
    mutating func accept(_ cp: UInt32) -> Bool {
      var combining = false
      var hyphen = false
      switch cp {
      case UInt32(ASCII.lowerA)...UInt32(ASCII.lowerZ), UInt32(ASCII.zero)...UInt32(ASCII.nine):
        break
      case UInt32(ASCII.upperA)...UInt32(ASCII.upperZ):
        guard allowUpper else { return false }
      case UInt32(ASCII.hyphen):
        guard position != 0, !(position == 3 && afterHyphen) else { return false }
        hyphen = true
      case 0..<0x80:
        return false
      default:
        let plain = kbc_uts46_plain(icuBits, Int32(bitPattern: cp))
        combining = plain & Int32(KBC_UTS46_COMBINING) != 0
        guard plain & Int32(KBC_UTS46_PLAIN) != 0,
          position != 0 || plain & Int32(KBC_UTS46_MARK) == 0,
          !(combining && afterCombining)
        else { return false }
      }
      position += cp > 0xFFFF ? 2 : 1
      afterHyphen = hyphen
      afterCombining = combining
      return true
    }

    /// Ends the label and readies the checker for the next one.
    /// - Returns: `false` when the label is empty or ends with `-`.
    mutating func end() -> Bool {
      defer {
        position = 0
        afterHyphen = false
        afterCombining = false
      }
      return position != 0 && !afterHyphen
    }
  }
}
