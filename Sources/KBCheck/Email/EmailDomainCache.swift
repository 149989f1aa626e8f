/// Remembers what UTS #46 and UTS #39 made of recent domains, so a batch of
/// addresses that share domains (most real lists) converts each domain once.
///
/// The cached values are pure functions of the domain text, so a hit gives
/// exactly what a fresh conversion would. The cache holds at most
/// ``capacity`` domains and starts over when full; it is shared by every
/// ``EmailValidator`` and safe to use from several threads.
struct EmailDomainCache: Sendable {
  /// What the conversion of one domain gave.
  struct Entry: Sendable {
    /// UTS #46 ToASCII (or the lowercased ASCII domain).
    var toASCII: IDNAResult
    /// UTS #46 ToUnicode of the ASCII form.
    var toUnicode: IDNAResult
    /// The non-ASCII U-labels with their UTS #39 verdicts, filled on first use.
    var spoof: [LabelVerdict]?
  }

  /// The UTS #39 verdict of one U-label.
  struct LabelVerdict: Sendable {
    var label: String
    var isMixedScript: Bool
    var skeleton: String
  }

  /// The most domains kept before the cache starts over.
  static let capacity = 4096

  private static let storage = LockedCache<String, Entry>(capacity: capacity)

  /// The cached conversion of `domain`, if any.
  static func entry(_ domain: String) -> Entry? {
    storage.value(for: domain)
  }

  /// Stores a conversion.
  static func store(_ entry: Entry, for domain: String) {
    storage.store(entry, for: domain)
  }

  /// The UTS #39 verdicts of the non-ASCII labels of `unicode`, cached with
  /// the domain's entry.
  static func labelVerdicts(domain: String, unicode: String) -> [LabelVerdict] {
    if let cached = storage.value(for: domain)?.spoof { return cached }
    let verdicts = unicode.split(separator: ".").filter { $0.utf8.contains { $0 >= 0x80 } }.map {
      label -> LabelVerdict in
      let text = String(label)
      return LabelVerdict(
        label: text, isMixedScript: SpoofCheck.check(text).isMixedScript,
        skeleton: SpoofCheck.skeleton(text))
    }
    storage.update(domain) { $0.spoof = verdicts }
    return verdicts
  }
}
