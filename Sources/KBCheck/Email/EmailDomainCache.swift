import Synchronization

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
    /// The domain converted (the cache key).
    let key: String
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
    /// What IDNA2008 says of the U-label form.
    let idna2008: EmailDomainIDNA2008

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
    /// The U-label form is the key, byte for byte.
    let unicodeIsKey: Bool
    /// The A-label form is the key, byte for byte.
    let asciiIsKey: Bool
    /// The A-label form is the U-label form (an all-ASCII domain).
    let asciiIsUnicode: Bool
    /// The lengths in bytes of the U-label and A-label forms.
    let unicodeCount: Int, asciiCount: Int

    /// Creates an entry.
    init(
      key: String, toASCII: IDNAResult, toUnicode: IDNAResult, decodesToXNLabel: Bool,
      isMapped: Bool, isNotNFC: Bool, spoof: [LabelVerdict]
    ) {
      self.key = key
      self.toASCII = toASCII
      self.toUnicode = toUnicode
      self.decodesToXNLabel = decodesToXNLabel
      self.isMapped = isMapped
      self.isNotNFC = isNotNFC
      self.spoof = spoof
      idna2008 = EmailDomainIDNA2008(
        domain: key, unicode: toUnicode.value, ascii: toASCII.value,
        options: EmailValidator.idnaOptions)
      // An empty label: an empty name, a dot at either end, or two dots in a row.
      var previous: UInt8 = 0x2E
      var empty = false
      for b in toUnicode.value.utf8 {
        if b == 0x2E && previous == 0x2E { empty = true }
        previous = b
      }
      hasEmptyLabel = empty || previous == 0x2E
      isClean =
        toASCII.errors.isEmpty && toUnicode.errors.isEmpty && !decodesToXNLabel && !isMapped
        && !isNotNFC && !hasEmptyLabel && idna2008.isClean
      spoofWarns = spoof.contains {
        $0.isMixedScript || EmailValidator.imitatesASCII($0.label, skeleton: $0.skeleton)
      }
      unicodeIsKey = toUnicode.value.hasSameUTF8(as: key)
      asciiIsKey = toASCII.value.hasSameUTF8(as: key)
      asciiIsUnicode = toASCII.value.hasSameUTF8(as: toUnicode.value)
      unicodeCount = toUnicode.value.utf8.count
      asciiCount = toASCII.value.utf8.count
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
    // A domain of ASCII letters, digits, hyphens and dots without `??--`
    // labels: UTS #46 only lowercases it, on its bytes, without ICU.
    if let plain = plainASCIIToUnicode(domain, options: options) {
      let entry = Entry(
        key: domain, toASCII: IDNAResult(value: plain.value, errors: []), toUnicode: plain,
        decodesToXNLabel: false, isMapped: false, isNotNFC: false, spoof: [])
      storage.store(entry, for: key)
      return entry
    }
    // An all-ASCII domain (with xn-- labels) is its own A-label form once
    // lowercased, and the scanner has checked its labels' lengths: ToUnicode
    // alone validates and decodes it.
    let nonASCII = domain.utf8.contains { $0 >= 0x80 }
    let ascii =
      nonASCII
      ? IDNA.toASCII(domain, options: options)
      : IDNAResult(value: domain.lowercased(), errors: [])
    let unicode = IDNA.toUnicode(ascii.value, options: options)
    // Labels end at U+002E only (UTS #46 §4 has mapped the other dots):
    // split on the byte, not by `Character`.
    let labels = unicode.value.utf8.split(separator: 0x2E).map { Substring($0) }
    let changed = nonASCII && !domain.hasSameUTF8(as: unicode.value)
    let entry = Entry(
      key: domain, toASCII: ascii, toUnicode: unicode,
      decodesToXNLabel: labels.contains { label in
        label.utf8.count > 4
          && zip(label.utf8.prefix(4), "xn--".utf8).allSatisfy { $0 | 0x20 == $1 | 0x20 }
          && label.utf8.contains(where: { $0 >= 0x80 })
      },
      isMapped: changed && isMapped(domain, labels),
      isNotNFC: changed && !domain.normalized(.nfc).hasSameUTF8(as: domain),
      spoof: nonASCII ? verdicts(labels) : [])
    storage.store(entry, for: key)
    return entry
  }

  /// UTS #46 ToUnicode of a lowercased all-ASCII domain made only of
  /// letters, digits, `-` and `.`, with no label whose third and fourth
  /// characters are `--` (A-labels and the other reserved forms), computed
  /// on the bytes: the value is the domain with A–Z lowered, and the errors
  /// are those UTS #46 §4.1 step 4 gives such a label (CheckHyphens: a
  /// leading or trailing `-`; an empty label but for a final root label).
  /// Any other domain gives `nil` (ICU converts it). The length checks
  /// (VerifyDnsLength) belong to ToASCII, which is the domain itself here.
  /// - Parameters:
  ///   - domain: The domain.
  ///   - options: The UTS #46 options (STD3 rules on).
  /// - Returns: The conversion, or `nil`.
  static func plainASCIIToUnicode(_ domain: String, options: IDNAOptions) -> IDNAResult? {
    guard options.useSTD3ASCIIRules, !options.transitional else { return nil }
    var text = domain
    return text.withUTF8 { d -> IDNAResult? in
      var errors: IDNAErrors = []
      var labelStart = 0
      var hasUpper = false
      for i in d.indices {
        let b = d[i]
        switch b {
        case 0x61...0x7A, 0x30...0x39: continue
        case 0x41...0x5A: hasUpper = true
        case 0x2D:  // -
          if i == labelStart + 3 && d[i - 1] == 0x2D { return nil }
          if i == labelStart { errors.insert(.leadingHyphen) }
          if i + 1 == d.count || d[i + 1] == 0x2E { errors.insert(.trailingHyphen) }
        case 0x2E:  // .
          if i == labelStart { errors.insert(.emptyLabel) }
          labelStart = i + 1
        default: return nil
        }
      }
      if d.isEmpty { errors.insert(.emptyLabel) }
      errors.subtract(options.ignoredErrors)
      guard hasUpper else { return IDNAResult(value: domain, errors: errors) }
      let lowered = String(unsafeUninitializedCapacity: d.count) { out in
        for i in d.indices { out[i] = d[i] &- 0x41 < 26 ? d[i] | 0x20 : d[i] }
        return d.count
      }
      return IDNAResult(value: lowered, errors: errors)
    }
  }

  /// The slots of ``recent`` (a power of two).
  static let recentSlots = 1024

  /// A direct-mapped index of recent entries by a hash of the domain's
  /// bytes, in front of ``storage``: the fast path finds a domain it saw
  /// before without making a `String` of it or hashing it with SipHash. A
  /// collision only evicts (the entry is still in ``storage``); every hit
  /// is checked byte for byte against the entry's key.
  private static let recent = Mutex<[Entry?]>(Array(repeating: nil, count: recentSlots))

  /// The conversion of the domain whose UTF-8 bytes are `bytes`: the same
  /// entry ``conversion(of:options:)`` gives, found by the bytes.
  /// - Parameters:
  ///   - bytes: The domain's bytes (well-formed UTF-8).
  ///   - options: The UTS #46 options (always ``EmailValidator/idnaOptions``).
  /// - Returns: The conversion and the facts the checks need.
  static func conversion(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, options: IDNAOptions) -> Entry {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
    for b in bytes { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
    let slot = Int(truncatingIfNeeded: hash >> 40) & (recentSlots - 1)
    if let hit = recent.withLock({ $0[slot] }), hit.key.hasSameUTF8(as: bytes) { return hit }
    let entry = conversion(of: String(decoding: bytes, as: UTF8.self), options: options)
    recent.withLock { $0[slot] = entry }
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
    let given = expected.lowercased().normalized(.nfc).utf8.split(separator: 0x2E)
    return given.count != labels.count
      || zip(given, labels).contains { g, r in
        !g.starts(with: "xn--".utf8) && !g.elementsEqual(r.utf8)
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
