/// Country calling codes (ITU-T E.164 assignments, as listed in
/// libphonenumber's country-code map) and a small table of regions with
/// their national trunk and international prefixes.
///
/// This is not numbering-plan metadata: it tells which 1–3 digit prefixes are
/// country codes, not which numbers exist behind them.
public enum CallingCodes {
  /// Every assigned country calling code, including the non-geographic ones
  /// (800, 808, 870, 878, 881, 882, 883, 888, 979).
  public static let assigned: Set<Int> = [
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
  public struct Region: Sendable, Hashable {
    /// The country calling code.
    public var callingCode: Int
    /// The national trunk prefix, or `nil` when the region has none.
    public var trunkPrefix: String?
    /// The international call prefix (`00`, `011` in NANP, `010` in Japan).
    public var internationalPrefix: String
  }

  /// A small table of ISO 3166 regions. Trunk prefixes are approximate: a
  /// few regions keep the leading 0 in some ranges only.
  public static let regions: [String: Region] = {
    func r(_ cc: Int, _ trunk: String?, _ intl: String = "00") -> Region {
      Region(callingCode: cc, trunkPrefix: trunk, internationalPrefix: intl)
    }
    return [
      "US": r(1, "1", "011"), "CA": r(1, "1", "011"), "PR": r(1, "1", "011"),
      "GB": r(44, "0"), "IE": r(353, "0"), "DE": r(49, "0"), "AT": r(43, "0"), "CH": r(41, "0"),
      "FR": r(33, "0"), "BE": r(32, "0"), "NL": r(31, "0"), "LU": r(352, nil), "IT": r(39, nil),
      "ES": r(34, nil), "PT": r(351, nil), "SE": r(46, "0"), "NO": r(47, nil), "DK": r(45, nil),
      "FI": r(358, "0", "00"), "IS": r(354, nil), "PL": r(48, nil), "CZ": r(420, nil),
      "SK": r(421, "0"), "HU": r(36, "06"), "RO": r(40, "0"), "BG": r(359, "0"), "GR": r(30, nil),
      "HR": r(385, "0"), "SI": r(386, "0"), "RS": r(381, "0"), "UA": r(380, "0"),
      "RU": r(7, "8", "810"), "KZ": r(7, "8", "810"), "TR": r(90, "0"), "IL": r(972, "0"),
      "EG": r(20, "0"), "SA": r(966, "0"), "AE": r(971, "0"), "QA": r(974, nil),
      "IR": r(98, "0"), "IQ": r(964, "0"), "MA": r(212, "0"), "DZ": r(213, "0"),
      "TN": r(216, nil), "NG": r(234, "0", "009"), "KE": r(254, "0", "000"),
      "ZA": r(27, "0"), "IN": r(91, "0"), "PK": r(92, "0"), "BD": r(880, "0"),
      "LK": r(94, "0"), "CN": r(86, "0"), "HK": r(852, nil, "001"), "TW": r(886, "0", "002"),
      "JP": r(81, "0", "010"), "KR": r(82, "0", "001"), "SG": r(65, nil, "000"),
      "MY": r(60, "0"), "ID": r(62, "0", "001"), "PH": r(63, "0"), "TH": r(66, "0", "001"),
      "VN": r(84, "0"), "AU": r(61, "0", "0011"), "NZ": r(64, "0"), "BR": r(55, "0"),
      "MX": r(52, nil), "AR": r(54, "0"), "CL": r(56, nil, "00"), "CO": r(57, nil, "00"),
      "PE": r(51, "0"),
    ]
  }()

  /// The country code at the start of international digits: the shortest
  /// assigned prefix of one to three digits.
  /// - Parameter digits: The digits after `+` (ASCII).
  /// - Returns: The code and its length, or `nil` when none is assigned.
  public static func countryCode(of digits: [UInt8]) -> (code: Int, length: Int)? {
    var code = 0
    for length in 1...3 where length <= digits.count {
      code = code * 10 + Int(digits[length - 1])
      if assigned.contains(code) { return (code, length) }
    }
    return nil
  }
}
