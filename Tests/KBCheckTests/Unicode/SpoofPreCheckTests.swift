import Testing

@testable import KBCheck

/// The UTS #39 pre-check must never rule out what ICU's full check would
/// report: every "no" it gives is compared with ICU's answer.
@Suite struct SpoofPreCheckTests {
  /// Whether ICU's skeleton makes `text` an ASCII look-alike (the email
  /// confusable rule: an ASCII skeleton, as many scalars, not the text).
  static func imitatesASCII(_ text: String) -> Bool {
    let skeleton = SpoofCheck.skeleton(text)
    return skeleton != text && skeleton.utf8.allSatisfy { $0 < 0x80 }
      && skeleton.unicodeScalars.count == text.unicodeScalars.count
  }

  /// Counts the texts whose "no" disagreed with ICU, and how many "no"s.
  static func compare(_ texts: [String]) -> (wrong: [String], noMix: Int, noImitation: Int) {
    var wrong: [String] = []
    var noMix = 0
    var noImitation = 0
    for text in texts {
      let pre = SpoofCheck.preCheck(text)
      if !pre.mayBeMixedScript {
        noMix += 1
        if SpoofCheck.check(text).isMixedScript { wrong.append("mixed: \(text.debugDescription)") }
      }
      if !pre.mayImitateASCII {
        noImitation += 1
        if imitatesASCII(text) { wrong.append("imitates: \(text.debugDescription)") }
      }
    }
    return (wrong, noMix, noImitation)
  }

  @Test func everySingleScalarAgreesWithICU() {
    var texts: [String] = []
    for range in [0x80..<0x3_0000, 0xE_0000..<0xE_0200] {
      for v in range {
        guard let scalar = Unicode.Scalar(v) else { continue }
        texts.append(String(scalar))
      }
    }
    let (wrong, noMix, noImitation) = Self.compare(texts)
    #expect(wrong.isEmpty, "\(wrong.count) disagreements: \(wrong.prefix(20))")
    // Selective: most characters are settled without ICU's full calls.
    #expect(noMix > texts.count * 9 / 10)
    #expect(noImitation > texts.count * 9 / 10)
  }

  /// 30,000 random texts (seeded) from 1–3 alphabets each, as generated and
  /// in NFC, and a few look-alikes.
  static func mixedTexts() -> [String] {
    let alphabets: [[UInt32]] = [
      Array(0x61...0x7A), Array(0x30...0x39), [0x2E, 0x2D, 0x5F, 0x2B],
      Array(0xC0...0xFF), Array(0x100...0x17F), Array(0x250...0x2AF), Array(0x300...0x36F),
      Array(0x391...0x3C9), Array(0x400...0x45F), Array(0x531...0x587), Array(0x5D0...0x5EA),
      Array(0x620...0x64A), Array(0x660...0x669), Array(0x6F0...0x6F9), Array(0x905...0x939),
      Array(0x966...0x96F), Array(0xE01...0xE2E), Array(0x13A0...0x13F4), Array(0x3041...0x3096),
      Array(0x30A1...0x30FA), Array(0x3105...0x312F), Array(0x4E00...0x4E80),
      Array(0xAC00...0xAC80),
      Array(0x1100...0x1112), Array(0xFF01...0xFF5E), Array(0x1D400...0x1D433),
      [0x200D, 0x200C, 0xFE0F],
    ]
    var rng = SplitMix64(seed: 46)
    var texts: [String] = []
    for _ in 0..<30_000 {
      let count = 1 + Int.random(in: 0..<3, using: &rng)
      let pick = (0..<count).map { _ in alphabets[Int.random(in: 0..<alphabets.count, using: &rng)]
      }
      var text = ""
      for _ in 0..<(1 + Int.random(in: 0..<8, using: &rng)) {
        let alphabet = pick[Int.random(in: 0..<pick.count, using: &rng)]
        // Every alphabet holds scalar values only (no surrogates).
        if let scalar = Unicode.Scalar(alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]) {
          text.unicodeScalars.append(scalar)
        }
      }
      texts.append(text)
      texts.append(text.normalized(.nfc))
    }
    texts += [
      "p\u{0430}ypal", "\u{0440}\u{0430}\u{0443}\u{0440}\u{0430}\u{04CF}", "jos\u{E9}",
      "\u{5F20}\u{4F1F}",
    ]
    return texts
  }

  @Test func mixedTextsAgreeWithICU() {
    let (wrong, _, _) = Self.compare(Self.mixedTexts())
    #expect(wrong.isEmpty, "\(wrong.count) disagreements: \(wrong.prefix(20))")
  }

  @Test func lookAlikesStillGoToICU() {
    // Cyrillic р, а, у: single-script, but each one's skeleton is ASCII.
    let pre = SpoofCheck.preCheck("\u{0440}\u{0430}\u{0443}")
    #expect(pre.mayImitateASCII)
    #expect(!pre.mayBeMixedScript)
    #expect(SpoofCheck.preCheck("p\u{0430}ypal").mayBeMixedScript)
    #expect(SpoofCheck.preCheck("\u{5F20}\u{4F1F}") == (false, false))
    // Latin with Han, with Hangul or with Arabic passes the level the checker
    // uses; Latin with Cyrillic or Greek may not.
    #expect(!SpoofCheck.preCheck("\u{7528}\u{6237}.test").mayBeMixedScript)
    #expect(!SpoofCheck.preCheck("kim\u{AE40}").mayBeMixedScript)
    #expect(!SpoofCheck.preCheck("ali\u{0639}").mayBeMixedScript)
    #expect(SpoofCheck.preCheck("x\u{03B1}").mayBeMixedScript)
  }
}
