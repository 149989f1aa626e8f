internal import CKBCheckICU

/// ICU's enumerated character properties the PRECIS rules read (RFC 8264
/// §9, RFC 5892 Appendix A, RFC 5893), and its case mappings: the one
/// Swift file that calls the shim for them.
enum PRECISCharacterData {
  /// Hangul_Syllable_Type is L, V or T (a conjoining jamo, RFC 8264 §9.9).
  /// - Parameter cp: The code point.
  /// - Returns: `true` for a leading, vowel or trailing jamo.
  static func isConjoiningJamo(_ cp: UInt32) -> Bool {
    let type = kbc_char_int_property(Int32(bitPattern: cp), Int32(KBC_INT_HANGUL_SYLLABLE_TYPE))
    return (1...3).contains(type)
  }

  /// The Joining_Type (ICU's `UJoiningType`: 0 U, 1 C, 2 D, 3 L, 4 R, 5 T).
  /// - Parameter cp: The code point.
  /// - Returns: The joining type.
  static func joiningType(_ cp: UInt32) -> JoiningType {
    let type = kbc_char_int_property(Int32(bitPattern: cp), Int32(KBC_INT_JOINING_TYPE))
    return JoiningType(rawValue: type) ?? .nonJoining
  }

  /// The Canonical_Combining_Class (9 is Virama).
  /// - Parameter cp: The code point.
  /// - Returns: The class, 0–254.
  static func canonicalCombiningClass(_ cp: UInt32) -> Int32 {
    kbc_char_int_property(Int32(bitPattern: cp), Int32(KBC_INT_CANONICAL_COMBINING_CLASS))
  }

  /// Whether the Decomposition_Type is `<wide>` or `<narrow>` (UAX #11).
  /// - Parameter cp: The code point.
  /// - Returns: `true` for a full-width or half-width form.
  static func isWideOrNarrow(_ cp: UInt32) -> Bool {
    let type = kbc_char_int_property(Int32(bitPattern: cp), Int32(KBC_INT_DECOMPOSITION_TYPE))
    return type == 10 || type == 17
  }

  /// The NFKC form of a code point when it is one code point.
  /// - Parameter cp: The code point.
  /// - Returns: The mapped code point, or `nil`.
  static func nfkcSingle(_ cp: UInt32) -> Unicode.Scalar? {
    let mapped = kbc_char_nfkc_single(Int32(bitPattern: cp))
    return mapped < 0 ? nil : Unicode.Scalar(UInt32(mapped))
  }

  /// Whether toNFKC(cp) ≠ cp (RFC 8264 §9.17 HasCompat).
  /// - Parameter cp: The code point.
  /// - Returns: `true` when NFKC changes it.
  static func hasCompatibilityMapping(_ cp: UInt32) -> Bool {
    kbc_char_has_compat(Int32(bitPattern: cp)) != 0
  }

  /// The General_Category number (ICU's `UCharCategory`).
  static func category(_ cp: UInt32) -> Int32 { kbc_char_category(Int32(bitPattern: cp)) }

  /// The Bidi_Class number (ICU's `UCharDirection`).
  static func bidiClass(_ cp: UInt32) -> Int32 { kbc_char_direction(Int32(bitPattern: cp)) }

  /// The Script property (ICU's `UScriptCode`).
  static func script(_ cp: UInt32) -> Int32 { kbc_char_script(Int32(bitPattern: cp)) }

  /// Whether the code point has a binary property.
  static func has(_ cp: UInt32, _ property: BinaryProperty) -> Bool {
    kbc_char_has_property(Int32(bitPattern: cp), property.rawValue) != 0
  }

  /// A string's full case mapping: Unicode toLowerCase() in the root locale,
  /// or Unicode Default Case Folding.
  /// - Parameters:
  ///   - text: The text.
  ///   - folding: `true` for case folding, `false` for toLowerCase().
  /// - Returns: The mapped text, or `nil` when ICU fails (a text too long
  ///   for its 32-bit lengths).
  /// - Complexity: O(*n*).
  static func caseMapped(_ text: String, folding: Bool) -> String? {
    let source = Array(text.utf16)
    let result = source.withUnsafeBufferPointer { src in
      ICUBuffers.utf16(initialCapacity: source.count + source.count / 2 + 8) {
        buf, cap, status in
        kbc_case_map(folding ? 1 : 0, src.baseAddress, Int32(src.count), buf, cap, &status)
      }
    }
    switch result {
    case .success(let units): return String(decoding: units, as: UTF16.self)
    case .failure: return nil
    }
  }
}

extension PRECISCharacterData {
  /// A string in NFC or NFKC.
  /// - Parameters:
  ///   - text: The text.
  ///   - form: `.nfc` or `.nfkc`.
  /// - Returns: The normalized text, or `nil` when ICU fails.
  /// - Complexity: O(*n*).
  static func normalized(_ text: String, _ form: NormalizationForm) -> String? {
    let source = Array(text.utf16)
    let result = source.withUnsafeBufferPointer { src in
      ICUBuffers.utf16(initialCapacity: source.count + source.count / 2 + 8) {
        buf, cap, status in
        kbc_normalize(form.rawValue, src.baseAddress, Int32(src.count), buf, cap, &status)
      }
    }
    switch result {
    case .success(let units): return String(decoding: units, as: UTF16.self)
    case .failure: return nil
    }
  }
}

/// Joining_Type (Unicode ArabicShaping.txt), numbered as ICU's `UJoiningType`.
enum JoiningType: Int32 {
  /// U: non-joining.
  case nonJoining = 0
  /// C: join-causing.
  case joinCausing = 1
  /// D: dual-joining.
  case dualJoining = 2
  /// L: left-joining.
  case leftJoining = 3
  /// R: right-joining.
  case rightJoining = 4
  /// T: transparent.
  case transparent = 5
}
