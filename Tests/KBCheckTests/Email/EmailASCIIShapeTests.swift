import Foundation
import Testing

@_spi(Testing) @testable import KBCheck

/// The SIMD shape pass (`kbc_email_ascii_shape`, behind
/// `EmailValidator.fastScan(_:rules:)`) answers exactly as the scalar pass
/// it stands in for, under every combination of the rules the pass reads.
/// An ASCII domain with capitals is lowercased by the passes themselves,
/// not through the domain cache: the cache's checks must accept each one,
/// and the results equal the full scanner's (`capitalizedCorpus`).
/// The rules are those of the scalar pass: RFC 5321 §4.1.2 dot-string
/// local parts, RFC 1035 §2.3.1 LDH labels (RFC 5891 §4.2.3.1 for the
/// hyphens in positions 3 and 4), RFC 5321 §4.5.3.1.1 for the lengths.
@Suite struct EmailASCIIShapeTests {
  /// Every value of the rules byte (five bits).
  static let allRules = (0..<32).map { EmailValidator.FastScanRules(rawValue: UInt8($0)) }

  /// A validator whose options give `rules`.
  static func validator(_ rules: EmailValidator.FastScanRules) -> EmailValidator {
    var options = EmailValidator.Options()
    options.allowSMTPUTF8 = rules.contains(.smtputf8)
    options.requireDotInDomain = rules.contains(.dotInDomain)
    options.requireLetterInTLD = rules.contains(.letterInTLD)
    options.allowSpecialUseDomains = rules.contains(.specialUseDomains)
    options.spoofChecks = rules.contains(.spoofChecks)
    return EmailValidator(options: options)
  }

  /// The inputs where the two passes differ, under any rules.
  static func differences(_ inputs: some Sequence<[UInt8]>) -> (compared: Int, differ: [String]) {
    var compared = 0
    var differ: [String] = []
    for bytes in inputs {
      bytes.withUnsafeBufferPointer { p in
        for rules in allRules {
          compared += 1
          let fast = EmailValidator.fastScan(p, rules: rules)
          let scalar = EmailValidator.scalarFastScan(p, rules: rules)
          // A domain the passes lowercase themselves is one the domain
          // cache's checks (`acceptedConversion`) accept.
          var same = fast == scalar
          if case .lowercaseDomain(let at, _) = fast {
            same = same && validator(rules).acceptedConversion(p, at: at) != nil
          }
          if !same, differ.count < 20 {
            differ.append("\(String(decoding: bytes, as: UTF8.self)) rules \(rules.rawValue)")
          }
        }
      }
    }
    return (compared, differ)
  }

  /// Every string of up to five bytes over the characters the pass sorts
  /// apart (a letter of each case, a digit, the dot, the hyphen, `@`, a
  /// local-only character and one it refuses): 7,600,000 comparisons.
  @Test func everyShortString() {
    let alphabet = Array("aA0.-@_!x".utf8)
    var inputs: [[UInt8]] = [[]]
    var layer: [[UInt8]] = [[]]
    for _ in 1...5 {
      layer = layer.flatMap { prefix in alphabet.map { prefix + [$0] } }
      inputs += layer
    }
    let (compared, differ) = EmailASCIIShapeTests.differences(inputs)
    #expect(inputs.count == 66_430)
    #expect(compared == 66_430 * 32)
    #expect(differ.isEmpty, "\(differ)")
  }

  /// Addresses built to cross the pass's edges: lengths 1 to 70 (the
  /// chunks end at 16, 32 and 64 bytes; 63 is the longest it reads),
  /// labels with hyphens in every position, `xn--` labels, special-use
  /// top-level labels, capitals, a second `@`, non-ASCII bytes.
  @Test func generatedAddresses() {
    var rng = SplitMix64(seed: 0x5EED_0E3A_11)
    let pieces = [
      "a", "b", "Z", "0", "9", ".", "-", "_", "+", "@", "xn--", "--", "test", "local", "localhost",
      "com", "COM", "arpa", "onion", "invalid", "!", "\u{E9}", "\u{7F}", " ",
    ].map { Array($0.utf8) }
    var inputs: [[UInt8]] = []
    for _ in 0..<60_000 {
      var local: [UInt8] = []
      var domain: [UInt8] = []
      let localTarget = Int(rng.next() % 40)
      let domainTarget = Int(rng.next() % 40)
      while local.count < localTarget { local += pieces[Int(rng.next() % 10)] }
      while domain.count < domainTarget {
        domain += pieces[Int(rng.next() % UInt64(rng.next() % 8 == 0 ? pieces.count : 9))]
        if rng.next() % 3 == 0 { domain += Array(".".utf8) }
      }
      inputs.append(local + Array("@".utf8) + domain)
    }
    for length in 1...70 {
      for at in [0, 1, length / 2, length - 2, length - 1] where at >= 0 && at < length {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        bytes[at] = UInt8(ascii: "@")
        inputs.append(bytes)
        if at + 2 < length {
          bytes[length - 2] = UInt8(ascii: ".")
          inputs.append(bytes)
        }
      }
    }
    let (compared, differ) = EmailASCIIShapeTests.differences(inputs)
    #expect(compared == inputs.count * 32)
    #expect(differ.isEmpty, "\(differ)")
  }

  /// The hand-picked local parts and domains of `EmailFastPathTests`,
  /// joined every way.
  @Test func fastPathCases() {
    let inputs = EmailFastPathTests.locals.flatMap { local in
      EmailFastPathTests.domains.map { Array((local + "@" + $0).utf8) }
    }
    let (compared, differ) = EmailASCIIShapeTests.differences(inputs)
    #expect(compared == inputs.count * 32)
    #expect(differ.isEmpty, "\(differ)")
  }

  /// Every address of the 100 k throughput corpus; and the SIMD pass
  /// answers for exactly the lines it was made for (a pass that always gave
  /// up would still agree). 79,072 lines are at most 63 bytes of letters,
  /// digits and `._+-` around one `@`; of those, 4,023 have a label with
  /// hyphens in positions 3 and 4 and 3,011 a dot or hyphen where the
  /// grammar refuses it, which leaves 72,038 (counted apart from the code,
  /// with a regular expression and a split on the dots).
  @Test func corpus() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/corpora/emails-100k.txt")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
      .map { Array($0.utf8) }
    let (compared, differ) = EmailASCIIShapeTests.differences(lines)
    #expect(compared == 100_000 * 32)
    #expect(differ.isEmpty, "\(differ)")
    let answered = lines.filter { line in
      line.withUnsafeBufferPointer { EmailValidator.asciiShape($0) != nil }
    }
    #expect(answered.count == 72_038)
  }

  /// The corpus with every domain label capitalized (`Gmail.Com`), and the
  /// hand-picked cases with their domains upper-cased: each result equals
  /// the full scanner's (UTS #46 §4 maps the capitals, RFC 5321 §2.4 makes
  /// the domain case-insensitive), in each profile; and how many of them
  /// the fast pass lowercases itself.
  @Test(arguments: [EmailPreset.form, .rfc, .ascii])
  func capitalizedCorpus(profile: EmailPreset) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/corpora/emails-100k.txt")
    let corpus = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
      line -> String in
      guard let at = line.lastIndex(of: "@") else { return String(line) }
      let labels = line[line.index(after: at)...].split(
        separator: ".", omittingEmptySubsequences: false)
      return line[...at]
        + labels.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: ".")
    }
    let cases = EmailFastPathTests.locals.flatMap { local in
      EmailFastPathTests.domains.map { local + "@" + $0.uppercased() }
    }
    let validator = profile.validator
    var differ: [String] = []
    var lowercased = 0
    for input in corpus + cases {
      if validator.validate(input) != validator.validateWithFullScanner(input) {
        differ.append(input)
      }
      var copy = input
      if case .lowercaseDomain = copy.withUTF8({ validator.fastScan($0) }) { lowercased += 1 }
    }
    #expect(corpus.count == 100_000)
    #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(20))")
    // Pinned (from the run that added the path): the addresses the fast
    // pass lowercases itself; fewer means more of them reach the cache.
    let expected: [EmailPreset: Int] = [.form: 78_947, .rfc: 79_637, .ascii: 72_178]
    #expect(lowercased == expected[profile])
  }
}
