import Foundation
import Testing

@testable import KBCheck

/// The byte-level helpers that place URL issues give the scalar offsets a
/// walk over `unicodeScalars` gives.
@Suite struct URLIssueRangeTests {
  /// The scheme's range as the scalar walk finds it: after leading scalars
  /// up to U+0020, up to the first `:`.
  static func referenceSchemeRange(_ input: String) -> Range<Int>? {
    var start = 0
    for (i, s) in input.unicodeScalars.enumerated() {
      if s.value <= 0x20 && start == i {
        start = i + 1
        continue
      }
      if s == ":" { return start < i ? start..<i : nil }
    }
    return nil
  }

  /// Every WPT `urltestdata` input, and generated ones with blanks,
  /// non-ASCII text before and after the colon, and no colon.
  @Test func schemeRangeMatchesTheScalarWalk() throws {
    var inputs = try WPTFixtures.cases("urltestdata").compactMap { $0["input"] as? String }
    let heads = ["", " ", "\t\u{1}", "\u{E9}", " \u{1F600}x", "\u{A0}"]
    let schemes = ["", "http", "h\u{E9}", "a b", "x"]
    let tails = ["", ":", "://h/", ":\u{FF1A}", "\u{FF1A}/x", "::"]
    for h in heads { for s in schemes { for t in tails { inputs.append(h + s + t) } } }
    var mismatches: [String] = []
    for input in inputs where URLValidator.schemeRange(input) != Self.referenceSchemeRange(input) {
      mismatches.append(String(reflecting: input))
    }
    #expect(inputs.count == 891 + 6 * 5 * 6)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// The scalar ranges of byte ranges that fall on scalar boundaries: every
  /// pair of boundaries of a text with one-, two-, three- and four-byte
  /// scalars.
  @Test func scalarRangesMatchTheScalarWalk() {
    let input = "a\u{E9}b\u{1F600}c\u{FF1A}d"
    // The byte offset of each scalar boundary; its index is the scalar offset.
    var boundaries = [0]
    for s in input.unicodeScalars {
      boundaries.append((boundaries.last ?? 0) + String(s).utf8.count)
    }
    for (i, lower) in boundaries.enumerated() {
      for (j, upper) in boundaries.enumerated() where j >= i {
        #expect(URLValidator.scalarRanges(input, [lower..<upper]) == [i..<j])
      }
    }
    #expect(URLValidator.scalarCount(input) == input.unicodeScalars.count)
  }
}
