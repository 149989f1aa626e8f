import Foundation
import Testing

@_spi(Testing) @testable import KBCheck

/// The ASCII fast path gives exactly the full scanner's result.
@Suite struct EmailFastPathTests {
  static let locals = [
    "a", "a.b", "A", "a-b", "x+y", "a..b", ".a", "a.", "o'brien", "{x}", "a_b", "",
    String(repeating: "l", count: 64), String(repeating: "l", count: 65), "a b", "\"a\"",
    "jos\u{E9}", "jose\u{301}", "\u{5F20}\u{4F1F}", "\u{C0AC}\u{C6A9}\u{C790}", "p\u{430}ypal",
    "\u{440}\u{430}\u{443}", "\u{7528}\u{6237}.test", "\u{5D0}\u{5D1}", "x\u{3B1}", "\u{FF41}",
    "a\u{200B}b", "\u{FFFD}", "\u{1F600}", String(repeating: "\u{E9}", count: 32),
    String(repeating: "\u{E9}", count: 33), "\u{E9}.", ".\u{E9}", "\u{E9}..\u{E9}",
  ]
  static let domains = [
    "b.com", "B.com", "b.test", "b.TEST", "b.c0m", "b", "xn--bcher-kva.example", "ab--c.com",
    "-b.com", "b-.com", "b..com", ".b.com", "b.com.", "b.123", "b.localhost", "localhost",
    String(repeating: "d", count: 63) + ".com", String(repeating: "d", count: 64) + ".com",
    ([String](repeating: String(repeating: "e", count: 60), count: 4)).joined(separator: ".")
      + ".com",
    "b_c.com", "b.c-d.org", "[1.2.3.4]", "b.example", "",
    "b\u{FC}cher.de", "B\u{DC}CHER.de", "XN--BCHER-KVA.de", "xn--xn---hx--hxp.com", "xn--om.com",
    "\u{4F8B}\u{3048}.jp", "mail.\u{4F8B}\u{3048}.jp", "p\u{430}ypal.com",
    "\u{43C}\u{43E}\u{441}\u{43A}\u{432}\u{430}.\u{440}\u{444}",
    "stra\u{DF}e.de", "\u{E9}-.com", "-\u{E9}.com", "\u{E9}\u{E9}--x.com", "\u{FF41}.com",
    "a\u{3002}com", "\u{915}\u{93F}.in", "\u{E9}.test", "\u{E9}.c\u{E9}", "\u{E9}.\u{E9}1",
    "x.\u{627}\u{644}\u{633}\u{639}\u{648}\u{62F}\u{64A}\u{629}", "\u{5D0}.com", "a.xn--p1ai",
    String(repeating: "\u{E9}", count: 40) + ".com",
    String(repeating: "\u{E9}", count: 120) + ".com",
    "LOCALHOST", "b.TEST", "B.Com", String(repeating: "D", count: 63) + ".com",
  ]

  @Test(arguments: [EmailPreset.form, .rfc, .ascii])
  func sameResultsBothWays(profile: EmailPreset) throws {
    let validator = profile.validator
    var compared = 0
    var differ: [String] = []
    for local in EmailFastPathTests.locals {
      for domain in EmailFastPathTests.domains {
        let input = local + "@" + domain
        var copy = input
        let fast = copy.withUTF8 { validator.validate(bytes: $0, input: input) }
        let full = copy.withUTF8 { validator.validate(bytes: $0, input: input, fastPath: false) }
        compared += 1
        if fast != full { differ.append(input) }
      }
    }
    #expect(compared == EmailFastPathTests.locals.count * EmailFastPathTests.domains.count)
    #expect(differ.isEmpty, "\(differ)")
  }

  /// The code points the fast path takes without property look-ups
  /// (``EmailIssueSink/isPlainLetter(_:)``): each one is an assigned letter,
  /// mark or digit with no property the full scanner reports (Unicode 15.0
  /// through the standard library's tables).
  @Test func plainLettersAreAssignedLettersMarksOrDigits() {
    var wrong: [String] = []
    var count = 0
    for v in UInt32(0x80)...0xFFFF where EmailIssueSink.isPlainLetter(v) {
      count += 1
      let p = Unicode.Scalar(v)!.properties
      let category = "\(p.generalCategory)"
      let allowed = [
        "uppercaseLetter", "lowercaseLetter", "titlecaseLetter", "modifierLetter", "otherLetter",
        "nonspacingMark", "spacingMark", "decimalNumber",
      ].contains(category)
      if !allowed || p.isDefaultIgnorableCodePoint || p.isBidiControl || p.isNoncharacterCodePoint
        || p.isWhitespace
      {
        wrong.append(String(v, radix: 16))
      }
    }
    #expect(count > 20_000)
    #expect(wrong.isEmpty, "\(wrong.prefix(20))")
  }

  /// The fast path runs the NFC quick check only on local parts with a
  /// code point ``EmailIssueSink/mayBeMark(_:)`` names: every other plain
  /// code point must be a starter (canonical combining class 0) that the
  /// quick check passes on its own (UAX #15 §9: such text is in NFC).
  @Test func plainLettersOutsideTheMarkBlocksAreNFCStarters() {
    var wrong: [String] = []
    for v in UInt32(0x80)...0xFFFF
    where EmailIssueSink.isPlainLetter(v) && !EmailIssueSink.mayBeMark(v) {
      let scalar = Unicode.Scalar(v)!
      var text = String(scalar)
      let quickYes = text.withUTF8 { Normalization.isNFCByQuickCheck(utf8: $0) }
      if scalar.properties.canonicalCombiningClass.rawValue != 0 || !quickYes {
        wrong.append(String(v, radix: 16))
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(20))")
  }

  /// Every plain code point outside CJK and Hangul, in a local part and in
  /// a domain label (alone, first, last, after a dot), both ways. (It found
  /// a Thai vowel sign at the start of a local part accepted by the fast
  /// path where the full scanner reports `email.local.leading-combining-mark`:
  /// a combining mark needs a base character, Unicode §3.6 D50–D52.)
  @Test(arguments: [EmailPreset.form, .rfc])
  func everyPlainLetterSameResultsBothWays(profile: EmailPreset) throws {
    let validator = profile.validator
    var differ: [String] = []
    var compared = 0
    for v in UInt32(0x80)...0x3100 where EmailIssueSink.isPlainLetter(v) {
      let c = String(Unicode.Scalar(v)!)
      for input in [
        "\(c)@b.com", "a\(c)@b.com", "\(c)a@b.com", "a.\(c)@b.com", "x@\(c).com", "x@a\(c).com",
        "x@\(c)a.com", "x@b.\(c)\(c)", "\(c)\(c)@\(c)\(c).de",
      ] {
        compared += 1
        if validator.validate(input) != validator.validateWithFullScanner(input) {
          differ.append(
            input.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }
      }
    }
    #expect(compared > 10_000)
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(20))")
  }

  /// The promise of ``EmailValidator/canonicalLine(_:)`` (the CLI's batch
  /// writes such lines without validating a `String`): valid, no issue, the
  /// value, ASCII value and SMTPUTF8 it says. Checked on the corpus, on
  /// every local part × domain above, and on malformed bytes.
  @Test(arguments: [EmailPreset.form, .rfc, .ascii, .html])
  func canonicalLinesAreExactlyTheirResult(profile: EmailPreset) throws {
    let validator = profile.validator
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/corpora/emails-100k.txt")
    var inputs = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(
      String.init)
    for local in EmailFastPathTests.locals {
      for domain in EmailFastPathTests.domains { inputs.append(local + "@" + domain) }
    }
    var canonical = 0
    var wrong: [String] = []
    for input in inputs {
      var copy = input
      guard let line = copy.withUTF8({ validator.canonicalLineAnswer($0) }) else { continue }
      canonical += 1
      let result = validator.validate(input)
      let email = result.email
      if !result.isValid || result.value != line.value || !result.issues.isEmpty
        || email?.asciiValue != line.asciiValue || email?.smtputf8 != line.smtputf8
      {
        wrong.append(input)
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    // The JSON record written from the bytes is the result's, byte for byte.
    let fromResult = JSONRecordBuffer()
    let fromBytes = JSONRecordBuffer()
    var recordsDiffer: [String] = []
    for input in inputs.prefix(20_000) {
      var copy = input
      copy.withUTF8 { bytes in
        guard let clean = validator.canonicalLine(bytes) else { return }
        validator.validate(input).writeJSONRecord(into: fromResult, type: "emailAddress", line: 7)
        ValidationResult.writeCanonicalEmailRecord(
          utf8: bytes, clean: clean, into: fromBytes, type: "emailAddress", line: 7)
        if !fromResult.bytes.elementsEqual(fromBytes.bytes) { recordsDiffer.append(input) }
      }
    }
    #expect(recordsDiffer.isEmpty, "\(recordsDiffer.prefix(10))")
    if profile == .html {
      #expect(canonical == 0)  // the HTML grammar has no fast path
    } else {
      #expect(canonical > 80_000)
    }
    // Bytes that are not UTF-8 are never canonical: a truncated sequence,
    // a stray lead byte, a lone continuation byte, an overlong `é` whose
    // lenient decoding would be a plain letter, a lead byte before ASCII.
    for bad: [UInt8] in [
      [0x61, 0xC3, 0x40, 0x62, 0x2E, 0x63, 0x6F], [0xFF, 0x40, 0x62, 0x2E, 0x63],
      [0x61, 0xA9, 0x40, 0x62, 0x2E, 0x63, 0x6F], [0xE0, 0x83, 0xA9, 0x40, 0x62, 0x2E, 0x63, 0x6F],
      [0xC3, 0x29, 0x40, 0x62, 0x2E, 0x63, 0x6F],
      // …and in the domain, which the domain cache would read as text.
      [0x61, 0x40, 0x62, 0xC3, 0x2E, 0x63, 0x6F], [0x61, 0x40, 0xE0, 0x83, 0xA9, 0x2E, 0x63, 0x6F],
      [0x61, 0x40, 0x62, 0xA9, 0x2E, 0x63, 0x6F],
    ] {
      #expect(bad.withUnsafeBufferPointer { validator.canonicalLine($0) } == nil)
      // Without UTS #39 checks nothing else looks at the local part's bytes.
      var lenient = validator.options
      lenient.spoofChecks = false
      #expect(
        bad.withUnsafeBufferPointer { EmailValidator(options: lenient).canonicalLine($0) } == nil)
    }
  }

  /// Every address of the 100 k throughput corpus, both ways, in each profile.
  @Test(arguments: [EmailPreset.form, .rfc, .ascii])
  func corpusSameResultsBothWays(profile: EmailPreset) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/corpora/emails-100k.txt")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    let validator = profile.validator
    var differ: [String] = []
    for input in lines where validator.validate(input) != validator.validateWithFullScanner(input) {
      differ.append(input)
    }
    #expect(lines.count == 100_000)
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(20))")
  }
}
