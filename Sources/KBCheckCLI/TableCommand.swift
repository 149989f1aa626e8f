import ArgumentParser
import Dispatch
import KBCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `kbcheck table --schema S [FILE|-]`: a CSV, TSV or JSON-lines table,
/// each row a submission of the schema, one JSON report line per row.
struct TableCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "table",
    abstract: "Validate (and clean) a CSV, TSV or JSON-lines table, one row a form submission.",
    discussion: """
      CSV follows RFC 4180 (quotes, doubled quotes, line breaks inside quotes, CRLF or LF); the \
      header row names the schema's fields, other columns are copied, not checked. One JSON \
      report line per data row on stdout ({"row", "valid", "fields", …}; rows counted from 1, \
      the header not counted); a malformed row is a coded row error, never a shifted column. \
      --clean OUT writes the same table with canonical values. A summary per field and per code \
      goes to stderr; on a terminal, a progress line too. Exit 0 every row valid, 1 any invalid, \
      64 usage error, 74 I/O error.
      """)

  /// The input formats.
  enum InputFormat: String, ExpressibleByArgument, CaseIterable {
    case csv, tsv, jsonl
  }

  @Option(help: "The form schema (JSON) each row is validated by.", completion: Completions.json)
  var schema: String

  @Option(help: "Input format: csv, tsv or jsonl (default: by the file's extension, else csv).")
  var input: InputFormat?

  @Option(help: "CSV field delimiter: one ASCII character, or 'tab' (default ',').")
  var delimiter: String?

  @Option(help: "Write the cleaned table (same rows and columns, canonical values) to this file.")
  var clean: String?

  @Option(help: "In the cleaned table, invalid cells: keep (as they were) or empty.")
  var invalid: TableValidator.InvalidCells = .keep

  @Flag(help: "Write report lines for invalid rows only.")
  var onlyInvalid = false

  @Option(help: "Validate on this many threads; output stays in row order.")
  var jobs: Int = 1

  @Flag(help: "No progress line on stderr (there is none when stderr is not a terminal).")
  var noProgress = false

  @Flag(inversion: .prefixedNo, help: "Print the summary per field and per code on stderr.")
  var summary = true

  @Option(help: "The locale of fields that pin none (default en_US).")
  var locale: String?

  @OptionGroup var messages: LanguageOption

  @Argument(
    help: "The table file, or '-' for stdin.",
    completion: .file(extensions: ["csv", "tsv", "tab", "jsonl", "ndjson"]))
  var file: String = "-"

  mutating func validate() throws {
    guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 64.") }
    if let delimiter, Self.delimiterByte(delimiter) == nil {
      throw ValidationError(
        "--delimiter must be one ASCII character other than '\"', CR and LF, or 'tab'; not '\(delimiter)'."
      )
    }
  }

  static func delimiterByte(_ text: String) -> UInt8? {
    if text.lowercased() == "tab" || text == "\\t" { return 0x09 }
    guard text.utf8.count == 1, let byte = text.utf8.first, byte < 0x80, byte != 0x22,
      byte != 0x0A, byte != 0x0D
    else { return nil }
    return byte
  }

  /// The format: `--input`, else by extension.
  var format: InputFormat {
    if let input { return input }
    let lower = file.lowercased()
    if lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson") { return .jsonl }
    if lower.hasSuffix(".tsv") || lower.hasSuffix(".tab") { return .tsv }
    return .csv
  }

  func run() throws {
    let language = messages.language
    let schemaBytes = try FileInput.readOrExit(schema)
    let form: FormSchema
    do {
      form = try FormSchema.decode(json: schemaBytes)
    } catch {
      throw ValidationError(TerminalText.safe("\(schema): \(error.localized(language))"))
    }
    let fd: Int32 = file == "-" ? 0 : open(file, O_RDONLY)
    guard fd >= 0 else {
      StandardStreams.writeError(
        "kbcheck: cannot read \(FileInput.displayName(of: file)): \(String(cString: strerror(errno)))\n"
      )
      StandardStreams.flush()
      throw ExitCode(74)
    }
    var cleanOut: OutputBuffer?
    if let clean {
      let out = open(clean, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      guard out >= 0 else {
        StandardStreams.writeError(
          "kbcheck: cannot write \(FileInput.displayName(of: clean)): \(String(cString: strerror(errno)))\n"
        )
        StandardStreams.flush()
        throw ExitCode(74)
      }
      cleanOut = OutputBuffer(fd: out, capacity: 1 << 20)
    }
    let source = TableSource(fd: fd)
    var run = TableRun(
      form: form, locale: locale, language: language, onlyInvalid: onlyInvalid, jobs: jobs,
      invalid: invalid, clean: cleanOut,
      progress: !noProgress && isatty(2) == 1 ? TableProgress(total: source.size) : nil)
    run.totals.tallying = summary
    switch format {
    case .csv, .tsv:
      let byte = delimiter.flatMap(Self.delimiterByte) ?? (format == .tsv ? 0x09 : 0x2C)
      try run.csv(source, delimiter: byte)
    case .jsonl:
      run.jsonLines(source)
    }
    cleanOut?.flush()
    if let error = source.readError {
      StandardStreams.writeError(
        "kbcheck: cannot read \(FileInput.displayName(of: file)): \(String(cString: strerror(error)))\n"
      )
      StandardStreams.flush()
      throw ExitCode(74)
    }
    if summary { StandardStreams.writeError(run.totals.text) }
    StandardStreams.flush()
    if run.totals.invalid > 0 || run.fatal { throw ExitCode(1) }
  }
}

/// The bytes of a table, read in chunks, with the count read so far.
final class TableSource: @unchecked Sendable {
  let fd: Int32
  /// The file's size when it is a regular file (for the progress line's ETA).
  let size: Int?
  private(set) var consumed = 0
  private(set) var readError: Int32?

  init(fd: Int32) {
    self.fd = fd
    var info = stat()
    size = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
  }

  /// The next chunk, or `nil` at the end (or after a read error).
  func next() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 1 << 18)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count > 0 {
        consumed += count
        return Array(buffer[..<count])
      }
      if count == 0 { return nil }
      if errno == EINTR { continue }
      readError = errno
      return nil
    }
  }
}

extension TableValidator.InvalidCells: ExpressibleByArgument {}
