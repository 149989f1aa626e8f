import ArgumentParser
import KBCheck

/// What the shell completion scripts (`--generate-completion-script bash`,
/// `zsh`, `fish`) offer for the values of kbcheck's options.
enum Completions {
  /// `--type`: every accepted name, canonical names first.
  static let types = CompletionKind.list(FieldKind.canonicalNames + FieldKind.aliasNames)

  /// `filter --type`: the same without `picker`.
  static let filterTypes = CompletionKind.list(
    FieldKind.canonicalNames.filter { $0 != "picker" } + FieldKind.aliasNames)

  /// `--lang`: the languages with a catalogue.
  static let languages = CompletionKind.list(MessageLanguage.allCases.map(\.identifier))

  /// `--schema`, `--values`, a submission: JSON files.
  static let json = CompletionKind.file(extensions: ["json"])

  /// `codes --family`: the issue families.
  static let families = CompletionKind.list(IssueFamily.allCases.map(\.rawValue))

  /// `--profile`: the profiles of the `--type` already on the line, or of
  /// every type when there is none yet; asked of the binary at completion
  /// time.
  static let profiles = CompletionKind.custom { words, _, _ in profileNames(in: words) }

  /// The profile names for a command line.
  /// - Parameter words: The shell words of the command line.
  /// - Returns: The profiles of its `--type` (`-t`, `--type=`), or of every
  ///   type when it names none; none for an unknown type.
  static func profileNames(in words: [String]) -> [String] {
    var type: String?
    for (i, word) in words.enumerated() {
      if word == "--type" || word == "-t", i + 1 < words.count {
        type = words[i + 1]
      } else if word.hasPrefix("--type=") {
        type = String(word.dropFirst("--type=".count))
      }
    }
    if let type {
      return FieldKind(name: type)?.profileNames ?? []
    }
    var seen: Set<String> = []
    return FieldKind.canonicalNames.compactMap(FieldKind.init(name:))
      .flatMap(\.profileNames).filter { seen.insert($0).inserted }
  }

  /// The bash script ArgumentParser generates, made to complete the
  /// default subcommand's options at the root: `kbcheck --type em⇥` offers
  /// what `kbcheck validate --type em⇥` does (ArgumentParser offers only
  /// subcommand names there). Other scripts are returned unchanged.
  /// - Parameter script: The generated script.
  /// - Returns: The script.
  static func completingDefaultSubcommand(_ script: String) -> String {
    let anchor = "    *)\n        # Offer subcommand completions\n"
    guard script.hasPrefix("#!/bin/bash"), script.contains(anchor) else { return script }
    return script.replacing(
      anchor,
      with: """
            *)
                if [[ "${COMP_WORDS[1]}" == -?* && "${COMP_WORDS[1]}" != @(-h|--help|--version) ]]; then
                    # kbcheck --type ...: the options of the default subcommand
                    COMPREPLY=()
                    unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")
                    _kbcheck_validate
                    return
                fi
                # Offer subcommand completions

        """)
  }
}
