import KBCheck
import Testing

@Suite struct SpoofCheckTests {
  static let cyrillicPaypal = "p\u{0430}ypal"

  @Test func skeletonsOfLookAlikesMatch() {
    #expect(SpoofCheck.skeleton(Self.cyrillicPaypal) == SpoofCheck.skeleton("paypal"))
    #expect(SpoofCheck.areConfusable(Self.cyrillicPaypal, "paypal"))
    #expect(!SpoofCheck.areConfusable("paypal", "paypa1x"))
    #expect(SpoofCheck.skeleton("") == "")
  }

  @Test func mixedScriptFailsTheRestrictionLevel() {
    let mixed = SpoofCheck.check(Self.cyrillicPaypal)
    #expect(mixed.isMixedScript)
    #expect(mixed.failed.contains(.restrictionLevel))
    #expect(mixed.restrictionLevel == .minimallyRestrictive)
  }

  @Test(arguments: [
    ("paypal", RestrictionLevel.ascii),
    ("caf\u{E9}", .singleScript),
    ("\u{0434}\u{043E}\u{043C}", .singleScript),  // дом
    ("\u{65E5}\u{672C}\u{3054}", .singleScript),  // 日本ご: Han + Hiragana = Japanese
    ("ab\u{4E2D}", .highlyRestrictive),  // Latin + Han
    ("abc\u{05D0}", .moderatelyRestrictive),  // Latin + Hebrew
  ])
  func restrictionLevels(text: String, level: RestrictionLevel) {
    let result = SpoofCheck.check(text)
    #expect(result.restrictionLevel == level)
    #expect(!result.isMixedScript)
  }

  @Test func levelOrdering() {
    #expect(RestrictionLevel.ascii < .singleScript)
    #expect(RestrictionLevel.singleScript < .highlyRestrictive)
    #expect(RestrictionLevel.moderatelyRestrictive < .minimallyRestrictive)
    #expect(RestrictionLevel.ascii.rawValue == 0x1000_0000)
    #expect(RestrictionLevel.unrestricted.rawValue == 0x6000_0000)
  }

  @Test func mixedNumbersAndInvisibles() {
    // ARABIC-INDIC DIGIT ONE next to an ASCII 2.
    #expect(SpoofCheck.check("\u{0661}2").failed.contains(.mixedNumbers))
    // Two identical combining marks on one base.
    #expect(SpoofCheck.check("a\u{0301}\u{0301}").failed.contains(.invisible))
  }
}
