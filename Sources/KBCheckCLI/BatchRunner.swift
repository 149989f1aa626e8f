import KBCheck

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Batch mode: one value per stdin line, exactly one result per line, in
/// order.
struct BatchRunner {
  let validator: any Validator
  let keyboard: KeyboardType
  let format: OutputFormat

  /// Runs the batch; returns whether every value was valid.
  func run() throws -> Bool {
    let printer = ResultPrinter(keyboard: keyboard, format: format)
    var allValid = true
    var lineNumber = 0
    while let raw = readLine(strippingNewline: true) {
      lineNumber += 1
      var line = raw
      if line.hasSuffix("\r") { line.removeLast() }
      let result = validator.validate(line)
      if !result.isValid { allValid = false }
      printer.print(result, line: lineNumber)
    }
    StandardStreams.flush()
    return allValid
  }
}
