import ArgumentParser
import KBCheck

/// `kbcheck`: validate and filter values the way keyboard types model them.
@main
struct KBCheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kbcheck",
    abstract: "Validate and filter values by keyboard type (email, URL, number pads, phone, text).",
    discussion: """
      Exit status: 0 valid (batch: all valid), 1 invalid (batch: any invalid), 64 usage error, \
      74 I/O error (stdin unreadable, or a write that failed: nothing is claimed that was not \
      written), 130 an interactive command cancelled. A value that starts with '-' follows '--'. \
      Use '-' as the value to read one value per line from stdin: exactly one result per line, in \
      order, as text, JSON lines (--format json) or TSV (--format tsv, fields escape \\t \\n \\r \\0 \\\\), \
      with a summary on stderr. Only LF and CRLF end a line: a lone CR, also at the end of the \
      input, is part of the value. A UTF-8 byte-order mark at the start of the input is removed, \
      with an input.bom-removed warning on the first result. 'kbcheck form' validates \
      whole form submissions against a JSON schema. Completions: \
      kbcheck --generate-completion-script bash|zsh|fish.
      """,
    version: KBCheckVersion.string,
    subcommands: [
      ValidateCommand.self, FormCommand.self, FilterCommand.self, TypesCommand.self,
      PromptCommand.self, FillCommand.self,
    ],
    defaultSubcommand: ValidateCommand.self
  )
}

/// The version string `kbcheck --version` prints.
enum KBCheckVersion {
  static let string = "kbcheck 0.1.0 (ICU \(ICUVersion.icu), Unicode \(ICUVersion.unicode))"
}
