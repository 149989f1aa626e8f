/// How a service answers a form submission: the report as JSON, or the
/// form page again (``FormHTML/page(values:report:title:language:)``),
/// chosen from the request's `Accept` header (RFC 9110 §12.5.1).
///
/// A browser posting a form sends `text/html,…,*/*;q=0.8`: it gets the
/// page. An API client sending `application/json`, `*/*` or no `Accept` at
/// all gets JSON.
public enum FormResponseFormat: Sendable, Hashable {
  /// The report as JSON.
  case json
  /// The form page, with the submitted values and the report's messages.
  case html

  /// The format an `Accept` header prefers.
  ///
  /// HTML's quality is that of the most specific range matching
  /// `text/html` (`text/html`, then `text/*`, then `*/*`); JSON's that of
  /// the most specific matching `application/json`. HTML is chosen when its
  /// quality is higher, or equal but from a more specific range, or equally
  /// specific but earlier in the header; everything else, a header without
  /// either and a missing one included, is JSON. Malformed entries are
  /// ignored; only the first 32 count.
  /// - Parameter accept: The header's value, or `nil`.
  /// - Complexity: O(*n*) in the header's length.
  public init(accept: String?) {
    var html: Match?
    var json: Match?
    for (position, entry) in (accept ?? "").split(separator: ",").prefix(32).enumerated() {
      guard let range = MediaRange(entry) else { continue }
      if let specificity = range.specificity(type: "text", subtype: "html"),
        specificity > (html?.specificity ?? -1)
      {
        html = Match(quality: range.quality, specificity: specificity, position: position)
      }
      if let specificity = range.specificity(type: "application", subtype: "json"),
        specificity > (json?.specificity ?? -1)
      {
        json = Match(quality: range.quality, specificity: specificity, position: position)
      }
    }
    guard let html, html.quality > 0 else {
      self = .json
      return
    }
    guard let json, json.quality > 0 else {
      self = .html
      return
    }
    if html.quality != json.quality {
      self = html.quality > json.quality ? .html : .json
    } else if html.specificity != json.specificity {
      self = html.specificity > json.specificity ? .html : .json
    } else {
      self = html.position < json.position ? .html : .json
    }
  }

  /// The range that decides a media type's quality.
  private struct Match {
    var quality: Double
    var specificity: Int
    var position: Int
  }

  /// One media range: `type/subtype` and its `q` parameter.
  private struct MediaRange {
    var type: Substring
    var subtype: Substring
    var quality = 1.0

    init?(_ entry: Substring) {
      let parts = entry.split(separator: ";")
      guard let mediaRange = parts.first else { return nil }
      let pair = mediaRange.trimmingCharacters(in: " \t").lowercased().split(
        separator: "/", omittingEmptySubsequences: false)
      guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty,
        pair[0] != "*" || pair[1] == "*"
      else { return nil }
      type = pair[0]
      subtype = pair[1]
      for parameter in parts.dropFirst() {
        let p = parameter.trimmingCharacters(in: " \t")
        guard p.count > 2, p.prefix(2).lowercased() == "q=" else { continue }
        guard let q = Double(p.dropFirst(2)), q >= 0, q <= 1 else { return nil }
        quality = q
      }
    }

    /// 2 for `type/subtype`, 1 for `type/*`, 0 for `*/*`, `nil` when the
    /// range does not match.
    func specificity(type: String, subtype: String) -> Int? {
      if self.type == "*" { return 0 }
      guard self.type == type else { return nil }
      if self.subtype == "*" { return 1 }
      return self.subtype == subtype ? 2 : nil
    }
  }
}

extension Substring {
  /// The text without the given leading and trailing characters.
  fileprivate func trimmingCharacters(in set: String) -> Substring {
    var s = self
    while let first = s.first, set.contains(first) { s.removeFirst() }
    while let last = s.last, set.contains(last) { s.removeLast() }
    return s
  }
}
