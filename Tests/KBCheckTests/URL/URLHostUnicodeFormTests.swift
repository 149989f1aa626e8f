import Foundation
import Testing

@testable import KBCheck

/// The URL validator's host checks without ICU where the parser already
/// ran UTS #46: ``WHATWGURL/unicodeHostOfConversion`` (Punycode decoding of
/// the A-labels the parser wrote) must be ICU's ToUnicode with no error, and
/// every A-label it answers for must be one ICU finds valid alone; the
/// Latin skeleton table may only rule out skeletons ICU would not make
/// ASCII. Sources: UTS #46 §4 (ToASCII checks every label it writes or
/// keeps), RFC 3492 §6.2 (decoding), UTS #39 §4 (skeleton: NFD, then each
/// scalar mapped on its own).
@Suite struct URLHostUnicodeFormTests {
  /// Hosts typed with U-labels, A-labels and both, in several scripts, with
  /// upper case, full-width dots and characters UTS #46 maps or removes.
  static func generatedHosts() -> [String] {
    let pieces = [
      "b\u{FC}cher", "B\u{DC}CHER", "m\u{FC}nchen", "\u{E6}on", "stra\u{DF}e",
      "\u{43A}\u{43E}\u{442}",
      "\u{3B1}\u{3B2}\u{3B3}", "\u{4F8B}\u{3048}", "\u{5D3}\u{5D5}\u{5D2}\u{5DE}\u{5D4}",
      "\u{627}\u{644}\u{639}\u{631}\u{628}\u{64A}\u{629}", "xn--bcher-kva", "xn--mnchen-3ya",
      "xn--xn---hx--hxp", "xn--a", "xn--", "example", "a-b", "\u{FF41}\u{FF42}", "\u{2460}",
      "e\u{301}", "\u{1E9E}", "\u{3C2}", "\u{200D}", "a\u{AD}b", "\u{131}", "p\u{430}ypal",
      "\u{430}\u{440}\u{435}", "\u{14B}", "\u{F0}",
    ]
    let dots = [".", ".", ".", "\u{3002}"]
    var generator = SystemRandomNumberGenerator()
    var hosts: [String] = []
    for _ in 0..<6000 {
      let count = Int.random(in: 1...4, using: &generator)
      var host = ""
      for i in 0..<count {
        if i > 0 { host += dots.randomElement(using: &generator) ?? "." }
        host += pieces.randomElement(using: &generator) ?? "a"
      }
      hosts.append(
        host + ([".com", ".de", ".xn--p1ai", ""].randomElement(using: &generator) ?? ""))
    }
    return hosts
  }

  /// The URL inputs: URLs of the throughput corpus with a U-label put in
  /// front of the host (as `urls-variants.gen.py` makes the IDN corpus,
  /// which is generated, not committed), WPT's URL and IDNA test data, and
  /// the generated hosts, each also as a bare host under `https://`.
  static func inputs() throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var inputs = try String(
      contentsOf: root.appendingPathComponent("Fixtures/corpora/urls-kasztp-48k.txt"),
      encoding: .utf8
    ).split(separator: "\n").prefix(3000).compactMap { line -> String? in
      guard let mark = line.range(of: "://") else { return nil }
      return String(line[..<mark.upperBound]) + "b\u{FC}cher." + line[mark.upperBound...]
    }
    inputs += try WPTFixtures.cases("urltestdata").compactMap { $0["input"] as? String }
    let hosts =
      try WPTFixtures.cases("IdnaTestV2").compactMap { $0["input"] as? String }
      + WPTFixtures.cases("toascii").compactMap { $0["input"] as? String } + generatedHosts()
    inputs += hosts.map { "https://\($0)/p" }
    return inputs
  }

  /// Wherever the decoding answers, it is ICU's ToUnicode of the host with
  /// no error, and each A-label is valid alone, not empty and not another
  /// `xn--` label once decoded; hosts the parser only lower-cased never get
  /// an answer.
  @Test func decodingIsICUsToUnicode() throws {
    var answered = 0
    var differ: [String] = []
    for input in try Self.inputs() {
      guard let url = WHATWGURL.parse(input), url.hostKind == .domain else { continue }
      guard let fast = url.unicodeHostOfConversion else { continue }
      answered += 1
      let icu = IDNA.toUnicode(url.hostname, options: .whatwgURL)
      if !icu.isValid || !fast.value.utf8.elementsEqual(icu.value.utf8) || !fast.isValid {
        differ.append("\(input): \(fast.value) vs ICU \(icu.value) \(icu.errors)")
      }
      for label in url.hostname.split(separator: ".") where label.hasPrefix("xn--") {
        let alone = IDNA.toUnicode(String(label), options: .whatwgURL)
        if !alone.isValid || alone.value.isEmpty || alone.value.hasPrefix("xn--") {
          differ.append("\(input): A-label \(label) is not valid alone")
        }
      }
      let typed = input.utf8.contains { $0 >= 0x80 } || input.contains("%")
      if !typed { differ.append("\(input): answered for a host typed in ASCII") }
    }
    #expect(differ.isEmpty, "\(differ.prefix(20))")
    #expect(answered > 5000, "answered \(answered)")
  }

  /// A host typed with an A-label in ASCII is only lower-cased by the
  /// parser, so the validator must still ask ICU: `xn--xn---hx--hxp`
  /// decodes to another `xn--` label and `xn--a` does not decode. Beside a
  /// U-label, ToASCII checks the typed A-label itself (the parse fails), or
  /// lets one through that decodes to `xn--`, which the validator reports.
  @Test func typedALabelsAreStillChecked() {
    let validator = URLValidator(options: .form)
    for host in [
      "xn--xn---hx--hxp.example", "xn--a.example", "b\u{FC}cher.xn--a.example",
      "b\u{FC}cher.xn--xn---hx--hxp.example",
    ] {
      let result = validator.validate("https://\(host)/")
      #expect(
        result.issues.contains {
          $0.code.rawValue == "url.host-invalid-a-label"
            || $0.code.rawValue == "url.domain-to-ascii"
        }, "\(host): \(result.issues.map(\.code))")
    }
    #expect(WHATWGURL.parse("https://xn--bcher-kva.example/")?.unicodeHostOfConversion == nil)
    #expect(
      WHATWGURL.parse("https://b\u{FC}cher.example/")?.unicodeHostOfConversion?.value
        == "b\u{FC}cher.example")
  }

  /// The spoof checks read labels between dots (UTS #46 §4): a label that
  /// starts with a character extending the dot into one `Character` (an
  /// emoji modifier) is still a label of its own, so `ж` and `🏻b` are
  /// judged apart (neither mixes scripts), while `жa` mixes them.
  @Test func spoofChecksSplitLabelsAtDots() {
    let validator = URLValidator(options: .form)
    let split = validator.validate("https://\u{436}.\u{1F3FB}b.com/")
    #expect(split.isValid)
    #expect(!split.issues.contains { $0.code.rawValue == "url.host-mixed-script" })
    let mixed = validator.validate("https://\u{436}a.com/")
    #expect(mixed.issues.contains { $0.code.rawValue == "url.host-mixed-script" })
  }

  /// Equality of URLs ignores how the host came to its A-labels.
  @Test func aHostTypedEitherWayIsTheSameURL() throws {
    let typedUnicode = try #require(WHATWGURL.parse("https://B\u{DC}cher.example/"))
    let typedASCII = try #require(WHATWGURL.parse("https://xn--bcher-kva.example/"))
    #expect(typedUnicode == typedASCII)
    #expect(typedUnicode.hashValue == typedASCII.hashValue)
  }

  /// Punycode decoding undoes encoding (RFC 3492 §6.2 and §6.3) on random
  /// labels of scalars from several planes.
  @Test func decodingUndoesEncoding() {
    let ranges: [ClosedRange<UInt32>] = [
      0x61...0x7A, 0x30...0x39, 0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x4E00...0x9FFF,
      0x1F600...0x1F64F,
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20000 {
      let count = Int.random(in: 1...20, using: &generator)
      let label = (0..<count).map { _ in
        UInt32.random(in: ranges.randomElement(using: &generator)!, using: &generator)
      }
      var encoded: [UInt8] = []
      guard Punycode.encode(label, into: &encoded) else { continue }
      let decoded = encoded.withUnsafeBufferPointer { Punycode.decode($0) }
      #expect(decoded == label, "\(label) -> \(String(decoding: encoded, as: UTF8.self))")
    }
    // RFC 3492 §7.1 (A): Arabic (Egyptian).
    let egyptian = Array("egbpdaj6bu4bxfgehfvwxn".utf8).withUnsafeBufferPointer {
      Punycode.decode($0)
    }
    #expect(
      egyptian == [
        0x0644, 0x064A, 0x0647, 0x0645, 0x0627, 0x0628, 0x062A, 0x0643, 0x0644, 0x0645, 0x0648,
        0x0634, 0x0639, 0x0631, 0x0628, 0x064A, 0x061F,
      ])
    for bad in ["99999999999", "a-\u{FC}", "-!"] {
      #expect(Array(bad.utf8).withUnsafeBufferPointer { Punycode.decode($0) } == nil, "\(bad)")
    }
  }

  /// The Latin table never rules out a skeleton that ICU makes ASCII: on
  /// random labels of Latin letters (and Cyrillic and Greek look-alikes),
  /// whenever ``URLValidator/skeletonMayBeASCII(utf8:)`` says no, ICU's
  /// skeleton has a non-ASCII scalar.
  @Test func latinTableIsExact() {
    let alphabet: [UInt32] =
      Array(0x61...0x7A) + Array(0xC0...0x24F) + [0x430, 0x435, 0x43E, 0x440, 0x3BF, 0x3B1]
    var generator = SystemRandomNumberGenerator()
    var ruledOut = 0
    for _ in 0..<20000 {
      let count = Int.random(in: 1...6, using: &generator)
      var label = ""
      for _ in 0..<count {
        label.unicodeScalars.append(
          Unicode.Scalar(alphabet.randomElement(using: &generator)!)!)
      }
      guard !Array(label.utf8).withUnsafeBufferPointer(URLValidator.skeletonMayBeASCII) else {
        continue
      }
      ruledOut += 1
      #expect(
        !SpoofCheck.skeleton(label).utf8.allSatisfy { $0 < 0x80 },
        "\(label.unicodeScalars.map { String($0.value, radix: 16) })")
    }
    #expect(ruledOut > 1000)
    // æ's skeleton is `ae`: the table must leave it to ICU.
    #expect(Array("\u{E6}on".utf8).withUnsafeBufferPointer(URLValidator.skeletonMayBeASCII))
  }
}
