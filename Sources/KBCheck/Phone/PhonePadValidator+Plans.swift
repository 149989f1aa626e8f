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
        ValidationIssue(
          .phoneTooLong, variant: "e164", arguments: ["count": String(e164.utf8.count - 1)],
          range: whole))
      return
    }
    let offsets = digitOffsets(input)
    func digitRange(_ from: Int, _ count: Int) -> Range<Int> {
      guard count > 0, from >= 0, from + count - 1 < offsets.count else { return whole }
      return offsets[from]..<(offsets[from + count - 1] + 1)
    }
    let ccLength = String(number.countryCode).count
    let nationalStart: Int
    switch outcome.source {
    case .plusSign, .numberWithoutPlusSign: nationalStart = ccLength
    case .idd: nationalStart = (outcome.removedIDD?.count ?? 0) + ccLength
    case .defaultCountry: nationalStart = 0
    }
    if let assumed = regionFromLocale, outcome.source == .defaultCountry || outcome.source == .idd {
      issues.append(
        ValidationIssue(
          .phoneRegionFromLocale, severity: .warning,
          arguments: ["region": assumed, "locale": locale ?? assumed], range: whole))
    }
    if let removed = outcome.removedNationalPrefix {
      let range = digitRange(nationalStart, removed.count)
      if let written = outcome.transformRuleOutput {
        issues.append(
          ValidationIssue(
            .phoneNationalPrefixTransformed, severity: .warning,
            arguments: [
              "prefix": removed, "written": written, "countryCode": String(number.countryCode),
            ], range: range))
      } else {
        issues.append(
          ValidationIssue(
            .phoneNationalPrefixRemoved, severity: .warning, arguments: ["prefix": removed],
            range: range))
      }
    }
    if let ext = extensionText {
      issues.append(
        ValidationIssue(
          .phoneExtension, severity: .warning, arguments: ["extension": ext],
          range: scan.scalarCount..<input.unicodeScalars.count))
    }
    let nsnRange = digitRange(nationalStart, scan.digits.count - nationalStart)
    let (numberRegion, type) = plans.classify(number)
    let valid = type != .unknown
    // A valid number has no length issue (the possibility uses the main
    // region's lengths: CA's 7-digit UAN is local-only in US).
    let possibility = valid ? .isPossible : plans.possibility(number)
    let nsnLength = number.nationalSignificantNumber.count
    var lengthArguments: MessageArguments {
      ["countryCode": String(number.countryCode), "length": String(nsnLength)]
    }
    switch possibility {
    case .tooShort:
      issues.append(
        ValidationIssue(
          .phoneTooShortForRegion, arguments: lengthArguments, range: nsnRange))
    case .tooLong:
      issues.append(
        ValidationIssue(
          .phoneTooLongForRegion, arguments: lengthArguments, range: nsnRange))
    case .invalidLength:
      issues.append(
        ValidationIssue(
          .phoneInvalidLength, arguments: lengthArguments, range: nsnRange))
    case .isPossibleLocalOnly:
      issues.append(
        ValidationIssue(
          .phoneLocalOnlyLength, range: nsnRange))
    case .invalidCountryCode:
      issues.append(
        ValidationIssue(
          .phoneInvalidCountryCode, arguments: ["countryCode": String(number.countryCode)],
          range: whole))
    case .isPossible:
      break
    }
    if !valid, let again = try? plans.parse(e164, defaultRegion: nil), again.e164 != e164 {
      // Not a fixed point: E.164 digits the plan would read with a national
      // prefix (DE `+49 0049…`); no valid number does that.
      issues.append(
        ValidationIssue(
          .phoneNationalPrefixInNumber,
          arguments: [
            "countryCode": String(number.countryCode), "e164": e164, "readAs": again.e164,
          ], range: nsnRange))
      return
    }
    if possibility == .isPossible && !valid {
      issues.append(
        ValidationIssue(
          .phoneUnknownRange, severity: requireValid ? .error : .warning,
          variant: requireValid ? nil : "kept",
          arguments: [
            "countryCode": String(number.countryCode),
            "number": number.nationalSignificantNumber,
          ], range: nsnRange))
    }
    if valid, outcome.source == .defaultCountry, let r = region,
      plans.countryCode(forRegion: r) == number.countryCode,
      !plans.isValid(number, forRegion: r)
    {
      issues.append(
        ValidationIssue(
          .phoneInvalidForRegion, severity: .warning,
          variant: numberRegion == nil ? "unknown-region" : nil,
          arguments: [
            "numberRegion": numberRegion ?? "", "countryCode": String(number.countryCode),
            "region": r,
          ], range: nsnRange))
    }
    if let allowed = allowedTypes, valid {
      let ok =
        allowed.contains(type)
        || (type == .fixedLineOrMobile
          && (allowed.contains(.fixedLine) || allowed.contains(.mobile)))
      if !ok {
        issues.append(
          ValidationIssue(
            .phoneTypeNotAllowed,
            arguments: [
              "type": type.rawValue,
              "allowed": allowed.map(\.rawValue).sorted().joined(separator: ", "),
            ], range: nsnRange))
      }
    }
    if let allowed = allowedRegions, !allowed.contains(numberRegion ?? "") {
      issues.append(
        ValidationIssue(
          .phoneRegionNotAllowed, variant: numberRegion == nil ? "unknown-region" : nil,
          arguments: [
            "region": numberRegion ?? "", "allowed": allowed.sorted().joined(separator: ", "),
          ], range: whole))
    }
    value = e164 + (number.extension.map { ";ext=\($0)" } ?? "") + scan.postDial
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
        || (vanity && PhoneNumberParser.keypadDigit(s) != nil)
      {
        offsets.append(offset)
      }
    }
    return offsets
  }

  static func issue(for error: PhoneParseError, range: Range<Int>) -> ValidationIssue {
    ValidationIssue(
      error.kind.issueCode, variant: error.variant, arguments: error.arguments, range: range)
  }
}
