import KBCheck
import Testing

/// 120 KB inputs of hostile shapes: each is answered (the parser is one
/// pass with a comment-depth counter, no recursion, no backtracking) with a
/// bounded list of issues. Correctness only; speed is measured in
/// Benchmarks/.
@Suite struct EmailHostileInputTests {
  static let size = 120_000

  static let shapes: [(String, String)] = {
    let n = size
    return [
      ("no at", String(repeating: "a", count: n)),
      ("all at", String(repeating: "@", count: n)),
      ("all dots", String(repeating: ".", count: n)),
      ("dots then at", String(repeating: ".", count: n) + "@x.com"),
      ("open comments", String(repeating: "(", count: n)),
      (
        "nested comments",
        String(repeating: "(", count: n / 2) + String(repeating: ")", count: n / 2) + "a@x.com"
      ),
      ("quotes", String(repeating: "\"", count: n)),
      ("backslashes in quotes", "\"" + String(repeating: "\\", count: n)),
      ("spaces", String(repeating: " ", count: n)),
      ("folds", String(repeating: "\r\n ", count: n / 3)),
      ("long local", String(repeating: "a", count: n) + "@x.com"),
      ("long domain", "a@" + String(repeating: "a.", count: n / 2) + "com"),
      ("long label", "a@" + String(repeating: "b", count: n) + ".com"),
      ("hyphens", "a@" + String(repeating: "-", count: n)),
      (
        "forbidden everywhere",
        String(repeating: ",", count: n) + "@" + String(repeating: "_", count: n)
      ),
      ("brackets", "a@[" + String(repeating: "1.", count: n / 2)),
      ("ipv6 colons", "a@[IPv6:" + String(repeating: ":", count: n) + "]"),
      ("ipv6 groups", "a@[IPv6:" + String(repeating: "1:", count: n / 2) + "1]"),
      ("unicode local", String(repeating: "ü", count: n / 2) + "@x.com"),
      ("unicode domain", "a@" + String(repeating: "ü", count: n / 2) + ".com"),
      ("full-width ats", String(repeating: "＠", count: n / 3)),
      ("ideographic dots", "a@" + String(repeating: "。", count: n / 3)),
      ("bidi controls", String(repeating: "\u{202e}", count: n / 3) + "@x.com"),
      ("angle brackets", String(repeating: "<", count: n) + ">"),
      ("display name", String(repeating: "a ", count: n / 2) + "<a@x.com>"),
    ]
  }()

  /// The shapes that are valid in some profile: (shape, profile).
  static let valid: Set<String> = [
    "nested comments/rfc", "long local/html", "long domain/html", "dots then at/html",
  ]

  @Test(arguments: shapes.map(\.0))
  func answered(shape: String) throws {
    let input = EmailHostileInputTests.shapes.first { $0.0 == shape }?.1 ?? ""
    let scalars = input.unicodeScalars.count
    for profile in [EmailPreset.form, .rfc, .html] {
      let validator = profile.validator
      let result = validator.validate(input)
      let expected = EmailHostileInputTests.valid.contains("\(shape)/\(profile)")
      let valid = result.isValid
      let errorCount = result.errors.count
      let issueCount = result.issues.count
      let inBounds = result.issues.allSatisfy {
        $0.range.lowerBound >= 0 && $0.range.upperBound <= scalars
      }
      let codes = result.issues.prefix(3).map(\.code.rawValue)
      #expect(valid == expected, "\(shape) \(profile): \(codes)")
      #expect(valid || errorCount >= 1, "\(shape) \(profile)")
      #expect(issueCount <= 50, "\(shape) \(profile)")
      #expect(inBounds, "\(shape) \(profile)")
    }
  }
}
