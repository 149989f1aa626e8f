import Benchmark
import Foundation
import KBCheck

/// The lines of `Fixtures/corpora/urls-kasztp-48k.txt` (48,010 real-world
/// URLs; the UTF-8 BOM at the start of the file is dropped).
let corpus: [String] = {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let file = root.appendingPathComponent("Fixtures/corpora/urls-kasztp-48k.txt")
  guard var text = try? String(contentsOf: file, encoding: .utf8) else {
    fatalError("missing \(file.path)")
  }
  if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
  return text.split(separator: "\n", omittingEmptySubsequences: false).map {
    String($0.hasSuffix("\r") ? $0.dropLast() : $0)
  }.filter { !$0.isEmpty }
}()

/// Walks the corpus round-robin so that one scaled iteration is one URL.
final class Cursor: @unchecked Sendable {
  var index = 0
  @inline(__always) func next() -> String {
    let s = corpus[index]
    index += 1
    if index == corpus.count { index = 0 }
    return s
  }
}

let benchmarks: @Sendable () -> Void = {
  let config = Benchmark.Configuration(
    metrics: [.throughput, .wallClock, .mallocCountTotal], scalingFactor: .kilo,
    maxDuration: .seconds(3))

  // One scaled iteration = one URL of the corpus parsed to its href, so the
  // throughput column reads directly as URLs per second.
  Benchmark("URL: kbcheck WHATWGURL.parse → href (kasztp 48k)", configuration: config) {
    benchmark in
    let cursor = Cursor()
    _ = corpus.count
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(WHATWGURL.parse(cursor.next())?.href)
    }
  }

  Benchmark("URL: Foundation URL(string:) → absoluteString (kasztp 48k)", configuration: config) {
    benchmark in
    let cursor = Cursor()
    _ = corpus.count
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(URL(string: cursor.next())?.absoluteString)
    }
  }

  Benchmark("URL: kbcheck URLValidator form profile (kasztp 48k)", configuration: config) {
    benchmark in
    let cursor = Cursor()
    let validator = URLValidator(options: .form)
    _ = corpus.count
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(validator.validate(cursor.next()).isValid)
    }
  }

  // What a service reads: the verdict, the href, the issues and the host
  // (a view on the parsed record, built only when read).
  Benchmark(
    "URL: kbcheck URLValidator form → value, issues, host (kasztp 48k)", configuration: config
  ) {
    benchmark in
    let cursor = Cursor()
    let validator = URLValidator(options: .form)
    _ = corpus.count
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let result = validator.validate(cursor.next())
      blackHole(result.value)
      blackHole(result.issues.count)
      blackHole(result.url?.hostKind)
    }
  }
}
