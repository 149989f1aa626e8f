/// Choosing the formats and templates of ``PhoneAsYouTypeFormatter``
/// (libphonenumber's `getAvailableFormats`, `narrowDownPossibleFormats`,
/// `maybeCreateNewTemplate`, `attemptToFormatAccruedDigits`).
extension PhoneAsYouTypeFormatter {
  /// The formats that may apply to the national number typed so far.
  mutating func collectFormats(_ leadingDigits: [UInt8]) {
    guard let t = territory else { return }
    let international = isCompleteNumber && extractedNationalPrefix.isEmpty
    // The metadata's international list exists when some format has an
    // explicit international format; `NA` formats are not in it.
    let useIntl = international && t.formats.contains { !$0.intlFormat.isEmpty }
    for rule in t.formats {
      var format = rule.format
      if useIntl {
        if rule.intlFormat == "NA" { continue }
        if !rule.intlFormat.isEmpty { format = rule.intlFormat }
      }
      let firstGroupOnly = Self.hasFirstGroupOnly(rule.nationalPrefixFormattingRule)
      if !extractedNationalPrefix.isEmpty && firstGroupOnly
        && !rule.nationalPrefixOptionalWhenFormatting && rule.carrierCodeFormattingRule.isEmpty
      {
        continue
      }
      if extractedNationalPrefix.isEmpty && !isCompleteNumber && !firstGroupOnly
        && !rule.nationalPrefixOptionalWhenFormatting
      {
        continue
      }
      if Self.isEligible(format) { possibleFormats.append(Candidate(rule: rule, format: format)) }
    }
    narrowDownFormats(leadingDigits)
  }

  /// Keeps the formats whose leading-digits pattern (the one for this many
  /// digits) matches the start of the number.
  mutating func narrowDownFormats(_ leadingDigits: [UInt8]) {
    let index = leadingDigits.count - Self.minLeadingDigits
    let store = plans.store
    possibleFormats.removeAll { candidate in
      let patterns = candidate.rule.leadingDigits
      guard !patterns.isEmpty else { return false }
      return !store.automaton(patterns[max(0, min(index, patterns.count - 1))]).prefixMatch(
        leadingDigits)
    }
  }

  /// Takes the first format that gives a template long enough for the
  /// number; false when the current one stays (or none is left).
  mutating func createNewTemplate() -> Bool {
    // Formats without a fitting template are dropped: the next one moves up.
    while let candidate = possibleFormats.first {
      if currentPattern == candidate.rule.pattern { return false }
      if let made = makeTemplate(candidate) {
        template = made
        currentPattern = candidate.rule.pattern
        shouldAddSpaceAfterNationalPrefix = Self.hasSeparator(
          candidate.rule.nationalPrefixFormattingRule)
        lastMatchPosition = 0
        return true
      }
      possibleFormats.removeFirst()
    }
    ableToFormat = false
    return false
  }

  /// The format applied to the longest run of 9s the pattern takes, the 9s
  /// as placeholders; `nil` when shorter than the national number.
  private func makeTemplate(_ candidate: Candidate) -> [Character]? {
    let nines = [UInt8](repeating: 9, count: 15)
    guard
      let match = plans.store.automaton(candidate.rule.templatePattern).captures(
        nines, whole: false),
      match.end >= nationalNumber.count
    else { return nil }
    let text = PhoneNumberingPlans.substitute(
      candidate.format, Array(nines[..<match.end]), match.groups)
    return text.map { $0 == "9" ? Self.placeholder : $0 }
  }

  /// The whole number written with the first format it matches exactly,
  /// when that keeps every typed digit; `nil` otherwise.
  mutating func formatAccruedDigits() -> String? {
    let store = plans.store
    for candidate in possibleFormats {
      guard
        let match = store.automaton(candidate.rule.pattern).captures(nationalNumber, whole: true)
      else { continue }
      shouldAddSpaceAfterNationalPrefix = Self.hasSeparator(
        candidate.rule.nationalPrefixFormattingRule)
      let national = PhoneNumberingPlans.substitute(candidate.format, nationalNumber, match.groups)
      let full = appendNationalNumber(national)
      if Self.diallable(full) == Self.diallableTyped(plusTyped, accruedDigits) { return full }
    }
    return nil
  }

  /// The digits, `+`, `*` and `#` of a text (`normalizeDiallableCharsOnly`).
  static func diallable(_ text: String) -> [Character] {
    text.filter { $0.isASCII && ($0.isNumber || $0 == "+" || $0 == "*" || $0 == "#") }.map { $0 }
  }

  static func diallableTyped(_ plus: Bool, _ digits: [UInt8]) -> [Character] {
    (plus ? ["+"] : []) + digits.map { Character(Unicode.Scalar($0 + ASCII.zero)) }
  }

  /// A national prefix rule that is only the first group, perhaps in
  /// parentheses (`$1`, `($1)`), or empty.
  static func hasFirstGroupOnly(_ rule: String) -> Bool {
    rule.isEmpty || rule == "$1" || rule == "($1)" || rule == "($1" || rule == "$1)"
  }

  /// Whether a national prefix rule separates the prefix with `-` or a space.
  static func hasSeparator(_ rule: String) -> Bool {
    rule.contains { $0 == "-" || $0 == " " }
  }

  /// libphonenumber's `VALID_PUNCTUATION`.
  static func isPunctuation(_ c: Character) -> Bool {
    guard c.unicodeScalars.count == 1, let s = c.unicodeScalars.first else { return false }
    switch s.value {
    case 0x2D, 0x78, 0x2010...0x2015, 0x2212, 0x30FC, 0xFF0D...0xFF0F, 0x20, 0xA0, 0xAD, 0x200B,
      0x2060, 0x3000, 0x28, 0x29, 0xFF08, 0xFF09, 0xFF3B, 0xFF3D, 0x2E, 0x5B, 0x5D, 0x2F, 0x7E,
      0x2053, 0x223C, 0xFF5E:
      return true
    default: return false
    }
  }

  /// Whether a format is only punctuation and group references, `$1` first
  /// (libphonenumber's `ELIGIBLE_FORMAT_PATTERN`).
  static func isEligible(_ format: String) -> Bool {
    var chars = format[...]
    while let c = chars.first, isPunctuation(c) { chars = chars.dropFirst() }
    guard chars.hasPrefix("$1") else { return false }
    chars = chars.dropFirst(2)
    while let c = chars.first {
      if isPunctuation(c) {
        chars = chars.dropFirst()
      } else if c == "$", let n = chars.dropFirst().first, n.isASCII, n.isNumber {
        chars = chars.dropFirst(2)
      } else {
        return false
      }
    }
    return true
  }
}
