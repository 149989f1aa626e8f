import Foundation
import Testing

@testable import KBCheck

/// A phone-pad result's details come back typed from its JSON, as every
/// family's do: ``ValidationResult/phone`` of a decoded result gives the
/// number (country code, national significant number with its leading
/// zeros, extension), its region, type and written forms, and writes the
/// same members again. Checked on the example number of every region and
/// type (PhoneNumberMetadata.xml), bare and with an extension, decoded with
/// and without the `type` the CLI writes.
@Suite struct PhoneDetailsDecodingTests {
  static func exampleInputs() -> [String] {
    let plans = PhoneNumberingPlans.production
    var inputs: [String] = []
    for region in plans.supportedRegions {
      for type in PhoneNumberType.allCases {
        guard let number = plans.exampleNumber(region: region, type: type) else { continue }
        inputs.append(number.e164)
        inputs.append(plans.format(number, .international) + " ext. 12")
      }
    }
    return inputs
  }

  @Test func everyExampleComesBackTyped() throws {
    let validator = try PhonePadValidator()
    let typed = JSONEncoder()
    typed.userInfo[.kbcheckFieldKind] = FieldKind.keyboard(.phonePad)
    let untyped = JSONEncoder()
    var checked = 0
    var differing: [String] = []
    for input in Self.exampleInputs() {
      let result = validator.validate(input)
      guard let original = result.phone else { continue }
      for encoder in [typed, untyped] {
        let decoded = try JSONDecoder().decode(
          ValidationResult.self, from: encoder.encode(result))
        checked += 1
        guard let details = decoded.phone else {
          differing.append("\(input): no details")
          continue
        }
        if details.number.countryCode != original.number.countryCode
          || details.number.nationalSignificantNumber
            != original.number.nationalSignificantNumber
          || details.number.italianLeadingZero != original.number.italianLeadingZero
          || details.number.extension != original.number.extension
          || details.e164 != original.e164 || details.region != original.region
          || details.type != original.type || details.international != original.international
          || details.national != original.national || details.rfc3966 != original.rfc3966
          || details.members != original.members || decoded != result
        {
          differing.append(input)
        }
      }
    }
    #expect(checked > 4000)
    #expect(differing.isEmpty, "\(differing.prefix(10))")
  }

  /// Members that do not make a number stay a tree: a national number that
  /// is not digits, an E.164 form that is not the number's, a missing
  /// member.
  @Test func membersThatDoNotFitStayATree() throws {
    let result = try PhonePadValidator().validate("+44 20 7946 0958")
    let json = try #require(
      String(data: JSONEncoder().encode(result), encoding: .utf8))
    for (from, to) in [
      (#""nationalNumber":"2079460958""#, #""nationalNumber":"20794x0958""#),
      (#""e164":"+442079460958""#, #""e164":"+442079460959""#),
      // The key alone: `JSONEncoder` orders members as it likes, so it
      // may come first, with no comma before it (a failed CI run).
      (#""metadataVersion":"#, #""otherVersion":"#),
    ] {
      #expect(json.contains(from), "\(from)")
      let changed = json.replacingOccurrences(of: from, with: to)
      let decoded = try JSONDecoder().decode(ValidationResult.self, from: Data(changed.utf8))
      #expect(decoded.phone == nil, "\(to)")
      #expect(decoded.details.contains { $0.key == "e164" }, "\(to)")
    }
  }
}
