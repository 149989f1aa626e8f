/// An HTTP `Accept-Language` header (RFC 9110 §12.5.4), read once for both
/// things a service takes from it: the language of its messages
/// (``messageLanguage``) and the locale of its number fields
/// (``numberLocale``).
///
/// ```swift
/// let header = AcceptLanguage("de-CH, de;q=0.9, en;q=0.5")
/// header.preferred        // ["de-CH", "de", "en"]
/// header.messageLanguage  // .german
/// header.numberLocale     // "de_CH"
/// ```
///
/// Each comma-separated entry is a language range (RFC 4647 §2.1:
/// `1*8ALPHA *("-" 1*8alphanum)`, or `*`) with an optional weight
/// (`;q=` and a `qvalue`: `0` to `1` with at most three decimals). An
/// entry that does not match that grammar (`en_US`, `<script>`, `de;q=2`,
/// `de;q=x`, `de;foo=bar`) is ignored as a whole; only the first
/// ``maxRanges`` well-formed entries count, so a header of any length costs
/// one pass over its bytes.
public struct AcceptLanguage: Sendable, Hashable {
  /// One entry of the header: a language range and its quality.
  public struct Range: Sendable, Hashable {
    /// The range as written, such as `de-CH` or `*`.
    public var tag: String
    /// Its quality, from 0 (not acceptable) to 1; 1 when not given.
    public var quality: Double

    /// Creates an entry.
    /// - Parameters:
    ///   - tag: The language range.
    ///   - quality: Its quality, 0 to 1.
    public init(tag: String, quality: Double = 1) {
      self.tag = tag
      self.quality = quality
    }

    /// Whether the range is `*`, any language.
    public var isWildcard: Bool { tag == "*" }

    /// The primary language subtag, lowercased (`de` for `de-CH`).
    public var primaryLanguage: Substring {
      Substring(tag.prefix { $0 != "-" }.lowercased())
    }
  }

  /// The most entries of one header that are read.
  public static let maxRanges = 32

  /// The well-formed entries, in header order (those of quality 0 too).
  public let ranges: [Range]

  /// Reads a header.
  /// - Parameter header: The header's value, or `nil` when the request has none.
  /// - Complexity: O(*n*) in the header's length.
  public init(_ header: String?) {
    var ranges: [Range] = []
    for entry in (header ?? "").utf8.split(separator: UInt8(ascii: ",")) {
      guard let range = Self.range(entry) else { continue }
      ranges.append(range)
      if ranges.count == Self.maxRanges { break }
    }
    self.ranges = ranges
  }

  /// The acceptable tags, most preferred first: the ranges of a quality
  /// above 0, without `*`, by quality, equal qualities in header order.
  public var preferred: [String] {
    ranges.enumerated().filter { $0.element.quality > 0 && !$0.element.isWildcard }
      .sorted {
        $0.element.quality != $1.element.quality
          ? $0.element.quality > $1.element.quality : $0.offset < $1.offset
      }
      .map(\.element.tag)
  }

  /// The language kbcheck writes its messages in for this header.
  ///
  /// A language's quality is that of the range naming exactly its primary
  /// subtag (`de`); else the highest of the longer ranges that start with
  /// it (`de-CH`, `de-AT`: German is the closest kbcheck has); else that
  /// of `*`. The highest quality above 0 wins; on a tie, the language whose
  /// deciding range comes first in the header, then the order of
  /// ``MessageLanguage/allCases`` (English first). So `de;q=0` refuses
  /// German, `*` alone is English, and nothing acceptable is English.
  public var messageLanguage: MessageLanguage {
    let wildcard = ranges.firstIndex(where: \.isWildcard)
    var best: (language: MessageLanguage, quality: Double, position: Int)?
    for language in MessageLanguage.allCases {
      var decided: (quality: Double, position: Int)?
      if let exact = ranges.firstIndex(where: {
        !$0.isWildcard && $0.tag.lowercased() == language.identifier
      }) {
        decided = (ranges[exact].quality, exact)
      } else {
        for (i, range) in ranges.enumerated()
        where !range.isWildcard && range.primaryLanguage == language.identifier
          && range.quality > (decided?.quality ?? -1)
        {
          decided = (range.quality, i)
        }
      }
      if decided == nil, let wildcard { decided = (ranges[wildcard].quality, wildcard) }
      guard let decided, decided.quality > 0 else { continue }
      if let current = best,
        current.quality > decided.quality
          || (current.quality == decided.quality && current.position <= decided.position)
      {
        continue
      }
      best = (language, decided.quality, decided.position)
    }
    return best?.language ?? .english
  }

  /// Reads one entry: `range [OWS ";" OWS "q=" qvalue]`, spaces and tabs
  /// allowed around its parts.
  private static func range(_ entry: Substring.UTF8View.SubSequence) -> Range? {
    let parts = entry.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard parts.count <= 2, let tag = parts.first.map(trimmed), isLanguageRange(tag) else {
      return nil
    }
    var quality = 1.0
    if parts.count == 2 {
      let weight = trimmed(parts[1])
      guard weight.count >= 3, weight.first.map({ $0 | 0x20 }) == UInt8(ascii: "q"),
        weight.dropFirst().first == UInt8(ascii: "="),
        let q = qvalue(weight.dropFirst(2))
      else { return nil }
      quality = q
    }
    return Range(tag: String(decoding: tag, as: UTF8.self), quality: quality)
  }

  /// RFC 4647 §2.1: `*`, or 1 to 8 letters then subtags of 1 to 8 letters
  /// and digits, each after a `-`.
  private static func isLanguageRange(_ bytes: ArraySlice<UInt8>) -> Bool {
    if bytes.elementsEqual([UInt8(ascii: "*")]) { return true }
    let subtags = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard let first = subtags.first, (1...8).contains(first.count),
      first.allSatisfy(isLetter)
    else { return false }
    return subtags.dropFirst().allSatisfy { subtag in
      (1...8).contains(subtag.count) && subtag.allSatisfy { isLetter($0) || isDigit($0) }
    }
  }

  /// RFC 9110 §12.4.2: `0[.ddd]` or `1[.000]`.
  private static func qvalue(_ bytes: ArraySlice<UInt8>) -> Double? {
    guard let first = bytes.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1")
    else { return nil }
    let rest = bytes.dropFirst()
    if rest.isEmpty { return first == UInt8(ascii: "1") ? 1 : 0 }
    let decimals = rest.dropFirst()
    guard rest.first == UInt8(ascii: "."), decimals.count <= 3, decimals.allSatisfy(isDigit)
    else { return nil }
    if first == UInt8(ascii: "1") {
      return decimals.allSatisfy { $0 == UInt8(ascii: "0") } ? 1 : nil
    }
    var thousandths = 0
    for (i, digit) in decimals.enumerated() {
      thousandths += Int(digit - UInt8(ascii: "0")) * [100, 10, 1][i]
    }
    return Double(thousandths) / 1000
  }

  private static func trimmed(_ bytes: some Collection<UInt8>) -> ArraySlice<UInt8> {
    let array = ArraySlice(bytes)
    let isSpace = { (b: UInt8) in b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }
    guard let start = array.firstIndex(where: { !isSpace($0) }),
      let end = array.lastIndex(where: { !isSpace($0) })
    else { return [] }
    return array[start...end]
  }

  private static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
  private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
}
