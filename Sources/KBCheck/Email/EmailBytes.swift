/// Byte classes of the email grammars (ASCII only), as bitmaps so that a
/// class test is two shifts and a mask.
enum EmailBytes {
  /// RFC 5322 atext: ALPHA DIGIT and ``!#$%&'*+-/=?^_`{|}~``
  /// (`bitmap(_:)` of those characters, written out so that no lazy
  /// initialization runs on the hot path).
  static let atext: (UInt64, UInt64) = (0xa3ff_acfa_0000_0000, 0x7fff_ffff_c7ff_fffe)
  /// Letters and digits.
  static let letDig: (UInt64, UInt64) = (0x03ff_0000_0000_0000, 0x07ff_fffe_07ff_fffe)

  /// Whether the ASCII byte `b` is in `set`.
  /// - Parameters:
  ///   - set: A bitmap from ``bitmap(_:)``.
  ///   - b: A byte (bytes ≥ 0x80 are never members).
  /// - Returns: Membership.
  @inline(__always)
  static func contains(_ set: (UInt64, UInt64), _ b: UInt8) -> Bool {
    // Branch-free: letters (≥ 64) and digits / punctuation (< 64) alternate
    // in addresses, so a branch on the half would be mispredicted often.
    let mask = 0 &- UInt64((b &>> 6) & 1)
    let word = (set.0 & ~mask) | (set.1 & mask)
    let bit = (word &>> UInt64(b & 63)) & 1
    return bit & UInt64(1 &- (b &>> 7)) != 0
  }

  /// The byte classes of the fast path, one table load per byte: every
  /// byte's entry is `0x40` plus the bits of its ``EmailByteClass`` (bytes
  /// ≥ 0x80 have none). A string literal, so it needs no lazy
  /// initialization and no bounds check on the hot path;
  /// `EmailByteClassTableTests` checks it against ``atext`` and ``letDig``.
  @inline(__always)
  static var classTable: StaticString {
    """
    @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@A@AAAAA@@AA@A@ACCCCCCCCCC@@@A@A\
    @EEEEEEEEEEEEEEEEEEEEEEEEEE@@@AAACCCCCCCCCCCCCCCCCCCCCCCCCCAAAA@\
    @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\
    @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@
    """
  }
  /// The classes of `b` in ``classTable`` (without the table's `0x40`).
  @inline(__always)
  static func byteClass(_ b: UInt8) -> EmailByteClass {
    EmailByteClass(rawValue: classTable.utf8Start[Int(b)] & 0x3F)
  }

  /// Builds a bitmap of the ASCII characters of `chars`.
  /// - Parameter chars: ASCII characters.
  /// - Returns: The low and high 64-bit halves.
  static func bitmap(_ chars: String) -> (UInt64, UInt64) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for b in chars.utf8 {
      if b < 64 { low |= 1 << UInt64(b) } else { high |= 1 << UInt64(b - 64) }
    }
    return (low, high)
  }

  /// Whether `b` is an ASCII letter.
  @inline(__always)
  static func isLetter(_ b: UInt8) -> Bool {
    (b | 0x20) >= ASCII.lowerA && (b | 0x20) <= ASCII.lowerZ
  }

  /// Whether `b` is an ASCII digit.
  @inline(__always)
  static func isDigit(_ b: UInt8) -> Bool { b >= ASCII.zero && b <= ASCII.nine }

  /// Whether `b` is an ASCII hexadecimal digit.
  @inline(__always)
  static func isHex(_ b: UInt8) -> Bool {
    isDigit(b) || ((b | 0x20) >= ASCII.lowerA && (b | 0x20) <= UInt8(ascii: "f"))
  }

  /// The scalar whose UTF-8 encoding starts at `i`, and its length in bytes.
  /// Malformed sequences (which a Swift `String` never holds) decode as
  /// U+FFFD, one byte long.
  /// - Parameters:
  ///   - bytes: Well-formed UTF-8.
  ///   - i: The offset of a lead byte.
  /// - Returns: The code point and the number of bytes it takes.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> (UInt32, Int) {
    let b0 = UInt32(bytes[i])
    if b0 < 0x80 { return (b0, 1) }
    let n = bytes.count
    if b0 >= 0xC2 && b0 < 0xE0 && i + 1 < n {
      return (((b0 & 0x1F) << 6) | (UInt32(bytes[i + 1]) & 0x3F), 2)
    }
    if b0 >= 0xE0 && b0 < 0xF0 && i + 2 < n {
      return (
        ((b0 & 0x0F) << 12) | ((UInt32(bytes[i + 1]) & 0x3F) << 6)
          | (UInt32(bytes[i + 2]) & 0x3F), 3
      )
    }
    if b0 >= 0xF0 && b0 < 0xF5 && i + 3 < n {
      return (
        ((b0 & 0x07) << 18) | ((UInt32(bytes[i + 1]) & 0x3F) << 12)
          | ((UInt32(bytes[i + 2]) & 0x3F) << 6) | (UInt32(bytes[i + 3]) & 0x3F), 4
      )
    }
    return (0xFFFD, 1)
  }
}

/// The classes of an ASCII byte in ``EmailBytes/classTable``.
struct EmailByteClass: OptionSet, Sendable {
  let rawValue: UInt8
  /// RFC 5322 atext (the bitmap ``EmailBytes/atext``).
  static let atext = EmailByteClass(rawValue: 0x01)
  /// A lowercase ASCII letter or a digit.
  static let lowerLetDig = EmailByteClass(rawValue: 0x02)
  /// An uppercase ASCII letter.
  static let upper = EmailByteClass(rawValue: 0x04)
}
