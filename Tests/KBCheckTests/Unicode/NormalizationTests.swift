import KBCheck
import Testing

@Suite struct NormalizationTests {
  static let composed = "\u{00E9}"
  static let decomposed = "e\u{0301}"

  @Test func nfcComposesAndNFDDecomposes() {
    #expect(Self.decomposed.normalized(.nfc).unicodeScalars.map(\.value) == [0xE9])
    #expect(Self.composed.normalized(.nfd).unicodeScalars.map(\.value) == [0x65, 0x301])
    #expect(Self.composed.normalized(.nfc).unicodeScalars.map(\.value) == [0xE9])
  }

  @Test(arguments: [
    ("\u{FB01}", NormalizationForm.nfkc, "fi"),
    ("\u{FF11}\u{FF12}\u{FF13}", .nfkc, "123"),
    ("\u{FF20}\u{FF21}", .nfkc, "@A"),
    ("\u{3002}", .nfkc, "\u{3002}"),
    ("Stra\u{00DF}e", .nfkcCasefold, "strasse"),
    ("\u{FF21}BC", .nfkcCasefold, "abc"),
    ("a\u{200B}b", .nfkcCasefold, "ab"),
    ("\u{FB01}", .nfc, "\u{FB01}"),
    ("ABC", .nfkcCasefold, "abc"),
  ])
  func knownValues(input: String, form: NormalizationForm, expected: String) {
    #expect(input.normalized(form).unicodeScalars.elementsEqual(expected.unicodeScalars))
  }

  @Test func isNormalized() {
    #expect(Self.composed.isNormalized(.nfc))
    #expect(!Self.composed.isNormalized(.nfd))
    #expect(Self.decomposed.isNormalized(.nfd))
    #expect(!Self.decomposed.isNormalized(.nfc))
    #expect(!"\u{FB01}".isNormalized(.nfkc))
    #expect("\u{FB01}".isNormalized(.nfc))
    #expect("plain ascii".isNormalized(.nfkc))
    #expect(!"ABC".isNormalized(.nfkcCasefold))
  }

  @Test(arguments: [
    (composed, NormalizationForm.nfc, NormalizationQuickCheck.yes),
    (decomposed, .nfc, .maybe),
    (composed, .nfd, .no),
    (decomposed, .nfd, .yes),
    ("\u{FB01}", .nfkc, .no),
    ("\u{FF11}", .nfkc, .no),
    ("abc", .nfkc, .yes),
    ("ABC", .nfkcCasefold, .no),
  ])
  func quickCheck(input: String, form: NormalizationForm, expected: NormalizationQuickCheck) {
    #expect(input.normalizationQuickCheck(form) == expected)
  }

  @Test func emptyStringIsNormalizedInEveryForm() {
    for form in NormalizationForm.allCases {
      #expect("".normalized(form) == "")
      #expect("".isNormalized(form))
    }
  }

  @Test func longInputGrowsTheBuffer() {
    // U+FDFA expands to 18 scalars under NFKC: more than the initial buffer.
    let input = String(repeating: "\u{FDFA}", count: 100)
    #expect(input.normalized(.nfkc).unicodeScalars.count == 1800)
  }
}
