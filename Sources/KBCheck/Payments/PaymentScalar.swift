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
    var sum = 0
    var i = digits.count - 1
    while i > 0 {
      let plain = Int(digits[i] &- ASCII.zero)
      let twice = Int(digits[i - 1] &- ASCII.zero) &* 2
      sum &+= plain &+ (twice > 9 ? twice &- 9 : twice)
      i -= 2
    }
    if i == 0 { sum &+= Int(digits[0] &- ASCII.zero) }
    return sum % 10 == 0
  }
}
