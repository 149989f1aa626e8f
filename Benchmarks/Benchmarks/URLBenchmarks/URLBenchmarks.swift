import Benchmark
import KBCheck

let benchmarks: @Sendable () -> Void = {
  Benchmark("URL: keyboard catalogue lookup", configuration: .init(metrics: [.throughput, .mallocCountTotal], scalingFactor: .kilo)) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(KeyboardType(name: "email"))
    }
  }
}
