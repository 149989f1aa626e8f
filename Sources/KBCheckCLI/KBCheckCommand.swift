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
    version: KBCheckVersion.forConfiguration,
    subcommands: [
      ValidateCommand.self, FormCommand.self, TableCommand.self, FilterCommand.self,
      TypesCommand.self,
      CodesCommand.self,
      PromptCommand.self, FillCommand.self,
    ],
    defaultSubcommand: ValidateCommand.self
  )
}

/// The version strings of `kbcheck --version`.
enum KBCheckVersion {
  /// kbcheck's version with the ICU and Unicode versions it runs on.
  static let string = "kbcheck 0.1.0 (ICU \(ICUVersion.icu), Unicode \(ICUVersion.unicode))"

  /// What `--version` prints: ``string``, then the phone metadata's version
  /// on a second line (the `metadataVersion` of phone results).
  static var full: String {
    string + "\nphone metadata: " + PhoneNumberingPlans.production.metadataVersion
  }

  /// The version given to ArgumentParser, which builds the configuration on
  /// every run: reading the phone metadata's version decodes the whole
  /// metadata set, so ``full`` is built only when `--version` is asked for.
  static var forConfiguration: String {
    CommandLine.arguments.dropFirst().contains("--version") ? full : string
  }
}
