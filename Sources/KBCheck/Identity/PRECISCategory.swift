/// The category of RFC 8264 §9 a code point falls in first, in the order of
/// the derived-property algorithm of RFC 8264 §8.
public enum PRECISCategory: String, Sendable, Hashable, CaseIterable, Codable {
  /// §9.6 Exceptions (the RFC 5892 §2.6 table).
  case exceptions
  /// §9.7 BackwardCompatible (empty in every published version).
  case backwardCompatible
  /// §9.10 Unassigned: General_Category Cn and not a noncharacter.
  case unassigned
  /// §9.11 ASCII7: U+0021 to U+007E.
  case ascii7
  /// §9.8 JoinControl: ZWNJ and ZWJ.
  case joinControl
  /// §9.9 OldHangulJamo: Hangul_Syllable_Type L, V or T.
  case oldHangulJamo
  /// §9.13 PrecisIgnorableProperties: Default_Ignorable_Code_Point or
  /// Noncharacter_Code_Point (bidi overrides among them).
  case ignorable
  /// §9.12 Controls: General_Category Cc.
  case controls
  /// §9.17 HasCompat: NFKC changes the code point.
  case hasCompat
  /// §9.1 LetterDigits: Ll, Lu, Lo, Nd, Lm, Mn, Mc.
  case letterDigits
  /// §9.18 OtherLetterDigits: Lt, Nl, No, Me.
  case otherLetterDigits
  /// §9.14 Spaces: Zs.
  case spaces
  /// §9.15 Symbols: Sm, Sc, Sk, So.
  case symbols
  /// §9.16 Punctuation: Pc, Pd, Ps, Pe, Pi, Pf, Po.
  case punctuation
  /// Everything else (the last line of §8): DISALLOWED.
  case other

  /// The clause of RFC 8264 that defines the category.
  public var clause: String {
    switch self {
    case .exceptions: "RFC 8264 §9.6"
    case .backwardCompatible: "RFC 8264 §9.7"
    case .unassigned: "RFC 8264 §9.10"
    case .ascii7: "RFC 8264 §9.11"
    case .joinControl: "RFC 8264 §9.8"
    case .oldHangulJamo: "RFC 8264 §9.9"
    case .ignorable: "RFC 8264 §9.13"
    case .controls: "RFC 8264 §9.12"
    case .hasCompat: "RFC 8264 §9.17"
    case .letterDigits: "RFC 8264 §9.1"
    case .otherLetterDigits: "RFC 8264 §9.18"
    case .spaces: "RFC 8264 §9.14"
    case .symbols: "RFC 8264 §9.15"
    case .punctuation: "RFC 8264 §9.16"
    case .other: "RFC 8264 §8"
    }
  }

  /// The first category of RFC 8264 §8 a scalar belongs to.
  /// - Parameter scalar: The scalar.
  /// - Returns: Its category.
  /// - Complexity: O(1); ASCII without a call into ICU.
  public static func of(_ scalar: Unicode.Scalar) -> PRECISCategory {
    let cp = scalar.value
    if cp < 0x80 {
      if cp >= 0x21 && cp <= 0x7E { return .ascii7 }
      return cp == 0x20 ? .spaces : .controls
    }
    if PRECISExceptions.value(of: cp) != nil { return .exceptions }
    let category = PRECISCharacterData.category(cp)
    // §9.10: Cn (0) that is not a noncharacter.
    if category == 0 && !PRECISCharacterData.has(cp, .noncharacter) { return .unassigned }
    if PRECISCharacterData.has(cp, .joinControl) { return .joinControl }
    if PRECISCharacterData.isConjoiningJamo(cp) { return .oldHangulJamo }
    if PRECISCharacterData.has(cp, .defaultIgnorable)
      || PRECISCharacterData.has(cp, .noncharacter)
    {
      return .ignorable
    }
    if category == 15 { return .controls }  // Cc
    if PRECISCharacterData.hasCompatibilityMapping(cp) { return .hasCompat }
    switch category {
    case 1, 2, 4, 5, 6, 8, 9: return .letterDigits  // Lu Ll Lm Lo Mn Mc Nd
    case 3, 10, 11, 7: return .otherLetterDigits  // Lt Nl No Me
    case 12: return .spaces  // Zs
    case 24...27: return .symbols  // Sm Sc Sk So
    case 19...23, 28, 29: return .punctuation  // Pd Ps Pe Pc Po Pi Pf
    default: return .other
    }
  }
}
