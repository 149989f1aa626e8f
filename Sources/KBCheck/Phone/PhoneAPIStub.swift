// STUB: remove on merge. A throwaway stand-in for the phone engine's public API
// (/work/briefs/phone-shared-api.md, as built on branch `phone`) so that the
// conformance harness (Tests/KBCheckTests/PhoneConformance) and the phone
// benchmarks type-check on branch phone-tests alone. Its metadataVersion starts
// with "stub", which disables the conformance suites. Drop this commit when
// merging; the engine provides every symbol below.

/// Stub of the engine's numbering plans (drop on merge).
public struct PhoneNumberingPlans: Sendable {
  /// Stub: the production metadata.
  public static let production = PhoneNumberingPlans()
  /// Stub: always "stub".
  public var metadataVersion: String { "stub (phone engine not merged)" }
  /// Stub: no region.
  public func regions(forCountryCode countryCode: Int) -> [String] { [] }
  /// Stub: no country code.
  public func countryCode(forRegion region: String) -> Int? { nil }
  /// Stub: always throws notANumber.
  public func parse(_ text: String, defaultRegion: String?) throws(PhoneParseError) -> PhoneNumber {
    throw PhoneParseError(.notANumber, "phone engine not merged")
  }
  /// Stub: invalidCountryCode.
  public func possibility(_ number: PhoneNumber) -> PhoneNumberPossibility { .invalidCountryCode }
  /// Stub: false.
  public func isValid(_ number: PhoneNumber) -> Bool { false }
  /// Stub: false.
  public func isValid(_ number: PhoneNumber, forRegion region: String) -> Bool { false }
  /// Stub: unknown.
  public func type(of number: PhoneNumber) -> PhoneNumberType { .unknown }
  /// Stub: nil.
  public func region(of number: PhoneNumber) -> String? { nil }
  /// Stub: the E.164 form.
  public func format(_ number: PhoneNumber, _ format: PhoneNumberFormat) -> String { number.e164 }
  /// Stub: a formatter that echoes its input.
  public func asYouTypeFormatter(region: String) -> PhoneAsYouTypeFormatter { PhoneAsYouTypeFormatter() }
  /// Stub: nil.
  public func exampleNumber(region: String, type: PhoneNumberType) -> PhoneNumber? { nil }
}

/// Stub of the engine's parsed number (drop on merge).
public struct PhoneNumber: Sendable, Hashable, Codable {
  /// The country calling code.
  public var countryCode: Int
  /// The national number without leading zeros.
  public var nationalNumber: UInt64
  /// Whether leading zeros belong to the number.
  public var italianLeadingZero: Bool
  /// How many leading zeros.
  public var numberOfLeadingZeros: Int
  /// The extension.
  public var `extension`: String?
  /// Creates a number.
  public init(
    countryCode: Int, nationalNumber: UInt64, italianLeadingZero: Bool = false, numberOfLeadingZeros: Int = 1,
    extension: String? = nil
  ) {
    self.countryCode = countryCode
    self.nationalNumber = nationalNumber
    self.italianLeadingZero = italianLeadingZero
    self.numberOfLeadingZeros = numberOfLeadingZeros
    self.extension = `extension`
  }
  /// The national significant number with its leading zeros.
  public var nationalSignificantNumber: String {
    String(repeating: "0", count: italianLeadingZero ? max(numberOfLeadingZeros, 0) : 0) + String(nationalNumber)
  }
  /// The E.164 form.
  public var e164: String { "+\(countryCode)\(nationalSignificantNumber)" }
}

/// Stub of the engine's number types (drop on merge).
public enum PhoneNumberType: String, Sendable, Hashable, Codable, CaseIterable {
  /// Types as libphonenumber's PhoneNumberType.
  case fixedLine, mobile, fixedLineOrMobile, tollFree, premiumRate, sharedCost, voip, personalNumber, pager, uan,
    voicemail, unknown
}

/// Stub of the engine's possibility results (drop on merge).
public enum PhoneNumberPossibility: String, Sendable, Hashable, Codable {
  /// Results as libphonenumber's ValidationResult.
  case isPossible, isPossibleLocalOnly, invalidCountryCode, tooShort, invalidLength, tooLong
}

/// Stub of the engine's formats (drop on merge).
public enum PhoneNumberFormat: String, Sendable, Hashable, Codable, CaseIterable {
  /// Formats as libphonenumber's PhoneNumberFormat.
  case e164, international, national, rfc3966
}

/// Stub of the engine's parse error (drop on merge).
public struct PhoneParseError: Error, Sendable, Hashable {
  /// Kinds as libphonenumber's ErrorType.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Kinds as libphonenumber's ErrorType.
    case invalidCountryCode, notANumber, tooShortAfterIDD, tooShortNSN, tooLong
  }
  /// The kind.
  public var kind: Kind
  /// The message.
  public var message: String
  /// Creates an error.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }
}

/// Stub of the engine's as-you-type formatter (drop on merge).
public struct PhoneAsYouTypeFormatter: Sendable {
  private var typed = ""
  /// Stub: appends and returns the text so far.
  public mutating func inputDigit(_ c: Character) -> String {
    typed.append(c)
    return typed
  }
  /// Stub: clears.
  public mutating func clear() { typed = "" }
}
