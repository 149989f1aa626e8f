import Testing

@testable import KBCheck

/// The derived property, the contextual rules and the Bidi Rule, each case
/// named by the clause it comes from.
@Suite struct PRECISRuleTests {
  @Test(
    arguments: [
      // RFC 8264 §9.11 ASCII7, §9.1 LetterDigits.
      ("a", PRECISCategory.ascii7, DerivedProperty.pvalid, DerivedProperty.pvalid),
      ("é", .letterDigits, .pvalid, .pvalid),
      ("\u{3007}", .exceptions, .pvalid, .pvalid),  // RFC 5892 §2.6: PVALID exception
      ("ß", .exceptions, .pvalid, .pvalid),  // RFC 5892 §2.6
      ("\u{640}", .exceptions, .disallowed, .disallowed),  // RFC 5892 §2.6: tatweel
      ("\u{B7}", .exceptions, .contextO, .contextO),  // RFC 5892 §2.6: middle dot
      ("\u{200D}", .joinControl, .contextJ, .contextJ),  // RFC 8264 §9.8
      ("\u{1100}", .oldHangulJamo, .disallowed, .disallowed),  // §9.9
      ("\u{378}", .unassigned, .unassigned, .unassigned),  // §9.10 (Unicode 15.0)
      ("\u{202E}", .ignorable, .disallowed, .disallowed),  // §9.13: bidi override
      ("\u{7}", .controls, .disallowed, .disallowed),  // §9.12
      ("ﬁ", .hasCompat, .disallowed, .freePVal),  // §9.17
      ("Ǆ", .hasCompat, .disallowed, .freePVal),  // §9.17 before §9.18
      ("ǅ", .hasCompat, .disallowed, .freePVal),  // titlecase with a compat mapping
      ("Ⅻ", .hasCompat, .disallowed, .freePVal),
      ("\u{20DD}", .otherLetterDigits, .disallowed, .freePVal),  // §9.18: Me
      (" ", .spaces, .disallowed, .freePVal),  // §9.14
      ("€", .symbols, .disallowed, .freePVal),  // §9.15
      ("¿", .punctuation, .disallowed, .freePVal),  // §9.16
      ("\u{E000}", .other, .disallowed, .disallowed),  // §8: private use
      ("\u{2028}", .other, .disallowed, .disallowed),  // §8: Zl
    ] as [(Unicode.Scalar, PRECISCategory, DerivedProperty, DerivedProperty)])
  func derivedProperty(
    scalar: Unicode.Scalar, category: PRECISCategory, identifier: DerivedProperty,
    freeform: DerivedProperty
  ) {
    #expect(PRECISCategory.of(scalar) == category, "\(scalar.codePointDescription)")
    #expect(DerivedProperty.of(scalar, in: .identifier) == identifier)
    #expect(DerivedProperty.of(scalar, in: .freeform) == freeform)
  }

  /// RFC 8264 §9.13: a noncharacter (not writable as a Swift literal).
  @Test func noncharacterIsIgnorable() throws {
    let scalar = try #require(Unicode.Scalar(UInt32(0xFDD0)))
    #expect(PRECISCategory.of(scalar) == .ignorable)
    #expect(DerivedProperty.of(scalar, in: .freeform) == .disallowed)
  }

  /// RFC 5892 Appendix A, through UsernameCasePreserved.
  @Test(
    arguments: [
      ("\u{915}\u{94D}\u{200D}", nil),  // A.2: ZWJ after a virama
      ("a\u{200D}b", PRECISContextRule.zeroWidthJoiner),  // A.2
      ("\u{628}\u{200C}\u{628}", nil),  // A.1: between dual-joining letters
      ("a\u{200C}b", .zeroWidthNonJoiner),  // A.1
      ("l\u{B7}l", nil), ("a\u{B7}b", .middleDot),  // A.3
      ("\u{375}\u{3B1}", nil), ("\u{375}a", .greekKeraia),  // A.4
      ("\u{5D0}\u{5F3}", nil), ("a\u{5F3}", .hebrewGeresh),  // A.5
      ("\u{5D0}\u{5F4}", nil), ("a\u{5F4}", .hebrewGershayim),  // A.6
      ("\u{30A2}\u{30FB}\u{30A2}", nil), ("a\u{30FB}b", .katakanaMiddleDot),  // A.7
      ("\u{661}\u{662}", nil), ("\u{661}\u{6F2}", .arabicIndicDigits),  // A.8
      ("\u{6F1}\u{6F2}", nil),  // A.9
    ] as [(String, PRECISContextRule?)])
  func contextRules(input: String, failing: PRECISContextRule?) {
    let expected = failing.map { PRECISViolation.Reason.context($0) }
    switch PRECISProfile.freeformClass.enforce(input) {
    case .success: #expect(expected == nil, "\(input.unicodeScalars.map(\.value))")
    case .failure(let violation): #expect(violation.reason == expected)
    }
  }

  /// RFC 5893 §2, conditions 1–6.
  @Test(
    arguments: [
      ("\u{5D0}\u{5D1}", nil),  // RTL, all R
      ("\u{5D0}1", nil),  // 3: may end in EN
      ("1\u{5D0}", 1),  // 1: starts with EN
      ("\u{5D0}a", 2),  // 2: L in an RTL label
      ("\u{5D0}-", 3),  // 3: ends in ES
      ("\u{5D0}1\u{661}", 4),  // 4: EN and AN
      ("ab", nil),  // LTR
    ] as [(String, Int?)])
  func bidiRule(input: String, condition: Int?) {
    #expect(BidiRule.violatedCondition(Array(input.unicodeScalars)) == condition)
  }

  /// RFC 5893 §2 conditions 5 and 6 apply to an LTR string that has an RTL
  /// character (RFC 8265 applies the rule when one is present).
  @Test func leftToRightConditions() {
    #expect(BidiRule.violatedCondition(Array("a\u{5D0}".unicodeScalars)) == 5)
    #expect(BidiRule.violatedCondition(Array("a-".unicodeScalars)) == 6)
    #expect(BidiRule.appliesTo(Array("a\u{5D0}".unicodeScalars)))
    #expect(!BidiRule.appliesTo(Array("ab".unicodeScalars)))
  }

  /// RFC 8265 §3.3.1 and RFC 8266 §2.1, rule by rule.
  @Test func profileRules() throws {
    // Width mapping then toLowerCase() (RFC 8265 §3.3.1 rules 1 and 3).
    let abc = try PRECISProfile.usernameCaseMapped.enforce("ＡＢＣ").get()
    #expect(abc.value == "abc" && abc.changes == [.widthMapped, .caseMapped])
    // UsernameCasePreserved keeps case (RFC 8265 §3.4.1).
    #expect(try PRECISProfile.usernameCasePreserved.enforce("Ab").get().value == "Ab")
    // OpaqueString maps non-ASCII spaces (RFC 8265 §4.2.1 rule 1), keeps case.
    #expect(try PRECISProfile.opaqueString.enforce("A\u{A0}b").get().value == "A b")
    // Nickname: trim, collapse, NFKC (RFC 8266 §2.1 rules 2 and 4).
    #expect(
      try PRECISProfile.nickname.enforce("  Ｆat\u{3000}\u{3000}Cat ").get().value == "Fat Cat")
    #expect(try PRECISProfile.nicknameComparison.enforce("Fat Cat").get().value == "fat cat")
    // Comparison (RFC 8264 §7).
    #expect(PRECISProfile.usernameCaseMapped.compares("ＡＢＣ", equalTo: "abc"))
    #expect(!PRECISProfile.usernameCasePreserved.compares("ABC", equalTo: "abc"))
    // Empty after the rules (RFC 8266 §2.3).
    #expect(PRECISProfile.nickname.enforce("   ") == .failure(PRECISViolation(reason: .empty)))
  }
}
