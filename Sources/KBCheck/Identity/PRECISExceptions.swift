/// The Exceptions table of RFC 5892 §2.6, which RFC 8264 §9.6 adopts: code
/// points whose derived property is fixed whatever their Unicode properties.
enum PRECISExceptions {
  /// The fixed derived property of an exception, or `nil`.
  /// - Parameter cp: The code point.
  /// - Returns: PVALID, CONTEXTO or DISALLOWED for the table's entries.
  static func value(of cp: UInt32) -> DerivedProperty? {
    switch cp {
    // PVALID: ß, final sigma, Arabic and Tibetan marks, ideographic zero.
    case 0x00DF, 0x03C2, 0x06FD, 0x06FE, 0x0F0B, 0x3007:
      return .pvalid
    // CONTEXTO: middle dot, keraia, geresh, gershayim, katakana middle dot,
    // Arabic-Indic and extended Arabic-Indic digits.
    case 0x00B7, 0x0375, 0x05F3, 0x05F4, 0x30FB, 0x0660...0x0669, 0x06F0...0x06F9:
      return .contextO
    // DISALLOWED: tatweel, NKo lajanyalan, Hangul tone marks, vertical
    // kana repeat marks, vertical ideographic iteration mark.
    case 0x0640, 0x07FA, 0x302E, 0x302F, 0x3031...0x3035, 0x303B:
      return .disallowed
    default:
      return nil
    }
  }
}
