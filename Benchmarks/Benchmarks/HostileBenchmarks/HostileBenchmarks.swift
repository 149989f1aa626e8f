import Benchmark
import KBCheck

// Linear time on hostile shapes: each validator on 1 KB, 10 KB, 100 KB and
// 1 MB of the shape that would hurt a backtracking or quadratic parser.
// Time per run should grow 10x per size step (Scripts/dev/linear-time.py checks
// the same through the CLI).

/// One validator with the shape that stresses it: `prefix + shape * n + suffix`.
struct HostileCase: Sendable {
  var name: String
  var type: KeyboardType
  var profile: String?
  var locale = "en_US"
  var prefix: String
  var shape: String
  var suffix: String

  func input(bytes: Int) -> String {
    prefix + String(repeating: shape, count: max(1, bytes / shape.utf8.count)) + suffix
  }
}

let cases: [HostileCase] = [
  HostileCase(
    name: "email form, dots", type: .emailAddress, profile: "form", prefix: "x", shape: ".",
    suffix: "@example.com"),
  HostileCase(
    name: "email rfc, quoted backslashes", type: .emailAddress, profile: "rfc", prefix: "\"",
    shape: "\\\\", suffix: "\"@example.com"),
  HostileCase(
    name: "email rfc, open comments", type: .emailAddress, profile: "rfc", prefix: "a", shape: "(",
    suffix: "@example.com"),
  HostileCase(
    name: "url whatwg, ../ path", type: .URL, profile: "whatwg", prefix: "https://example.com/",
    shape: "../", suffix: ""),
  HostileCase(
    name: "url whatwg, IPv6 1:", type: .URL, profile: "whatwg", prefix: "http://[", shape: "1:",
    suffix: "]/"),
  HostileCase(
    name: "url form, bidi controls in path", type: .URL, profile: "form",
    prefix: "https://example.com/", shape: "a\u{202E}", suffix: ""),
  HostileCase(name: "numberPad, digits", type: .numberPad, prefix: "", shape: "1", suffix: ""),
  HostileCase(
    name: "decimalPad de_DE, 1.", type: .decimalPad, locale: "de_DE", prefix: "1", shape: "1.",
    suffix: ",5"),
  HostileCase(name: "phonePad, 1-", type: .phonePad, prefix: "+", shape: "1-", suffix: ""),
  HostileCase(
    name: "default text, combining marks", type: .default, prefix: "", shape: "e\u{0301}",
    suffix: ""),
]

let sizes: [(String, Int)] = [
  ("1 KB", 1_000), ("10 KB", 10_000), ("100 KB", 100_000), ("1 MB", 1_000_000),
]

let benchmarks: @Sendable () -> Void = {
  for hostile in cases {
    let context = ValidationContext(profile: hostile.profile, locale: hostile.locale)
    guard let validator = try? hostile.type.validator(context) else { continue }
    for (label, bytes) in sizes {
      let input = hostile.input(bytes: bytes)
      let config = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], scalingFactor: .one,
        maxDuration: .seconds(2), maxIterations: bytes >= 1_000_000 ? 5 : 50)
      Benchmark("Hostile: \(hostile.name), \(label)", configuration: config) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(validator.validate(input)) }
      }
    }
  }
}
