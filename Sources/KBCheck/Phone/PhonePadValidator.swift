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
/// Without either, the region of the `locale` option (`de_DE` → `DE`) serves
/// as the default region, with a `phone.region-from-locale` warning on each
/// number read with it.
///
/// The value is E.164, `+` and at most 15 digits, followed by any post-dial
/// part (`,123`, kept as typed). Without a country code the value is the
/// national digit string, with a `phone.no-country-code` warning.
///
/// With a country code, the number is then checked against its country's
/// numbering plan (``PhoneNumberingPlans/production``, libphonenumber's
/// metadata): possible lengths (`phone.too-short-for-region`,
/// `phone.too-long-for-region`, `phone.invalid-length`,
/// `phone.local-only-length`), assigned ranges (`phone.unknown-range`: an
/// error in the `form` profile, a warning in `lenient`), allowed types and
/// regions. A national prefix removed or rewritten while parsing is reported
/// (`phone.national-prefix-removed`, `phone.national-prefix-transformed`).
///
/// Profiles: `form` (default; `requireValid=true`) and `lenient`
/// (`requireValid=false`: a possible number in no known range passes with a
/// warning).
///
/// Options: `defaultRegion` (ISO 3166 code, any region of the numbering
/// plans, see ``PhoneNumberingPlans/supportedRegions``),
/// `defaultCallingCode` (digits), `locale` (its region is the default
/// region when neither of those is given), `vanity` (map letters to keypad digits,
/// `1-800-FLOWERS`; default `false`: letters are errors),
/// `requireCountryCode` (the missing country code is an error),
/// `requireValid` (the number must be in an assigned range of its plan;
/// default `true`, `false` in `lenient`), `allowedTypes` (comma-separated
/// ``PhoneNumberType`` raw values such as `mobile,fixedLine`; default: all),
/// `allowedRegions` (comma-separated region codes, `001` for
/// non-geographic; default: all). `formatAsYouType` is read by the phone
/// pad's filter only (``InputFilter``).
public struct PhonePadValidator: Validator {
  /// The options the validator was made from.
  public let options: Options
  /// The region whose calling code and trunk prefix apply to national
  /// numbers, resolved from ``Options/defaultRegion``, the region of
  /// ``Options/locale`` (see ``regionFromLocale``) or
  /// ``Options/defaultCallingCode``; `nil` when none is given.
  package let defaultRegion: CallingCodes.Region?
  /// The ISO 3166 code of the default region when given by region (`US`,
  /// uppercased: ``Options/defaultRegion`` or the region of
  /// ``Options/locale``), for the numbering plans; `nil` when only a calling
  /// code or none was given.
  public let defaultRegionCode: String?
  /// The region taken from ``Options/locale`` because no default region or
  /// calling code was given (`DE` for `de_DE`); `nil` otherwise. Numbers
  /// read with it carry a `phone.region-from-locale` warning.
  public let regionFromLocale: String?
  /// ``Options/allowedRegions``, uppercased.
  let allowedRegionCodes: Set<String>?

  /// Creates a validator.
  /// - Parameter options: The default region or calling code, the plan
  ///   checks and the accepted types and regions.
  /// - Throws: ``ConfigurationError`` for an unknown region or calling code,
  ///   or a region and calling code that disagree.
  public init(options: Options = .form) throws(ConfigurationError) {
    self.options = options
    let plans = PhoneNumberingPlans.production
    if let regions = options.allowedRegions {
      for code in regions where code != "001" && plans.countryCode(forRegion: code) == nil {
        throw .badValue("allowedRegions", code, expecting: .regionCodes)
      }
      allowedRegionCodes = Set(regions.map { $0.uppercased() })
    } else {
      allowedRegionCodes = nil
    }
    var regionOption = options.defaultRegion
    var fromLocale: String?
    if regionOption == nil, options.defaultCallingCode == nil, let locale = options.locale,
      let region = Options.region(ofLocale: locale), plans.countryCode(forRegion: region) != nil
    {
      regionOption = region
      fromLocale = region
    }
    regionFromLocale = fromLocale
    var resolved: CallingCodes.Region?
    if let region = regionOption {
      guard let known = CallingCodes.region(region) else {
        throw .badValue(
          "defaultRegion", region, expecting: .defaultRegion(count: plans.supportedRegions.count))
      }
      resolved = known
    }
    defaultRegionCode = regionOption?.uppercased()
    if let code = options.defaultCallingCode {
      guard CallingCodes.assigned.contains(code) else {
        throw .badValue("defaultCallingCode", String(code), expecting: .assignedCallingCode)
      }
      if let region = resolved, region.callingCode != code {
        throw ConfigurationError(
          ConfigurationIssue.callingCodeMismatch(regionCode: region.callingCode, code: code))
      }
      resolved =
        resolved
        ?? CallingCodes.Region(callingCode: code, trunkPrefix: nil, internationalPrefix: "00")
    }
    defaultRegion = resolved
  }

  /// Validates one value.
  /// - Parameter input: The number as typed or pasted.
  /// - Returns: The result; the value is E.164 when a country code is known.
  /// - Complexity: O(*n*).
  public func validate(_ input: String) -> ValidationResult {
    if ValidationResult.isOversized(input) { return .oversized(input) }
    if let uri = PhoneTelURI(input) { return validate(uri, input: input) }
    return validateNumber(input)
  }

  /// Unicode's Alphabetic property, ASCII answered without a lookup (its
  /// Alphabetic scalars are the letters).
  /// - Parameter scalar: The scalar.
  /// - Returns: Whether it is Alphabetic.
  @inline(__always)
  static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? ((scalar.value | 0x20) &- 0x61) < 26 : scalar.properties.isAlphabetic
  }

  /// Unicode's White_Space property, ASCII answered without a lookup (its
  /// White_Space scalars are TAB, LF, VT, FF, CR and the space).
  /// - Parameter scalar: The scalar.
  /// - Returns: Whether it is White_Space.
  @inline(__always)
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? scalar.value == 0x20 || (scalar.value &- 0x09) < 5 : scalar.properties.isWhitespace
  }

  /// Validates one value that is not a `tel:` URI.
  func validateNumber(_ input: String) -> ValidationResult {
    var scan = PhoneScan(vanity: options.vanity)
    var numberPart = input
    var ext = PhoneNumberParser.stripExtension(&numberPart, postDialAware: true)
    if ext != nil {
      // Only word labels (`ext.`, `x`, `;ext=`…) make an extension here: `#`
      // and `~` belong to dial strings (service codes), kept as dialed, and
      // reading them as labels would not give the same value again.
      let wordLabel = input.unicodeScalars.contains(where: Self.isAlphabetic)
      let hasNumber = numberPart.unicodeScalars.contains { !Self.isWhitespace($0) }
      // After a post-dial pause or wait, the digits are dialled, not an
      // extension. (`;ext=` and `* , ; #` are ASCII: found on the bytes.)
      let restEnd =
        PhoneNumberParser.firstByteOffset(of: ";ext=", in: input) ?? input.utf8.count
      let dialChars =
        input.utf8.prefix(restEnd).contains {
          $0 == ASCII.asterisk || $0 == ASCII.comma || $0 == ASCII.semicolon
        }
        || Self.count(of: ASCII.hash, in: input, exceeds: 1)
        || Self.containsHashCharacter(numberPart)
      if dialChars || !wordLabel || !hasNumber {
        ext = nil
        numberPart = input
      }
    }
    scan.run(ext == nil ? input : numberPart)
    var issues = scan.issues
    if scan.scalarCount == 0 {
      return .invalid(
        input, [ValidationIssue(InputIssue.emptyPhone, range: 0..<0)])
    }
    let whole = 0..<scan.scalarCount
    guard !scan.digits.isEmpty else {
      issues.append(
        ValidationIssue(PhoneIssue.noDigits, range: whole))
      return .invalid(input, issues)
    }
    if scan.hasServiceCharacters {
      // A service code (*67, #31#…): kept as the dial string.
      if !issues.hasError {
        issues.append(
          ValidationIssue(PhoneIssue.serviceCode, range: whole))
        return ValidationResult(input: input, value: scan.dialString, issues: issues)
      }
      return .invalid(input, issues)
    }
    var details: PhoneNumberDetails?
    var value: String?
    if let international = internationalDigits(scan) {
      // Character errors come first; the plan is checked on clean input only.
      guard !issues.hasError else {
        return .invalid(input, issues)
      }
      checkPlan(
        international, scan, extensionText: ext, input: input, issues: &issues, details: &details,
        value: &value)
    } else {
      issues.append(
        ValidationIssue(
          PhoneIssue.noCountryCode(required: options.requireCountryCode), range: whole))
      if scan.digits.count > 15 {
        issues.append(
          ValidationIssue(PhoneIssue.tooLong(count: scan.digits.count), range: whole))
      } else if scan.digits.count < 3 {
        issues.append(
          ValidationIssue(PhoneIssue.tooShort, range: whole))
      }
      value =
        String(decoding: scan.digits.map { $0 + ASCII.zero }, as: UTF8.self)
        + (ext.map { ";ext=\($0)" } ?? "")
        + scan.postDial
    }
    let valid = !issues.hasError
    return ValidationResult(
      input: input, value: valid ? value : nil, issues: issues,
      payload: valid ? details.map(ResultPayload.phone) ?? .none : .none)
  }

  /// Whether the byte `byte` occurs in `text` more than `limit` times.
  static func count(of byte: UInt8, in text: String, exceeds limit: Int) -> Bool {
    var seen = 0
    for b in text.utf8 where b == byte {
      seen &+= 1
      if seen > limit { return true }
    }
    return false
  }

  /// Whether `text` holds the `Character` `#` (a `#` byte that a combining
  /// mark does not extend, as in the keycap `#️⃣`). Text without a `#` byte
  /// answers on its bytes; only text with one walks its characters.
  static func containsHashCharacter(_ text: String) -> Bool {
    text.utf8.contains(ASCII.hash) && text.contains("#")
  }

  /// The text the numbering-plan parser reads: `+` and the digits (with a
  /// `(0)` kept: the plan decides whether it is a trunk prefix), `00` read as
  /// `+` when no region is known, or the national digits for the default
  /// region. `nil` when no country code is known.
  private func internationalDigits(_ scan: PhoneScan) -> (text: String, region: String?)? {
    let digits = String(decoding: scan.digits.map { $0 + ASCII.zero }, as: UTF8.self)
    if scan.hasPlus { return ("+" + digits, nil) }
    if let code = defaultRegionCode { return (digits, code) }
    if let region = defaultRegion {
      return (
        digits, PhoneNumberingPlans.production.regions(forCountryCode: region.callingCode).first
      )
    }
    if digits.hasPrefix("00") && digits.count > 2 { return ("+" + digits.dropFirst(2), nil) }
    return nil
  }
}
