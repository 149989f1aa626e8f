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

  /// The same rule with the scalar at every position of an eight-byte word
  /// after printable ASCII (the word-at-a-time skip), for every ASCII byte,
  /// C1 control and Latin scalar, the bidi controls and their neighbours.
  @Test func theWordSkipAgreesAtEveryOffset() {
    var values = Array(UInt32(0)...0x2FF)
    values += [0x061B, 0x061C, 0x061D, 0x200D, 0x200E, 0x200F, 0x2010, 0x2029]
    values += Array(UInt32(0x202A)...0x2030) + Array(UInt32(0x2065)...0x206A)
    var disagreements: [String] = []
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for offset in 0..<17 {
        var text = String(repeating: "a", count: offset)
        text.unicodeScalars.append(scalar)
        text += String(repeating: "~", count: 19)
        let byBytes = text.withUTF8 { TerminalText.hasUnsafeScalar($0) }
        if byBytes != TerminalText.isUnsafe(scalar) {
          disagreements.append("\(String(value, radix: 16))@\(offset)")
        }
      }
    }
    #expect(disagreements == [])
    var printable = String(decoding: Array(UInt8(0x20)...0x7E), as: UTF8.self)
    #expect(!printable.withUTF8 { TerminalText.hasUnsafeScalar($0) })
  }

  @Test func aMaskedCardNumberStaysOnTheFastPath() {
    var masked = "411111••••••1111"
    #expect(!masked.withUTF8 { TerminalText.hasUnsafeScalar($0) })
    var override = "a\u{202E}b"
    #expect(override.withUTF8 { TerminalText.hasUnsafeScalar($0) })
  }
}
