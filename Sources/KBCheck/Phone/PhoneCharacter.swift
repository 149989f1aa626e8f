/// What one character means in a phone number as typed on `phonePad` or
/// pasted: the character classes shared by ``PhonePadValidator`` and the
/// phonePad ``InputFilter``.
package enum PhoneCharacter: Sendable, Hashable {
  /// A decimal digit of any script (Unicode Nd) with its value.
  case digit(UInt8)
  /// `+` (or full-width `＋`): the international prefix, only at the start.
  case plus
  /// `*`, a pad key (service codes such as `*67`).
  case star
  /// `#`, a pad key (service codes such as `#31#`).
  case hash
  /// `,`: pause (the Phone app's "Pause" key).
  case pause
  /// `;`: wait (the Phone app's "Wait" key).
  case wait
  /// Formatting people paste: spaces (U+0020, U+00A0, U+2007, U+2009,
  /// U+202F), `-`, `.`, `/`, Unicode dashes, and the bidi marks LRM, RLM and
  /// ALM that right-to-left text puts around numbers.
  case separator
  /// `(` or `（`.
  case openParenthesis
  /// `)` or `）`.
  case closeParenthesis
  /// A Latin letter with its keypad digit (ITU E.161: ABC 2 … WXYZ 9).
  case letter(UInt8)
  /// Anything else.
  case other

  /// The class of a character.
  /// - Parameter scalar: The character.
  /// - Returns: Its class.
  /// - Complexity: O(1); ICU only for non-ASCII digits.
  package static func classify(_ scalar: Unicode.Scalar) -> PhoneCharacter {
    let v = scalar.value
    if v &- ASCII.CodePoint.zero < 10 {
      return .digit(UInt8(truncatingIfNeeded: v &- ASCII.CodePoint.zero))
    }
    switch v {
    case ASCII.CodePoint.plus, 0xFF0B: return .plus
    case ASCII.CodePoint.asterisk: return .star
    case ASCII.CodePoint.hash: return .hash
    case ASCII.CodePoint.comma: return .pause
    case ASCII.CodePoint.semicolon: return .wait
    case 0x20, 0x2D, 0x2E, 0x2F, 0xA0, 0x2007, 0x2009, 0x202F, 0x2010...0x2015, 0x2212, 0xFE63,
      0xFF0D, 0x200E, 0x200F, 0x061C:
      return .separator
    case ASCII.CodePoint.leftParen, 0xFF08: return .openParenthesis
    case ASCII.CodePoint.rightParen, 0xFF09: return .closeParenthesis
    case ASCII.CodePoint.upperA...ASCII.CodePoint.upperZ,
      ASCII.CodePoint.lowerA...ASCII.CodePoint.lowerZ:
      return .letter(keypadDigit(v | 0x20))
    default: break
    }
    if v >= 0x80, let d = scalar.icu.digitValue { return .digit(UInt8(truncatingIfNeeded: d)) }
    return .other
  }

  /// The E.161 keypad digit of a lowercase ASCII letter.
  private static func keypadDigit(_ lower: UInt32) -> UInt8 {
    switch lower {
    case 0x61...0x63: 2  // abc
    case 0x64...0x66: 3  // def
    case 0x67...0x69: 4  // ghi
    case 0x6A...0x6C: 5  // jkl
    case 0x6D...0x6F: 6  // mno
    case 0x70...0x73: 7  // pqrs
    case 0x74...0x76: 8  // tuv
    default: 9  // wxyz
    }
  }
}
