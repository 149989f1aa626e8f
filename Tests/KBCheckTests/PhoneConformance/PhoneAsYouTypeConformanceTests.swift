import Foundation
import Testing

@testable import KBCheck

/// libphonenumber's AsYouTypeFormatterTest.java, ported as data (one sequence per
/// formatter creation or `clear()`), run against the testing metadata. Each step is
/// one Java `assertEquals(expected, formatter.inputDigit(c))`; a step is judged on
/// the formatter's output after it whatever the earlier steps returned, as in Java.
@Suite(
  "libphonenumber AsYouTypeFormatterTest (testing metadata)")
struct PhoneAsYouTypeConformanceTests {
  /// The exact number of passing steps (a change either way fails): every
  /// step since the formatter follows AsYouTypeFormatter.java's state machine
  /// (was 658/821 with the re-rendering formatter).
  static let expectedPassCount: Int = 821

  struct Step: Decodable {
    var input: String
    var expected: String
  }

  struct Sequence: Decodable {
    var id: String
    var region: String
    var steps: [Step]
  }

  @Test func asYouType() throws {
    let plans = PhoneNumberingPlans.testing
    var tally = PhoneConformanceTally("asYouType")
    let sequences = try PhoneConformanceFixtures.cases("asYouType", as: Sequence.self)
    for s in sequences {
      var formatter = plans.asYouTypeFormatter(region: s.region)
      var typed = ""
      for (i, step) in s.steps.enumerated() {
        guard let c = step.input.first, step.input.count == 1 else {
          tally.check(
            false, "\(s.id) step \(i + 1)", input: step.input, expected: step.expected,
            actual: "not one character")
          continue
        }
        typed.append(c)
        let got = formatter.inputDigit(c)
        tally.check(
          got == step.expected, "\(s.id) step \(i + 1)",
          input: "\(String(reflecting: typed)) in \(s.region)",
          expected: String(reflecting: step.expected), actual: String(reflecting: got))
      }
    }
    tally.report()
    #expect(sequences.count >= 70, "fewer sequences than extracted: fixtures not read")
    if !tally.aboveThreshold {
      print(
        "phone conformance asYouType: below the 95 % goal (\(tally.passed)/\(tally.total)); the failing steps are listed above"
      )
    }
    let passed = tally.passed
    #expect(passed == Self.expectedPassCount)
  }
}
