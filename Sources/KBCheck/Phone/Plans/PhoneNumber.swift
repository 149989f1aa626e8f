/// A parsed phone number (libphonenumber's `PhoneNumber` message).
public struct PhoneNumber: Sendable, Hashable, Codable {
  /// The country calling code (`1`, `44`, `800`…).
  public var countryCode: Int
  /// The national significant number without its leading zeros (as
  /// libphonenumber stores it; see ``italianLeadingZero``).
  public var nationalNumber: UInt64
  /// Whether the national significant number starts with zeros that are
  /// part of it (Italy's fixed lines, `+39 06…`).
  public var italianLeadingZero: Bool
  /// How many leading zeros; default 1, meaningful only when
  /// ``italianLeadingZero`` is true.
  public var numberOfLeadingZeros: Int
  /// The extension (`123` in `… ext. 123`), or `nil`.
  public var `extension`: String?
  /// The carrier code found while removing the national prefix (Brazil,
  /// Colombia), or `nil`.
  public var preferredDomesticCarrierCode: String?

  /// Creates a number.
  /// - Parameters:
  ///   - countryCode: The country calling code.
  ///   - nationalNumber: The national number without leading zeros.
  ///   - italianLeadingZero: Whether leading zeros belong to the number.
  ///   - numberOfLeadingZeros: How many (default 1).
  ///   - extension: The extension, if any.
  public init(
    countryCode: Int, nationalNumber: UInt64, italianLeadingZero: Bool = false,
    numberOfLeadingZeros: Int = 1,
    extension: String? = nil
  ) {
    self.countryCode = countryCode
    self.nationalNumber = nationalNumber
    self.italianLeadingZero = italianLeadingZero
    self.numberOfLeadingZeros = numberOfLeadingZeros
    self.extension = `extension`
  }

  /// The national significant number with its leading zeros (`0612345678`).
  public var nationalSignificantNumber: String {
    let (zeros, length) = nsnShape
    return String(unsafeUninitializedCapacity: zeros + length) { buffer in
      writeNSN(into: buffer, zeros: zeros, length: length, offset: 0x30)
    }
  }

  /// The E.164 form: `+`, the country code and the national significant number.
  public var e164: String {
    guard countryCode >= 0 else { return "+\(countryCode)\(nationalSignificantNumber)" }
    let (zeros, length) = nsnShape
    let codeLength = Self.decimalLength(UInt64(countryCode))
    // Written in place: no intermediate strings (E.164 numbers are short
    // enough to be stored inline, so usually no allocation at all).
    return String(unsafeUninitializedCapacity: 1 + codeLength + zeros + length) { buffer in
      buffer[0] = UInt8(ascii: "+")
      var code = countryCode
      for i in stride(from: codeLength, through: 1, by: -1) {
        buffer[i] = UInt8(code % 10) &+ ASCII.zero
        code /= 10
      }
      let rest = UnsafeMutableBufferPointer(rebasing: buffer[(1 + codeLength)...])
      return 1 + codeLength + writeNSN(into: rest, zeros: zeros, length: length, offset: 0x30)
    }
  }

  /// The national significant number as digit values 0–9 (one allocation,
  /// no intermediate string).
  var nsnDigits: [UInt8] {
    let (zeros, length) = nsnShape
    return [UInt8](unsafeUninitializedCapacity: zeros + length) { buffer, count in
      count = writeNSN(into: buffer, zeros: zeros, length: length, offset: 0)
    }
  }

  /// The length of ``nationalSignificantNumber`` (its ASCII digits), without
  /// making the string.
  var nsnLength: Int {
    let (zeros, length) = nsnShape
    return zeros + length
  }

  /// The length of the country code written in decimal (`String(countryCode)`),
  /// without making the string.
  var countryCodeLength: Int {
    countryCode >= 0 ? Self.decimalLength(UInt64(countryCode)) : String(countryCode).utf8.count
  }

  /// How many leading zeros and how many digits of ``nationalNumber`` the
  /// national significant number has.
  private var nsnShape: (zeros: Int, length: Int) {
    (italianLeadingZero ? max(numberOfLeadingZeros, 0) : 0, Self.decimalLength(nationalNumber))
  }

  /// The number of decimal digits of a value (1 for 0).
  private static func decimalLength(_ value: UInt64) -> Int {
    var value = value
    var length = 1
    while value >= 10 {
      value /= 10
      length += 1
    }
    return length
  }

  /// Writes the zeros then the digits of ``nationalNumber``, each plus
  /// `offset` (0 for digit values, 0x30 for ASCII); returns the count.
  private func writeNSN(
    into buffer: UnsafeMutableBufferPointer<UInt8>, zeros: Int, length: Int, offset: UInt8
  ) -> Int {
    for i in 0..<zeros { buffer[i] = offset }
    var value = nationalNumber
    for i in stride(from: zeros + length - 1, through: zeros, by: -1) {
      buffer[i] = UInt8(value % 10) &+ offset
      value /= 10
    }
    return zeros + length
  }
}

/// The type of a number in its plan (libphonenumber's `PhoneNumberType`).
public enum PhoneNumberType: String, Sendable, Hashable, Codable, CaseIterable {
  /// A geographic fixed line.
  case fixedLine
  /// A mobile number.
  case mobile
  /// A number the plan does not tell apart as fixed or mobile (NANP).
  case fixedLineOrMobile
  /// Free to the caller.
  case tollFree
  /// Charged above the normal rate.
  case premiumRate
  /// Cost shared between caller and recipient.
  case sharedCost
  /// Voice over IP.
  case voip
  /// A personal number, routed to another line.
  case personalNumber
  /// A pager.
  case pager
  /// A universal access number (a company's single number).
  case uan
  /// A voicemail access number.
  case voicemail
  /// Not in any range of the plan.
  case unknown

  /// The type's element name in the XML metadata.
  var metadataName: String? {
    switch self {
    case .fixedLineOrMobile, .unknown: nil
    default: rawValue
    }
  }
}

/// Whether a number's length can be right (libphonenumber's `ValidationResult`).
public enum PhoneNumberPossibility: String, Sendable, Hashable, Codable {
  /// A possible length for the country.
  case isPossible
  /// A length only dialled locally (without the area code).
  case isPossibleLocalOnly
  /// The country code is not assigned.
  case invalidCountryCode
  /// Shorter than every possible length.
  case tooShort
  /// Between possible lengths but not one of them.
  case invalidLength
  /// Longer than every possible length.
  case tooLong
}

/// The ways to write a number.
public enum PhoneNumberFormat: String, Sendable, Hashable, Codable, CaseIterable {
  /// `+12015550123`.
  case e164
  /// `+1 201-555-0123`.
  case international
  /// `(201) 555-0123`.
  case national
  /// `tel:+1-201-555-0123` (RFC 3966).
  case rfc3966
}

/// Why a text is not a phone number (libphonenumber's `ErrorType`).
public struct PhoneParseError: Error, Sendable, Hashable {
  /// The kind of failure.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// No country code could be found or it is not assigned.
    case invalidCountryCode
    /// The text does not look like a phone number.
    case notANumber
    /// Too few digits after the international prefix.
    case tooShortAfterIDD
    /// Too few digits for a national significant number.
    case tooShortNSN
    /// Too long (more than 250 characters, or more than 17 national digits).
    case tooLong
  }
  /// The kind of failure.
  public var kind: Kind
  /// A sentence for the user, in English.
  public var message: String
  /// The issue the parser's own errors are reported with (`nil` for an
  /// error made with a `message`).
  let issue: PhoneIssue?

  /// Creates an error.
  /// - Parameters:
  ///   - kind: The kind of failure.
  ///   - message: A sentence for the user.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
    self.issue = nil
  }

  /// Creates an error reported with a phone issue (its code is the
  /// kind's ``Kind/issueCode``); the message is the issue's English one.
  /// - Parameters:
  ///   - kind: The kind of failure.
  ///   - issue: The issue.
  init(_ kind: Kind, _ issue: PhoneIssue) {
    self.kind = kind
    self.issue = issue
    self.message = issue.english
  }
}

extension PhoneParseError.Kind {
  /// The issue code ``PhonePadValidator`` reports this failure with.
  var issueCode: ValidationIssue.Code {
    switch self {
    case .invalidCountryCode: .phoneInvalidCountryCode
    case .tooLong: .phoneTooLong
    case .tooShortAfterIDD, .tooShortNSN, .notANumber: .phoneTooShort
    }
  }
}
