// swift-format-ignore-file: NeverUseForceTry

// (a benchmark whose set-up fails must stop at once)
import Benchmark
import KBCheck

// Each iteration validates one postal code, so throughput is codes per
// second. Inputs cycle through each region's libaddressinput examples.

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.throughput, .wallClock, .cpuUser, .mallocCountTotal], scalingFactor: .mega,
    maxDuration: .seconds(3))
  func run(_ name: String, _ country: String, _ inputs: [String]) {
    let validator = try! PostalCodeValidator(country: country)
    Benchmark("Address: postalCode \(name)", configuration: configuration) { b in
      var i = 0
      for _ in b.scaledIterations {
        blackHole(validator.validate(inputs[i]))
        i = i + 1 == inputs.count ? 0 : i + 1
      }
    }
  }
  run("US canonical", "US", ["95014", "22162-1010", "10001", "90210"])
  run("GB canonical", "GB", ["EC1Y 8SY", "SW1A 1AA", "M2 5BQ", "BFPO 61"])
  run("GB respaced", "GB", ["sw1a1aa", "ec1y8sy", "m25bq", "cr02yr"])
  run("CA respaced", "CA", ["K1A0B1", "h3z2y7", "V8X 3X4"])
  run("US invalid", "US", ["9021", "9O210", "123456"])
  let country = CountryValidator()
  _ = country.validate("Deutschland")  // builds the name index once
  Benchmark("Address: country names", configuration: configuration) { b in
    let inputs = ["DE", "Deutschland", "Allemagne", "Germany", "United States", "FRA"]
    var i = 0
    for _ in b.scaledIterations {
      blackHole(country.validate(inputs[i]))
      i = i + 1 == inputs.count ? 0 : i + 1
    }
  }
}
