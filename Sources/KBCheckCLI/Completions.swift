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

  /// The script ArgumentParser generates, made to complete the default
  /// subcommand's options at the root: `kbcheck --type em⇥` offers what
  /// `kbcheck validate --type em⇥` does, in bash, zsh and fish
  /// (ArgumentParser offers only subcommand names and the root's flags
  /// there). A script whose generated shape is not recognised is returned
  /// unchanged, which `CompletionTests` would catch.
  /// - Parameter script: The generated script.
  /// - Returns: The script.
  static func completingDefaultSubcommand(_ script: String) -> String {
    if script.hasPrefix("#!/bin/bash") { return bashAtRoot(script) }
    if script.hasPrefix("#compdef") { return zshAtRoot(script) }
    if script.contains("complete -c 'kbcheck'") { return fishAtRoot(script) }
    return script
  }

  /// bash: when the first word is an option other than `-h`, `--help`
  /// and `--version`, complete with the `validate` function.
  private static func bashAtRoot(_ script: String) -> String {
    let anchor = "    *)\n        # Offer subcommand completions\n"
    return replacingOnce(
      anchor, in: script,
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

  /// zsh: the same test on `words[2]`, then `_kbcheck_validate`, whose
  /// `_arguments` reads the whole line with `kbcheck` as the command.
  private static func zshAtRoot(_ script: String) -> String {
    let anchor = """
          _arguments -w -s -S : "${arg_specs[@]}" && ret=0
          case "${state}" in
          command)

      """
    return replacingOnce(
      anchor, in: script,
      with: """
            if [[ "${words[2]}" == -?* && "${words[2]}" != (-h|--help|--version) ]]; then
                # kbcheck --type ...: the options of the default subcommand
                _kbcheck_validate
                return
            fi

        """ + anchor)
  }

  /// fish: the token parser reads `kbcheck --type …` as
  /// `kbcheck validate --type …`, so the conditions of `validate`'s
  /// options hold; the first word may be the one being completed.
  private static func fishAtRoot(_ script: String) -> String {
    let anchor = """
          case 'kbcheck'
              __kbcheck_parse_subcommand 0 'version' 'h/help'

      """
    return replacingOnce(
      anchor, in: script,
      with: """
            case 'kbcheck'
                # kbcheck --type ...: the options of the default subcommand
                set -l first $unparsed_tokens[2]
                test (count $unparsed_tokens) -lt 2; and set first (__kbcheck_tokens -t)
                if string match -qr -- '^-.' "$first"; and not contains -- "$first" -h --help --version
                    set unparsed_tokens $unparsed_tokens[1] validate $unparsed_tokens[2..]
                end
                __kbcheck_parse_subcommand 0 'version' 'h/help'

        """)
  }

  /// `script` with `anchor` replaced, when it stands there exactly once;
  /// else `script` unchanged (a generated shape kbcheck does not know).
  /// - Parameters:
  ///   - anchor: The generated text to replace.
  ///   - script: The generated script.
  ///   - replacement: What stands there instead.
  /// - Returns: The script.
  private static func replacingOnce(
    _ anchor: String, in script: String, with replacement: String
  ) -> String {
    guard script.components(separatedBy: anchor).count == 2 else { return script }
    return script.replacing(anchor, with: replacement)
  }
}
