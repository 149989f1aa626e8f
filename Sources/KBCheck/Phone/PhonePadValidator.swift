/// Validates phone numbers as typed on `phonePad` or pasted, and gives the
/// E.164 form (`+1 (555) 010-9999` → `+15550109999`).
///
/// Accepted: the pad's keys (`0-9 * # +`, pause `,` and wait `;`), what
/// people paste around them (spaces, NBSP, `-` and Unicode dashes, `.`, `/`,
/// parentheses, bidi marks) and the digits of any script, folded to ASCII.
/// The number is international when it starts with `+` or the international
/// prefix (`00`, or the default region's, such as `011` for US); otherwise
/// the `defaultRegion` / `defaultCallingCode` option supplies the country
/// code and the region's national trunk prefix (`0`, `1` in NANP) is dropped.
///
/// The value is E.164, `+` and at most 15 digits, followed by any post-dial
/// part (`,123`, kept as typed). Without a country code the value is the
/// national digit string, with a `phone.no-country-code` warning.
///
/// What is not checked: whether the number exists or is assignable in its
/// country's numbering plan (lengths per country, area codes, mobile versus
/// fixed line, libphonenumber-level validity). Only the country code is
/// checked against the ITU list.
///
/// Options: `defaultRegion` (ISO 3166 code, see ``CallingCodes/regions``),
/// `defaultCallingCode` (digits), `vanity` (map letters to keypad digits,
/// `1-800-FLOWERS`; default `false`: letters are errors),
/// `requireCountryCode` (the missing country code is an error).
public struct PhonePadValidator: Validator {
  /// The region whose calling code and trunk prefix apply to national
  /// numbers.
  public var defaultRegion: CallingCodes.Region?
  /// Whether letters are mapped to keypad digits.
  public var vanity: Bool
  /// Whether a number without country code is invalid.
  public var requireCountryCode: Bool

  /// The option names this validator reads.
  public static let optionNames = [
    "defaultRegion", "defaultCallingCode", "vanity", "requireCountryCode",
  ]

  /// Creates a validator from a context.
  /// - Parameter context: Options (see the type's documentation); no profile.
  /// - Throws: ``ConfigurationError`` for an unknown option, profile, region
  ///   or calling code.
  public init(context: ValidationContext = ValidationContext()) throws(ConfigurationError) {
    if let profile = context.profile { throw .unknownProfile(profile, known: []) }
    let reader = try context.optionReader(known: PhonePadValidator.optionNames)
    vanity = try reader.bool("vanity") ?? false
    requireCountryCode = try reader.bool("requireCountryCode") ?? false
    if let region = reader.string("defaultRegion") {
      guard let known = CallingCodes.regions[region.uppercased()] else {
        throw .badValue(
          "defaultRegion", region,
          expected:
            "one of \(CallingCodes.regions.keys.sorted().joined(separator: " ")), or give defaultCallingCode"
        )
      }
      defaultRegion = known
    }
    if let raw = reader.string("defaultCallingCode") {
      let digits = raw.hasPrefix("+") ? String(raw.dropFirst()) : raw
      guard let code = Int(digits), CallingCodes.assigned.contains(code) else {
        throw .badValue(
          "defaultCallingCode", raw, expected: "an assigned country calling code such as 1 or 49")
      }
      if let region = defaultRegion, region.callingCode != code {
        throw ConfigurationError(
          "config.conflicting-options",
          "defaultRegion has calling code \(region.callingCode), defaultCallingCode says \(code).")
      }
      defaultRegion =
        defaultRegion
        ?? CallingCodes.Region(callingCode: code, trunkPrefix: nil, internationalPrefix: "00")
    }
  }

  /// Validates one value.
  /// - Parameter input: The number as typed or pasted.
  /// - Returns: The result; the value is E.164 when a country code is known.
  /// - Complexity: O(*n*).
  public func validate(_ input: String) -> ValidationResult {
    var scan = PhoneScan(vanity: vanity)
    scan.run(input)
    var issues = scan.issues
    if scan.scalarCount == 0 {
      return .invalid(
        input, [ValidationIssue(.inputEmpty, message: "Enter a phone number.", range: 0..<0)])
    }
    let whole = 0..<scan.scalarCount
    guard !scan.digits.isEmpty else {
      issues.append(
        ValidationIssue(.phoneNoDigits, message: "A phone number needs digits.", range: whole))
      return .invalid(input, issues)
    }
    if scan.hasServiceCharacters {
      // A service code (*67, #31#…): kept as the dial string.
      if !issues.contains(where: { $0.severity == .error }) {
        issues.append(
          ValidationIssue(
            .phoneServiceCode, severity: .warning,
            message:
              "'*' or '#' make this a service code or dial string, not a phone number; it is kept as dialed.",
            range: whole))
        return ValidationResult(input: input, value: scan.dialString, issues: issues)
      }
      return .invalid(input, issues)
    }
    var details: [JSONMember] = []
    var value: String?
    if let international = internationalDigits(scan) {
      let cc = CallingCodes.countryCode(of: international)
      if international.first == 0 || cc == nil {
        issues.append(
          ValidationIssue(
            .phoneInvalidCountryCode,
            message: international.first == 0
              ? "A country code never starts with 0; remove the extra 0 or the international prefix."
              : "'+\(international.prefix(3).map(String.init).joined())…' does not start with an assigned country calling code.",
            range: whole))
      } else if let cc {
        if international.count > 15 {
          issues.append(
            ValidationIssue(
              .phoneTooLong,
              message:
                "A phone number has at most 15 digits with its country code; this has \(international.count).",
              range: whole))
        } else if international.count - cc.length < 4 {
          issues.append(
            ValidationIssue(
              .phoneTooShort,
              message: "Too few digits after the country code +\(cc.code).", range: whole))
        }
        let e164 = "+" + String(decoding: international.map { $0 + 0x30 }, as: UTF8.self)
        value = e164 + scan.postDial
        details.append(JSONMember("countryCode", .string(String(cc.code))))
        details.append(
          JSONMember(
            "nationalNumber",
            .string(
              String(decoding: international.dropFirst(cc.length).map { $0 + 0x30 }, as: UTF8.self))
          ))
        if !scan.postDial.isEmpty {
          details.append(JSONMember("e164", .string(e164)))
          details.append(JSONMember("postDial", .string(scan.postDial)))
        }
      }
    } else {
      issues.append(
        ValidationIssue(
          .phoneNoCountryCode, severity: requireCountryCode ? .error : .warning,
          message:
            "No country code: start with + and the country code, or configure defaultRegion; the number is kept in national form.",
          range: whole))
      if scan.digits.count > 15 {
        issues.append(
          ValidationIssue(
            .phoneTooLong,
            message: "A phone number has at most 15 digits; this has \(scan.digits.count).",
            range: whole))
      } else if scan.digits.count < 3 {
        issues.append(
          ValidationIssue(
            .phoneTooShort, message: "A phone number has at least 3 digits.", range: whole))
      }
      value = String(decoding: scan.digits.map { $0 + 0x30 }, as: UTF8.self) + scan.postDial
    }
    let valid = !issues.contains { $0.severity == .error }
    return ValidationResult(
      input: input, value: valid ? value : nil, issues: issues, details: valid ? details : [])
  }

  /// The digits after the country code's `+`: given with `+`, after the
  /// international prefix, or the national number behind the default
  /// region's calling code. `nil` when no country code is known.
  private func internationalDigits(_ scan: PhoneScan) -> [UInt8]? {
    if scan.hasPlus { return scan.digitsDroppingTrunkZero }
    let intl = (defaultRegion?.internationalPrefix ?? "00").utf8.map { $0 - 0x30 }
    if scan.digits.starts(with: intl) && scan.digits.count > intl.count {
      return Array(scan.digits.dropFirst(intl.count))
    }
    guard let region = defaultRegion else { return nil }
    var national = scan.digits[...]
    if let trunk = region.trunkPrefix?.utf8.map({ $0 - 0x30 }), national.starts(with: trunk) {
      // NANP: a leading 1 is the trunk prefix only before ten digits.
      if region.callingCode != 1 || national.count == 11 {
        national = national.dropFirst(trunk.count)
      }
    }
    return String(region.callingCode).utf8.map { $0 - 0x30 } + national
  }
}
