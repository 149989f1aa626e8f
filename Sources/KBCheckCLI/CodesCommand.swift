import ArgumentParser
import KBCheck

/// `kbcheck codes`: every issue code with its family, kind, severities,
/// meaning and message templates (``IssueCatalogue``).
struct CodesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "codes",
    abstract: "List every issue code: family, kind, severities, meaning and message templates.",
    discussion: """
      Kinds: validation (an issue of a result), filter (a change an input filter made to an \
      edit), configuration (a validator option that cannot be used), schema (a form schema \
      that cannot be used). A code with several messages lists one sample of each, with \
      sample arguments. --lang chooses the language of the meaning and the messages.
      """)

  @Option(help: "Output format: text (a block per code) or json (an array of objects).")
  var format: OutputFormat = .text

  @Option(
    help: "Only the codes of this family (email, url, idna, number, decimal, phone, …).",
    completion: Completions.families)
  var family: String?

  @OptionGroup var messages: LanguageOption

  mutating func validate() throws {
    if let family, IssueFamily(rawValue: family) == nil {
      let known = IssueFamily.allCases.map(\.rawValue)
      let suggestions = NameSuggestion.closest(to: family, among: known)
      let list = known.joined(separator: ", ")
      throw ValidationError(
        suggestions.isEmpty
          ? "Unknown family '\(TerminalText.safe(family))'; known: \(list)."
          : "Unknown family '\(TerminalText.safe(family))'.\(TypeNames.didYouMean(suggestions)) Known: \(list)."
      )
    }
  }

  func run() throws {
    defer { StandardStreams.flush() }
    let language = messages.language
    let entries = IssueCatalogue.all.filter { entry in
      family.map { entry.family.rawValue == $0 } ?? true
    }
    switch format {
    case .json:
      let list = JSONValue.array(entries.map { Self.json($0, language) })
      StandardStreams.writeOut(list.jsonText + "\n")
    case .text:
      for entry in entries { StandardStreams.writeOut(Self.text(entry, language)) }
    }
  }

  private static func severityList(_ entry: IssueCodeInfo) -> [String] {
    entry.kind == .filter ? ["note"] : entry.severities.map(\.rawValue)
  }

  static func json(_ entry: IssueCodeInfo, _ language: MessageLanguage) -> JSONValue {
    .object([
      JSONMember("code", .string(entry.code.rawValue)),
      JSONMember("family", .string(entry.family.rawValue)),
      JSONMember("kind", .string(entry.kind.rawValue)),
      JSONMember("severities", .array(severityList(entry).map { .string($0) })),
      JSONMember("meaning", .string(entry.meaning(in: language))),
      JSONMember(
        "messages",
        .array(
          entry.messages.map { message in
            .object([JSONMember("template", .string(message.text(in: language)))])
          })),
    ])
  }

  static func text(_ entry: IssueCodeInfo, _ language: MessageLanguage) -> String {
    var text =
      "\(entry.code.rawValue)  [\(entry.family.rawValue), \(entry.kind.rawValue), \(severityList(entry).joined(separator: "/"))]\n"
    text += "  \(entry.meaning(in: language))\n"
    for message in entry.messages {
      text += "  > \(message.text(in: language))\n"
    }
    return text
  }
}
