import Testing

@testable import KBCheckCLI

/// The byte-level check of terminal-unsafe scalars agrees with the scalar
/// rule (C0, DEL, C1, the bidi controls of UAX #9 §2: ALM, LRM, RLM,
/// LRE…RLO, LRI…PDI) for every scalar of the planes it can meet: the fast
/// paths of the TSV and text writers rely on it.
@Suite struct TerminalTextTests {
  @Test func theByteCheckAgreesWithTheScalarRule() {
    var disagreements: [String] = []
    var checked = 0
    for value in UInt32(0)...0x10FFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      var text = "a"
      text.unicodeScalars.append(scalar)
      text += "b"
      var utf8 = text
      let byBytes = utf8.withUTF8 { TerminalText.hasUnsafeScalar($0) }
      checked += 1
      if byBytes != TerminalText.isUnsafe(scalar) {
        disagreements.append(String(value, radix: 16))
      }
    }
    #expect(disagreements == [])
    #expect(checked == 0x10FFF + 1 - 2048)  // every scalar but the surrogates
  }

  @Test func aMaskedCardNumberStaysOnTheFastPath() {
    var masked = "411111••••••1111"
    #expect(!masked.withUTF8 { TerminalText.hasUnsafeScalar($0) })
    var override = "a\u{202E}b"
    #expect(override.withUTF8 { TerminalText.hasUnsafeScalar($0) })
  }
}
