import KBCheck
import Testing

/// The path state's percent-encoding and its `invalid-URL-unit` report,
/// checked against a byte-by-byte reading of the URL Standard's own
/// definitions (path state; the path percent-encode set; URL code points),
/// on generated segments that mix bytes the parser writes inline (non-ASCII,
/// a non-URL code point after the first) with those it reports (`%` not
/// followed by two hex digits, noncharacters, the first non-URL code point).
@Suite struct URLPathEncodingTests {
  /// The path percent-encode set (URL Standard, §1.3): the C0 control set,
  /// space `"` `#` `<` `>` (query set), `?` `^` `` ` `` `{` `}`, and every
  /// byte above U+007E.
  static func pathEncodes(_ b: UInt8) -> Bool {
    b < 0x20 || b > 0x7E || Array(" \"#<>?^`{}".utf8).contains(b)
  }

  /// URL code points (URL Standard, §4.2): ASCII alphanumerics,
  /// `!$&'()*+,-./:;=?@_~`, and U+00A0–U+10FFFD but surrogates and
  /// noncharacters.
  static func isURLCodePoint(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    if v < 0x80 {
      return (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
        || "!$&'()*+,-./:;=?@_~".unicodeScalars.contains(s)
    }
    let noncharacter = (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
    return v >= 0xA0 && v <= 0x10FFFD && !noncharacter
  }

  /// The reference: the serialized segment and the scalar offset (within
  /// `segment`) of the first `invalid-URL-unit`, if any.
  static func reference(_ segment: String) -> (String, Int?) {
    var out = ""
    var first: Int?
    let scalars = Array(segment.unicodeScalars)
    for (k, s) in scalars.enumerated() {
      if s == "%" {
        let hex =
          k + 2 < scalars.count && scalars[k + 1].properties.isASCIIHexDigit
          && scalars[k + 2].properties.isASCIIHexDigit
        if !hex && first == nil { first = k }
      } else if !isURLCodePoint(s) && first == nil {
        first = k
      }
      for b in String(s).utf8 {
        out +=
          pathEncodes(b)
          ? "%" + String(b, radix: 16, uppercase: true).leftPadded : String(UnicodeScalar(b))
      }
    }
    return (out, first)
  }

  static let pieces = [
    "a", "Z", "9", "-", ".x", "~", " ", "\"", "<", ">", "`", "{", "}", "^", "|", "[", "]",
    "\u{E9}", "\u{20AC}", "\u{1F600}", nonchar(0xFDD0), nonchar(0xFFFE), nonchar(0x10FFFF),
    "\u{EFBF}", "\u{F900}",
    "%",
    "%41", "%4", "%zz", "!", "@", ":",
  ]

  @Test func generatedSegmentsMatchTheStandard() {
    var generator = SystemRandomNumberGenerator()
    var checked = 0
    var mismatches: [String] = []
    for length in 1...12 {
      for _ in 0..<400 {
        let segment = (0..<length).map { _ in
          URLPathEncodingTests.pieces.randomElement(using: &generator) ?? "a"
        }.joined()
        let input = "https://h.example/p/" + segment + "/end"
        let prefix = "https://h.example/p/".unicodeScalars.count
        var errors: [URLValidationError] = []
        let url = WHATWGURL.parse(input, errors: &errors)
        let (path, first) = URLPathEncodingTests.reference(segment)
        let unit = errors.first { $0.kind == .invalidURLUnit }?.offset
        checked += 1
        if url?.pathname != "/p/" + path + "/end" || unit != first.map({ $0 + prefix }) {
          mismatches.append(segment)
        }
      }
    }
    #expect(checked == 4_800)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  /// Hand-picked orders: a noncharacter or a bad `%` after a non-URL code
  /// point is written inline, and the report stays at the first one.
  @Test func theFirstInvalidUnitIsReported() {
    let cases: [(String, String, Int?)] = [
      ("a b" + nonchar(0xFDD0), "a%20b%EF%B7%90", 1),
      ("\u{E9}" + nonchar(0xFDD0) + " x", "%C3%A9%EF%B7%90%20x", 1),
      ("%zz \"", "%zz%20%22", 0),
      ("x\"%4", "x%22%4", 1),
      ("\u{E9}\u{20AC}", "%C3%A9%E2%82%AC", nil),
      ("|[]", "|[]", 0),
    ]
    for (segment, path, first) in cases {
      var errors: [URLValidationError] = []
      let url = WHATWGURL.parse("http://h/" + segment, errors: &errors)
      #expect(url?.pathname == "/" + path, "\(segment)")
      #expect(
        errors.first { $0.kind == .invalidURLUnit }?.offset == first.map { $0 + 9 }, "\(segment)")
    }
  }
}

/// A noncharacter as a string (Swift refuses them in `\u{…}` literals).
private func nonchar(_ value: UInt32) -> String {
  Unicode.Scalar(value).map { String($0) } ?? ""
}

extension String {
  /// Two hex digits: a leading zero for a single one.
  fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
