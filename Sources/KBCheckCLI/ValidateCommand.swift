import ArgumentParser
import KBCheck

/// `kbcheck --type TYPE [options] VALUE`: validate one value, or one per
/// stdin line with `-`.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Validate a value (the default command).")

  @OptionGroup var options: ValueOptions

  @Option(help: "Output format: text (canonical value on stdout, issues on stderr) or json.")
  var format: OutputFormat = .text

  @Argument(help: "The value to validate, or '-' to read one value per line from stdin.")
  var value: String

  func run() throws {
    let validator = try options.makeValidator()
    if value == "-" {
      let allValid = try BatchRunner(
        validator: validator, keyboard: options.keyboard, format: format
      ).run()
      if !allValid { throw ExitCode(1) }
      return
    }
    let result = validator.validate(value)
    ResultPrinter(keyboard: options.keyboard, format: format).print(result, line: nil)
    StandardStreams.flush()
    if !result.isValid { throw ExitCode(1) }
  }
}
