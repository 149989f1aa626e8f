import Benchmark
import KBCheck

// parse + validate + E.164 on the corpus of formatted example numbers
// (Scripts/phone/phone-corpus.py): one iteration handles one corpus line, so the
// throughput is numbers per second, the figure Scripts/phone/phone-compare.sh puts
// next to libphonenumber C++ and Python phonenumbers.

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.throughput, .wallClock, .cpuUser, .mallocCountTotal], scalingFactor: .kilo,
    maxDuration: .seconds(3))
  let corpus = PhoneCorpus.load()
  let plans = PhoneNumberingPlans.production
  let count = corpus.lines.count

  Benchmark("Phone: parse + isValid + E.164 (example-number corpus)", configuration: configuration)
  { b in
    var i = 0
    for _ in b.scaledIterations {
      if let n = try? plans.parse(corpus.lines[i], defaultRegion: corpus.regions[i]) {
        blackHole(plans.isValid(n))
        blackHole(plans.format(n, .e164))
      }
      i += 1
      if i == count { i = 0 }
    }
  }

  Benchmark("Phone: parse only (example-number corpus)", configuration: configuration) { b in
    var i = 0
    for _ in b.scaledIterations {
      blackHole(try? plans.parse(corpus.lines[i], defaultRegion: corpus.regions[i]))
      i += 1
      if i == count { i = 0 }
    }
  }
}
