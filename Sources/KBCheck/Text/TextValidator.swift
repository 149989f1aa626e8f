/// Validates free text from the text keyboards: `default`, `asciiCapable`,
/// `numbersAndPunctuation`, `namePhonePad`, `twitter` and `webSearch`.
///
/// Every keyboard: the canonical value is the input in NFC; controls, bidi
/// controls, invisible, unassigned, private-use and noncharacter code points
/// are errors with their position (``TextIssue/character(_:_:_:)``); line
/// breaks are errors unless `allowLineBreaks` is set (`default` and
/// `twitter`).
/// Per keyboard:
/// - `asciiCapable`: every non-ASCII character is an error (`text.not-ascii`).
/// - `twitter`: a value that starts with `@` or `#` and has no whitespace is
///   checked as a mention (`@` and 1–15 of `A-Z a-z 0-9 _`) or a hashtag
///   (`#`, letters, marks, digits and `_`, not only digits); anything else is
///   a post. Profiles `mention`, `hashtag` and `text` force one reading. A
///   hashtag that mixes scripts gets a `text.mixed-script` warning.
///   Full-width `＠` / `＃` are accepted and canonicalized to `@` / `#`.
/// - `webSearch`: the canonical value trims leading and trailing whitespace
///   and collapses each inner run of whitespace (line breaks and tabs
///   included, which are therefore not errors) to one space; an empty query
///   is an error (`input.empty`).
/// - `namePhonePad`: a value made only of phone characters with at least one
///   digit is a phone number, anything else a name (profiles `name`, `phone`
///   force one). A name gets warnings for digits (`name.contains-digits`)
///   and for a word that mixes scripts (`text.mixed-script`, UTS #39).
///
/// Lengths (`minLength`, `maxLength`) count grapheme clusters
/// (user-perceived characters) of the canonical value.
public struct TextValidator: Validator {
  /// How a value of a text keyboard is read.
  public enum Profile: String, Sendable, Hashable, CaseIterable, Codable {
    /// Decide from the value (twitter: `@`/`#` prefix; namePhonePad: phone
    /// characters only).
    case automatic
    /// Free text (a post, for twitter).
    case text
    /// A twitter @mention.
    case mention
    /// A twitter #hashtag.
    case hashtag
    /// A person's name (namePhonePad).
    case name
    /// A phone number (namePhonePad).
    case phone
  }

  /// The options the validator was made from.
  public let options: Options
  /// The keyboard type whose rules apply.
  public let keyboard: KeyboardType
  /// The character checks in force, resolved for the keyboard and the
  /// options: joiners allowed in context on `default`, `twitter`,
  /// `namePhonePad` and `webSearch`; no line-break and tab checks when
  /// ``Options/allowLineBreaks`` is set or (webSearch) whitespace is
  /// collapsed.
  package let hygiene: CharacterHygiene

  /// The profiles each keyboard accepts (`automatic` is always accepted).
  /// - Parameter keyboard: The keyboard type.
  /// - Returns: The profile names.
  public static func profiles(for keyboard: KeyboardType) -> [Profile] {
    switch keyboard {
    case .twitter: [.automatic, .text, .mention, .hashtag]
    case .namePhonePad: [.automatic, .name, .phone]
    default: [.automatic]
    }
  }

  /// Creates a validator.
  /// - Parameters:
  ///   - keyboard: One of the free-text keyboard types.
  ///   - options: How values are read and the length bounds.
  /// - Throws: ``ConfigurationError`` for a profile the keyboard does not
  ///   have, line breaks on a single-line keyboard, or `maxLength` below
  ///   `minLength`.
  public init(keyboard: KeyboardType = .default, options: Options = Options())
    throws(ConfigurationError)
  {
    self.keyboard = keyboard
    let known = TextValidator.profiles(for: keyboard)
    guard known.contains(options.profile) else {
      throw .unknownProfile(options.profile.rawValue, known: known.map(\.rawValue))
    }
    if options.allowLineBreaks && !TextValidator.isMultiLine(keyboard) {
      throw .badValue(
        "allowLineBreaks", "true", expecting: .singleLine(keyboard))
    }
    if let maxLength = options.maxLength, maxLength < options.minLength {
      throw .badValue(
        "maxLength", String(maxLength), expecting: .notBelowMin(minLength: options.minLength))
    }
    self.options = options
    hygiene = TextValidator.hygiene(keyboard: keyboard, allowLineBreaks: options.allowLineBreaks)
  }

  /// Whether the keyboard takes line breaks when allowed (`default`, `twitter`).
  static func isMultiLine(_ keyboard: KeyboardType) -> Bool {
    keyboard == .default || keyboard == .twitter
  }

  /// The character checks of a keyboard: joiners allowed in context on the
  /// keyboards that take words of any script, and no line-break and tab
  /// checks when line breaks are allowed or (webSearch) collapsed.
  private static func hygiene(keyboard: KeyboardType, allowLineBreaks: Bool) -> CharacterHygiene {
    var checks = CharacterHygiene()
    switch keyboard {
    case .default, .twitter, .namePhonePad, .webSearch:
      checks.allowsJoinersInContext = true
    default: break
    }
    if allowLineBreaks || keyboard == .webSearch {
      checks.lineBreak = nil
      checks.tab = nil
    }
    return checks
  }

  /// Validates one value.
  /// - Parameter input: The value.
  /// - Returns: The result with the canonical (NFC) value.
  /// - Complexity: O(*n*).
  public func validate(_ input: String) -> ValidationResult {
    if ValidationResult.isOversized(input) { return .oversized(input) }
    // Most text has no scalar with a verdict: no scan.
    var issues = hygiene.mayReport(input) ? hygiene.scan(input, limit: 100) : []
    var value = input.normalized(.nfc)
    var payload = ResultPayload.none
    switch keyboard {
    case .asciiCapable:
      issues += TextValidator.nonASCIIIssues(input)
    case .twitter:
      let (kind, canonical, found) = checkTwitter(input, value: value)
      value = canonical
      issues += found
      payload = .text(kind)
    case .webSearch:
      value = TextValidator.collapsingWhitespace(value)
      // Line breaks read as spaces are warned about; in an empty query the
      // error below covers them.
      if !options.allowLineBreaks && !value.isEmpty {
        issues += TextValidator.collapsedBreakIssues(input)
      }
      if value.isEmpty {
        issues.append(
          ValidationIssue(InputIssue.emptySearch, range: 0..<input.unicodeScalars.count))
      }
    case .namePhonePad:
      let (kind, found) = checkNameOrPhone(input)
      issues += found
      payload = .text(kind)
    default:
      break
    }
    if let issue = TextValidator.normalizationIssue(input, canonical: value) {
      issues.append(issue)
    }
    issues += lengthIssues(input, canonical: value)
    issues.sort { ($0.range.lowerBound, $0.code) < ($1.range.lowerBound, $1.code) }
    let valid = !issues.hasError
    return ValidationResult(
      input: input, value: valid ? value : nil, issues: issues, payload: payload)
  }
}
