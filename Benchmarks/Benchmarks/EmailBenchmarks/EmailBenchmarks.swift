import Benchmark
import Foundation
import KBCheck

/// The lines of `Fixtures/corpora/emails-100k.txt` (repository root), or of
/// the shared copy, split into all-ASCII and non-ASCII addresses.
let corpus: (ascii: [String], nonASCII: [String]) = {
  let here = URL(fileURLWithPath: #filePath)
  let candidates = [
    here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/corpora/emails-100k.txt"),
    URL(fileURLWithPath: "../Fixtures/corpora/emails-100k.txt"),
    URL(fileURLWithPath: "/work/shared/fixtures/corpora/emails-100k.txt"),
  ]
  for url in candidates {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.isEmpty }
    let ascii = lines.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
    let other = lines.filter { !$0.utf8.allSatisfy { $0 < 0x80 } }
    return (ascii, other)
  }
  fatalError("emails-100k.txt not found; copy it to Fixtures/corpora/")
}()

/// One benchmark iteration validates every address of a set `passes`
/// times (enough work for the 10 ms ticks of the user-CPU metric), so
/// addresses per second = passes × set size ÷ time, and mallocs per address
/// = mallocCountTotal ÷ (passes × set size). Both numbers are in the names.
let benchmarks: @Sendable () -> Void = {
  let validator = EmailValidator()
  let rfc = EmailValidator(options: .rfc)
  let configuration = Benchmark.Configuration(
    metrics: [.throughput, .wallClock, .cpuUser, .mallocCountTotal],
    maxDuration: .seconds(8), maxIterations: 100)
  // The addresses the fast path answers with the input itself as the value
  // (valid, nothing reported): their malloc count per iteration is the
  // fast path's allocations.
  let clean = corpus.ascii.filter {
    let r = validator.validate($0)
    return r.isValid && r.issues.isEmpty && r.value == $0
  }
  let sets: [(String, [String], Int)] = [
    ("ASCII", corpus.ascii, 10), ("clean ASCII (fast path)", clean, 10),
    ("non-ASCII", corpus.nonASCII, 2), ("all", corpus.ascii + corpus.nonASCII, 2),
  ]
  for (name, lines, passes) in sets {
    Benchmark(
      "Email form: \(name), \(passes) × \(lines.count) per iteration",
      configuration: configuration
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        for _ in 0..<passes {
          for line in lines { blackHole(validator.validate(line)) }
        }
      }
    }
  }
  Benchmark(
    "Email rfc: ASCII, 10 × \(corpus.ascii.count) per iteration", configuration: configuration
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      for _ in 0..<10 {
        for line in corpus.ascii { blackHole(rfc.validate(line)) }
      }
    }
  }
}
