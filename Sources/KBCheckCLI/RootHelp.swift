import ArgumentParser
import KBCheck

/// `kbcheck --help`: the main form and three examples first, then the types
/// `--type` takes, then what ArgumentParser generates (overview, options,
/// subcommands).
enum RootHelp {
  /// The root command's usage lines: the main form first.
  static let usage = """
    kbcheck --type <type> [<options>] <value>
    kbcheck --type <type> [<options>] -
    kbcheck <subcommand> [<options>]
    """

  /// One value, a batch from stdin, a form with a schema.
  static let examples = """
    EXAMPLES:
      kbcheck --type email jane@example.com
          One value: the canonical value on stdout, each issue on stderr.
      kbcheck --type email - < addresses.txt
          A batch: one value per stdin line, one result per line, in order.
      kbcheck form --schema signup.schema.json submission.json
          A form submission (a JSON object) checked against its schema.
    """

  /// The types `--type` takes, each once, then the aliases, wrapped.
  /// - Parameter width: The line width.
  /// - Returns: The section, without a final line break.
  static func types(width: Int) -> String {
    "TYPES (--type; 'kbcheck types' lists their traits):\n"
      + wrap(FieldKind.canonicalNames.joined(separator: ", "), width: width, indent: 2) + "\n"
      + wrap(
        "Aliases: " + FieldKind.aliasNames.joined(separator: ", "), width: width, indent: 2)
  }

  /// The root help: ArgumentParser's text with its `USAGE:` block moved to
  /// the top, followed by ``examples`` and ``types(width:)``.
  /// - Parameters:
  ///   - generated: ArgumentParser's help of the root command.
  ///   - width: The line width for the types.
  /// - Returns: The help.
  static func render(_ generated: String, width: Int = 80) -> String {
    var lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("USAGE: ") }) else {
      return examples + "\n\n" + types(width: width) + "\n\n" + generated
    }
    let end = lines[start...].firstIndex(where: { $0.isEmpty }) ?? lines.endIndex
    let usageBlock = lines[start..<end].joined(separator: "\n")
    lines.removeSubrange(start..<min(end + 1, lines.endIndex))
    return usageBlock + "\n\n" + examples + "\n\n" + types(width: width) + "\n\n"
      + lines.joined(separator: "\n")
  }

  /// `text` broken at spaces into lines of at most `width` columns (a
  /// longer word stands alone), each indented by `indent` spaces.
  static func wrap(_ text: String, width: Int, indent: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = margin
    for word in text.split(separator: " ") {
      if line.count > indent, line.count + 1 + word.count > width {
        lines.append(line)
        line = margin
      }
      line += (line.count > indent ? " " : "") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
