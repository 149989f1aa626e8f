import ArgumentParser
import KBCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `kbcheck --type TYPE [options] VALUE`: validate one value, or one per
/// stdin line with `-`.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Validate a value, or one value per stdin line with '-' (the default command).")

  @OptionGroup var options: ValueOptions

  @OptionGroup var messages: LanguageOption

  @Option(
    help: """
      Output format: text (canonical value on stdout, issues on stderr), json (one object per \
      value; JSON lines in batch mode) or tsv (line, valid, value, issues, input).
      """)
  var format: RecordFormat = .text

  @Flag(help: "Batch: write only the invalid lines' results (still with line numbers).")
  var onlyInvalid = false

  @Option(help: "Batch: the longest line validated, in bytes; longer lines are input.too-long.")
  var maxLength: Int = 65536

  @Flag(
    inversion: .prefixedNo,
    help: "Batch: print a summary line with counts per issue code on stderr.")
  var summary = true

  @Flag(help: "Batch with --format tsv: print a header row first.")
  var header = false

  @Option(help: "Batch: validate on this many threads; output stays in input order.")
  var jobs: Int = 1

  @Argument(help: "The value to validate, or '-' to read one value per line from stdin.")
  var value: String

  mutating func validate() throws {
    guard (1...(1 << 28)).contains(maxLength) else {
      throw ValidationError("--max-length must be between 1 and \(1 << 28) bytes.")
    }
    guard (1...64).contains(jobs) else {
      throw ValidationError("--jobs must be between 1 and 64.")
    }
  }

  func run() throws {
    let language = messages.language
    let validator = try options.makeValidator(language: language)
    let deliverability = try options.makeDeliverability(language: language)
    var writer = RecordWriter(
      typeName: options.typeName, format: format, onlyInvalid: onlyInvalid,
      out: StandardStreams.out, err: StandardStreams.err)
    writer.language = language
    if value == "-" {
      let totals =
        deliverability != nil
        ? DeliverabilityBatchRunner(
          validator: validator, checker: deliverability!, writer: writer, maxLength: maxLength,
          header: header, window: jobs > 1 ? 4096 * jobs : 4096
        ).run()
        : jobs > 1
        ? ParallelBatchRunner(
          validator: validator, writer: writer, maxLength: maxLength, header: header, jobs: jobs
        ).run()
        : BatchRunner(
          validator: validator, writer: writer, maxLength: maxLength, summary: summary,
          header: header
        ).run()
      if let error = totals.readError {
        StandardStreams.writeError(
          "kbcheck: cannot read stdin: \(String(cString: strerror(error)))\n")
        StandardStreams.flush()
        throw ExitCode(74)
      }
      if summary { StandardStreams.writeError(totals.line) }
      StandardStreams.flush()
      if totals.invalid > 0 { throw ExitCode(1) }
      if totals.undecided > 0 { throw ExitCode(75) }
      return
    }
    var result = validator.validate(value)
    if let deliverability {
      let unchecked = result
      result = AsyncBridge.wait { await deliverability.check(unchecked) }
    }
    result = result.localized(language)
    let valid = result.isValid
    switch format {
    case .json:
      writer.writeJSON(result, valid: valid, line: nil)
      StandardStreams.out.write(byte: 0x0A)
    case .tsv:
      writer.write(result, valid: valid, line: 1)
    case .text:
      if !onlyInvalid || !valid {
        StandardStreams.writeOut((valid ? result.value ?? "" : "") + "\n")
      }
      for issue in result.issues {
        StandardStreams.writeError(issue.diagnostic(for: result.input) + "\n")
      }
    }
    StandardStreams.flush()
    if !valid { throw ExitCode(1) }
    if result.deliverability?.outcome == .undecided { throw ExitCode(75) }
  }
}
