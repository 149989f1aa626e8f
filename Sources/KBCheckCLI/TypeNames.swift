import ArgumentParser
import KBCheck

/// How the CLI names the types `--type` accepts: each kind once by its
/// canonical name, the aliases on a line of their own, and a "did you
/// mean" for a name that is not one.
enum TypeNames {
  /// Two lines: `Types: …` (the keyboards, the content types and, unless
  /// left out, `picker`), then `Aliases: …`.
  /// - Parameter picker: Whether `picker` is accepted.
  /// - Returns: The lines, without a final line break.
  static func list(picker: Bool = true) -> String {
    let canonical = FieldKind.canonicalNames.filter { picker || $0 != "picker" }
    return "Types: \(canonical.joined(separator: ", "))\n"
      + "Aliases: \(FieldKind.aliasNames.joined(separator: ", "))"
  }

  /// The usage error of an unknown `--type`: the name, the closest
  /// accepted names, then ``list(picker:)``.
  /// - Parameters:
  ///   - name: The name given.
  ///   - picker: Whether `picker` is accepted.
  /// - Returns: The error.
  static func unknown(_ name: String, picker: Bool = true) -> ValidationError {
    let suggestions = FieldKind.suggestions(for: name).filter { picker || $0 != "picker" }
    return ValidationError(
      "Unknown type '\(TerminalText.safe(name))'.\(didYouMean(suggestions))\n\(list(picker: picker))"
    )
  }

  /// ` Did you mean 'a', 'b' or 'c'?`, or nothing for no suggestion.
  /// - Parameter suggestions: The names suggested.
  /// - Returns: The sentence with a leading space, or an empty string.
  static func didYouMean(_ suggestions: [String]) -> String {
    let quoted = suggestions.map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    let choice = quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " or " + last : last
    return " Did you mean \(choice)?"
  }
}
