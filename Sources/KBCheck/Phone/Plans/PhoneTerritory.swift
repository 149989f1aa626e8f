/// One number type's description in a territory (libphonenumber's
/// `PhoneNumberDesc`): its pattern and possible lengths.
struct PhoneNumberDesc: Sendable {
  /// The national-number pattern (an index into the plans' automata), or
  /// `nil` when the type has none (nothing matches).
  var pattern: Int?
  /// The possible national lengths, ascending.
  var lengths: [Int]
  /// The lengths possible only for local dialling.
  var localOnlyLengths: [Int]
  /// An example national significant number, or empty.
  var example: String
}

/// One formatting rule (libphonenumber's `NumberFormat`).
struct PhoneNumberFormatRule: Sendable {
  /// The pattern with capturing groups (automaton index).
  var pattern: Int
  /// The format, `$1 $2-$3`.
  var format: String
  /// Leading-digits patterns (automaton indices); the last one is used.
  var leadingDigits: [Int]
  /// The international format: empty (use `format`) or `NA` (none).
  var intlFormat: String
  /// The national prefix formatting rule with `$NP` substituted, `$FG` as `$1`.
  var nationalPrefixFormattingRule: String
  /// Whether the national prefix may be left out when formatting.
  var nationalPrefixOptionalWhenFormatting: Bool
  /// The domestic carrier code formatting rule (`$CC` kept).
  var carrierCodeFormattingRule: String
  /// The pattern with classes and standalone digits read as `\d`, for
  /// as-you-type templates (automaton index).
  var templatePattern: Int
  /// The pattern without capture markers (automaton index), for the quick
  /// whole-number test before the captures are taken.
  var plainPattern: Int
  /// The group lengths when the pattern is only fixed-length groups one
  /// after the other (`[3, 3, 4]`); empty when the captures must be walked.
  var fixedSplit: [Int]
}

/// A territory (region or non-geographic entity) of the metadata.
///
/// A class so that lookups share one instance (no copy of its arrays per
/// call); its properties are set only while the metadata is decoded, before
/// the instance is published, hence `@unchecked Sendable`.
final class PhoneTerritory: @unchecked Sendable {
  /// The number-type descriptions in a fixed order (`generalDesc` first).
  static let descNames = [
    "generalDesc", "fixedLine", "mobile", "tollFree", "premiumRate", "sharedCost", "personalNumber",
    "voip",
    "pager", "uan", "voicemail", "noInternationalDialling",
  ]
  /// The slots of the types tested before fixed line and mobile, in
  /// libphonenumber's order (premium rate, toll free, shared cost, VoIP,
  /// personal, pager, UAN, voicemail).
  static let specialTypeSlots: [(slot: Int, type: PhoneNumberType)] = [
    (4, .premiumRate), (3, .tollFree), (5, .sharedCost), (7, .voip), (6, .personalNumber),
    (8, .pager),
    (9, .uan), (10, .voicemail),
  ]
  static let emptyDesc = PhoneNumberDesc(
    pattern: nil, lengths: [], localOnlyLengths: [], example: "")

  var id: String
  var countryCode: Int
  var mainCountryForCode: Bool
  var internationalPrefix: Int?
  var preferredInternationalPrefix: String
  var nationalPrefix: String
  var nationalPrefixForParsing: Int?
  var nationalPrefixTransformRule: String
  var nationalPrefixFormattingRule: String
  var leadingDigits: Int?
  var mobileNumberPortableRegion: Bool
  var preferredExtnPrefix: String
  /// The descriptions by slot of ``descNames``; `nil` where the territory has none.
  var descSlots: [PhoneNumberDesc?] = Array(repeating: nil, count: PhoneTerritory.descNames.count)
  var formats: [PhoneNumberFormatRule] = []

  init(
    id: String, countryCode: Int, mainCountryForCode: Bool, internationalPrefix: Int?,
    preferredInternationalPrefix: String, nationalPrefix: String, nationalPrefixForParsing: Int?,
    nationalPrefixTransformRule: String, nationalPrefixFormattingRule: String, leadingDigits: Int?,
    mobileNumberPortableRegion: Bool, preferredExtnPrefix: String
  ) {
    self.id = id
    self.countryCode = countryCode
    self.mainCountryForCode = mainCountryForCode
    self.internationalPrefix = internationalPrefix
    self.preferredInternationalPrefix = preferredInternationalPrefix
    self.nationalPrefix = nationalPrefix
    self.nationalPrefixForParsing = nationalPrefixForParsing
    self.nationalPrefixTransformRule = nationalPrefixTransformRule
    self.nationalPrefixFormattingRule = nationalPrefixFormattingRule
    self.leadingDigits = leadingDigits
    self.mobileNumberPortableRegion = mobileNumberPortableRegion
    self.preferredExtnPrefix = preferredExtnPrefix
  }

  /// A description by its XML name.
  func desc(_ name: String) -> PhoneNumberDesc? {
    guard let slot = Self.descNames.firstIndex(of: name) else { return nil }
    return descSlots[slot]
  }

  var general: PhoneNumberDesc { descSlots[0] ?? Self.emptyDesc }
}

/// The decoded metadata set.
final class PhoneMetadataStore: Sendable {
  let version: String
  let automata: [PhoneDFA]
  /// Geographic territories by region code.
  let regions: [String: PhoneTerritory]
  /// Non-geographic entities (`001`) by country code.
  let nonGeographic: [Int: PhoneTerritory]
  /// Region codes per country code, main region first.
  let regionsByCode: [Int: [String]]

  /// Decodes the generator's text (see `Scripts/phone-metadata.py`).
  init(text: String) {
    var version = ""
    var automata: [PhoneDFA] = []
    var territories: [PhoneTerritory] = []
    func index(_ s: Substring) -> Int? { s.isEmpty ? nil : MetadataBlob.int(s) }
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "|", omittingEmptySubsequences: false)
      switch fields[0] {
      case "V": version = String(fields[1])
      case "R": automata.append(PhoneDFA(encoded: fields[1]))
      case "T":
        territories.append(
          PhoneTerritory(
            id: String(fields[1]), countryCode: MetadataBlob.int(fields[2]),
            mainCountryForCode: fields[3] == "1",
            internationalPrefix: index(fields[4]), preferredInternationalPrefix: String(fields[5]),
            nationalPrefix: String(fields[6]), nationalPrefixForParsing: index(fields[7]),
            nationalPrefixTransformRule: String(fields[8]),
            nationalPrefixFormattingRule: String(fields[9]),
            leadingDigits: index(fields[12]), mobileNumberPortableRegion: fields[13] == "1",
            preferredExtnPrefix: String(fields[14])))
      case "D":
        guard let slot = PhoneTerritory.descNames.firstIndex(of: String(fields[1])) else {
          continue
        }
        territories[territories.count - 1].descSlots[slot] = PhoneNumberDesc(
          pattern: index(fields[2]),
          lengths: fields[3].split(separator: " ").map { MetadataBlob.int($0) },
          localOnlyLengths: fields[4].split(separator: " ").map { MetadataBlob.int($0) },
          example: String(fields[5]))
      case "F":
        territories[territories.count - 1].formats.append(
          PhoneNumberFormatRule(
            pattern: MetadataBlob.int(fields[1]), format: String(fields[2]),
            leadingDigits: fields[3].split(separator: " ").map { MetadataBlob.int($0) },
            intlFormat: String(fields[4]),
            nationalPrefixFormattingRule: String(fields[5]),
            nationalPrefixOptionalWhenFormatting: fields[6] == "1",
            carrierCodeFormattingRule: String(fields[7]),
            templatePattern: MetadataBlob.int(fields[8]),
            plainPattern: MetadataBlob.int(fields[9]),
            fixedSplit: fields[10].split(separator: " ").map { MetadataBlob.int($0) }))
      default: break
      }
    }
    var regions: [String: PhoneTerritory] = [:]
    var nonGeographic: [Int: PhoneTerritory] = [:]
    var byCode: [Int: [String]] = [:]
    for t in territories {
      if t.id == "001" {
        nonGeographic[t.countryCode] = t
        byCode[t.countryCode, default: []].append("001")
        continue
      }
      regions[t.id] = t
      if t.mainCountryForCode {
        byCode[t.countryCode, default: []].insert(t.id, at: 0)
      } else {
        byCode[t.countryCode, default: []].append(t.id)
      }
    }
    self.version = version
    self.automata = automata
    self.regions = regions
    self.nonGeographic = nonGeographic
    self.regionsByCode = byCode
  }

  /// The territory for a region, or for a country code's main region
  /// (non-geographic entities for `001`).
  func territory(countryCode: Int, region: String?) -> PhoneTerritory? {
    if let region, region != "001" {
      guard let t = regions[region], t.countryCode == countryCode else { return nil }
      return t
    }
    if let t = nonGeographic[countryCode] { return t }
    guard let main = regionsByCode[countryCode]?.first else { return nil }
    return regions[main]
  }

  /// Whether a national number matches a description (length, then pattern).
  func matches(_ nsn: [UInt8], _ desc: PhoneNumberDesc?) -> Bool {
    guard let desc, let pattern = desc.pattern else { return false }
    if !desc.lengths.isEmpty && !desc.lengths.contains(nsn.count) { return false }
    return automata[pattern].fullMatch(nsn)
  }

  /// Whether the general pattern matches (no length check: libphonenumber's
  /// `matchNationalNumber` on `generalDesc`).
  func matchesGeneral(_ nsn: [UInt8], _ t: PhoneTerritory) -> Bool {
    guard let p = t.general.pattern else { return false }
    return automata[p].fullMatch(nsn)
  }
}
