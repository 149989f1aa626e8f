import Testing

@testable import KBCheck

/// The phone validator's ASCII shortcuts for two Unicode properties
/// (UCD `PropList.txt` White_Space, `DerivedCoreProperties.txt`
/// Alphabetic) answer what the properties answer, on every ASCII scalar
/// and on non-ASCII ones the shortcut passes on (NEL, NBSP, letters of
/// other scripts).
@Suite struct PhoneScalarPropertyTests {
  static let scalars: [Unicode.Scalar] =
    (0..<128).compactMap { Unicode.Scalar(UInt32($0)) }
    + ["\u{85}", "\u{A0}", "\u{2007}", "\u{3000}", "é", "ß", "Ж", "ع", "中", "٣", "\u{301}"]

  @Test func alphabeticAndWhiteSpaceAreTheProperties() {
    var differ: [String] = []
    for scalar in Self.scalars {
      if PhonePadValidator.isAlphabetic(scalar) != scalar.properties.isAlphabetic {
        differ.append("Alphabetic U+\(String(scalar.value, radix: 16))")
      }
      if PhonePadValidator.isWhitespace(scalar) != scalar.properties.isWhitespace {
        differ.append("White_Space U+\(String(scalar.value, radix: 16))")
      }
    }
    #expect(differ.isEmpty, "\(differ)")
  }
}
