import Benchmark
import KBCheck

// Published test numbers and registry examples (see Tests/KBCheckTests/Payments).
let cards = [
  "4111111111111111", "5555555555554444", "378282246310005", "6011111111111117",
  "3566002020360505", "6200000000000005", "4111 1111 1111 1111", "4111111111111112",
]
let ibans = [
  "DE89370400440532013000", "GB29 NWBK 6016 1331 9268 19", "FR1420041010050500013M02606",
  "NL91ABNA0417164300", "DE99370400440532013000",
]

let benchmarks: @Sendable () -> Void = {
  let config = Benchmark.Configuration(
    metrics: [.throughput, .mallocCountTotal, .instructions], scalingFactor: .kilo)

  Benchmark("Payments: validate a card number", configuration: config) { benchmark in
    let validator = CardNumberValidator()
    for i in benchmark.scaledIterations { blackHole(validator.validate(cards[i % cards.count])) }
  }
  Benchmark("Payments: validate a card number and mask it", configuration: config) { benchmark in
    let validator = CardNumberValidator()
    for i in benchmark.scaledIterations {
      blackHole(validator.validate(cards[i % cards.count]).masked())
    }
  }
  Benchmark("Payments: validate an IBAN", configuration: config) { benchmark in
    let validator = IBANValidator()
    for i in benchmark.scaledIterations { blackHole(validator.validate(ibans[i % ibans.count])) }
  }
  Benchmark("Payments: paste a card number into the filter", configuration: config) { benchmark in
    let filter = try ContentType.creditCardNumber.descriptor?.filter()
    for i in benchmark.scaledIterations { blackHole(filter?.filter(cards[i % cards.count])) }
  }
  Benchmark("Payments: one-time code from an SMS", configuration: config) { benchmark in
    let validator = OneTimeCodeValidator()
    for _ in benchmark.scaledIterations {
      blackHole(validator.validate("Your code is 123-456. It expires in 10 minutes."))
    }
  }
}
