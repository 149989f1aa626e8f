import Testing

@testable import KBCheck

/// The three written forms a phone result carries are made in one pass
/// (`displayForms`): the rule is chosen and the groups are captured once,
/// and the international rule is the national one unless that rule has no
/// international format (`intlFormat` `NA`). libphonenumber chooses each
/// form's rule on its own (`chooseFormattingPatternForNumber` over
/// `numberFormat` or `intlNumberFormat`); these tests hold the shared pass
/// to that.
@Suite struct PhoneDisplayFormsTests {
  let plans = PhoneNumberingPlans.production

  /// Every example number of every region and non-geographic code, bare and
  /// with an extension, in every form: the shared pass gives what each
  /// form's own `format` gives.
  @Test func sharedPassEqualsEachFormAlone() throws {
    var numbers: [PhoneNumber] = []
    for region in plans.supportedRegions {
      for type in PhoneNumberType.allCases {
        if let n = plans.exampleNumber(region: region, type: type) { numbers.append(n) }
      }
    }
    for code in [800, 808, 870, 878, 881, 882, 883, 888, 979] {
      for type in PhoneNumberType.allCases {
        if let n = plans.exampleNumber(countryCode: code, type: type) { numbers.append(n) }
      }
    }
    #expect(numbers.count > 1300)
    var differing: [String] = []
    for bare in numbers {
      for ext in [nil, "7", "123456"] as [String?] {
        var number = bare
        number.extension = ext
        let all = plans.displayForms(number)
        let alone = (
          plans.format(number, .international), plans.format(number, .national),
          plans.format(number, .rfc3966)
        )
        if all != alone { differing.append("\(number.e164) \(all) \(alone)") }
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(10))")
  }

  /// The JSON members of a result's details write the three forms from the
  /// number straight into the output (no strings): what `format` gives for
  /// each form, for every example number, bare and with an extension.
  @Test func jsonMembersCarryEachFormAlone() throws {
    var checked = 0
    var differing: [String] = []
    for region in plans.supportedRegions {
      for type in PhoneNumberType.allCases {
        guard let bare = plans.exampleNumber(region: region, type: type) else { continue }
        for ext in [nil, "42"] as [String?] {
          var number = bare
          number.extension = ext
          let details = PhoneNumberDetails(
            number: number, e164: number.e164, region: region, type: type,
            inAssignedRange: true, postDial: "", metadataVersion: plans.metadataVersion)
          func member(_ key: String) -> String? {
            details.members.first { $0.key == key }?.value.stringValue
          }
          checked += 1
          for (key, form) in [
            ("international", PhoneNumberFormat.international), ("national", .national),
            ("rfc3966", .rfc3966),
          ] where member(key) != plans.format(number, form) {
            differing.append("\(number.e164) \(key) \(member(key) ?? "nil")")
          }
        }
      }
    }
    #expect(checked > 2000)
    #expect(differing.isEmpty, "\(differing.prefix(10))")
  }

  /// A rule without an international format (`NA`: numbers not dialled from
  /// abroad) still groups the national form; the international form falls
  /// to the next rule or to the ungrouped digits, as libphonenumber does.
  @Test func nationalOnlyRuleIsSkippedInternationally() throws {
    var checked = 0
    for region in plans.supportedRegions {
      guard let code = plans.countryCode(forRegion: region),
        let t = plans.store.territory(countryCode: code, region: region)
      else { continue }
      for rule in t.formats where rule.intlFormat == "NA" {
        checked += 1
        #expect(!rule.format.isEmpty, "\(region)")
      }
    }
    #expect(checked > 0)
    // PhoneNumberMetadata.xml, US: `(\d{3})(\d{4})` is `$1-$2` with
    // `intlFormat` NA (a seven-digit local number), and no other rule takes
    // seven digits.
    let local = PhoneNumber(countryCode: 1, nationalNumber: 555_0123)
    let forms = plans.displayForms(local)
    #expect(forms.national == "555-0123")
    #expect(forms.international == "+1 5550123")
    #expect(forms.rfc3966 == "tel:+1-5550123")
  }

  /// `$` before anything but a group number is kept with the character after
  /// it, which is not read again; a group past the captures is kept as
  /// written; a group that took nothing adds nothing.
  @Test func substituteKeepsWhatIsNotAGroup() {
    let digits: [UInt8] = [1, 2, 3, 4]
    let groups: [Range<Int>?] = [0..<2, 2..<4, nil]
    #expect(PhoneNumberingPlans.substitute("$1 $2", digits, groups) == "12 34")
    #expect(PhoneNumberingPlans.substitute("$$1", digits, groups) == "$$1")
    #expect(PhoneNumberingPlans.substitute("$0-$4-$9", digits, groups) == "$0-$4-$9")
    #expect(PhoneNumberingPlans.substitute("$1$3$2", digits, groups) == "1234")
    #expect(PhoneNumberingPlans.substitute("($1) é $2$", digits, groups) == "(12) é 34$")
  }

  /// RFC 3966 §5.1.1: the visual separators become `-`, one per run; a
  /// digit with a combining mark is not an ASCII digit (`Character`s, as the
  /// text was read before).
  @Test func rfc3966JoinsDigitRunsWithOneHyphen() {
    func dashed(_ text: String) -> String {
      var bytes = Array("tel:".utf8)
      bytes += Array(text.utf8)
      PhoneNumberingPlans.dashDigitGroups(&bytes, from: 4)
      return String(decoding: bytes, as: UTF8.self)
    }
    #expect(dashed("(201) 555-0123") == "tel:201-555-0123")
    #expect(dashed("20 7946 0958 ") == "tel:20-7946-0958")
    #expect(dashed(" 12") == "tel:12")
    #expect(dashed("1\u{301}2 3") == "tel:2-3")
    #expect(dashed("1 — 2") == "tel:1-2")
  }
}
