/// Picks the locale for a request from its `Accept-Language` header.
enum AcceptLanguage {
  /// The preferred language tag of an `Accept-Language` header as an ICU
  /// locale id: the tag with the highest `q` (the first of equals), `-`
  /// turned into `_`; `de-DE,de;q=0.9` gives `de_DE`.
  ///
  /// Tags that are not plain BCP 47 (letters, digits, `-`, at most 35
  /// characters), the wildcard `*` and `q=0` are skipped.
  /// - Parameter header: The header's value, if any.
  /// - Returns: The locale id, or `nil` when no tag is usable.
  /// - Complexity: O(*n*) in the header's length.
  static func locale(from header: String?) -> String? {
    guard let header else { return nil }
    var best: (tag: Substring, q: Double)?
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
      if q > 0, q > (best?.q ?? 0) { best = (tag, q) }
    }
    return best.map { $0.tag.replacingHyphens() }
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

  /// The tag with `-` replaced by `_`.
  fileprivate func replacingHyphens() -> String {
    String(map { $0 == "-" ? "_" : $0 })
  }
}
