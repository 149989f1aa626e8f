/// Collects the issues of one validation: builds their messages, caps the
/// number reported one by one (a 120 KB hostile input gets a bounded list
/// plus a count), and remembers whether any is an error.
struct EmailIssueSink {
  /// The issues: 24 errors and 24 warnings one by one, then one
  /// `email.more-issues` (``BoundedIssues/Policy/email``).
  private var bounded = BoundedIssues(.email)
  /// Whether any issue, listed or only counted, is an error.
  private(set) var hasError = false

  /// Adds an issue of the family; its message is built only when it is
  /// listed one by one, and rendered only when read.
  /// - Parameters:
  ///   - issue: The issue.
  ///   - range: Scalar offsets of the input.
  mutating func add(_ issue: EmailIssue, range: Range<Int>) {
    let severity = issue.severity
    if severity == .error { hasError = true }
    bounded.add(severity, range: range) { ValidationIssue(issue, range: range) }
  }

  /// The last issue listed, if any.
  var lastListed: ValidationIssue? { bounded.listed.last }

  /// Removes the last issue listed (``hasError`` stays as it was: the
  /// caller replaces it with an error).
  /// - Returns: The issue removed, or `nil`.
  mutating func removeLastListed() -> ValidationIssue? { bounded.removeLastListed() }

  /// Adds an issue made by the caller.
  /// - Parameter issue: The issue.
  mutating func add(_ issue: consuming ValidationIssue) {
    if issue.severity == .error { hasError = true }
    bounded.add(issue)
  }

  /// Checks one non-ASCII scalar: Unicode white space is forbidden (with
  /// `forbiddenCode`); controls, unassigned, private-use and noncharacters
  /// are errors; bidi controls and zero-width characters are warnings
  /// (``CharacterHygiene``).
  /// - Parameters:
  ///   - cp: The code point (≥ 0x80).
  ///   - s: Its scalar offset.
  ///   - forbidden: The issue for white space in this part.
  ///   - strict: Whether every class is an error
  ///     (``EmailValidator/Options/refuseInvisibleCharacters``).
  ///   - isDomain: Whether the scalar is in the domain, whose characters
  ///     UTS #46 and IDNA2008 judge too.
  mutating func checkNonASCII(
    _ cp: UInt32, at s: Int, forbidden: (Unicode.Scalar) -> EmailIssue, strict: Bool,
    isDomain: Bool = false
  ) {
    guard let scalar = Unicode.Scalar(cp) else { return }
    if cp == 0xFFFD {
      // What a lossy UTF-8 decoder puts in place of bad bytes: never part
      // of a real address. The input itself was valid UTF-8, so this is
      // not `input.invalid-utf8`.
      add(.replacementCharacter, range: s..<(s + 1))
      return
    }
    if EmailIssueSink.isPlainLetter(cp) { return }
    if cp == 0x85 || scalar.icu.has(.whiteSpace) {
      add(forbidden(scalar), range: s..<(s + 1))
      return
    }
    // A cheap pre-filter on the standard library's Unicode tables: only
    // the scalars that may be suspicious (or newer than ICU's Unicode 15.0)
    // go to ICU.
    let properties = scalar.properties
    switch properties.generalCategory {
    case .unassigned, .privateUse, .format, .control, .surrogate: break
    default:
      guard
        properties.isDefaultIgnorableCodePoint || properties.isBidiControl
          || properties.isNoncharacterCodePoint
          || (properties.age.map { $0.major > 15 || ($0.major == 15 && $0.minor > 0) } ?? true)
      else { return }
    }
    // The message (with the character's ICU name) is built only for an
    // issue that will be reported one by one; the rest are only counted.
    // (Reached only for the rare suspicious scalar: the code compare is off
    // the fast path.) The domain's characters are judged by UTS #46 and
    // IDNA2008 too; only bidi and invisible characters are warnings there.
    let hygiene =
      strict
      ? EmailIssueSink.strictHygiene
      : isDomain ? EmailIssueSink.domainHygiene : EmailIssueSink.hygiene
    guard let verdict = hygiene.verdict(scalar) else { return }
    if !bounded.admits(verdict.severity) {
      if verdict.severity == .error { hasError = true }
      bounded.drop(verdict.severity, range: s..<(s + 1))
    } else if let issue = hygiene.classify(scalar, at: s) {
      add(issue)
    }
  }

  /// Whether `cp` lies in a block range whose every code point is an
  /// assigned letter (or mark or digit) in Unicode 15.0 with no bidi-control,
  /// default-ignorable, format or noncharacter property: Latin-1 and Latin
  /// Extended letters (and Latin Extended Additional, for Vietnamese),
  /// Greek, Cyrillic, Hebrew and Arabic letters, Devanagari letters, vowel
  /// signs and digits (not the danda punctuation), Thai letters, vowels,
  /// tone marks and digits, kana, CJK ideographs, Hangul syllables. Those
  /// skip the property look-ups (and let the email fast path answer).
  @inline(__always)
  static func isPlainLetter(_ cp: UInt32) -> Bool {
    // Most non-ASCII letters in addresses are Latin-1 and Latin Extended:
    // answered before the range list.
    if cp < 0x250 { return cp >= 0xC0 && cp != 0xD7 && cp != 0xF7 }
    switch cp {
    case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F,  // Latin-1 letters, Latin Extended-A and B
      0x391...0x3A1, 0x3A3...0x3CE,  // Greek
      0x400...0x481,  // Cyrillic
      0x5D0...0x5EA, 0x620...0x64A,  // Hebrew, Arabic
      0x900...0x963, 0x966...0x96F, 0x971...0x97F,  // Devanagari (not the dandas, U+0970)
      0xE01...0xE3A, 0xE40...0xE4E, 0xE50...0xE59,  // Thai
      0x1E00...0x1EFF,  // Latin Extended Additional
      0x3041...0x3096, 0x30A1...0x30FA,  // kana
      0x4E00...0x9FFF, 0xAC00...0xD7A3:  // CJK ideographs, Hangul syllables
      return true
    default: return false
    }
  }

  /// Whether a plain code point may be a combining mark or change under
  /// NFC (the Devanagari and Thai blocks, where marks and letters
  /// interleave, and Devanagari has composition exclusions). A mark cannot
  /// begin a local part (`email.local.leading-combining-mark`), so the fast
  /// path leaves such a start to the full scanner; and only text with such
  /// a code point needs the NFC quick check: every other plain code point
  /// has canonical combining class 0 and NFC_Quick_Check = Yes (tested).
  @inline(__always)
  static func mayBeMark(_ cp: UInt32) -> Bool {
    (0x900...0x97F).contains(cp) || (0xE31...0xE4E).contains(cp)
  }

  /// The character checks of ``EmailValidator/Options/refuseInvisibleCharacters``:
  /// every class is an error.
  static let strictHygiene = CharacterHygiene()

  /// The character checks of a domain (every profile): bidi controls and
  /// invisible characters are warnings, the rest errors (an IDNA2008
  /// U-label holds no control, noncharacter or unassigned code point).
  static let domainHygiene: CharacterHygiene = {
    var h = CharacterHygiene()
    h.bidiControl = .warning
    h.invisible = .warning
    return h
  }()

  /// The character checks of the `rfc` preset's local part: RFC 6532 §3.1 extends
  /// atext and qtext with UTF8-non-ascii (RFC 3629: every non-ASCII scalar),
  /// so bidi controls, invisible characters, C1 controls, noncharacters,
  /// private-use and unassigned code points are warnings (hostile, but
  /// allowed); white space (U+0085 NEL included) stays refused, as in
  /// every profile.
  static let hygiene: CharacterHygiene = {
    var h = CharacterHygiene()
    h.bidiControl = .warning
    h.invisible = .warning
    h.control = .warning
    h.noncharacter = .warning
    h.privateUse = .warning
    h.unassigned = .warning
    return h
  }()

  /// The issues, with a closing count of those not reported one by one.
  var all: [ValidationIssue] { bounded.all() }

  /// A short English description of a code point: `'x'` or `U+0007 BELL`.
  static func describe(_ cp: UInt32) -> String {
    guard let scalar = Unicode.Scalar(cp) else { return "U+\(String(cp, radix: 16))" }
    if cp > ASCII.CodePoint.space && cp < ASCII.CodePoint.delete { return "'\(Character(scalar))'" }
    return scalar.codePointDescription
  }
}

extension EmailIssueSink {
  /// The scalar of a code point the scanner decoded from valid UTF-8
  /// (U+FFFD should it ever not be one, which the decoder rules out).
  @inline(__always)
  static func scalar(_ cp: UInt32) -> Unicode.Scalar { Unicode.Scalar(cp) ?? "\u{FFFD}" }

  /// The issue for a character that cannot appear where it is, worded by
  /// what came just before it.
  /// - Parameter prior: What came before the character.
  /// - Returns: The issue.
  static func unexpected(after prior: EmailScanner.Prior) -> EmailIssue {
    switch prior {
    case .none: .unexpectedCharacter
    case .quoted: .unexpectedAfterQuoted
    case .literal: .unexpectedAfterLiteral
    case .comment: .unexpectedAfterComment
    case .fws: .unexpectedSpace
    }
  }
}
