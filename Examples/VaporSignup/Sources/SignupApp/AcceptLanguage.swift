/// Reads the language tags of an `Accept-Language` header.
enum AcceptLanguage {
  /// The most tags of one header that are looked at.
  static let maxTags = 8

  /// The header's language tags in preference order: highest `q` first,
  /// equals in header order; `de-DE,de;q=0.9` gives `["de-DE", "de"]`.
  ///
  /// Tags that are not plain BCP 47 (letters, digits, `-`, at most 35
  /// characters), the wildcard `*` and `q=0` are skipped; only the first
  /// ``maxTags`` usable tags count.
  /// - Parameter header: The header's value, if any.
  /// - Returns: The tags, at most ``maxTags``.
  /// - Complexity: O(*n*) in the header's length.
  static func tags(from header: String?) -> [String] {
    guard let header else { return [] }
    var weighted: [(tag: String, q: Double)] = []
    for item in header.split(separator: ",") {
      let parts = item.split(separator: ";")
      guard let first = parts.first else { continue }
      let tag = first.trimmingSpaces()
      guard isPlainTag(tag) else { continue }
      var q = 1.0
      for parameter in parts.dropFirst() {
        let p = parameter.trimmingSpaces()
        if p.hasPrefix("q="), let value = Double(p.dropFirst(2)), value >= 0, value <= 1 {
          q = value
        }
      }
      guard q > 0 else { continue }
      weighted.append((String(tag), q))
      if weighted.count == maxTags { break }
    }
    // Stable: equal weights keep header order.
    return weighted.enumerated().sorted {
      $0.element.q != $1.element.q ? $0.element.q > $1.element.q : $0.offset < $1.offset
    }.map(\.element.tag)
  }

  /// Whether `tag` is letters and digits in `-` separated subtags.
  private static func isPlainTag(_ tag: Substring) -> Bool {
    guard !tag.isEmpty, tag.utf8.count <= 35, tag.first != "-", tag.last != "-" else {
      return false
    }
    return tag.utf8.allSatisfy { b in
      (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
        || b == 0x2D
    }
  }
}

extension Substring {
  /// The substring without leading and trailing spaces and tabs.
  fileprivate func trimmingSpaces() -> Substring {
    var s = self
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return s
  }
}
