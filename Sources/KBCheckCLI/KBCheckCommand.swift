import ArgumentParser
import KBCheck
import KBCheckCodeLog

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `exit(3)`, named apart from ArgumentParser's `exit(withError:)`.
private func posixExit(_ status: Int32) -> Never { exit(status) }

/// `kbcheck`: validate and filter values the way keyboard types model them.
@main
struct KBCheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kbcheck",
    abstract: "Validate and filter values by keyboard type (email, URL, number pads, phone, text).",
    usage: RootHelp.usage,
    discussion: """
      Exit status: 0 valid (batch: all valid), 1 invalid (batch: any invalid), 64 usage error, \
      74 I/O error (a schema, submission or table file or stdin that cannot be read, or a write \
      that failed: nothing is claimed that was not written), 130 an interactive command \
      cancelled; a batch run stopped by SIGINT or SIGTERM \
      finishes the record it is writing and exits 130 or 143, naming the last line written. \
      A value that starts with '-' follows '--'. \
      Use '-' as the value to read one value per line from stdin: exactly one result per line, in \
      order, as text, JSON lines (--format json) or TSV (--format tsv, fields escape \\t \\n \\r \\0 \\\\ \
      and other controls as \\u{1B}), \
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

  /// ArgumentParser's `main()`, except that what a clean exit prints
  /// (`--help`, `--version`, a completion script) goes through the output
  /// buffer like every other command's output: a failed write is exit 74
  /// (EX_IOERR), never a silent exit 0; the root help opens with the main
  /// form and examples (``RootHelp``); and a usage error a subcommand
  /// throws while running prints that subcommand's usage, not the root's.
  static func main() {
    #if DEBUG
    // The test run's catalogue check: a debug kbcheck logs the codes it
    // reports when KBCHECK_CODE_LOG names a directory.
    CodeLog.startFromEnvironment()
    #endif
    var command: any ParsableCommand
    do {
      command = try parseAsRoot()
    } catch {
      finish(error, in: Self.self)
    }
    do {
      try command.run()
    } catch {
      finish(error, in: type(of: command))
    }
  }

  /// Prints what `error` calls for and exits with its status.
  /// - Parameters:
  ///   - error: The error parsing or running threw.
  ///   - command: The command that threw it.
  private static func finish(_ error: any Error, in command: any ParsableCommand.Type) -> Never {
    let status = exitCode(for: error)
    var message = fullMessage(for: error)
    // An exit status alone (`ExitCode(1)` for an invalid value) prints nothing.
    if message.isEmpty {
      StandardStreams.flush()
      exit(withError: error)
    }
    let root = helpMessage()
    if status == .success {
      if message == root { message = RootHelp.render(message) }
      message = Completions.completingDefaultSubcommand(message)
      if !message.isEmpty { StandardStreams.writeOut(message + "\n") }
      StandardStreams.flush()
      posixExit(0)
    }
    // `kbcheck` alone: the error, then the root help in its own order.
    if message.hasSuffix(root) {
      message = message.dropLast(root.count) + RootHelp.render(root)
      StandardStreams.writeError(message + "\n")
      StandardStreams.flush()
      posixExit(status.rawValue)
    }
    if let error = error as? ValidationError,
      ObjectIdentifier(command) != ObjectIdentifier(Self.self)
    {
      StandardStreams.writeError(usageError(error.message, in: command))
      StandardStreams.flush()
      posixExit(ExitCode.validationFailure.rawValue)
    }
    exit(withError: error)
  }

  /// A usage error in the form ArgumentParser prints it, with the usage of
  /// the subcommand that threw it.
  /// - Parameters:
  ///   - message: The error's message.
  ///   - command: The subcommand.
  /// - Returns: The lines to print on stderr.
  static func usageError(_ message: String, in command: any ParsableCommand.Type) -> String {
    let usage = usageString(for: command).split(separator: "\n").joined(separator: "\n       ")
    let name = command.configuration.commandName.map { "kbcheck \($0)" } ?? "kbcheck"
    return "Error: \(message)\nUsage: \(usage)\n  See '\(name) --help' for more information.\n"
  }
}

/// The version strings of `kbcheck --version`.
enum KBCheckVersion {
  /// kbcheck's version with the ICU and Unicode versions it runs on.
  static let string =
    "kbcheck \(KBCheckRelease.version) (ICU \(ICUVersion.icu), Unicode \(ICUVersion.unicode))"

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
