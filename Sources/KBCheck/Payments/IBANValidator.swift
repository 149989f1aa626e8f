/// Validates an IBAN (ISO 13616-1): a country of the SWIFT IBAN registry,
/// that country's length and BBAN structure, and the check digits (ISO/IEC
/// 7064 MOD 97-10). Spaces (the print form's groups of four) are allowed
/// and dropped; lower-case letters are read as upper-case. The value is the
/// electronic form (no spaces, upper case); the details give the country,
/// the check digits, the BBAN, the bank code and the print form.
public struct IBANValidator: Validator {
  /// What the validator accepts.
  public struct Options: Sendable, Hashable {
    /// The countries accepted; `nil` accepts every registry country.
    public var acceptedCountries: Set<String>?

    /// Creates options.
    /// - Parameter acceptedCountries: The accepted country codes, or `nil`.
    public init(acceptedCountries: Set<String>? = nil) {
      self.acceptedCountries = acceptedCountries
    }

    /// The option names: `countries` (`DE,AT,CH`).
    public static let settingNames = ["countries"]

    /// Reads the options from `name=value` settings.
    /// - Parameters:
    ///   - settings: `countries`.
    ///   - profile: Must be `nil`.
    /// - Throws: ``ConfigurationError`` for an unknown option or country.
    public init(settings: [String: String], profile: String? = nil) throws(ConfigurationError) {
      if let profile { throw .unknownProfile(profile, known: []) }
      let reader = try Settings(settings, known: Options.settingNames)
      if let codes = reader.list("countries") {
        var accepted = Set<String>()
        for code in codes {
          guard IBANRegistry.country(code.uppercased()) != nil else {
            throw .badValue("countries", code, expecting: .ibanCountries)
          }
          accepted.insert(code.uppercased())
        }
        acceptedCountries = accepted
      }
    }
  }

  /// The options.
  public let options: Options

  /// Creates the validator.
  /// - Parameter options: The accepted countries.
  public init(options: Options = Options()) { self.options = options }

  /// Validates an IBAN.
  /// - Parameter input: The IBAN, electronic or print form.
  /// - Returns: The verdict; the value is the electronic form.
  /// - Complexity: O(*n*) in the length of `input`.
  public func validate(_ input: String) -> ValidationResult {
    // The print form's spaces; dashes and dots of pasted national
    // spellings (`ES15-0049-…`, `NO 44 1850.05.14562`); not a minus sign.
    let found: PaymentCharacters
    switch PaymentCharacters.read(
      input, field: .iban, asciiDigitsOnly: false, skips: { $0 != "\u{2212}" })
    {
    case .read(let read): found = read
    case .refused(let result): return result
    }
    let (chars, offsets, count) = (found.bytes, found.offsets, found.scalarCount)
    let whole = 0..<count
    let code = String(decoding: chars.prefix(2), as: UTF8.self)
    guard chars.count >= 2, let country = IBANRegistry.country(code) else {
      return .invalid(
        input,
        [
          ValidationIssue(
            PaymentIssue.ibanCountry(code), range: 0..<(offsets.count > 1 ? offsets[1] + 1 : count))
        ])
    }
    if let accepted = options.acceptedCountries, !accepted.contains(code) {
      return .invalid(
        input, [ValidationIssue(PaymentIssue.ibanCountryNotAccepted(code), range: whole)])
    }
    guard chars.count == country.length else {
      return .invalid(
        input,
        [
          ValidationIssue(
            PaymentIssue.ibanLength(country: code, expected: country.length, count: chars.count),
            range: whole)
        ])
    }
    var issues: [ValidationIssue] = []
    for i in 2..<4 where !BBANCharacterKind.digit.matches(chars[i]) {
      issues.append(
        ValidationIssue(
          PaymentIssue.ibanStructure(country: code, position: i + 1, expected: .digit),
          at: offsets[i]))
      break
    }
    for (i, kind) in country.bbanKinds.enumerated() where !kind.matches(chars[i + 4]) {
      issues.append(
        ValidationIssue(
          PaymentIssue.ibanStructure(country: code, position: i + 5, expected: kind),
          at: offsets[i + 4]))
      break
    }
    // ISO 13616-1: the check digits are 98 minus the remainder, so 02 to
    // 98; 00, 01 and 99 are never issued even where MOD 97-10 holds.
    let checkDigits = Int(chars[2] &- ASCII.zero) * 10 + Int(chars[3] &- ASCII.zero)
    if issues.isEmpty && (IBANValidator.mod97(chars) != 1 || !(2...98).contains(checkDigits)) {
      issues.append(
        ValidationIssue(PaymentIssue.ibanCheckDigits, range: offsets[2]..<(offsets[3] + 1)))
    }
    let electronic = String(decoding: chars, as: UTF8.self)
    return ValidationResult(
      input: input, value: issues.isEmpty ? electronic : nil, issues: issues,
      contentDetails: IBANDetails(electronic: electronic, country: country))
  }

  /// The remainder mod 97 of the IBAN with its first four characters moved
  /// to the end and letters as 10–35 (ISO 13616-1 §7, ISO/IEC 7064 MOD
  /// 97-10).
  /// - Parameter chars: Upper-case ASCII letters and digits.
  /// - Returns: The remainder; 1 for a valid IBAN.
  /// - Complexity: O(*n*).
  static func mod97(_ chars: some RandomAccessCollection<UInt8>) -> Int {
    var remainder = 0
    for byte in chars.dropFirst(4) { remainder = mod97Step(remainder, byte) }
    for byte in chars.prefix(4) { remainder = mod97Step(remainder, byte) }
    return remainder
  }

  /// What one pass over an IBAN in electronic form finds: which BBAN
  /// characters are digits and the MOD 97-10 remainder.
  struct ElectronicScan {
    /// Bit *i* set: BBAN character *i* (the IBAN's character 4 + *i*) is a
    /// digit (the others are letters).
    var digits: UInt64
    /// ``IBANValidator/mod97(_:)`` of the IBAN; 1 for a valid one.
    var remainder: Int
  }

  /// One pass over an IBAN's characters: whether its BBAN holds only
  /// upper-case ASCII letters and digits, which of them are digits, and
  /// the MOD 97-10 remainder (``mod97(_:)``). Eight BBAN digits in a row
  /// are read as one number from their word (three multiplies); other
  /// characters one by one.
  /// - Parameter chars: 5 to 64 bytes, the first four upper-case ASCII
  ///   letters or digits.
  /// - Returns: The scan, or `nil` when a BBAN byte is neither.
  @inline(__always)
  static func scanElectronic(_ chars: UnsafeBufferPointer<UInt8>) -> ElectronicScan? {
    guard let base = chars.baseAddress else { return nil }
    let count = chars.count
    var digits: UInt64 = 0
    // Below 97 between chunks; a chunk of at most eight characters adds at
    // most sixteen decimal digits: below 97 × 10^16, within 64 bits.
    var remainder: UInt64 = 0
    var valid = true
    @inline(__always) func append(_ byte: UInt8, at i: Int) {
      let digit = byte &- ASCII.zero
      let letter = byte &- ASCII.upperA
      let isDigit = digit < 10
      valid = valid && (isDigit || letter < 26)
      digits |= (isDigit ? 1 : 0) << UInt64(i &- 4)
      remainder = remainder &* (isDigit ? 10 : 100) &+ UInt64(isDigit ? digit : letter &+ 10)
    }
    var i = 4
    while i &+ 8 <= count {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
      if DigitWord.isDigits(word) {
        remainder = (remainder &* 100_000_000 &+ DigitWord.value(word)) % 97
        digits |= 0xFF << UInt64(i &- 4)
      } else {
        for j in i..<(i &+ 8) { append(chars[j], at: j) }
        remainder %= 97
      }
      i &+= 8
    }
    while i < count {
      append(chars[i], at: i)
      i &+= 1
    }
    remainder %= 97
    guard valid else { return nil }
    // The first four characters, moved to the end.
    for j in 0..<4 {
      let byte = chars[j]
      let digit = byte &- ASCII.zero
      remainder =
        digit < 10 ? remainder &* 10 &+ UInt64(digit) : remainder &* 100 &+ UInt64(byte &- 55)
    }
    return ElectronicScan(digits: digits, remainder: Int(remainder % 97))
  }

  /// The remainder after appending one character (a letter as two digits).
  @inline(__always) private static func mod97Step(_ remainder: Int, _ byte: UInt8) -> Int {
    byte >= ASCII.upperA
      ? (remainder * 100 + Int(byte - ASCII.upperA + 10)) % 97
      : (remainder * 10 + Int(byte - ASCII.zero)) % 97
  }
}

extension IBANValidator: CleanLineValidator {
  /// Yes: its clean lines are card or IBAN lines.
  package var decidesPaymentLines: Bool { true }

  /// A line already in electronic form (upper-case ASCII letters and
  /// digits, no space) of an accepted registry country, of its length and
  /// BBAN structure: the IBAN as a ``CleanLine``, valid when its check
  /// digits are 02–98 and pass MOD 97-10 (what `validate` answers for it is
  /// valid with no issue, its value the line), else
  /// ``CleanLine/ibanCheckDigits(_:)`` (invalid, with the one issue
  /// `validate` reports). Every other line takes the full path.
  package func cleanLine(_ bytes: UnsafeBufferPointer<UInt8>) -> CleanLine? {
    guard bytes.count >= 5 && bytes.count <= 34 else { return nil }
    let a = bytes[0] &- ASCII.upperA
    let b = bytes[1] &- ASCII.upperA
    guard a < 26, b < 26 else { return nil }
    let lane = IBANRegistry.lane
    let position = Int(lane.positions[Int(a) &* 26 &+ Int(b)])
    guard position >= 0 else { return nil }
    let facts = lane.facts[position]
    guard bytes.count == facts.length else { return nil }
    if let accepted = options.acceptedCountries,
      !accepted.contains(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[..<2]), as: UTF8.self))
    {
      return nil
    }
    guard bytes[2] &- ASCII.zero < 10, bytes[3] &- ASCII.zero < 10 else { return nil }
    guard let scan = IBANValidator.scanElectronic(bytes), facts.hasStructure(digits: scan.digits)
    else { return nil }
    let checkDigits = Int(bytes[2] &- ASCII.zero) * 10 + Int(bytes[3] &- ASCII.zero)
    guard (2...98).contains(checkDigits), scan.remainder == 1 else {
      // A mistyped character: invalid with the one issue the full path gives.
      return .ibanCheckDigits(IBANRegistry.Index(position))
    }
    return .iban(IBANRegistry.Index(position))
  }
}

/// What an IBAN's result tells: its country, check digits, BBAN, bank and
/// branch codes, and its electronic and print forms.
public struct IBANDetails: ContentDetails {
  /// The electronic form: no spaces, upper case.
  public var electronic: String
  /// The country code.
  public var country: String
  /// The bank identifier, if the registry locates it.
  public var bankCode: String?
  /// The branch identifier, if any.
  public var branchCode: String?
  /// Whether the country is in the SEPA zone.
  public var isSEPA: Bool

  /// Creates the details of an IBAN of `country`'s length.
  /// - Parameters:
  ///   - electronic: The electronic form.
  ///   - country: Its registry country.
  init(electronic: String, country: IBANCountry) {
    self.electronic = electronic
    self.country = country.code
    let bban = Array(electronic.utf8.dropFirst(4))
    func slice(_ range: Range<Int>?) -> String? {
      guard let range, range.upperBound <= bban.count else { return nil }
      return String(decoding: bban[range], as: UTF8.self)
    }
    bankCode = slice(country.bankCode)
    branchCode = slice(country.branchCode)
    isSEPA = country.isSEPA
  }

  /// The check digits (characters 3 and 4).
  public var checkDigits: String { String(electronic.dropFirst(2).prefix(2)) }
  /// The BBAN: everything after the check digits.
  public var bban: String { String(electronic.dropFirst(4)) }
  /// The print form: groups of four separated by spaces.
  public var printed: String { IBANDetails.groupsOfFour(electronic) }

  /// Text in groups of four.
  static func groupsOfFour(_ text: String) -> String {
    var out = ""
    for (i, character) in text.enumerated() {
      if i > 0 && i % 4 == 0 { out.append(" ") }
      out.append(character)
    }
    return out
  }

  /// `iban`.
  package static var contentTypes: [ContentType] { [.iban] }

  /// Reads `electronic` and `country`; the rest follows from the registry.
  /// - Parameter members: The members.
  package init?(members: [JSONMember]) {
    guard let electronic = members[member: "electronic"]?.stringValue,
      let code = members[member: "country"]?.stringValue,
      let country = IBANRegistry.country(code)
    else { return nil }
    self.init(electronic: electronic, country: country)
  }

  /// `country`, `checkDigits`, `bban`, `bankCode`, `branchCode`, `sepa`,
  /// `electronic`, `print`.
  /// - Parameter out: Where the members go.
  package func writeJSONMembers(to out: some JSONOutput) {
    out.writeMember("country", country)
    out.writeMember("checkDigits", checkDigits)
    out.writeMember("bban", bban)
    out.writeMember("bankCode", bankCode)
    out.writeMember("branchCode", branchCode)
    out.writeMember("sepa", isSEPA)
    out.writeMember("electronic", electronic)
    out.writeMember("print", printed)
  }
}

extension ValidationResult {
  /// The IBAN details of an `iban` result whose country and length are
  /// right; `nil` otherwise.
  public var iban: IBANDetails? { contentDetails(as: IBANDetails.self) }
}
