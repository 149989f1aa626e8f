extension PhonePadValidator {
  /// Parses with the numbering plans and reports what the plan says.
  func checkPlan(
    _ international: (text: String, region: String?), _ scan: PhoneScan, extensionText: String?,
    input: String,
    issues: inout [ValidationIssue], details: inout PhoneNumberDetails?, value: inout String?
  ) {
    let plans = PhoneNumberingPlans.production
    let whole = 0..<scan.scalarCount
    var region = international.region
    if let r = region, plans.countryCode(forRegion: r) == nil {
      region = defaultRegion.flatMap { plans.regions(forCountryCode: $0.callingCode).first }
    }
    let outcome: PhoneParseOutcome
    do {
      outcome = try plans.parseWithOutcome(international.text, defaultRegion: region)
    } catch {
      issues.append(Self.issue(for: error, range: whole))
      return
    }
    var number = outcome.number
    number.extension = extensionText
    let e164 = number.e164
    if e164.utf8.count - 1 > 15 {
      issues.append(
        ValidationIssue(PhoneIssue.tooLongForE164(count: e164.utf8.count - 1), range: whole))
      return
    }
    // The digits' offsets only place issues: found when the first one does.
    var knownOffsets: [Int]?
    func digitRange(_ from: Int, _ count: Int) -> Range<Int> {
      let offsets = knownOffsets ?? digitOffsets(input)
      knownOffsets = offsets
      guard count > 0, from >= 0, from + count - 1 < offsets.count else { return whole }
      return offsets[from]..<(offsets[from + count - 1] + 1)
    }
    let ccLength = number.countryCodeLength
    let nationalStart: Int
    switch outcome.source {
    case .plusSign, .numberWithoutPlusSign: nationalStart = ccLength
    case .idd: nationalStart = (outcome.removedIDD?.count ?? 0) + ccLength
    case .defaultCountry: nationalStart = 0
    }
    if let assumed = regionFromLocale, outcome.source == .defaultCountry || outcome.source == .idd {
      issues.append(
        ValidationIssue(
          PhoneIssue.regionFromLocale(region: assumed, locale: options.locale ?? assumed),
          range: whole))
    }
    if let removed = outcome.removedNationalPrefix {
      let range = digitRange(nationalStart, removed.count)
      if let written = outcome.transformRuleOutput {
        issues.append(
          ValidationIssue(
            PhoneIssue.nationalPrefixTransformed(
              removed, written: written, countryCode: number.countryCode),
            range: range))
      } else {
        issues.append(
          ValidationIssue(PhoneIssue.nationalPrefixRemoved(removed), range: range))
      }
    }
    if let ext = extensionText {
      issues.append(
        ValidationIssue(
          PhoneIssue.extension(ext), range: scan.scalarCount..<input.unicodeScalars.count))
    }
    func nsnRange() -> Range<Int> { digitRange(nationalStart, scan.digits.count - nationalStart) }
    let (numberRegion, type) = plans.classify(number)
    let valid = type != .unknown
    // A valid number has no length issue (the possibility uses the main
    // region's lengths: CA's 7-digit UAN is local-only in US).
    let possibility = valid ? .isPossible : plans.possibility(number)
    let nsnLength = number.nsnLength
    switch possibility {
    case .tooShort:
      issues.append(
        ValidationIssue(
          PhoneIssue.tooShortForRegion(countryCode: number.countryCode, length: nsnLength),
          range: nsnRange()))
    case .tooLong:
      issues.append(
        ValidationIssue(
          PhoneIssue.tooLongForRegion(countryCode: number.countryCode, length: nsnLength),
          range: nsnRange()))
    case .invalidLength:
      issues.append(
        ValidationIssue(
          PhoneIssue.invalidLength(countryCode: number.countryCode, length: nsnLength),
          range: nsnRange()))
    case .isPossibleLocalOnly:
      issues.append(
        ValidationIssue(PhoneIssue.localOnlyLength, range: nsnRange()))
    case .invalidCountryCode:
      issues.append(
        ValidationIssue(PhoneIssue.invalidCountryCode(number.countryCode), range: whole))
    case .isPossible:
      break
    }
    if !valid, let again = try? plans.parse(e164, defaultRegion: nil), again.e164 != e164 {
      // Not a fixed point: E.164 digits the plan would read with a national
      // prefix (DE `+49 0049…`); no valid number does that.
      issues.append(
        ValidationIssue(
          PhoneIssue.nationalPrefixInNumber(
            countryCode: number.countryCode, e164: e164, readAs: again.e164),
          range: nsnRange()))
      return
    }
    if possibility == .isPossible && !valid {
      issues.append(
        ValidationIssue(
          PhoneIssue.unknownRange(
            countryCode: number.countryCode, number: number.nationalSignificantNumber,
            kept: !options.requireValid),
          range: nsnRange()))
    }
    // The number is valid in its own region: only another region of its
    // country code (CA for a US number) needs the check.
    if valid, outcome.source == .defaultCountry, let r = region, r != numberRegion,
      plans.countryCode(forRegion: r) == number.countryCode,
      !plans.isValid(number, forRegion: r)
    {
      issues.append(
        ValidationIssue(
          PhoneIssue.invalidForRegion(
            numberRegion: numberRegion, countryCode: number.countryCode, region: r),
          range: nsnRange()))
    }
    if let allowed = options.allowedTypes, valid {
      let ok =
        allowed.contains(type)
        || (type == .fixedLineOrMobile
          && (allowed.contains(.fixedLine) || allowed.contains(.mobile)))
      if !ok {
        issues.append(
          ValidationIssue(PhoneIssue.typeNotAllowed(type, allowed: allowed), range: nsnRange()))
      }
    }
    if let allowed = allowedRegionCodes, !allowed.contains(numberRegion ?? "") {
      issues.append(
        ValidationIssue(PhoneIssue.regionNotAllowed(numberRegion, allowed: allowed), range: whole))
    }
    // Most numbers have neither an extension nor post-dial digits: the
    // E.164 string itself, no concatenation.
    if number.extension == nil && scan.postDial.isEmpty {
      value = e164
    } else {
      value = e164 + (number.extension.map { ";ext=\($0)" } ?? "") + scan.postDial
    }
    // The written forms (international, national, RFC 3966) are made when read.
    details = PhoneNumberDetails(
      number: number, e164: e164, region: numberRegion, type: type, inAssignedRange: valid,
      postDial: scan.postDial, metadataVersion: plans.metadataVersion)
  }

  /// The scalar offset of each digit (and vanity letter) of the input.
  private func digitOffsets(_ input: String) -> [Int] {
    var offsets: [Int] = []
    for (offset, s) in input.unicodeScalars.enumerated() {
      if PhoneNumberParser.digitValue(s) != nil
        || (options.vanity && PhoneNumberParser.keypadDigit(s) != nil)
      {
        offsets.append(offset)
      }
    }
    return offsets
  }

  static func issue(for error: PhoneParseError, range: Range<Int>) -> ValidationIssue {
    guard let issue = error.issue else {
      return ValidationIssue(error.kind.issueCode, message: error.message, range: range)
    }
    return ValidationIssue(issue, range: range)
  }
}
