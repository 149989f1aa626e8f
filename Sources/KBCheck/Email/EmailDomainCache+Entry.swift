extension EmailDomainCache {
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
    /// the dot mappings (full-width or compatibility characters mapped,
    /// invisible ones removed).
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
      // One pass over each form's bytes. An empty label: an empty name, a
      // dot at either end, or two dots in a row. The last scalar, when it
      // is not ASCII, decides the letter rule.
      var unicodeText = toUnicode.value
      let u = unicodeText.withUTF8 { d -> (empty: Bool, count: Int, lastHigh: UInt32?) in
        var previous = ASCII.dot
        var empty = false
        for b in d {
          if b == ASCII.dot && previous == ASCII.dot { empty = true }
          previous = b
        }
        guard let last = d.last, last >= 0x80 else {
          return (empty || previous == ASCII.dot, d.count, nil)
        }
        var start = d.count - 1
        while start > 0 && d[start] & 0xC0 == 0x80 { start -= 1 }
        return (empty, d.count, EmailBytes.decode(d, start).0)
      }
      hasEmptyLabel = u.empty
      isClean =
        toASCII.errors.isEmpty && toUnicode.errors.isEmpty && !decodesToXNLabel && !isMapped
        && !isNotNFC && !hasEmptyLabel && idna2008.isClean
      spoofWarns = spoof.contains {
        $0.isMixedScript || EmailValidator.imitatesASCII($0.label, skeleton: $0.skeleton)
      }
      unicodeIsKey = toUnicode.value.hasSameUTF8(as: key)
      asciiIsKey = toASCII.value.hasSameUTF8(as: key)
      asciiIsUnicode = toASCII.value.hasSameUTF8(as: toUnicode.value)
      unicodeCount = u.count
      var asciiText = toASCII.value
      let last = asciiText.withUTF8 { Entry.lastLabel(of: $0, lastHigh: u.lastHigh) }
      (asciiCount, hasDot, endsInLetter, isSpecialUse) = (
        last.count, last.dot, last.letter, last.special
      )
    }

    /// What the rules of the last label need of an A-label form `d`: its
    /// length, whether it has a dot, whether it ends in a letter (the
    /// U-label form's last scalar `lastHigh` when that is not ASCII, else
    /// the last byte), and whether the last label is a special-use name;
    /// `emptyAfterDot` says the form ends in a dot (an empty last label).
    static func lastLabel(of d: UnsafeBufferPointer<UInt8>, lastHigh: UInt32?) -> (
      count: Int, dot: Bool, letter: Bool, special: Bool, emptyAfterDot: Bool
    ) {
      var lastDot = -1
      for i in d.indices where d[i] == ASCII.dot { lastDot = i }
      let tld = UnsafeBufferPointer(rebasing: d[(lastDot + 1)...])
      var letter = false
      if let high = lastHigh, let scalar = Unicode.Scalar(high) {
        let category = scalar.icu.generalCategory
        letter = category.isLetter || category.isMark
      } else if let lastByte = tld.last {
        letter = EmailBytes.isLetter(lastByte)
      }
      return (d.count, lastDot >= 0, letter, EmailValidator.isSpecialUse(tld), tld.isEmpty)
    }

    /// The entry of a domain that ``EmailDomainCache/plainASCIIToUnicode(_:options:)``
    /// converted: letters, digits, hyphens and dots only, so UTS #46 only
    /// lowered it, IDNA2008 and UTS #39 have no non-ASCII code point to
    /// judge, and the A-label form is the U-label form. The facts the
    /// general initializer derives are read in one pass over the converted
    /// bytes (`EmailDomainASCIIPathTests` holds the two to each other).
    /// - Parameters:
    ///   - key: The domain as written.
    ///   - plain: Its conversion by `plainASCIIToUnicode`.
    init(plainASCIIKey key: String, conversion plain: IDNAResult) {
      self.key = key
      toASCII = IDNAResult(value: plain.value, errors: [])
      toUnicode = plain
      decodesToXNLabel = false
      isMapped = false
      isNotNFC = false
      spoof = []
      idna2008 = EmailDomainIDNA2008()
      spoofWarns = false
      asciiIsUnicode = true
      let same = plain.value.hasSameUTF8(as: key)
      unicodeIsKey = same
      asciiIsKey = same
      var value = plain.value
      // An empty label: an empty name, a dot first, two dots in a row, or
      // a dot last.
      let (empty, last) = value.withUTF8 { d in
        var previous = ASCII.dot
        var empty = d.isEmpty
        for b in d {
          if b == ASCII.dot && previous == ASCII.dot { empty = true }
          previous = b
        }
        return (empty, Entry.lastLabel(of: d, lastHigh: nil))
      }
      hasEmptyLabel = empty || last.emptyAfterDot
      hasDot = last.dot
      endsInLetter = last.letter
      isSpecialUse = last.special
      isClean = plain.errors.isEmpty && !hasEmptyLabel
      unicodeCount = last.count
      asciiCount = last.count
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
}
