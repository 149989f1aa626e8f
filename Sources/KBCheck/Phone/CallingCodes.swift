/// Country calling codes (ITU-T E.164 assignments, as listed in
/// libphonenumber's country-code map) and the regions of the numbering
/// plans with their national trunk and international prefixes.
///
/// This is not numbering-plan metadata: it tells which 1–3 digit prefixes are
/// country codes, not which numbers exist behind them. ``regions`` and
/// ``region(_:)`` read the regions' prefixes from the numbering plans.
package enum CallingCodes {
  /// Every assigned country calling code, including the non-geographic ones
  /// (800, 808, 870, 878, 881, 882, 883, 888, 979).
  package static let assigned: Set<Int> = [
    1, 7, 20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54,
    55, 56, 57, 58, 60, 61, 62, 63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98, 211,
    212, 213, 216, 218, 220, 221, 222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234,
    235, 236, 237, 238, 239, 240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253,
    254, 255, 256, 257, 258, 260, 261, 262, 263, 264, 265, 266, 267, 268, 269, 290, 291, 297, 298,
    299, 350, 351, 352, 353, 354, 355, 356, 357, 358, 359, 370, 371, 372, 373, 374, 375, 376, 377,
    378, 380, 381, 382, 383, 385, 386, 387, 389, 420, 421, 423, 500, 501, 502, 503, 504, 505, 506,
    507, 508, 509, 590, 591, 592, 593, 594, 595, 596, 597, 598, 599, 670, 672, 673, 674, 675, 676,
    677, 678, 679, 680, 681, 682, 683, 685, 686, 687, 688, 689, 690, 691, 692, 800, 808, 850, 852,
    853, 855, 856, 870, 878, 880, 881, 882, 883, 886, 888, 960, 961, 962, 963, 964, 965, 966, 967,
    968, 970, 971, 972, 973, 974, 975, 976, 977, 979, 992, 993, 994, 995, 996, 998,
  ]

  /// What a default region contributes: its calling code, the national
  /// trunk prefix dropped before the E.164 form (`0` in most of Europe,
  /// `1` in NANP, `8` in Russia; none in Italy, Spain, Norway …), and the
  /// international prefix that replaces `+`.
  package struct Region: Sendable, Hashable {
    /// The country calling code.
    package var callingCode: Int
    /// The national trunk prefix, or `nil` when the region has none.
    package var trunkPrefix: String?
    /// The international call prefix (`00`, `011` in NANP, `010` in Japan;
    /// `8~10` in Russia, `~` marking the wait for a second dial tone, as the
    /// plans write it).
    package var internationalPrefix: String
  }

  /// Every region of the numbering plans (``PhoneNumberingPlans/production``,
  /// 245 regions), by ISO 3166 code: its calling code, its national prefix
  /// as the trunk prefix, and its international prefix. Built on first use
  /// (it decodes every region's plan); ``region(_:)`` decodes one.
  package static let regions: [String: Region] = {
    var all: [String: Region] = [:]
    for code in PhoneNumberingPlans.production.supportedRegions {
      all[code] = region(code)
    }
    return all
  }()

  /// A region of the numbering plans, from its plan: the calling code, the
  /// national prefix (`nil` where the plan has none) and the international
  /// prefix (the plan's preferred one, or its only one; empty when the plan
  /// allows several and prefers none).
  /// - Parameter code: An ISO 3166 region code, any case.
  /// - Returns: The region, or `nil` when the plans have no such region.
  package static func region(_ code: String) -> Region? {
    let store = PhoneNumberingPlans.production.store
    guard let t = store.region(code.uppercased()) else { return nil }
    var international = t.preferredInternationalPrefix
    if international.isEmpty, let idd = t.internationalPrefix,
      let only = store.automaton(idd).onlyString
    {
      international = String(decoding: only.map { $0 &+ ASCII.zero }, as: UTF8.self)
    }
    return Region(
      callingCode: t.countryCode, trunkPrefix: t.nationalPrefix.isEmpty ? nil : t.nationalPrefix,
      internationalPrefix: international)
  }

  /// The country code at the start of international digits: the shortest
  /// assigned prefix of one to three digits.
  /// - Parameter digits: The digits after `+` (ASCII).
  /// - Returns: The code and its length, or `nil` when none is assigned.
  package static func countryCode(of digits: [UInt8]) -> (code: Int, length: Int)? {
    var code = 0
    for length in 1...3 where length <= digits.count {
      code = code * 10 + Int(digits[length - 1])
      if assigned.contains(code) { return (code, length) }
    }
    return nil
  }
}
