import ArgumentParser
import KBCheck

/// `kbcheck types`: the keyboard catalogue with its traits.
struct TypesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "types",
    abstract: "List the keyboard types and the content types (with the keyboard each uses).")

  @Option(help: "Output format: text (a table) or json.")
  var format: OutputFormat = .text

  func run() throws {
    defer { StandardStreams.flush() }
    switch format {
    case .json:
      let list = JSONValue.array(
        KeyboardType.allCases.map(\.catalogueEntry)
          + ContentTypeDescriptor.registered.map(\.catalogueEntry))
      StandardStreams.writeOut(list.jsonText + "\n")
    case .text:
      StandardStreams.writeOut(KeyboardType.catalogueTable + "\n")
      if !ContentTypeDescriptor.registered.isEmpty {
        StandardStreams.writeOut("\n" + ContentTypeDescriptor.catalogueTable + "\n")
      }
    }
  }
}
