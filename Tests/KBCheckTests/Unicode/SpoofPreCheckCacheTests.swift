import CKBCheckICU
import Testing

/// `kbc_spoof_quick` caches, per BMP code point, the augmented script class
/// (UTS #39 §5.1) and whether the character keeps an ASCII look-alike
/// possible; `kbc_spoof_quick_reference` asks ICU every time. Their answers
/// must be the same for every input, with the cache cold and warm.
@Suite struct SpoofPreCheckCacheTests {
  /// The cached pre-check's bits for `text`.
  static func cached(_ text: String) -> Int32 {
    var copy = text
    return copy.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { kbc_spoof_quick($0.baseAddress, Int32($0.count)) }
    }
  }

  /// The uncached reference's bits for `text`.
  static func reference(_ text: String) -> Int32 {
    var copy = text
    return copy.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        kbc_spoof_quick_reference($0.baseAddress, Int32($0.count))
      }
    }
  }

  /// The texts whose cached answer differs from the reference, calling the
  /// cached pre-check twice per text (the first call may fill the cache, the
  /// second reads it).
  static func disagreements(_ texts: [String]) -> [String] {
    var wrong: [String] = []
    for text in texts {
      let expected = reference(text)
      let first = cached(text)
      let second = cached(text)
      if first != expected || second != expected {
        wrong.append("\(text.debugDescription): \(first)/\(second), reference \(expected)")
      }
    }
    return wrong
  }

  /// Every scalar: ASCII, the whole BMP, and the supplementary ranges of
  /// `SpoofPreCheckTests.everySingleScalarAgreesWithICU` (the slow path).
  static let singleScalars: [String] = {
    var texts: [String] = []
    for range in [0..<0x3_0000, 0xE_0000..<0xE_0200] {
      for v in range {
        guard let scalar = Unicode.Scalar(v) else { continue }
        texts.append(String(scalar))
      }
    }
    return texts
  }()

  @Test func everySingleScalarMatchesTheReference() {
    let wrong = Self.disagreements(Self.singleScalars)
    #expect(wrong.isEmpty, "\(wrong.count) disagreements: \(wrong.prefix(20))")
  }

  /// A consistently wrong script code (say Georgian stored for every
  /// Armenian letter) gives the same answers on texts without a true
  /// character of the other script, so every stored entry is also compared
  /// with ICU's Script_Extensions (UTS #39 §5.1) and skeleton directly.
  @Test func everyCachedEntryMatchesICU() {
    for text in Self.singleScalars { _ = Self.cached(text) }
    var filled: Int32 = 0
    let wrongAt = kbc_spoof_quick_cache_check(&filled)
    #expect(wrongAt == -1, "wrong entry for U+\(String(wrongAt, radix: 16, uppercase: true))")
    // Every BMP scalar but ASCII (which has no entry) and the surrogates.
    #expect(filled == 0x1_0000 - 0x80 - 0x800)
  }

  /// A wrong script class stored for a character shows once it meets a
  /// character of another script: each BMP scalar after and before Latin,
  /// Cyrillic, Greek, Han, Katakana, Hangul, Arabic and Cherokee letters
  /// (the scripts the moderately / highly restrictive rules name).
  @Test func everyBMPScalarNextToEachScriptMatchesTheReference() {
    let others = [
      "a", "\u{0430}", "\u{03B1}", "\u{4E00}", "\u{30A2}", "\u{AC00}", "\u{0639}", "\u{13A0}",
    ]
    var texts: [String] = []
    for v in 0..<0x1_0000 {
      guard let scalar = Unicode.Scalar(v) else { continue }
      let text = String(scalar)
      for other in others {
        texts.append(other + text)
        texts.append(text + other)
      }
    }
    let wrong = Self.disagreements(texts)
    #expect(wrong.isEmpty, "\(wrong.count) disagreements: \(wrong.prefix(20))")
  }

  /// The 30,000 random texts of `SpoofPreCheckTests.mixedTextsAgreeWithICU`
  /// (same alphabets and seed), each as generated and in NFC.
  @Test func mixedTextsMatchTheReference() {
    let wrong = Self.disagreements(SpoofPreCheckTests.mixedTexts())
    #expect(wrong.isEmpty, "\(wrong.count) disagreements: \(wrong.prefix(20))")
  }

  /// Invalid UTF-8 (a lone continuation byte, a truncated sequence, an
  /// encoded surrogate) sets both bits, after cached characters too.
  @Test func invalidUTF8SetsBothBits() {
    let both = KBC_SPOOF_MAY_MIX | KBC_SPOOF_MAY_IMITATE_ASCII
    for bytes: [UInt8] in [[0x80], [0x61, 0xD0], [0xED, 0xA0, 0x80], [0xD0, 0xB0, 0xFF]] {
      let bits = bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          kbc_spoof_quick($0.baseAddress, Int32($0.count))
        }
      }
      let reference = bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          kbc_spoof_quick_reference($0.baseAddress, Int32($0.count))
        }
      }
      #expect(bits == both, "\(bytes)")
      #expect(reference == both, "\(bytes)")
    }
  }
}
