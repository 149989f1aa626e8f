import Testing

@testable import KBCheck

/// Issue 27: every region of the numbering plans (libphonenumber's
/// `PhoneNumberMetadata.xml`, 245 regions) is a default region — from the
/// `defaultRegion` option, a locale's region and a schema field — and a
/// region the plans do not have is an error that names it.
@Suite struct PhoneEveryRegionTests {
  static let plans = PhoneNumberingPlans.production
  static let regions = plans.supportedRegions

  static func validator(_ options: PhonePadValidator.Options) throws -> PhonePadValidator {
    try PhonePadValidator(options: options)
  }

  /// A national number of the region and the E.164 form it must give: the
  /// plan's fixed-line example (else mobile, else any type's), written in
  /// the region's national format (with its national prefix).
  static func nationalExample(_ region: String) -> (national: String, e164: String)? {
    let types: [PhoneNumberType] =
      [.fixedLine, .mobile] + PhoneNumberType.allCases.filter { $0 != .fixedLine && $0 != .mobile }
    for type in types {
      if let number = plans.exampleNumber(region: region, type: type) {
        return (plans.format(number, .national), number.e164)
      }
    }
    return nil
  }

  @Test func thePlansHave245Regions() {
    #expect(Self.regions.count == 245)
    #expect(CallingCodes.regions.count == 245)
  }

  /// Every region is accepted by `defaultRegion` and reads its own national
  /// example numbers to the example's E.164 form.
  @Test func everyRegionIsADefaultRegion() throws {
    var failures: [String] = []
    var checked = 0
    for region in Self.regions {
      let validator = try Self.validator(.form.with(defaultRegion: region))
      #expect(validator.defaultRegionCode == region)
      #expect(validator.defaultRegion?.callingCode == Self.plans.countryCode(forRegion: region))
      guard let example = Self.nationalExample(region) else {
        failures.append("\(region): no example number")
        continue
      }
      let result = validator.validate(example.national)
      if result.value != example.e164 {
        failures.append(
          "\(region): '\(example.national)' -> \(result.value ?? "nil"), not \(example.e164)")
      }
      checked += 1
    }
    #expect(failures == [])
    #expect(checked == 245)
  }

  /// A locale's region is the default region for every region of the plans.
  @Test func everyRegionIsALocaleRegion() throws {
    for region in Self.regions {
      let validator = try Self.validator(.form.with(locale: "en_\(region)"))
      #expect(validator.regionFromLocale == region, "locale en_\(region)")
    }
  }

  /// A schema field's `defaultRegion`, for regions the old table of 70 lacked.
  @Test(arguments: ["AC", "AD", "FJ", "VA", "ZW"])
  func aSchemaFieldTakesAnyRegion(_ region: String) throws {
    let schema = try FormSchema.decode(
      json: #"{"fields": [{"name": "tel", "type": "phonePad", "options": {"defaultRegion": ""#
        + region + #""}}]}"#)
    let example = try #require(Self.nationalExample(region))
    let report = schema.validate(json: Array(#"{"tel": "\#(example.national)"}"#.utf8))
    #expect(report.isValid)
    #expect(report.values["tel"] == example.e164)
  }

  /// The region's prefixes come from its plan (a few spot checks against
  /// the metadata: NANP 011, Japan 010, Australia's preferred 0011, Russia's
  /// `8~10` with its wait for a dial tone).
  @Test(arguments: [
    ("US", 1, "1", "011"), ("JP", 81, "0", "010"), ("AU", 61, "0", "0011"), ("IT", 39, nil, "00"),
    ("FJ", 679, nil, "00"), ("RU", 7, "8", "8~10"), ("HU", 36, "06", "00"),
  ])
  func prefixesFromThePlan(_ code: String, _ callingCode: Int, _ trunk: String?, _ intl: String)
    throws
  {
    let region = try #require(CallingCodes.region(code))
    #expect(region.callingCode == callingCode)
    #expect(region.trunkPrefix == trunk)
    #expect(region.internationalPrefix == intl)
  }

  /// A region the plans do not have is an error that names it.
  @Test(arguments: ["XX", "EU", "001", "D"])
  func anUnknownRegionIsNamed(_ region: String) throws {
    #expect {
      _ = try Self.validator(.form.with(defaultRegion: region))
    } throws: { error in
      guard let error = error as? ConfigurationError else { return false }
      return error.code == "config.bad-option-value"
        && error.familyIssue?.as(ConfigurationIssue.self)
          == .badValue(option: "defaultRegion", value: region, expected: .defaultRegion(count: 245))
        && error.message.contains("'\(region)'") && error.message.contains("245 regions")
    }
  }
}
