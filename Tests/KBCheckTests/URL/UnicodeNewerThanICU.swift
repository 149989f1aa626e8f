/// The UTS #46 conformance cases whose expected output needs Unicode data
/// newer than ICU 72 (Unicode 15.0) that kbcheck cannot bring in, listed by
/// input with the reason. The conformance tests require every other case to
/// pass and these to be the only failures; inputs are compared scalar by
/// scalar. (The rows of the newer IDNA Mapping Table for code points
/// Unicode 15.0 has, ẞ, the Georgian capitals, the newly ignored
/// characters and the rest, are applied before ICU by `UTS46Update`; these
/// cases need code points assigned later, for which ICU 72 has no
/// properties.)
enum UnicodeNewerThanICU {
  static let extensionJ = "Unicode 17: CJK Extension J ideographs (unassigned in 15.0)"

  /// `toascii.json` cases that need Unicode newer than 15.0.
  static let toASCII: [(input: String, reason: String)] = []

  /// `IdnaTestV2.json` cases that need Unicode newer than 15.0.
  static let idnaTestV2: [(input: String, reason: String)] = [
    ("\u{32931}20.\u{97F3}.\u{A866}1.", extensionJ),
    ("\u{32B9A}9\u{A369}\u{17D3}.ss", extensionJ),
    ("\u{32B9A}9\u{A369}\u{17D3}.SS", extensionJ),
  ]

  /// The reason an input is listed, or nil (exact scalar comparison).
  static func reason(_ input: String, in list: [(input: String, reason: String)]) -> String? {
    list.first { $0.input.unicodeScalars.elementsEqual(input.unicodeScalars) }?.reason
  }
}
