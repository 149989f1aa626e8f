// swift-format-ignore-file: NeverUseForceTry

// (a benchmark whose set-up fails must stop at once)
import Benchmark
import KBCheck

// Each iteration validates (or filters) one value, so throughput is values
// per second. Inputs cycle through a small realistic set.

/// Runs `body` once per scaled iteration over `inputs`, cycling.
@inline(__always)
func cycle(_ benchmark: Benchmark, _ inputs: [String], _ body: (String) -> Void) {
  var i = 0
  let n = inputs.count
  for _ in benchmark.scaledIterations {
    body(inputs[i])
    i += 1
    if i == n { i = 0 }
  }
}

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.throughput, .wallClock, .cpuUser, .mallocCountTotal], scalingFactor: .mega,
    maxDuration: .seconds(3))
  let pins = ["1234", "000123", "98765432", "4111111111111111", "0042", "555010", "7", "31415926"]
  let numberPad = try! NumberPadValidator(keyboard: .numberPad)
  Benchmark("Number: numberPad ASCII", configuration: configuration) { b in
    cycle(b, pins) { blackHole(numberPad.validate($0)) }
  }
  let ascii = try! NumberPadValidator(keyboard: .asciiCapableNumberPad)
  Benchmark("Number: asciiCapableNumberPad ASCII", configuration: configuration) { b in
    cycle(b, pins) { blackHole(ascii.validate($0)) }
  }
  let arabicPins = [
    "\u{0661}\u{0662}\u{0663}\u{0664}", "\u{0660}\u{0660}\u{0661}\u{0662}\u{0663}",
    "\u{06F9}\u{06F8}\u{06F7}\u{06F6}",
  ]
  Benchmark("Number: numberPad Arabic-Indic digits", configuration: configuration) { b in
    cycle(b, arabicPins) { blackHole(numberPad.validate($0)) }
  }

  func decimal(_ locale: String) -> DecimalPadValidator {
    try! DecimalPadValidator(locale: locale)
  }
  let enUS = decimal("en_US")
  let enInputs = ["1234.5", "0.25", "99", "12.75", "1000000", "3.14159", "42", "0.1"]
  Benchmark("Number: decimalPad en_US ASCII", configuration: configuration) { b in
    cycle(b, enInputs) { blackHole(enUS.validate($0)) }
  }
  let enGrouped = ["1,234.5", "12,345,678.25", "007", "1,000"]
  Benchmark("Number: decimalPad en_US grouped", configuration: configuration) { b in
    cycle(b, enGrouped) { blackHole(enUS.validate($0)) }
  }
  let deDE = decimal("de_DE")
  let deInputs = ["1.234,5", "0,25", "99", "12,75", "1.000.000", "3,14159"]
  Benchmark("Number: decimalPad de_DE", configuration: configuration) { b in
    cycle(b, deInputs) { blackHole(deDE.validate($0)) }
  }
  let frFR = decimal("fr_FR")
  let frInputs = ["1\u{202F}234,5", "0,25", "1\u{00A0}000\u{00A0}000"]
  Benchmark("Number: decimalPad fr_FR NNBSP", configuration: configuration) { b in
    cycle(b, frInputs) { blackHole(frFR.validate($0)) }
  }
  let arEG = decimal("ar_EG")
  let arInputs = [
    "\u{0661}\u{0662}\u{0663}\u{066B}\u{0665}",
    "\u{0661}\u{066C}\u{0662}\u{0663}\u{0664}\u{066B}\u{0665}", "\u{0669}\u{0669}",
  ]
  Benchmark("Number: decimalPad ar_EG Arabic-Indic", configuration: configuration) { b in
    cycle(b, arInputs) { blackHole(arEG.validate($0)) }
  }
  let hiIN = decimal("hi_IN")
  let hiInputs = [
    "12,34,567.5", "\u{0967}\u{0968},\u{0969}\u{096A},\u{096B}\u{096C}\u{096D}", "1,00,000",
  ]
  Benchmark("Number: decimalPad hi_IN lakh", configuration: configuration) { b in
    cycle(b, hiInputs) { blackHole(hiIN.validate($0)) }
  }

  let phone = try! PhonePadValidator()
  let phones = ["+1 (555) 010-9999", "+44 20 7946 0958", "+15550109999", "0049 30 1234567"]
  Benchmark("Phone: phonePad to E.164", configuration: configuration) { b in
    cycle(b, phones) { blackHole(phone.validate($0)) }
  }

  let decimalFilter = try! InputFilter(.decimalPad, locale: "de_DE")
  let pastes = ["\u{FF11}\u{FF12}a,5", "1.234,5", "12,5"]
  Benchmark("Number: decimalPad filter paste de_DE", configuration: configuration) { b in
    cycle(b, pastes) { blackHole(decimalFilter.filter($0)) }
  }
}
