@testable import KBCheck
import Testing

/// The ASCII fast path gives exactly the full scanner's result.
@Suite struct EmailFastPathTests {
  static let locals = [
    "a", "a.b", "A", "a-b", "x+y", "a..b", ".a", "a.", "o'brien", "{x}", "a_b", "",
    String(repeating: "l", count: 64), String(repeating: "l", count: 65), "a b", "\"a\"",
  ]
  static let domains = [
    "b.com", "B.com", "b.test", "b.TEST", "b.c0m", "b", "xn--bcher-kva.example", "ab--c.com",
    "-b.com", "b-.com", "b..com", ".b.com", "b.com.", "b.123", "b.localhost", "localhost",
    String(repeating: "d", count: 63) + ".com", String(repeating: "d", count: 64) + ".com",
    ([String](repeating: String(repeating: "e", count: 60), count: 4)).joined(separator: ".") + ".com",
    "b_c.com", "b.c-d.org", "[1.2.3.4]", "b.example", "",
  ]

  @Test(arguments: ["form", "rfc", "ascii"])
  func sameResultsBothWays(profile: String) throws {
    let validator = try EmailValidator(context: ValidationContext(profile: profile))
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
}
