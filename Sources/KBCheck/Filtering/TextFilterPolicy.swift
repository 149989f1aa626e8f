/// The filter of the text keyboards: `default`, `asciiCapable`,
/// `numbersAndPunctuation`, `URL`, `namePhonePad`, `emailAddress`, `twitter`
/// and `webSearch`.
///
/// Every keyboard removes controls, bidi controls, invisible (default
/// ignorable) characters and noncharacters, each reported with its reason.
/// The ``Rules`` add what differs per keyboard: ASCII only, no spaces,
/// width folding, line breaks. The replacement is handled one grapheme
/// cluster at a time, so removing a character also removes the combining
/// marks that belong to it instead of leaving them to land on a neighbour.
///
/// Line breaks in a single-line field: a typed return is refused; in a paste
/// each run of line breaks (CR LF counts once) or tabs that separates two
/// non-space characters (of the paste, or of the text around the edit)
/// becomes one space, reported as folded; a run next to a space or at the
/// very start or end of the field is removed. In a field that takes no
/// spaces (`URL`) they are removed. With `allowLineBreaks`, line breaks and
/// tabs are kept.
struct TextFilterPolicy: FilterPolicy {
  /// What a keyboard's filter lets through.
  struct Rules: Sendable, Hashable {
    /// Only ASCII may be inserted (`asciiCapable`).
    var asciiOnly = false
    /// Spaces may be inserted (all but `URL`).
    var allowsSpaces = true
    /// Line breaks may be inserted (`default` and `twitter` with
    /// `allowLineBreaks`).
    var allowsLineBreaks = false
    /// Full-width ASCII (U+FF01–FF5E), the ideographic space and ideographic
    /// full stops are folded to ASCII, as the keyboard would produce them
    /// (`asciiCapable`, `numbersAndPunctuation`, `URL`, `emailAddress`).
    var foldsWidth = false
    /// ZWJ / ZWNJ inside a grapheme cluster (emoji sequences, Persian
    /// words) are kept; elsewhere they are removed as invisible.
    var keepsJoinersInContext = true
    /// Creates rules that keep everything but the always-removed classes.
    init() {}
  }

  /// The keyboard type.
  let keyboard: KeyboardType
  /// The rules in force.
  let rules: Rules

  /// Creates the policy of a text keyboard.
  /// - Parameters:
  ///   - keyboard: One of the text keyboards (a pad keyboard gets the
  ///     `default` rules).
  ///   - allowLineBreaks: Whether line breaks are kept (`default` and
  ///     `twitter` only).
  init(keyboard: KeyboardType, allowLineBreaks: Bool) {
    var rules = TextFilterPolicy.rules(for: keyboard)
    rules.allowsLineBreaks = allowLineBreaks
    self.init(keyboard: keyboard, rules: rules)
  }

  /// Creates a policy with explicit rules.
  /// - Parameters:
  ///   - keyboard: The keyboard the rules belong to.
  ///   - rules: The rules.
  init(keyboard: KeyboardType, rules: Rules) {
    self.keyboard = keyboard
    self.rules = rules
  }

  /// The scalars of `text` just before and just after `range` (clamped as
  /// ``FilterResult/splice(_:edit:inserted:changes:)`` clamps it).
  /// - Parameters:
  ///   - range: The edited range, in scalar offsets.
  ///   - text: The current text.
  /// - Returns: The neighbours, `nil` at either end.
  /// - Complexity: O(*n*) in the length of `text`.
  static func neighbours(of range: Range<Int>, in text: String)
    -> (Unicode.Scalar?, Unicode.Scalar?)
  {
    let scalars = text.unicodeScalars
    let count = scalars.count
    let lower = min(max(range.lowerBound, 0), count)
    let upper = min(max(range.upperBound, lower), count)
    let start = scalars.index(scalars.startIndex, offsetBy: lower)
    let end = scalars.index(start, offsetBy: upper - lower)
    let before = lower > 0 ? scalars[scalars.index(before: start)] : nil
    let after = end < scalars.endIndex ? scalars[end] : nil
    return (before, after)
  }

  /// The rules of a keyboard type.
  /// - Parameter keyboard: The keyboard type.
  /// - Returns: Its rules (line breaks off).
  static func rules(for keyboard: KeyboardType) -> Rules {
    var rules = Rules()
    switch keyboard {
    case .asciiCapable:
      rules.asciiOnly = true
      rules.foldsWidth = true
      rules.keepsJoinersInContext = false
    case .numbersAndPunctuation:
      rules.foldsWidth = true
      rules.keepsJoinersInContext = false
    case .URL:
      rules.allowsSpaces = false
      rules.foldsWidth = true
      rules.keepsJoinersInContext = false
    case .emailAddress:
      rules.foldsWidth = true
      rules.keepsJoinersInContext = false
    default: break
    }
    return rules
  }

  /// Applies one edit.
  /// - Parameters:
  ///   - edit: The edit.
  ///   - text: The current text.
  /// - Returns: The new text, the caret and every removed or folded character;
  ///   a typed keystroke with anything to remove is refused whole.
  /// - Complexity: O(*n*) in the length of `text` plus the replacement.
  func filter(_ edit: TextEdit, in text: String) -> FilterResult {
    if let trimmed = trimmingSurroundingSpace(edit, in: text) { return trimmed }
    // Fast path: printable ASCII (spaces only where allowed) goes in as is.
    if edit.replacement.utf8.allSatisfy({
      $0 >= 0x21 && $0 < 0x7F || $0 == 0x20 && rules.allowsSpaces
    }) {
      return .splice(text, edit: edit, inserted: edit.replacement, changes: [])
    }
    let (before, after) = TextFilterPolicy.neighbours(of: edit.range, in: text)
    var cleaner = Cleaner(rules: rules, before: before, after: after)
    cleaner.clean(edit.replacement)
    if edit.origin == .typed, let first = cleaner.changes.first(where: { $0.replacement == nil }) {
      return .refusal(text, edit: edit, as: first)
    }
    let result = FilterResult.splice(
      text, edit: edit, inserted: cleaner.keptText, changes: cleaner.changes)
    // A paste never becomes another URL or handle by losing the spaces
    // inside it: `https://exa mple.com/a b` is not `https://example.com/ab`.
    // (Letters an ASCII field cannot hold are removed with a note, as the
    // keyboard cannot type them: the person sees the field change.)
    return JoinedDigitsCheck.refusal(
      of: result, edit: edit, in: text,
      isDigit: { $0.value > 0x20 && !$0.properties.isWhitespace },
      harm: { change in
        let properties = change.character.properties
        switch change.code {
        case .filterSpace:
          // A space inside a URL or a handle joins what was apart; a line
          // break in a URL wrapped by a mail client does not.
          return properties.isWhitespace && change.character != "\n" && change.character != "\r"
            ? .joining : .none
        default:
          return .none
        }
      }) ?? result
  }
}
