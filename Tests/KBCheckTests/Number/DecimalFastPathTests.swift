import Testing

@testable import KBCheck

/// The ASCII fast path gives exactly what the general scan gives, for every
/// string of up to five characters over an alphabet of digits and marks.
@Suite struct DecimalFastPathTests {
  @Test(arguments: ["en_US", "de_DE", "ar_EG"])
  func fastPathMatchesScan(locale: String) throws {
    let v = try DecimalPadValidator(
      options: .init(maxValue: ExactDecimal("500"), maxFractionDigits: 2), locale: locale)
    let plain = try DecimalPadValidator(locale: locale)
    let alphabet: [String] = ["0", "1", "5", ".", ",", "9"]
    var inputs = [""]
    var frontier = [""]
    for _ in 0..<5 {
      frontier = frontier.flatMap { s in alphabet.map { s + $0 } }
      inputs += frontier
    }
    var fast = 0
    for input in inputs {
      for validator in [v, plain] {
        if let quick = validator.validatePlainASCII(input) {
          fast += 1
          #expect(quick == validator.validateScanning(input), "\(locale) '\(input)'")
        }
      }
    }
    #expect(fast > 1000)
  }
}
