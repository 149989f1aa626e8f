/// How the payment fields read one character: a digit (of any script,
/// folded to ASCII as the number pads do), a letter (ASCII, upper-cased), a
/// separator people type or paste between groups (spaces, dashes, dots), or
/// anything else.
enum PaymentScalar: Equatable {
  /// A decimal digit; `isASCII` is false for a digit of another script.
  case digit(UInt8, isASCII: Bool)
  /// An ASCII letter, upper-cased; `wasLower` when it was given lower-case.
  case letter(UInt8, wasLower: Bool)
  /// A space or dash between groups.
  case separator
  /// Anything else.
  case other

  /// Classifies a scalar.
  /// - Parameter scalar: The scalar.
  /// - Returns: Its class.
  static func classify(_ scalar: Unicode.Scalar) -> PaymentScalar {
    switch scalar.value {
    case ASCII.CodePoint.zero...ASCII.CodePoint.nine:
      return .digit(UInt8(scalar.value), isASCII: true)
    case ASCII.CodePoint.upperA...ASCII.CodePoint.upperZ:
      return .letter(UInt8(scalar.value), wasLower: false)
    case ASCII.CodePoint.lowerA...ASCII.CodePoint.lowerZ:
      return .letter(UInt8(scalar.value - 0x20), wasLower: true)
    case 0x20, 0x2D, 0x2E, 0xA0, 0x2010...0x2015, 0x2212, 0x202F, 0x2007, 0x2009, 0x3000:
      return .separator
    case 0...0x7F: return .other
    default:
      let properties = scalar.properties
      if properties.numericType == .decimal, let value = properties.numericValue,
        value >= 0, value <= 9
      {
        return .digit(ASCII.zero + UInt8(value), isASCII: false)
      }
      return properties.generalCategory == .spaceSeparator ? .separator : .other
    }
  }
}

/// The Luhn (mod 10) check of ISO/IEC 7812-1 Annex B.
enum Luhn {
  /// Whether ASCII digits pass the check (the last one is the check
  /// digit): by index from the end, two digits a step (the check digit as
  /// given, its neighbour doubled).
  /// - Parameter digits: The bytes, every one an ASCII digit.
  /// - Returns: Whether the weighted sum is a multiple of 10.
  /// - Complexity: O(*n*).
  @inline(__always)
  static func isValid(asciiDigits digits: UnsafeBufferPointer<UInt8>) -> Bool {
    if digits.count >= 8 && digits.count <= 19 { return isValid(eightToNineteen: digits) }
    // A doubled digit's digit sum, 0…9 → 0 2 4 6 8 1 3 5 7 9, as nibbles
    // of one constant: no branch and no table load per digit.
    let doubled: UInt64 = 0x97_5318_6420
    var sum: UInt64 = 0
    var i = digits.count - 1
    while i > 0 {
      let plain = UInt64(digits[i] &- ASCII.zero)
      let twice = (doubled >> (UInt64(digits[i - 1] &- ASCII.zero) &* 4)) & 0xF
      sum &+= plain &+ twice
      i -= 2
    }
    if i == 0 { sum &+= UInt64(digits[0] &- ASCII.zero) }
    return sum % 10 == 0
  }

  /// ``isValid(asciiDigits:)`` for 8 to 19 digits, eight at a time: the
  /// last eight and the eight before them (or for fewer than 16, the first
  /// ones not among the last eight) are summed as bytes of a word, a
  /// doubled digit *d* adding 2*d* − 9 when *d* ≥ 5; digits before the
  /// last sixteen one by one.
  /// - Parameter digits: 8 to 19 ASCII digits.
  /// - Returns: Whether the weighted sum is a multiple of 10.
  @inline(__always)
  static func isValid(eightToNineteen digits: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = digits.baseAddress else { return false }
    let count = digits.count
    // Bytes 0, 2, 4, 6 of a word that ends on the last digit, or on the
    // eighth from last, are an odd place from the end: doubled.
    let evenBytes: UInt64 = 0x00FF_00FF_00FF_00FF
    @inline(__always) func load(_ at: Int) -> UInt64 {
      UInt64(littleEndian: UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
        &- 0x3030_3030_3030_3030
    }
    @inline(__always) func sum(_ values: UInt64, doubled: UInt64) -> UInt64 {
      let twice = values & doubled
      let plain = values & ~doubled
      // 1 in a doubled byte whose digit is 5 or more (d + 3 reaches 8).
      let nines =
        ((twice &+ (doubled & 0x0303_0303_0303_0303)) >> 3) & doubled
        & 0x0101_0101_0101_0101
      let bytes = plain &+ (twice << 1) &- nines &* 9
      return (bytes &* 0x0101_0101_0101_0101) >> 56
    }
    var total = sum(load(count - 8), doubled: evenBytes)
    if count >= 16 {
      total &+= sum(load(count - 16), doubled: evenBytes)
      var i = 0
      while i < count - 16 {
        let digit = UInt64(digits[i] &- ASCII.zero)
        // Place from the end count − 1 − i: doubled when odd.
        if (count - 1 - i) & 1 == 1 {
          total &+= digit < 5 ? 2 &* digit : 2 &* digit &- 9
        } else {
          total &+= digit
        }
        i += 1
      }
    } else {
      // The first count − 8 digits (bytes 0 … count − 9 of the first word);
      // digit i is doubled when count − 1 − i is odd.
      let kept: UInt64 = (1 << (8 &* UInt64(count - 8))) &- 1
      let doubled = count & 1 == 0 ? evenBytes : evenBytes << 8
      total &+= sum(load(0) & kept, doubled: doubled & kept)
    }
    return total % 10 == 0
  }

  /// Whether every byte is an ASCII digit, eight at a time.
  /// - Parameter bytes: At least eight bytes.
  /// - Returns: Whether they are all `0`…`9`.
  @inline(__always)
  static func allASCIIDigits(atLeastEight bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, bytes.count >= 8 else { return false }
    // Words overlap at the end rather than loop per byte.
    @inline(__always) func digits(_ at: Int) -> Bool {
      DigitWord.isDigits(UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
    }
    var at = 0
    while at + 8 < bytes.count {
      guard digits(at) else { return false }
      at += 8
    }
    return digits(bytes.count - 8)
  }
}

/// Eight ASCII bytes read as one little-endian word: the digit check and
/// the number they spell, without a loop per byte.
enum DigitWord {
  /// Whether all eight bytes are ASCII digits: a byte is one when its high
  /// nibble is 3 and adding 6 keeps it so (0x30…0x39).
  /// - Parameter word: Eight bytes, the first in the low byte.
  /// - Returns: Whether they are all `0`…`9`.
  @inline(__always)
  static func isDigits(_ word: UInt64) -> Bool {
    let high: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
    let threes: UInt64 = 0x3030_3030_3030_3030
    return word & high == threes && (word &+ 0x0606_0606_0606_0606) & high == threes
  }

  /// The number eight ASCII digits spell, the first the most significant:
  /// pairs, then fours, then the eight-digit number (three multiplies).
  /// - Parameter word: Eight ASCII digits (``isDigits(_:)``), the first in
  ///   the low byte.
  /// - Returns: 0 … 99,999,999.
  @inline(__always)
  static func value(_ word: UInt64) -> UInt64 {
    var value = word &- 0x3030_3030_3030_3030
    value = (value &* 10 &+ (value >> 8)) & 0x00FF_00FF_00FF_00FF
    value = (value &* 100 &+ (value >> 16)) & 0x0000_FFFF_0000_FFFF
    return (value &* 10_000 &+ (value >> 32)) & 0xFFFF_FFFF
  }
}
