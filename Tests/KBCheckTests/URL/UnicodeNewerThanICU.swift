/// The UTS #46 conformance cases whose expected output needs Unicode data
/// newer than ICU 72 (Unicode 15.0), listed by input with the reason. The
/// conformance tests require every other case to pass and these to be the
/// only failures; inputs are compared scalar by scalar.
enum UnicodeNewerThanICU {
  static let sharpS = "Unicode 15.1: U+1E9E ẞ maps to ß (ICU 72 maps it to ss)"
  static let georgian =
    "Unicode 15.1: Georgian capitals U+10A0–U+10C5 map to U+2D00–U+2D25 (disallowed in 15.0)"
  static let lateLowercase =
    "Unicode 15.1: U+04C0, U+2132, U+2183 map to their lower case (disallowed in 15.0)"
  static let nowIgnored =
    "Unicode 15.1: U+180E, U+115F, U+1160, U+FFA0, U+17B4, U+206A–U+206F, U+1D173–U+1D17A are ignored (disallowed in 15.0)"
  static let compatIdeographs =
    "Unicode 15.1: CJK compatibility ideographs U+2F868, U+2F874, U+2F91F, U+2F95F, U+2F9BF are mapped (disallowed in 15.0)"
  static let extensionJ = "Unicode 17: CJK Extension J ideographs (unassigned in 15.0)"

  /// `toascii.json` cases that need Unicode newer than 15.0.
  static let toASCII: [(input: String, reason: String)] = [
    ("look\u{180E}out.net", nowIgnored),
    ("look\u{206B}out.net", nowIgnored),
    ("\u{4C0}.com", lateLowercase),
    ("\u{2F868}.com", compatIdeographs),
    ("\u{2183}.com", lateLowercase),
    ("\u{1E9E}.com", sharpS),
    ("\u{1E9E}.foo.com", sharpS),
  ]

  /// `IdnaTestV2.json` cases that need Unicode newer than 15.0.
  static let idnaTestV2: [(input: String, reason: String)] = [
    ("FA\u{1E9E}.de", sharpS),
    ("FA\u{1E9E}.DE", sharpS),
    ("\u{F951}\u{2F868}\u{2F874}\u{2F91F}\u{2F95F}\u{2F9BF}", compatIdeographs),
    ("=\u{338}\u{1899}>\u{338}.\u{1109}\u{1169}\u{11BE}-\u{1874}\u{10A0}", georgian),
    ("\u{2260}\u{1899}\u{226F}.\u{C1A3}-\u{1874}\u{10A0}", georgian),
    ("\u{1E925}\u{E016E}\u{FF0E}\u{1844}\u{10AE}", georgian),
    ("\u{1E925}\u{E016E}.\u{1844}\u{10AE}", georgian),
    ("\u{1E903}\u{E016E}.\u{1844}\u{10AE}", georgian),
    ("\u{1E903}.\u{1844}\u{10AE}", georgian),
    ("\u{1E903}\u{E016E}\u{FF0E}\u{1844}\u{10AE}", georgian),
    ("\u{1E925}.\u{1844}\u{10AE}", georgian),
    ("\u{DF}\u{FF61}\u{102F3}\u{10AC}\u{FB8}", georgian),
    ("\u{DF}\u{3002}\u{102F3}\u{10AC}\u{FB8}", georgian),
    ("SS\u{3002}\u{102F3}\u{10AC}\u{FB8}", georgian),
    ("Ss\u{3002}\u{102F3}\u{10AC}\u{FB8}", georgian),
    ("SS.\u{102F3}\u{10AC}\u{FB8}", georgian),
    ("Ss.\u{102F3}\u{10AC}\u{FB8}", georgian),
    ("SS\u{FF61}\u{102F3}\u{10AC}\u{FB8}", georgian),
    ("Ss\u{FF61}\u{102F3}\u{10AC}\u{FB8}", georgian),
    ("\u{10BA}\u{102F8}\u{E0104}\u{3002}\u{1D7DD}\u{D7F6}\u{103A}", georgian),
    ("\u{10BA}\u{102F8}\u{E0104}\u{3002}5\u{D7F6}\u{103A}", georgian),
    ("\u{10BA}\u{102F8}.5\u{D7F6}\u{103A}", georgian),
    ("\u{A846}\u{3002}\u{2183}\u{FB5}\u{B1AE}-", lateLowercase),
    ("\u{A846}\u{3002}\u{2183}\u{FB5}\u{1102}\u{116A}\u{11C1}-", lateLowercase),
    ("\u{2132}\u{17D2}.=\u{338}", lateLowercase),
    ("\u{2132}\u{17D2}.\u{2260}", lateLowercase),
    ("\u{A9D0}\u{4C0}\u{1BAA}\u{8F6}\u{FF0E}\u{B235}", lateLowercase),
    ("\u{A9D0}\u{4C0}\u{1BAA}\u{8F6}\u{FF0E}\u{1102}\u{116F}\u{11BC}", lateLowercase),
    ("\u{A9D0}\u{4C0}\u{1BAA}\u{8F6}.\u{B235}", lateLowercase),
    ("\u{A9D0}\u{4C0}\u{1BAA}\u{8F6}.\u{1102}\u{116F}\u{11BC}", lateLowercase),
    ("\u{3002}\u{3002}\u{10A3}\u{226F}", georgian),
    ("\u{3002}\u{3002}\u{10A3}>\u{338}", georgian),
    ("\u{6B9}\u{FF0E}\u{1873}\u{115F}", nowIgnored),
    ("\u{6B9}.\u{1873}\u{115F}", nowIgnored),
    ("SS\u{AAF6}\u{18A5}.\u{22B6}\u{10C1}\u{10B6}", georgian),
    ("Ss\u{AAF6}\u{18A5}.\u{22B6}\u{10C1}\u{2D16}", georgian),
    ("\u{10BA}.\u{3A3}", georgian),
    ("\u{10BA}.\u{3C2}", georgian),
    ("\u{10BA}.\u{3C3}", georgian),
    ("\u{10A1}\u{755D}.<\u{338}", georgian),
    ("\u{10A1}\u{755D}.\u{226E}", georgian),
    ("\u{1F57C}\u{FF0E}\u{FFA0}", nowIgnored),
    ("\u{1F57C}.\u{1160}", nowIgnored),
    ("\u{3C2}\u{10C5}\u{3002}\u{75A}", georgian),
    ("\u{3A3}\u{10C5}\u{3002}\u{75A}", georgian),
    ("\u{3A3}\u{10C5}.\u{75A}", georgian),
    ("\u{10A57}.\u{10A9}\u{10B5}", georgian),
    ("\u{10A57}.\u{10A9}\u{2D15}", georgian),
    ("\u{32931}20.\u{97F3}.\u{A866}1.", extensionJ),
    ("\u{10B5}\u{3002}\u{6F0}\u{226E}\u{DF}\u{745}", georgian),
    ("\u{10B5}\u{3002}\u{6F0}<\u{338}\u{DF}\u{745}", georgian),
    ("\u{10B5}\u{3002}\u{6F0}\u{226E}SS\u{745}", georgian),
    ("\u{10B5}\u{3002}\u{6F0}<\u{338}SS\u{745}", georgian),
    ("\u{10B5}\u{3002}\u{6F0}\u{226E}Ss\u{745}", georgian),
    ("\u{10B5}\u{3002}\u{6F0}<\u{338}Ss\u{745}", georgian),
    ("\u{10B5}.\u{6F0}<\u{338}SS\u{745}", georgian),
    ("\u{10B5}.\u{6F0}\u{226E}SS\u{745}", georgian),
    ("\u{10B5}.\u{6F0}\u{226E}Ss\u{745}", georgian),
    ("\u{10B5}.\u{6F0}<\u{338}Ss\u{745}", georgian),
    ("\u{32B9A}9\u{A369}\u{17D3}.ss", extensionJ),
    ("\u{32B9A}9\u{A369}\u{17D3}.SS", extensionJ),
    ("\u{10B6}\u{366}.", georgian),
    ("\u{8BB}.\u{10A3}\u{1E012}", georgian),
    ("\u{650C}\u{ABED}.\u{1896}-\u{10B8}", georgian),
    ("\u{1F0B4}\u{10AB}.\u{226E}", georgian),
    ("\u{1F0B4}\u{10AB}.<\u{338}", georgian),
    ("\u{1D175}\u{3002}9\u{1E008}\u{4B3A}1.", nowIgnored),
    ("\u{17B4}.\u{CB87}-", nowIgnored),
    ("\u{17B4}.\u{110D}\u{1170}\u{11AE}-", nowIgnored),
    ("\u{10C1}\u{10B1}6\u{318}\u{3002}\u{DF}\u{1B03}", georgian),
    ("\u{10C1}\u{10B1}6\u{318}\u{3002}SS\u{1B03}", georgian),
    ("\u{10C1}\u{2D11}6\u{318}\u{3002}Ss\u{1B03}", georgian),
    ("\u{10C1}\u{10B1}6\u{318}.SS\u{1B03}", georgian),
    ("\u{10C1}\u{2D11}6\u{318}.Ss\u{1B03}", georgian),
  ]

  /// The reason an input is listed, or nil (exact scalar comparison).
  static func reason(_ input: String, in list: [(input: String, reason: String)]) -> String? {
    list.first { $0.input.unicodeScalars.elementsEqual(input.unicodeScalars) }?.reason
  }
}
