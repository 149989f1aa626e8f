/// Collects the issues of one validation: builds their messages, caps the
/// number reported one by one (a 120 KB hostile input gets a bounded list
/// plus a count), and remembers whether any is an error.
struct EmailIssueSink {
  /// The issues: 24 errors and 24 warnings one by one, then one
  /// `email.more-issues` (``BoundedIssues/Policy/email``).
  private var bounded = BoundedIssues(.email)
  /// Whether any issue, listed or only counted, is an error.
  private(set) var hasError = false

  /// Adds an issue with the message its code calls for.
  /// - Parameters:
  ///   - code: The issue code.
  ///   - severity: Error (the default) or warning.
  ///   - range: Scalar offsets of the input.
  ///   - character: The offending code point, named in the message.
  ///   - prior: What came just before, for ``ValidationIssue/Code/emailUnexpectedCharacter``.
  mutating func add(
    _ code: ValidationIssue.Code, severity: ValidationIssue.Severity = .error,
    range: Range<Int>, character: UInt32? = nil, prior: EmailScanner.Prior = .none
  ) {
    if severity == .error { hasError = true }
    bounded.add(severity, range: range) {
      let message = EmailIssueSink.message(
        code, severity: severity, character: character, prior: prior)
      return ValidationIssue(code, severity: severity, message: message, range: range)
    }
  }

  /// Adds an issue with an explicit message.
  /// - Parameter issue: The issue.
  mutating func add(_ issue: ValidationIssue) {
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
  ///   - forbiddenCode: The code for white space in this part.
  ///   - strict: Whether every class is an error
  ///     (``EmailValidator/Options/refuseInvisibleCharacters``).
  mutating func checkNonASCII(
    _ cp: UInt32, at s: Int, forbiddenCode: ValidationIssue.Code, strict: Bool
  ) {
    guard let scalar = Unicode.Scalar(cp) else { return }
    if cp == 0xFFFD {
      // What a lossy UTF-8 decoder puts in place of bad bytes: never part
      // of a real address. The input itself was valid UTF-8, so this is
      // not `input.invalid-utf8`.
      add(
        ValidationIssue(
          .emailReplacementCharacter,
          message:
            "U+FFFD REPLACEMENT CHARACTER stands where text was lost in a bad conversion; retype the address.",
          at: s))
      return
    }
    if EmailIssueSink.isPlainLetter(cp) { return }
    if cp == 0x85 || scalar.icu.has(.whiteSpace) {
      add(forbiddenCode, range: s..<(s + 1), character: cp)
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
    let hygiene = strict ? EmailIssueSink.strictHygiene : EmailIssueSink.hygiene
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
  /// Extended letters, Greek, Cyrillic, Hebrew and Arabic letters,
  /// Devanagari, Thai, kana, CJK ideographs, Hangul syllables. Those skip
  /// the property look-ups.
  @inline(__always)
  static func isPlainLetter(_ cp: UInt32) -> Bool {
    switch cp {
    case 0xC0...0x24F, 0x391...0x3A1, 0x3A3...0x3CE, 0x400...0x482, 0x5D0...0x5EA,
      0x620...0x64A, 0x904...0x939, 0xE01...0xE3A, 0x3041...0x3096, 0x30A1...0x30FA,
      0x4E00...0x9FFF, 0xAC00...0xD7A3:
      return true
    default: return false
    }
  }

  /// The character checks of ``EmailValidator/Options/refuseInvisibleCharacters``:
  /// every class is an error.
  static let strictHygiene = CharacterHygiene()

  /// The character checks of the `rfc` preset: bidi controls and invisible
  /// characters are warnings (RFC 6531 allows them), the rest errors.
  static let hygiene: CharacterHygiene = {
    var h = CharacterHygiene()
    h.bidiControl = .warning
    h.invisible = .warning
    return h
  }()

  /// The issues, with a closing count of those not reported one by one.
  var all: [ValidationIssue] { bounded.all() }

  /// A short English description of a code point: `'x'` or `U+0007 BELL`.
  static func describe(_ cp: UInt32) -> String {
    guard let scalar = Unicode.Scalar(cp) else { return "U+\(String(cp, radix: 16))" }
    if cp > 0x20 && cp < 0x7F { return "'\(Character(scalar))'" }
    return scalar.codePointDescription
  }

  /// The message for a code.
  static func message(
    _ code: ValidationIssue.Code, severity: ValidationIssue.Severity, character: UInt32?,
    prior: EmailScanner.Prior
  ) -> String {
    let what = character.map { " (\(describe($0)))" } ?? ""
    let allowed = severity == .warning
    switch code {
    case .emailEmpty: return "The address is empty."
    case .emailNoAt: return "An email address needs an @ between the name and the domain."
    case .emailMultipleAt:
      return "The address has more than one @; only one is allowed outside quotes."
    case .emailFullwidthAt:
      return "This is a full-width ＠; type the ASCII @ instead."
    case .emailLocalMissing: return "There is nothing before the @."
    case .emailLocalLeadingDot: return "The part before the @ cannot start with a dot."
    case .emailLocalTrailingDot: return "The part before the @ cannot end with a dot."
    case .emailLocalConsecutiveDots: return "The address has two dots in a row before the @."
    case .emailLocalForbiddenCharacter:
      return "This character is not allowed before the @ unless the name is quoted\(what)."
    case .emailLocalFullwidth:
      return
        "This is a full-width character\(what), not its ASCII look-alike; mail may not reach the intended mailbox."
    case .emailLocalQuoted: return "Quoted names (\"john doe\"@…) are not accepted here."
    case .emailLocalForbiddenInQuotes: return "This character is not allowed inside quotes\(what)."
    case .emailLocalUnclosedQuote: return "A quoted name is never closed with \"."
    case .emailBackslashAtEnd: return "The address ends with a backslash."
    case .emailControlCharacter: return "Control characters are not allowed\(what)."
    case .emailDomainMissing: return "There is nothing after the @."
    case .emailDomainLeadingDot: return "The domain cannot start with a dot."
    case .emailDomainTrailingDot: return "The domain cannot end with a dot."
    case .emailDomainConsecutiveDots: return "The domain has two dots in a row."
    case .emailDomainForbiddenCharacter:
      return "Domains take only letters, digits, hyphens and dots\(what)."
    case .emailDomainLabelTooLong: return "A part of the domain is longer than 63 characters."
    case .emailDomainLabelLeadingHyphen: return "A part of the domain starts with a hyphen."
    case .emailDomainLabelTrailingHyphen: return "A part of the domain ends with a hyphen."
    case .emailDomainLabelHyphen34:
      return
        "A part of the domain has -- in the third and fourth positions, which is reserved for xn-- labels."
    case .emailDomainDotMapped:
      return "This full-width or ideographic dot\(what) was read as '.'."
    case .emailDomainLiteral: return "IP-address domains ([192.0.2.1]) are not accepted here."
    case .emailLiteralUnclosed: return "The [ of a domain literal is never closed."
    case .emailLiteralForbiddenCharacter:
      return "This character is not allowed in a domain literal\(what)."
    case .emailUnexpectedCharacter:
      switch prior {
      case .quoted: return "Nothing but a dot or the @ may follow a quoted name."
      case .literal: return "Nothing may follow the ] of a domain literal."
      case .comment: return "Text cannot continue after a comment without a dot."
      case .fws: return "The address cannot contain spaces."
      case .none: return "This character is out of place\(what)."
      }
    case .emailDeprecatedComment:
      return allowed
        ? "Comments in addresses are obsolete; the value leaves them out."
        : "Comments ( … ) are not allowed in the address."
    case .emailDeprecatedFoldingWhitespace:
      return allowed
        ? "Whitespace in addresses is obsolete; the value leaves it out."
        : "The address cannot contain spaces or line breaks."
    case .emailDeprecatedCFWSNearAt:
      return allowed
        ? "Whitespace or comments beside the @ are obsolete syntax."
        : "There must be no space or comment beside the @."
    case .emailDeprecatedLocalPart:
      return allowed
        ? "Mixing quoted strings and dots in the local part is obsolete syntax."
        : "Quoted strings cannot be mixed with dots or comments before the @."
    case .emailCommentUnclosed: return "A comment is never closed with )."
    case .emailCommentForbiddenCharacter:
      return "This character is not allowed in a comment\(what)."
    case .emailBadLineBreak:
      return "A line break must be CR LF followed by a space or tab (folding), and only once."
    default: return "The address is not valid (\(code.rawValue))."
    }
  }
}
