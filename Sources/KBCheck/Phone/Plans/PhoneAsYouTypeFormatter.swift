/// Formats a number while it is typed, as libphonenumber's
/// `AsYouTypeFormatter` does: `2`, `20`, `201`, `201-5` … `(201) 555-0123`
/// in the US.
///
/// The rules are libphonenumber's (AsYouTypeFormatter.java, re-implemented
/// over the compiled automata): the first two digits are echoed as typed; at
/// the third, `+` or the region's international prefix (then the country
/// code, followed by a space) or a national prefix is split off; the formats
/// whose leading digits fit give a template (the format applied to a run of
/// 9s) that the digits fill one by one, and a number that matches a format
/// exactly is written with it. When no template fits any more (the number
/// grew too long, or no format applies) the text is returned as typed, and a
/// character other than a digit or a leading `+` stops the formatting for
/// good. Digits of every script are read; they are echoed as typed until a
/// format applies, which writes ASCII digits.
///
/// Input beyond ``PhoneAsYouTypeFormatter/maxInput`` characters is
/// returned as typed (each call is linear in the input so far).
public struct PhoneAsYouTypeFormatter: Sendable {
  /// The longest input that is formatted.
  public static let maxInput = 100
  /// The separator libphonenumber puts after a country code, an
  /// international prefix and a national prefix.
  static let separator: Character = " "
  /// The template's digit placeholder (libphonenumber's U+2008).
  static let placeholder: Character = "\u{2008}"
  /// libphonenumber's `MIN_LEADING_DIGITS_LENGTH`.
  static let minLeadingDigits = 3

  let plans: PhoneNumberingPlans
  /// The region whose plan applies to numbers typed nationally.
  public let region: String
  /// The territory of the region's country code (its main region), or `nil`.
  let defaultTerritory: PhoneTerritory?

  // The state, named after libphonenumber's fields.
  var currentOutput = ""
  var template: [Character] = []
  var currentPattern: Int?
  var accruedInput: [Character] = []
  var plusTyped = false
  var accruedDigits: [UInt8] = []
  var ableToFormat = true
  var inputHasFormatting = false
  var isCompleteNumber = false
  var isExpectingCountryCode = false
  var territory: PhoneTerritory?
  var lastMatchPosition = 0
  var prefixBeforeNationalNumber: [Character] = []
  var shouldAddSpaceAfterNationalPrefix = false
  var extractedNationalPrefix: [UInt8] = []
  var nationalNumber: [UInt8] = []
  var possibleFormats: [Candidate] = []

  /// A format that may apply: the rule and the format string in use
  /// (the international one for a number typed with its country code).
  struct Candidate {
    var rule: PhoneNumberFormatRule
    var format: String
  }

  init(plans: PhoneNumberingPlans, region: String) {
    self.plans = plans
    self.region = region.uppercased()
    let store = plans.store
    if let code = store.region(self.region)?.countryCode {
      defaultTerritory = store.territory(countryCode: code, region: nil)
    } else {
      defaultTerritory = nil
    }
    territory = defaultTerritory
  }

  /// Adds one typed character and returns the formatted text so far.
  /// - Parameter c: A digit (any script), `+`, or another character.
  /// - Returns: The formatted text, or the text as typed when no format
  ///   applies.
  public mutating func inputDigit(_ c: Character) -> String {
    currentOutput = step(c)
    return currentOutput
  }

  /// Forgets what was typed.
  public mutating func clear() {
    self = PhoneAsYouTypeFormatter(plans: plans, region: region)
  }

  /// The formatted text of everything typed so far.
  public var formatted: String { currentOutput }

  var typedText: String { String(accruedInput) }

  private mutating func step(_ c: Character) -> String {
    accruedInput.append(c)
    if accruedInput.count > Self.maxInput {
      ableToFormat = false
      inputHasFormatting = true
      return typedText
    }
    var digit: UInt8?
    if accruedInput.count == 1 && (c == "+" || c == "＋") {
      plusTyped = true
    } else if c.unicodeScalars.count == 1, let scalar = c.unicodeScalars.first,
      let d = PhoneNumberParser.digitValue(scalar)
    {
      digit = d
      accruedDigits.append(d)
      nationalNumber.append(d)
    } else {
      ableToFormat = false
      inputHasFormatting = true
    }
    if !ableToFormat {
      if inputHasFormatting {
        return typedText
      } else if extractIDD() {
        if extractCountryCode() { return choosePatternWithPrefixExtracted() }
      } else if extractLongerNationalPrefix() {
        prefixBeforeNationalNumber.append(Self.separator)
        return choosePatternWithPrefixExtracted()
      }
      return typedText
    }
    let count = accruedDigits.count + (plusTyped ? 1 : 0)
    if count < 3 { return typedText }
    if count == 3 {
      if extractIDD() {
        isExpectingCountryCode = true
      } else {
        extractedNationalPrefix = removeNationalPrefix()
        return chooseFormattingPattern()
      }
    }
    if isExpectingCountryCode {
      if extractCountryCode() { isExpectingCountryCode = false }
      return String(prefixBeforeNationalNumber) + PhoneNumberParser.string(nationalNumber)
    }
    guard !possibleFormats.isEmpty else { return chooseFormattingPattern() }
    let partial = fillTemplate(digit ?? 0)
    if let full = formatAccruedDigits() { return full }
    narrowDownFormats(nationalNumber)
    if createNewTemplate() { return inputAccruedNationalNumber() }
    return ableToFormat ? appendNationalNumber(partial) : typedText
  }

  private mutating func choosePatternWithPrefixExtracted() -> String {
    ableToFormat = true
    isExpectingCountryCode = false
    possibleFormats = []
    lastMatchPosition = 0
    template = []
    currentPattern = nil
    return chooseFormattingPattern()
  }

  private mutating func chooseFormattingPattern() -> String {
    guard nationalNumber.count >= Self.minLeadingDigits else {
      return appendNationalNumber(PhoneNumberParser.string(nationalNumber))
    }
    collectFormats(nationalNumber)
    if let full = formatAccruedDigits() { return full }
    return createNewTemplate() ? inputAccruedNationalNumber() : typedText
  }

  private mutating func inputAccruedNationalNumber() -> String {
    guard !nationalNumber.isEmpty else { return String(prefixBeforeNationalNumber) }
    var partial = ""
    for d in nationalNumber { partial = fillTemplate(d) }
    return ableToFormat ? appendNationalNumber(partial) : typedText
  }

  func appendNationalNumber(_ national: String) -> String {
    if shouldAddSpaceAfterNationalPrefix, let last = prefixBeforeNationalNumber.last,
      last != Self.separator
    {
      return String(prefixBeforeNationalNumber) + String(Self.separator) + national
    }
    return String(prefixBeforeNationalNumber) + national
  }

  /// Puts the next digit into the template's next placeholder and returns
  /// the template up to it; without a placeholder left, the text as typed.
  private mutating func fillTemplate(_ d: UInt8) -> String {
    var i = lastMatchPosition
    while i < template.count && template[i] != Self.placeholder { i += 1 }
    guard i < template.count else {
      if possibleFormats.count == 1 { ableToFormat = false }
      currentPattern = nil
      return typedText
    }
    template[i] = Character(Unicode.Scalar(d + ASCII.zero))
    lastMatchPosition = i
    return String(template[...i])
  }

  /// The `+` or international prefix at the start: moves it to the prefix.
  private mutating func extractIDD() -> Bool {
    var end = 0
    if plusTyped {
      end = 0
    } else if let t = territory, let idd = t.internationalPrefix,
      let match = plans.store.automaton(idd).captures(accruedDigits, whole: false), match.end > 0
    {
      end = match.end
    } else {
      return false
    }
    isCompleteNumber = true
    nationalNumber = Array(accruedDigits[end...])
    prefixBeforeNationalNumber =
      plusTyped ? ["+"] : Array(PhoneNumberParser.string(accruedDigits[..<end]))
    if !plusTyped { prefixBeforeNationalNumber.append(Self.separator) }
    return true
  }

  /// The country code at the start of the national number: moves it to the
  /// prefix and switches to its territory.
  private mutating func extractCountryCode() -> Bool {
    guard !nationalNumber.isEmpty,
      let (code, length) = PhoneNumberParser(plans: plans).extractCountryCode(nationalNumber)
    else { return false }
    nationalNumber.removeFirst(length)
    let store = plans.store
    let main = store.regionsByCode[code]?.first
    if main == "001" || main != region {
      territory = store.territory(countryCode: code, region: nil)
    }
    prefixBeforeNationalNumber.append(contentsOf: "\(code)")
    prefixBeforeNationalNumber.append(Self.separator)
    extractedNationalPrefix = []
    return true
  }

  /// Puts the previous national prefix back and tries again: true when a
  /// different (longer) prefix is found.
  private mutating func extractLongerNationalPrefix() -> Bool {
    let previous = extractedNationalPrefix
    if !previous.isEmpty {
      nationalNumber.insert(contentsOf: previous, at: 0)
      let text = Array(PhoneNumberParser.string(previous))
      var i = prefixBeforeNationalNumber.count - text.count
      while i >= 0 && Array(prefixBeforeNationalNumber[i..<(i + text.count)]) != text { i -= 1 }
      if i >= 0 { prefixBeforeNationalNumber.removeSubrange(i...) }
    }
    // As in libphonenumber, the recorded prefix stays the previous one.
    return removeNationalPrefix() != previous
  }

  /// Removes a national prefix (NANPA's `1`, or the territory's prefix for
  /// parsing) from the national number into the prefix; returns it.
  private mutating func removeNationalPrefix() -> [UInt8] {
    var start = 0
    if let t = territory, t.countryCode == 1, nationalNumber.count > 1, nationalNumber[0] == 1,
      nationalNumber[1] > 1
    {
      start = 1
      prefixBeforeNationalNumber.append(contentsOf: ["1", Self.separator])
      isCompleteNumber = true
    } else if let t = territory, let p = t.nationalPrefixForParsing,
      let match = plans.store.automaton(p).captures(nationalNumber, whole: false), match.end > 0
    {
      isCompleteNumber = true
      start = match.end
      prefixBeforeNationalNumber.append(
        contentsOf: PhoneNumberParser.string(nationalNumber[..<start]))
    }
    let prefix = Array(nationalNumber[..<start])
    nationalNumber.removeFirst(start)
    return prefix
  }
}

extension PhoneNumberingPlans {
  /// A formatter for a number typed in a region's phone field.
  /// - Parameter region: The region for numbers typed nationally (`US`).
  /// - Returns: A formatter with nothing typed yet.
  public func asYouTypeFormatter(region: String) -> PhoneAsYouTypeFormatter {
    PhoneAsYouTypeFormatter(plans: self, region: region)
  }
}
