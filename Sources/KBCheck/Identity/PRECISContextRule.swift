/// The contextual rules of RFC 5892 Appendix A, which RFC 8264 §9.6 and
/// §9.8 use for the CONTEXTJ and CONTEXTO code points.
public enum PRECISContextRule: String, Sendable, Hashable, CaseIterable, Codable {
  /// A.1: ZERO WIDTH NON-JOINER after a virama, or between joining
  /// characters (L or D before, R or D after, transparent ones between).
  case zeroWidthNonJoiner
  /// A.2: ZERO WIDTH JOINER after a virama.
  case zeroWidthJoiner
  /// A.3: MIDDLE DOT between two `l` (Catalan "l·l").
  case middleDot
  /// A.4: GREEK LOWER NUMERAL SIGN (keraia) before a Greek character.
  case greekKeraia
  /// A.5: HEBREW PUNCTUATION GERESH after a Hebrew character.
  case hebrewGeresh
  /// A.6: HEBREW PUNCTUATION GERSHAYIM after a Hebrew character.
  case hebrewGershayim
  /// A.7: KATAKANA MIDDLE DOT in a string with Hiragana, Katakana or Han.
  case katakanaMiddleDot
  /// A.8: ARABIC-INDIC DIGITS not mixed with extended Arabic-Indic ones.
  case arabicIndicDigits
  /// A.9: EXTENDED ARABIC-INDIC DIGITS not mixed with Arabic-Indic ones.
  case extendedArabicIndicDigits

  /// The clause of RFC 5892 that states the rule.
  public var clause: String {
    switch self {
    case .zeroWidthNonJoiner: "RFC 5892 Appendix A.1"
    case .zeroWidthJoiner: "RFC 5892 Appendix A.2"
    case .middleDot: "RFC 5892 Appendix A.3"
    case .greekKeraia: "RFC 5892 Appendix A.4"
    case .hebrewGeresh: "RFC 5892 Appendix A.5"
    case .hebrewGershayim: "RFC 5892 Appendix A.6"
    case .katakanaMiddleDot: "RFC 5892 Appendix A.7"
    case .arabicIndicDigits: "RFC 5892 Appendix A.8"
    case .extendedArabicIndicDigits: "RFC 5892 Appendix A.9"
    }
  }

  /// The rule of a CONTEXTJ or CONTEXTO code point, or `nil`.
  /// - Parameter scalar: The scalar.
  /// - Returns: Its rule.
  public static func rule(for scalar: Unicode.Scalar) -> PRECISContextRule? {
    switch scalar.value {
    case 0x200C: .zeroWidthNonJoiner
    case 0x200D: .zeroWidthJoiner
    case 0x00B7: .middleDot
    case 0x0375: .greekKeraia
    case 0x05F3: .hebrewGeresh
    case 0x05F4: .hebrewGershayim
    case 0x30FB: .katakanaMiddleDot
    case 0x0660...0x0669: .arabicIndicDigits
    case 0x06F0...0x06F9: .extendedArabicIndicDigits
    default: nil
    }
  }

  /// Whether the rule holds for the scalar at `index`.
  /// - Parameters:
  ///   - scalars: The whole string.
  ///   - index: The position of the rule's scalar.
  ///   - facts: Facts about the whole string, gathered once.
  /// - Returns: `true` when the context allows the scalar.
  /// - Complexity: O(1) but for A.1, which walks the transparent
  ///   characters around the joiner.
  func holds(in scalars: [Unicode.Scalar], at index: Int, facts: PRECISStringFacts) -> Bool {
    let before: UInt32? = index > 0 ? scalars[index - 1].value : nil
    let after: UInt32? = index + 1 < scalars.count ? scalars[index + 1].value : nil
    switch self {
    case .zeroWidthJoiner:
      return before.map { PRECISCharacterData.canonicalCombiningClass($0) == 9 } ?? false
    case .zeroWidthNonJoiner:
      if let before, PRECISCharacterData.canonicalCombiningClass(before) == 9 { return true }
      return Self.joinsAround(scalars, index)
    case .middleDot:
      return before == 0x6C && after == 0x6C
    case .greekKeraia:
      return after.map { PRECISCharacterData.script($0) == Script.greek.code } ?? false
    case .hebrewGeresh, .hebrewGershayim:
      return before.map { PRECISCharacterData.script($0) == Self.hebrew } ?? false
    case .katakanaMiddleDot:
      return facts.hasHiraganaKatakanaOrHan
    case .arabicIndicDigits:
      return !facts.hasExtendedArabicIndicDigit
    case .extendedArabicIndicDigits:
      return !facts.hasArabicIndicDigit
    }
  }

  /// ICU's script code of Hebrew.
  private static let hebrew: Int32 = 19

  /// RFC 5892 A.1's regular expression around the ZWNJ at `index`:
  /// (Joining_Type:{L,D})(Joining_Type:T)* ZWNJ (Joining_Type:T)*(Joining_Type:{R,D}).
  private static func joinsAround(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
    var i = index - 1
    while i >= 0, PRECISCharacterData.joiningType(scalars[i].value) == .transparent { i -= 1 }
    guard i >= 0 else { return false }
    let left = PRECISCharacterData.joiningType(scalars[i].value)
    guard left == .leftJoining || left == .dualJoining else { return false }
    var j = index + 1
    while j < scalars.count, PRECISCharacterData.joiningType(scalars[j].value) == .transparent {
      j += 1
    }
    guard j < scalars.count else { return false }
    let right = PRECISCharacterData.joiningType(scalars[j].value)
    return right == .rightJoining || right == .dualJoining
  }
}

/// What the contextual rules A.7–A.9 need to know about the whole string,
/// gathered in one pass.
struct PRECISStringFacts {
  /// Some character's Script is Hiragana, Katakana or Han (A.7).
  var hasHiraganaKatakanaOrHan = false
  /// Some character is in U+0660…U+0669 (A.9).
  var hasArabicIndicDigit = false
  /// Some character is in U+06F0…U+06F9 (A.8).
  var hasExtendedArabicIndicDigit = false

  /// Gathers the facts.
  /// - Parameter scalars: The string.
  init(_ scalars: [Unicode.Scalar]) {
    for scalar in scalars {
      switch scalar.value {
      case 0x0660...0x0669: hasArabicIndicDigit = true
      case 0x06F0...0x06F9: hasExtendedArabicIndicDigit = true
      case 0..<0x2E80: continue
      default:
        // ICU's script codes: Han 17, Hiragana 20, Katakana 22.
        let script = PRECISCharacterData.script(scalar.value)
        if script == 17 || script == 20 || script == 22 { hasHiraganaKatakanaOrHan = true }
      }
    }
  }
}
