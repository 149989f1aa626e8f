import Benchmark
import KBCheck

// Inputs of about 1 KB: ASCII prose, mixed-script prose with emoji and a few
// invisible characters, and a full-width email address repeated.
let ascii = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 23)
let mixed = String(
  repeating:
    "Grüße aus Köln, \u{65E5}\u{672C} \u{1F468}\u{200D}\u{1F469} \u{0645}\u{06CC}\u{200C}\u{062E}\u{200B}\n",
  count: 16)
let fullWidth = String(
  repeating: "\u{FF55}\u{FF53}\u{FF45}\u{FF52}\u{FF20}example\u{3002}com ", count: 40)

let benchmarks: @Sendable () -> Void = {
  let config = Benchmark.Configuration(
    metrics: [.throughput, .mallocCountTotal, .wallClock], scalingFactor: .kilo)

  Benchmark("Text: validate default, 1 KB ASCII", configuration: config) { benchmark in
    let validator = try TextValidator(keyboard: .default)
    for _ in benchmark.scaledIterations { blackHole(validator.validate(ascii)) }
  }
  Benchmark("Text: validate default, 1 KB mixed scripts", configuration: config) { benchmark in
    let validator = try TextValidator(keyboard: .default)
    for _ in benchmark.scaledIterations { blackHole(validator.validate(mixed)) }
  }
  Benchmark("Text: validate namePhonePad name", configuration: config) { benchmark in
    let validator = try TextValidator(keyboard: .namePhonePad)
    for _ in benchmark.scaledIterations { blackHole(validator.validate("John p\u{0430}ypal")) }
  }
  Benchmark("Filter: paste 1 KB ASCII into default", configuration: config) { benchmark in
    let filter = try InputFilter(.default)
    for _ in benchmark.scaledIterations { blackHole(filter.filter(ascii)) }
  }
  Benchmark("Filter: paste 1 KB mixed scripts into default", configuration: config) { benchmark in
    let filter = try InputFilter(.default)
    for _ in benchmark.scaledIterations { blackHole(filter.filter(mixed)) }
  }
  Benchmark("Filter: paste 1 KB full-width into emailAddress", configuration: config) {
    benchmark in
    let filter = try InputFilter(.emailAddress)
    for _ in benchmark.scaledIterations { blackHole(filter.filter(fullWidth)) }
  }
  Benchmark("Filter: type one key into a 1 KB URL field", configuration: config) { benchmark in
    let filter = try InputFilter(.URL)
    let text = String(repeating: "a", count: 1024)
    for _ in benchmark.scaledIterations { blackHole(filter.apply(.insert("b", at: 512), to: text)) }
  }
}
