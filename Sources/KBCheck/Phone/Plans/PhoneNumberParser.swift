/// How the country code of a parsed number was found (libphonenumber's
/// `CountryCodeSource`).
enum PhoneCountryCodeSource: String, Sendable {
  case plusSign, idd, numberWithoutPlusSign, defaultCountry
}

/// What parsing did beyond reading digits: everything the validator must
/// report so that no rewrite is silent.
struct PhoneParseOutcome: Sendable {
  var number: PhoneNumber
  var source: PhoneCountryCodeSource
  /// The national (trunk) prefix digits removed, e.g. `0`, `1`, `0` + `15`.
  var removedNationalPrefix: String?
  /// The digits the transform rule wrote instead (Argentina `9`), or `nil`.
  var transformRuleOutput: String?
  /// The international prefix digits removed (`011`, `00`).
  var removedIDD: String?
}

/// libphonenumber's parser (`PhoneNumberUtil.parseHelper`) over the compiled
/// plans. Linear: the input is at most ``maxInputLength`` characters and
/// every pattern is an automaton walked once.
struct PhoneNumberParser {
  /// libphonenumber's `MAX_INPUT_STRING_LENGTH`.
  static let maxInputLength = 250
  /// libphonenumber's `MAX_LENGTH_FOR_NSN`.
  static let maxNSNLength = 17
  /// libphonenumber's `MAX_LENGTH_COUNTRY_CODE`.
  static let maxCountryCodeLength = 3

  let plans: PhoneNumberingPlans
  var store: PhoneMetadataStore { plans.store }

  func parse(_ text: String, defaultRegion: String?) throws(PhoneParseError) -> PhoneParseOutcome {
    // Counting characters walks the text: only when the bytes could exceed the limit.
    if text.utf8.count > Self.maxInputLength && text.count > Self.maxInputLength {
      throw PhoneParseError(
        .tooLong, .textTooLong(limit: Self.maxInputLength))
    }
    let region = defaultRegion?.uppercased()
    let defaultTerritory = region.flatMap { store.region($0) }
    var candidate = try nationalNumberForParsing(text)
    guard Self.isViable(candidate) else {
      throw PhoneParseError(.notANumber, .notANumber)
    }
    let startsWithPlus = Self.startsWithPlus(candidate)
    if defaultTerritory == nil && !startsWithPlus {
      throw PhoneParseError(.invalidCountryCode, .missingCountryCode)
    }
    let ext = Self.stripExtension(&candidate)
    var digits = Self.normalize(candidate)
    var outcome = PhoneParseOutcome(
      number: PhoneNumber(countryCode: 0, nationalNumber: 0), source: .defaultCountry)
    var countryCode: Int
    do {
      countryCode = try extractCountryCode(
        &digits, plus: startsWithPlus, defaultTerritory, &outcome)
    } catch  where error.kind == .invalidCountryCode && startsWithPlus {
      // libphonenumber's parseHelper: an international prefix after the
      // `+` (`+011 64…`, `+00 64…`) is read again without the `+`.
      outcome.source = .defaultCountry
      countryCode = try extractCountryCode(&digits, plus: false, defaultTerritory, &outcome)
      if countryCode == 0 {
        throw PhoneParseError(.invalidCountryCode, .unassignedCountryCode)
      }
    }
    let territory: PhoneTerritory?
    if countryCode != 0 {
      territory = store.territory(countryCode: countryCode, region: nil)
    } else {
      territory = defaultTerritory
      countryCode = defaultTerritory?.countryCode ?? 0
    }
    if digits.count < 2 {
      throw PhoneParseError(.tooShortNSN, .nationalNumberTooShort)
    }
    if let territory {
      var potential = digits
      var attempt = outcome
      if stripNationalPrefix(&potential, territory, &attempt) {
        let possibility = plans.lengthPossibility(potential.count, territory.general)
        if possibility != .tooShort && possibility != .isPossibleLocalOnly
          && possibility != .invalidLength
        {
          digits = potential
          outcome = attempt
        }
      }
    }
    if digits.count < 2 {
      throw PhoneParseError(.tooShortNSN, .nationalNumberTooShort)
    }
    if digits.count > Self.maxNSNLength {
      throw PhoneParseError(
        .tooLong, .nationalNumberTooLong(limit: Self.maxNSNLength))
    }
    var number = PhoneNumber.fromNSN(digits, countryCode: countryCode)
    number.extension = ext
    number.preferredDomesticCarrierCode = outcome.number.preferredDomesticCarrierCode
    outcome.number = number
    return outcome
  }

  /// libphonenumber's `maybeExtractCountryCode`: the country code after `+`
  /// or the default region's international prefix (removed from `digits`),
  /// or the default region's code written without them; 0 when the number
  /// is national.
  func extractCountryCode(
    _ digits: inout [UInt8], plus: Bool, _ defaultTerritory: PhoneTerritory?,
    _ outcome: inout PhoneParseOutcome
  ) throws(PhoneParseError) -> Int {
    var countryCode = 0
    // International prefix or '+'.
    if plus {
      outcome.source = .plusSign
    } else if let t = defaultTerritory, let idd = t.internationalPrefix {
      if let end = longestPrefixMatch(store.automaton(idd), digits), end > 0,
        end >= digits.count || digits[end] != 0
      {
        outcome.removedIDD = Self.string(digits[..<end])
        digits.removeFirst(end)
        outcome.source = .idd
      }
    }
    if outcome.source != .defaultCountry {
      if digits.count <= 2 {
        throw PhoneParseError(.tooShortAfterIDD, .tooShortAfterIDD)
      }
      guard let (code, length) = extractCountryCode(digits) else {
        throw PhoneParseError(.invalidCountryCode, .unassignedCountryCode)
      }
      countryCode = code
      digits.removeFirst(length)
    } else if let t = defaultTerritory {
      let ccLength = Self.leadingCode(digits, equals: t.countryCode)
      if ccLength > 0 {
        var potential = Array(digits.dropFirst(ccLength))
        var scratch = PhoneParseOutcome(number: outcome.number, source: .defaultCountry)
        _ = stripNationalPrefix(&potential, t, &scratch)
        if (!store.matchesGeneral(digits, t) && store.matchesGeneral(potential, t))
          || plans.lengthPossibility(digits.count, t.general) == .tooLong
        {
          countryCode = t.countryCode
          digits.removeFirst(ccLength)
          outcome.source = .numberWithoutPlusSign
        }
      }
    }
    return countryCode
  }

  /// The number of digits of `code` when `digits` starts with it, else 0
  /// (compares digit values: no string of the code is built).
  static func leadingCode(_ digits: [UInt8], equals code: Int) -> Int {
    guard code > 0 else { return 0 }
    var length = 0
    var rest = code
    while rest > 0 {
      rest /= 10
      length += 1
    }
    guard digits.count >= length else { return 0 }
    var value = 0
    for i in 0..<length { value = value * 10 + Int(digits[i]) }
    return value == code && digits[0] != 0 ? length : 0
  }

  /// The end of the longest prefix an automaton matches.
  func longestPrefixMatch(_ dfa: PhoneDFA, _ digits: [UInt8]) -> Int? {
    dfa.captures(digits, whole: false)?.end
  }

  /// The country code at the start: the first of 1, 2, 3 digits that is
  /// assigned (libphonenumber's `extractCountryCode`).
  func extractCountryCode(_ digits: [UInt8]) -> (Int, Int)? {
    guard let first = digits.first, first != 0 else { return nil }
    var value = 0
    for i in 0..<min(Self.maxCountryCodeLength, digits.count) {
      value = value * 10 + Int(digits[i])
      if store.regionsByCode[value] != nil { return (value, i + 1) }
    }
    return nil
  }

  /// libphonenumber's `maybeStripNationalPrefixAndCarrierCode`.
  func stripNationalPrefix(
    _ digits: inout [UInt8], _ t: PhoneTerritory, _ outcome: inout PhoneParseOutcome
  ) -> Bool {
    guard !digits.isEmpty, let prefix = t.nationalPrefixForParsing else { return false }
    let dfa = store.automaton(prefix)
    guard let match = dfa.captures(digits, whole: false) else { return false }
    let viableOriginal = store.matchesGeneral(digits, t)
    let groups = match.groups
    let rule = t.nationalPrefixTransformRule
    if rule.isEmpty || (groups.last ?? nil) == nil {
      let rest = Array(digits[match.end...])
      if viableOriginal && !store.matchesGeneral(rest, t) { return false }
      if let first = groups.first, let r = first, !r.isEmpty {
        outcome.number.preferredDomesticCarrierCode = Self.string(digits[r])
      }
      outcome.removedNationalPrefix = Self.string(digits[..<match.end])
      digits = rest
      return true
    }
    let replacement = PhoneNumberingPlans.substitute(rule, digits, groups)
    let transformed = replacement.utf8.map { $0 &- ASCII.zero } + digits[match.end...]
    if viableOriginal && !store.matchesGeneral(transformed, t) { return false }
    if groups.count > 1, let r = groups[0], !r.isEmpty {
      outcome.number.preferredDomesticCarrierCode = Self.string(digits[r])
    }
    outcome.removedNationalPrefix = Self.string(digits[..<match.end])
    outcome.transformRuleOutput = replacement
    digits = transformed
    return true
  }

  /// Digit values as ASCII text, written in place (no intermediate array).
  static func string<C: Collection>(_ digits: C) -> String where C.Element == UInt8 {
    String(unsafeUninitializedCapacity: digits.count) { buffer in
      var i = 0
      for d in digits {
        buffer[i] = d &+ ASCII.zero
        i += 1
      }
      return i
    }
  }
}
