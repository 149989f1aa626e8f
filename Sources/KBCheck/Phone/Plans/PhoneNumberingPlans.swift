/// The numbering plans of a whole metadata set, compiled from
/// libphonenumber's XML by `Scripts/phone/phone-metadata.py`: parse, validate,
/// classify and format numbers.
///
/// Every pattern is a precompiled automaton over the ten digits: matching is
/// linear, no regular-expression engine runs. Opening the set only indexes
/// it; each territory is decoded the first time it is used.
public struct PhoneNumberingPlans: Sendable {
  let store: PhoneMetadataStore

  /// Decodes a compiled set (the generated `…Blob` strings).
  init(blob: StaticString) {
    // A literal's bytes live as long as the program: read in place.
    store = PhoneMetadataStore(
      blob: UnsafeBufferPointer(start: blob.utf8Start, count: blob.utf8CodeUnitCount))
  }

  /// The metadata's version, e.g. `libphonenumber v9.0.35 (2026-07-17, f7e3e88c)`.
  public var metadataVersion: String { store.version }

  /// Every region code of the set, sorted (non-geographic entities excluded).
  public var supportedRegions: [String] { store.regionCodes.sorted() }

  /// The regions sharing a country code, main region first (`["US", "AG", …]`
  /// for 1); `["001"]` for non-geographic codes; empty when unassigned.
  /// - Parameter countryCode: A country calling code.
  /// - Returns: The region codes.
  public func regions(forCountryCode countryCode: Int) -> [String] {
    store.regionsByCode[countryCode] ?? []
  }

  /// The country calling code of a region (`44` for `GB`), or `nil`.
  /// - Parameter region: An ISO 3166 region code, any case.
  /// - Returns: The code, or `nil`.
  public func countryCode(forRegion region: String) -> Int? {
    // Two ASCII capitals (most callers) need no upper-casing.
    let index = store.entryIndex(ofRegion: region) ?? store.regionIndex[region.uppercased()]
    return index.map { store.entries[$0].countryCode }
  }

  /// Whether the length of a number can be right for its country.
  /// - Parameter number: A parsed number.
  /// - Returns: The possibility.
  public func possibility(_ number: PhoneNumber) -> PhoneNumberPossibility {
    guard let t = store.territory(countryCode: number.countryCode, region: nil) else {
      return .invalidCountryCode
    }
    return lengthPossibility(number.nsnDigits.count, t.general)
  }

  func lengthPossibility(_ length: Int, _ desc: PhoneNumberDesc) -> PhoneNumberPossibility {
    let lengths = desc.lengths
    guard let first = lengths.first, let last = lengths.last else { return .invalidLength }
    if desc.localOnlyLengths.contains(length) { return .isPossibleLocalOnly }
    if length == first { return .isPossible }
    if length < first { return .tooShort }
    if length > last { return .tooLong }
    return lengths.contains(length) ? .isPossible : .invalidLength
  }

  /// Whether the number is in an assigned range of its country's plan.
  /// - Parameter number: A parsed number.
  /// - Returns: Whether it is valid.
  public func isValid(_ number: PhoneNumber) -> Bool {
    // The digits once for the region and the type (not once per step).
    let nsn = number.nsnDigits
    guard let region = region(of: number, nsn: nsn),
      let t = store.territory(
        countryCode: number.countryCode, region: region == "001" ? nil : region)
    else { return false }
    if region == "001" && !store.hasNonGeographic(number.countryCode) { return false }
    return numberType(nsn, t) != .unknown
  }

  /// Whether the number is valid in one region (`+1 416…` is valid for CA,
  /// not for US).
  /// - Parameters:
  ///   - number: A parsed number.
  ///   - region: A region code, or `001` for non-geographic numbers.
  /// - Returns: Whether it is valid.
  public func isValid(_ number: PhoneNumber, forRegion region: String) -> Bool {
    let code = region.uppercased()
    guard
      let t = store.territory(countryCode: number.countryCode, region: code == "001" ? nil : code)
    else {
      return false
    }
    if code == "001" && !store.hasNonGeographic(number.countryCode) { return false }
    return numberType(number.nsnDigits, t) != .unknown
  }

  /// The region and the type in one pass (`isValid` is `type != .unknown`).
  func classify(_ number: PhoneNumber) -> (region: String?, type: PhoneNumberType) {
    let nsn = number.nsnDigits
    guard let region = region(of: number, nsn: nsn),
      let t = store.territory(
        countryCode: number.countryCode, region: region == "001" ? nil : region)
    else { return (nil, .unknown) }
    return (region, numberType(nsn, t))
  }

  /// The type of the number in its plan (`unknown` when in no range).
  /// - Parameter number: A parsed number.
  /// - Returns: The number type.
  public func type(of number: PhoneNumber) -> PhoneNumberType {
    guard let region = region(of: number),
      let t = store.territory(
        countryCode: number.countryCode, region: region == "001" ? nil : region)
    else { return .unknown }
    return numberType(number.nsnDigits, t)
  }

  func numberType(_ nsn: [UInt8], _ t: PhoneTerritory) -> PhoneNumberType {
    guard store.matches(nsn, t.general) else { return .unknown }
    for (slot, type) in PhoneTerritory.specialTypeSlots where store.matches(nsn, t.descSlots[slot])
    {
      return type
    }
    let fixed = t.descSlots[1]
    let mobile = t.descSlots[2]
    if store.matches(nsn, fixed) {
      if fixed?.pattern == mobile?.pattern || store.matches(nsn, mobile) {
        return .fixedLineOrMobile
      }
      return .fixedLine
    }
    if store.matches(nsn, mobile) { return .mobile }
    return .unknown
  }

  /// The region a number belongs to: `US` or `CA` … for +1, `GB`, `GG`, `JE`
  /// or `IM` for +44; `001` for non-geographic numbers; `nil` when the
  /// country code is unassigned or no region of a shared code has the number.
  /// - Parameter number: A parsed number.
  /// - Returns: The region, or `nil`.
  public func region(of number: PhoneNumber) -> String? {
    region(of: number, nsn: nil)
  }

  /// ``region(of:)`` with the national significant digits when the caller
  /// already has them.
  func region(of number: PhoneNumber, nsn known: [UInt8]?) -> String? {
    let candidates = regions(forCountryCode: number.countryCode)
    if candidates.count <= 1 { return candidates.first }
    let nsn = known ?? number.nsnDigits
    for id in candidates {
      guard let t = store.region(id) else { continue }
      if let leading = t.leadingDigits {
        if store.automaton(leading).prefixMatch(nsn) { return id }
      } else if numberType(nsn, t) != .unknown {
        return id
      }
    }
    return nil
  }

  /// An example number of a type in a region, from the metadata.
  /// - Parameters:
  ///   - region: A region code (for non-geographic numbers use
  ///     ``exampleNumber(countryCode:type:)``).
  ///   - type: The number type; `fixedLineOrMobile` gives the fixed-line one.
  /// - Returns: The example, or `nil`.
  public func exampleNumber(region: String, type: PhoneNumberType) -> PhoneNumber? {
    guard let t = store.region(region.uppercased()) else { return nil }
    return example(t, type)
  }

  /// An example number of a non-geographic country code (`800`, `882`…).
  /// - Parameters:
  ///   - countryCode: A non-geographic country code.
  ///   - type: The number type.
  /// - Returns: The example, or `nil`.
  public func exampleNumber(countryCode: Int, type: PhoneNumberType) -> PhoneNumber? {
    guard let t = store.nonGeographic(countryCode) else { return nil }
    return example(t, type)
  }

  private func example(_ t: PhoneTerritory, _ type: PhoneNumberType) -> PhoneNumber? {
    let name =
      type == .fixedLineOrMobile ? "fixedLine" : (type == .unknown ? "generalDesc" : type.rawValue)
    guard let text = t.desc(name)?.example, !text.isEmpty else { return nil }
    return PhoneNumber.fromNSN(text.utf8.map { $0 &- ASCII.zero }, countryCode: t.countryCode)
  }
}

extension PhoneNumber {
  /// Builds a number from national significant digits, keeping leading zeros
  /// (libphonenumber's `setItalianLeadingZerosForPhoneNumber`).
  static func fromNSN(_ nsn: [UInt8], countryCode: Int) -> PhoneNumber {
    var value: UInt64 = 0
    for d in nsn { value = value &* 10 &+ UInt64(d) }
    var number = PhoneNumber(countryCode: countryCode, nationalNumber: value)
    if nsn.count > 1, nsn.first == 0 {
      number.italianLeadingZero = true
      var zeros = 0
      while zeros < nsn.count - 1 && nsn[zeros] == 0 { zeros += 1 }
      number.numberOfLeadingZeros = zeros
    }
    return number
  }
}
