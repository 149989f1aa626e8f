import KBCheck
import Testing

@Suite struct ScalarPropertiesTests {
  @Test(arguments: [
    (Unicode.Scalar("A"), GeneralCategory.uppercaseLetter, "Lu"),
    ("a", .lowercaseLetter, "Ll"),
    ("7", .decimalNumber, "Nd"),
    ("\u{0663}", .decimalNumber, "Nd"),
    ("\u{00BD}", .otherNumber, "No"),
    (" ", .spaceSeparator, "Zs"),
    ("\u{00A0}", .spaceSeparator, "Zs"),
    ("\u{2028}", .lineSeparator, "Zl"),
    ("\u{0007}", .control, "Cc"),
    ("\u{200B}", .format, "Cf"),
    ("\u{E000}", .privateUse, "Co"),
    ("\u{0378}", .unassigned, "Cn"),
    ("\u{0301}", .nonspacingMark, "Mn"),
    ("-", .dashPunctuation, "Pd"),
    ("\u{066B}", .otherPunctuation, "Po"),
    ("\u{2212}", .mathSymbol, "Sm"),
    ("$", .currencySymbol, "Sc"),
    ("\u{2019}", .finalPunctuation, "Pf"),
  ])
  func generalCategory(scalar: Unicode.Scalar, category: GeneralCategory, abbreviation: String) {
    #expect(scalar.icu.generalCategory == category)
    #expect(category.abbreviation == abbreviation)
  }

  @Test func letterAndMarkHelpers() {
    #expect(GeneralCategory.otherLetter.isLetter)
    #expect(!GeneralCategory.decimalNumber.isLetter)
    #expect(GeneralCategory.spacingMark.isMark)
    #expect(GeneralCategory.allCases.count == 30)
  }

  @Test(arguments: [
    (Unicode.Scalar("a"), Script.latin, "Latn", "Latin"),
    ("\u{0430}", .cyrillic, "Cyrl", "Cyrillic"),
    ("\u{0628}", .arabic, "Arab", "Arabic"),
    ("1", .common, "Zyyy", "Common"),
    ("\u{0301}", .inherited, "Zinh", "Inherited"),
    ("\u{03B1}", .greek, "Grek", "Greek"),
    ("\u{0915}", .devanagari, "Deva", "Devanagari"),
    ("\u{4E2D}", .han, "Hani", "Han"),
  ])
  func script(scalar: Unicode.Scalar, script: Script, short: String, name: String) {
    #expect(scalar.icu.script == script)
    #expect(script.shortName == short)
    #expect(script.name == name)
    #expect(script.description == name)
  }

  @Test func scriptExtensions() {
    // ARABIC COMMA is Common but used in Arabic (and others).
    let comma: Unicode.Scalar = "\u{060C}"
    #expect(comma.icu.script == .common)
    #expect(comma.icu.isUsed(in: .arabic))
    #expect(!comma.icu.isUsed(in: .latin))
  }

  @Test(arguments: [
    (Unicode.Scalar("\u{0663}"), 3 as Int?), ("\u{06F5}", 5), ("\u{0967}", 1),
    ("0", 0), ("9", 9), ("\u{FF18}", 8), ("a", nil), ("\u{00BD}", nil), ("\u{2163}", nil),
  ])
  func digitValue(scalar: Unicode.Scalar, value: Int?) {
    #expect(scalar.icu.digitValue == value)
  }

  @Test(arguments: [
    (Unicode.Scalar("\u{00A0}"), "U+00A0 NO-BREAK SPACE"),
    ("A", "U+0041 LATIN CAPITAL LETTER A"),
    ("\u{066B}", "U+066B ARABIC DECIMAL SEPARATOR"),
    ("\u{202F}", "U+202F NARROW NO-BREAK SPACE"),
    ("\u{0000}", "U+0000 <control-0000>"),
    ("\u{1F600}", "U+1F600 GRINNING FACE"),
    ("\u{E000}", "U+E000 <private use area-E000>"),
  ])
  func names(scalar: Unicode.Scalar, description: String) {
    #expect(scalar.codePointDescription == description)
  }

  /// The description written in one buffer is the number (at least four
  /// upper-case hex digits), a space and ICU's extended name, for scalars
  /// of every plane (each 13th, and the edges of the digit counts).
  @Test func descriptionsSpellNumberAndName() {
    var values = Array(stride(from: UInt32(0), through: 0x10FFFF, by: 13))
    values += [0xFFF, 0x1000, 0xFFFF, 0x10000, 0xFFFFF, 0x100000, 0x10FFFF]
    var wrong: [String] = []
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let hex = String(value, radix: 16, uppercase: true)
      let expected =
        "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + " "
        + scalar.icu.name
      if scalar.codePointDescription != expected { wrong.append(expected) }
    }
    #expect(values.count > 85_000)
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
  }

  @Test func binaryProperties() {
    #expect(Unicode.Scalar(0x202E)!.icu.has(.bidiControl))
    #expect(Unicode.Scalar(0x200E)!.icu.has(.bidiControl))
    #expect(!Unicode.Scalar(0x200B)!.icu.has(.bidiControl))
    #expect(Unicode.Scalar(0x200B)!.icu.has(.defaultIgnorable))
    #expect(Unicode.Scalar(0xFDD0)!.icu.has(.noncharacter))
    #expect(Unicode.Scalar(0xFFFF)!.icu.has(.noncharacter))
    #expect(!Unicode.Scalar(0xFFFD)!.icu.has(.noncharacter))
    #expect(Unicode.Scalar(0x200D)!.icu.has(.joinControl))
    #expect(Unicode.Scalar(0xFE0F)!.icu.has(.variationSelector))
    #expect(Unicode.Scalar(0x3000)!.icu.has(.whiteSpace))
    #expect(Unicode.Scalar(0x1F600)!.icu.has(.emoji))
    #expect(Unicode.Scalar(0x1F600)!.icu.has(.extendedPictographic))
    #expect(Unicode.Scalar(0x2013)!.icu.has(.dash))
    #expect(Unicode.Scalar(0x00E9)!.icu.has(.alphabetic))
    #expect(!Unicode.Scalar(0x0031)!.icu.has(.alphabetic))
  }

  @Test func bidiClass() {
    // UCharDirection: L = 0, R = 1, EN = 2, AN = 5, AL = 13.
    #expect(Unicode.Scalar("a").icu.bidiClass == 0)
    #expect(Unicode.Scalar("\u{05D0}").icu.bidiClass == 1)
    #expect(Unicode.Scalar("1").icu.bidiClass == 2)
    #expect(Unicode.Scalar("\u{0663}").icu.bidiClass == 5)
    #expect(Unicode.Scalar("\u{06F3}").icu.bidiClass == 2)
    #expect(Unicode.Scalar("\u{0628}").icu.bidiClass == 13)
  }

  @Test func versions() {
    #expect(ICUVersion.icu.hasPrefix("7"))
    #expect(ICUVersion.unicode.hasPrefix("15"))
  }
}
