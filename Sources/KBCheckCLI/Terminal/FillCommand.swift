import ArgumentParser
import KBCheck

/// `kbcheck fill --schema FILE`: a whole form filled on the terminal, the
/// submission on stdout.
struct FillCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fill",
    abstract: "Fill a whole form on the terminal; print the submission.",
    discussion: """
      One line per field with its label, value and issues, focus driven by the schema's \
      navigation order (order keys; disabled and hidden fields skipped). Tab and Down go to the \
      next field, Shift-Tab and Up to the previous. Enter does what the field's return key does \
      (next, or done on the last field); number pads, phone pads and pickers have no return key, \
      so an accessory bar shows under them and Enter acts as its Next (Done on the last field). \
      Pickers: Left/Right cycle through the choices, typing selects the first that starts with \
      the typed text. An address group whose country comes from a field is laid out again when that \
      field is left changed: the new country's fields, order, labels and keyboards; values its \
      fields do not take are dropped with a note; focus stays on the country field once. \
      Submitting validates the form: an invalid field takes the focus and shows \
      its issues; a valid form is printed as one JSON object (--format json) or name: value \
      lines, exit 0. Esc or Ctrl-C: exit 130, nothing on stdout. With TERM=dumb or --plain, one \
      field at a time, line by line. Without a terminal: exit 64; a schema or --values file \
      that cannot be read: exit 74.
      """)

  @Option(
    help: ArgumentHelp("The form schema (JSON).", valueName: "file"), completion: Completions.json)
  var schema: String

  @Option(
    help:
      "Output format: json (one object, as 'kbcheck form' reads it) or text (name: value lines).")
  var format: FillFormat = .json

  @Option(
    help: ArgumentHelp("Pre-fill from a JSON submission.", valueName: "file"),
    completion: Completions.json)
  var values: String?

  @Option(help: "The locale of fields that do not pin one.")
  var locale: String?

  @Flag(help: "One field at a time, line by line, without cursor control (for screen readers).")
  var plain = false

  @Flag(help: "Print secret values (card numbers, passwords) unmasked; by default they are masked.")
  var revealSecrets = false

  @OptionGroup var messages: LanguageOption

  func run() throws {
    let form = try loadForm()
    guard let terminal = Terminal() else { throw TerminalCommand.noTerminal("fill") }
    var editor = form
    let submitted: [FormValue]?
    if plain || Terminal.isDumb {
      submitted = PlainFill(terminal: terminal, language: messages.language).run(&editor)
    } else {
      submitted = RawFill(terminal: terminal, language: messages.language).run(&editor)
    }
    guard var submitted else { throw ExitCode(130) }
    if !revealSecrets {
      // A secret field's value is printed masked unless the caller opts in.
      for (i, value) in submitted.enumerated() {
        guard let field = editor.schema.fields.first(where: { $0.name == value.name }),
          let mask = field.kind?.contentDescriptor?.secret
        else { continue }
        submitted[i].value = mask.apply(value.value)
      }
    }
    StandardStreams.writeOut(format.render(submitted))
    StandardStreams.flush()
  }

  private func loadForm() throws -> FormEditor {
    let bytes = try FileInput.readOrExit(schema)
    let schema: FormSchema
    do {
      schema = try FormSchema.decode(json: bytes)
    } catch {
      throw ValidationError(
        TerminalText.safe("\(self.schema): \(error.localized(messages.language))"))
    }
    var prefill: [String: String] = [:]
    if let values {
      let data = try FileInput.readOrExit(values)
      guard case .object(let members)? = try? JSONValue(parsing: data) else {
        throw ValidationError(
          "\(FileInput.displayName(of: values)): a submission is one JSON object of field values.")
      }
      for member in members {
        switch member.value {
        case .string(let s): prefill[member.key] = s
        case .number(let n): prefill[member.key] = n
        case .int(let i): prefill[member.key] = String(i)
        case .null: break
        default:
          throw ValidationError(
            "\(FileInput.displayName(of: values)): the value of '\(TerminalText.safe(member.key))' is not text or a number."
          )
        }
      }
    }
    do throws(ConfigurationError) {
      return try FormEditor(schema: schema, locale: locale, values: prefill)
    } catch {
      throw ValidationError(TerminalText.safe("\(self.schema): \(error.description)"))
    }
  }
}

/// How `kbcheck fill` prints the submission.
enum FillFormat: String, ExpressibleByArgument, CaseIterable {
  case json, text

  func render(_ values: [FormValue]) -> String {
    switch self {
    case .json:
      return JSONValue.object(values.map { JSONMember($0.name, .string($0.value)) }).jsonText + "\n"
    case .text:
      return values.map { "\(TerminalText.safe($0.name)): \(TerminalText.safe($0.value))\n" }
        .joined()
    }
  }
}
