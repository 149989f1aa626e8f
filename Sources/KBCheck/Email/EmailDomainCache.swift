/// Remembers what UTS #46 and UTS #39 made of recent domains, so a batch of
/// addresses that share domains (most real lists) converts each domain once.
///
/// Every cached value is a pure function of the domain's bytes, so a hit
/// gives exactly what a fresh conversion would. The cache holds at most
/// ``capacity`` domains and starts over when full; it is shared by every
/// ``EmailValidator`` and safe to use from several threads.
struct EmailDomainCache: Sendable {
  /// What the conversion of one domain gave (a class: a cache hit costs
  /// one retain, not one per field).
  final class Entry: Sendable {
    /// UTS #46 ToASCII (or the lowercased ASCII domain).
    let toASCII: IDNAResult
    /// UTS #46 ToUnicode of the ASCII form.
    let toUnicode: IDNAResult
    /// An `xn--` label decodes to another `xn--` label (`xn--xn---hx--hxp`).
    let decodesToXNLabel: Bool
    /// A non-ASCII domain that UTS #46 changed beyond lowercasing, NFC and
    /// the dot mappings (full-width or compatibility characters).
    let isMapped: Bool
    /// A non-ASCII domain that was not in NFC.
    let isNotNFC: Bool
    /// A label that UTS #46 maps to nothing (one made only of ignored
    /// characters such as U+034F COMBINING GRAPHEME JOINER), which leaves
    /// an empty label in the converted forms.
    let hasEmptyLabel: Bool
    /// The non-ASCII U-labels with their UTS #39 verdicts.
    let spoof: [LabelVerdict]

    /// No UTS #46 error, no `xn--` in a U-label, no mapping or NFC warning:
    /// the domain converts without anything to report.
    let isClean: Bool
    /// Whether a U-label gets a UTS #39 warning (mixed scripts, or an ASCII
    /// look-alike) when spoof checks are on.
    let spoofWarns: Bool
    /// The A-label form has a dot.
    let hasDot: Bool
    /// The last-label rule of `requireLetterInTLD` holds, judged as
    /// ``EmailValidator/checkShape(asciiDomain:lastScalar:scanner:sink:)``
    /// does: the U-label form's last scalar when it is not ASCII, else the
    /// A-label form's last byte.
    let endsInLetter: Bool
    /// The A-label form's last label is a special-use name.
    let isSpecialUse: Bool

    /// Creates an entry.
    init(
      toASCII: IDNAResult, toUnicode: IDNAResult, decodesToXNLabel: Bool, isMapped: Bool,
      isNotNFC: Bool, spoof: [LabelVerdict]
    ) {
      self.toASCII = toASCII
      self.toUnicode = toUnicode
      self.decodesToXNLabel = decodesToXNLabel
      self.isMapped = isMapped
      self.isNotNFC = isNotNFC
      self.spoof = spoof
      hasEmptyLabel =
        toUnicode.value.split(separator: ".", omittingEmptySubsequences: false).contains {
          $0.isEmpty
        }
      isClean =
        toASCII.errors.isEmpty && toUnicode.errors.isEmpty && !decodesToXNLabel && !isMapped
        && !isNotNFC && !hasEmptyLabel
      spoofWarns = spoof.contains {
        $0.isMixedScript || EmailValidator.imitatesASCII($0.label, skeleton: $0.skeleton)
      }
      var a = toASCII.value
      (hasDot, endsInLetter, isSpecialUse) = a.withUTF8 { d in
        var lastDot = -1
        for i in d.indices where d[i] == 0x2E { lastDot = i }
        let tld = UnsafeBufferPointer(rebasing: d[(lastDot + 1)...])
        var letter = false
        if let lastScalar = toUnicode.value.unicodeScalars.last, lastScalar.value >= 0x80 {
          let category = lastScalar.icu.generalCategory
          letter = category.isLetter || category.isMark
        } else if let lastByte = tld.last {
          letter = EmailBytes.isLetter(lastByte)
        }
        return (lastDot >= 0, letter, EmailValidator.isSpecialUse(tld))
      }
    }
  }

  /// The UTS #39 verdict of one U-label.
  struct LabelVerdict: Sendable {
    /// The U-label.
    var label: String
    /// Its scripts fail the moderately restrictive level.
    var isMixedScript: Bool
    /// Its UTS #39 skeleton (the label itself when the pre-check rules out
    /// an ASCII look-alike).
    var skeleton: String
  }

  /// The most domains kept before the cache starts over.
  static let capacity = 4096

  private static let storage = LockedCache<UTF8Key, Entry>(capacity: capacity)

  /// The conversion of `domain`, from the cache or made and stored.
  /// - Parameters:
  ///   - domain: The domain as kept for the value (no white space or comments).
  ///   - options: The UTS #46 options.
  /// - Returns: The conversion and the facts the checks need.
  static func conversion(of domain: String, options: IDNAOptions) -> Entry {
    let key = UTF8Key(domain)
    if let cached = storage.value(for: key) { return cached }
    // An all-ASCII domain (with xn-- labels) is its own A-label form once
    // lowercased, and the scanner has checked its labels' lengths: ToUnicode
    // alone validates and decodes it.
    let nonASCII = domain.utf8.contains { $0 >= 0x80 }
    let ascii =
      nonASCII
      ? IDNA.toASCII(domain, options: options)
      : IDNAResult(value: domain.lowercased(), errors: [])
    let unicode = IDNA.toUnicode(ascii.value, options: options)
    let labels = unicode.value.split(separator: ".")
    let changed = nonASCII && !domain.hasSameUTF8(as: unicode.value)
    let entry = Entry(
      toASCII: ascii, toUnicode: unicode,
      decodesToXNLabel: labels.contains {
        $0.utf8.count > 4 && $0.utf8.prefix(4).map({ $0 | 0x20 }) == Array("xn--".utf8)
          && $0.utf8.contains(where: { $0 >= 0x80 })
      },
      isMapped: changed && isMapped(domain, labels),
      isNotNFC: changed && !domain.normalized(.nfc).hasSameUTF8(as: domain),
      spoof: nonASCII ? verdicts(labels) : [])
    storage.store(entry, for: key)
    return entry
  }

  /// Whether UTS #46 changed `domain` beyond lowercasing, NFC and the dot
  /// mappings (which have their own warning) into `labels`.
  private static func isMapped(_ domain: String, _ labels: [Substring]) -> Bool {
    var expected = ""
    expected.unicodeScalars.reserveCapacity(domain.unicodeScalars.count)
    for scalar in domain.unicodeScalars {
      switch scalar.value {
      case 0x3002, 0xFF0E, 0xFF61: expected.unicodeScalars.append(".")
      default: expected.unicodeScalars.append(scalar)
      }
    }
    let given = expected.lowercased().normalized(.nfc).split(separator: ".")
    return given.count != labels.count
      || zip(given, labels).contains { g, r in !g.hasPrefix("xn--") && !g.utf8.elementsEqual(r.utf8)
      }
  }

  /// The UTS #39 verdicts of the non-ASCII labels.
  private static func verdicts(_ labels: [Substring]) -> [LabelVerdict] {
    labels.filter { $0.utf8.contains { $0 >= 0x80 } }.map { label in
      let text = String(label)
      let pre = SpoofCheck.preCheck(text)
      return LabelVerdict(
        label: text, isMixedScript: pre.mayBeMixedScript && SpoofCheck.check(text).isMixedScript,
        skeleton: pre.mayImitateASCII ? SpoofCheck.skeleton(text) : text)
    }
  }
}
