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
  /// The template of the national form: ``format`` with its first group
  /// reference inside ``nationalPrefixFormattingRule`` (``format`` when there
  /// is no such rule), made once when the metadata is read.
  var nationalTemplate: String
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
