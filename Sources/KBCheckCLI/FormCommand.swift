import ArgumentParser
import KBCheck

/// `kbcheck form --schema FILE [SUBMISSION|-]`: validate whole form
/// submissions (a JSON object, or JSON lines of them) against a schema.
struct FormCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "form",
    abstract: "Validate a form submission (a JSON object, or JSON lines of them) against a schema.",
    discussion: """
      The schema is a JSON object with a "fields" array; each field has a "name" and a "type" \
      (a keyboard type or "picker" with "choices"), and optionally "required", "profile", \
      "locale", "options", "caseInsensitive", "label", "autocomplete". Exit status: 0 when every \
      submission is valid, 1 when any is not, 64 for a bad schema (or a usage error), 74 when the \
      schema or the submission cannot be read (missing, a directory, no permission).
      """)

  @Option(
    help: ArgumentHelp("The form schema (JSON).", valueName: "file"), completion: Completions.json)
  var schema: String

  @Option(
    help: "Output format: text (a report per submission) or json (one object per submission).")
  var format: OutputFormat = .text

  @Option(help: "The locale of fields that do not pin one (an ICU locale id or BCP 47 tag).")
  var locale: String?

  @Flag(
    help: ArgumentHelp(
      "Print the form as HTML: the inputs' attributes from the keyboards (type, inputmode, enterkeyhint, autocomplete, …); with a submission, filled with its values and its issues beside each field.",
      discussion: ""))
  var html = false

  @Flag(
    help:
      "With --html, a whole page (doctype, charset, viewport, a small accessible style sheet, lang) instead of the <form> fragment."
  )
  var page = false

  @Option(help: "With --html --page, the page's title and heading.")
  var title = "Form"

  @Flag(help: "Write secret values (card numbers, passwords) unmasked; by default they are masked.")
  var revealSecrets = false

  @OptionGroup var messages: LanguageOption

  @Argument(
    help: "The submission file, or '-' (the default) for stdin; with --html, optional.",
    completion: .file(extensions: ["json", "jsonl", "ndjson"]))
  var submission: String?

  func run() throws {
    if (page || title != "Form") && !html {
      throw ValidationError("--page and --title go with --html.")
    }
    let schemaBytes = try FileInput.readOrExit(schema)
    let form: FormSchema
    do {
      form = try FormSchema.decode(json: schemaBytes)
    } catch {
      throw ValidationError(
        TerminalText.safe("\(schema): \(error.localized(messages.language))"))
    }
    if html {
      try printHTML(form)
      return
    }
    let input = try FileInput.readOrExit(submission ?? "-")
    let printer = FormPrinter(format: format, out: StandardStreams.out)
    var allValid = true
    var undecided = false
    let language = messages.language
    let checks = form.checksDeliverability
    for (line, unchecked) in FormCommand.reports(form, input, locale: locale) {
      // Email fields with checkDeliverability=true are asked of DNS.
      let report =
        checks ? AsyncBridge.wait { await form.checkDeliverability(unchecked) } : unchecked
      if !report.isValid { allValid = false }
      if report.fields.contains(where: { $0.result?.deliverability?.outcome == .undecided }) {
        undecided = true
      }
      printer.print(
        report.localized(language).forOutput(revealingSecrets: revealSecrets), line: line)
    }
    StandardStreams.flush()
    if !allValid { throw ExitCode(1) }
    if undecided { throw ExitCode(75) }
  }

  /// `--html`: the empty form, or the form filled with one submission (its
  /// values as submitted, its issues beside their fields; exit 1 when it is
  /// invalid).
  private func printHTML(_ form: FormSchema) throws {
    let html = FormHTML(schema: form, options: FormHTML.Options(locale: locale))
    let language = messages.language
    let whole = page
    let title = title
    func document(_ values: [String: String] = [:], _ report: FormReport? = nil) -> String {
      whole
        ? html.page(values: values, report: report, title: title, language: language)
        : html.render(values: values, report: report)
    }
    guard let submission else {
      StandardStreams.writeOut(document())
      StandardStreams.flush()
      return
    }
    let input = try FileInput.readOrExit(submission)
    guard let value = try? JSONValue(parsing: input), case .object(let members) = value else {
      throw ValidationError(
        "\(FileInput.displayName(of: submission)): --html takes one submission, a JSON object.")
    }
    var values: [String: String] = [:]
    for member in members {
      switch member.value {
      case .string(let s), .number(let s): values[member.key] = s
      case .int(let n): values[member.key] = String(n)
      case .bool(let b): values[member.key] = String(b)
      default: continue
      }
    }
    let report = form.validate(jsonValue: value, locale: locale).localized(messages.language)
    StandardStreams.writeOut(document(values, report))
    StandardStreams.flush()
    if !report.isValid { throw ExitCode(1) }
  }

  /// The reports of the submissions in `input`: one JSON value (which may
  /// span lines), or else JSON lines (one object per non-blank line, with
  /// its line number).
  static func reports(_ form: FormSchema, _ input: [UInt8], locale: String?)
    -> [(line: Int?, report: FormReport)]
  {
    if let value = try? JSONValue(parsing: input) {
      return [(nil, form.validate(jsonValue: value, locale: locale))]
    }
    var lines: [(Int, ArraySlice<UInt8>)] = []
    var number = 0
    for raw in input.split(separator: 0x0A, omittingEmptySubsequences: false) {
      number += 1
      var slice = raw
      if slice.last == 0x0D { slice = slice.dropLast() }
      if slice.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
      lines.append((number, slice))
    }
    guard lines.count > 1 else {
      return [(nil, form.validate(json: input, locale: locale))]
    }
    // One submission a line: the schema is prepared once.
    let prepared = PreparedSchema(form, locale: locale)
    return lines.map { ($0.0, form.validate(json: $0.1, prepared: prepared)) }
  }
}
