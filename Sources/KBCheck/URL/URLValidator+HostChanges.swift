extension URLValidator {
  /// What the URL Standard's host parser did to a host beyond lower-casing
  /// it: the classes of changes ``hostChangeIssues(_:input:)`` reports.
  ///
  /// Each class is one of two kinds (the rule of the README's profile
  /// table): *a person cannot have meant it* (compatibility characters,
  /// invisible characters, percent-escapes, IPv4 shorthand) — refused with
  /// ``Options/refuseHostRewrites``; or *a spelling of the same name*
  /// (full-width letters, ideographic full stops, a non-NFC spelling) —
  /// always a warning. Letter case is not a change (DNS names compare
  /// without case, RFC 4343 §3; UTS #46 lower-cases), so it is not reported.
  struct HostChanges {
    /// Non-ASCII characters UTS #46 maps to other characters: compatibility
    /// forms (UTS #46 §4 step 1 with the IDNA Mapping Table, built from
    /// NFKC_Casefold): circled, squared, Roman numerals, parenthesized
    /// digits, mathematical letters, and mappings no other class explains.
    var compatibility: [Unicode.Scalar] = []
    /// Default_Ignorable_Code_Point characters UTS #46 maps to nothing
    /// (variation selectors, Mongolian free variation selectors, zero-width
    /// characters, soft hyphen, combining grapheme joiner, …).
    var ignorable: [Unicode.Scalar] = []
    /// Spellings of the same name: full-width and half-width forms
    /// (Decomposition_Type wide / narrow), the ideographic and full-width
    /// full stops (UTS #46 §4 step 1 maps U+3002, U+FF0E, U+FF61 to `.`),
    /// and combining sequences that NFC composes.
    var spelling: [Unicode.Scalar] = []
    /// The host was percent-encoded (`ex%61mple.com`).
    var percentEncoded = false
    /// The host is an IPv4 address written with fewer than four parts
    /// (`127.1`, `2130706433`), which the URL Standard's IPv4 parser expands.
    var ipv4Shorthand = false

    /// Whether nothing changed.
    var isEmpty: Bool {
      compatibility.isEmpty && ignorable.isEmpty && spelling.isEmpty && !percentEncoded
        && !ipv4Shorthand
    }
  }

  /// Whether the host of `url` may differ from the host typed in `input`
  /// beyond letter case: an IPv4 host (which may have been a shorthand), or
  /// a domain (or a `file` host read as `localhost`, then dropped) the
  /// parser read with a non-ASCII character or a `%`
  /// (``URLHostFlags/typedWithEscapeOrNonASCII``) whose typed form
  /// ``typedHostMayChange(_:url:base:)`` confirms. An all-ASCII domain
  /// without `%` is only lower-cased (URL Standard, host parser step 5 and
  /// "domain to ASCII" step 1), so it costs one bit test.
  /// - Complexity: O(1) for most hosts; O(*n*) when the flag is set.
  static func hostMayBeRewritten(_ url: WHATWGURL, input: String, base: WHATWGURL?) -> Bool {
    switch url.hostKind {
    case .ipv4: return true
    // `.empty` with the flag: a `file` host that read as `localhost` and
    // was then dropped (URL Standard, file host state: "localhost" becomes
    // the empty host), so a rewrite such as `lo%63alhost` leaves no host
    // to compare.
    case .domain, .empty:
      return url.offsets.hostFlags.contains(.typedWithEscapeOrNonASCII)
        && typedHostMayChange(input, url: url, base: base)
    default: return false
    }
  }

  /// Whether the host as typed (where ``URLTypedAuthority`` finds it) has
  /// a `%` or a non-ASCII character other than the Latin-1 letters
  /// ``hostChanges(_:kind:)`` settles without ICU (À–Ö, Ø–Þ, à–ö, ø–ÿ):
  /// without one, it finds nothing for a domain (the parser only lower-cases
  /// ASCII and those letters, and such text is NFC). `false` when the input
  /// names no host. Called only for a host the parser read with a `%` or a
  /// non-ASCII byte (``hostMayBeRewritten(_:input:base:)``), so it has no
  /// pre-check of its own.
  /// - Complexity: O(*n*), no allocation.
  static func typedHostMayChange(_ input: String, url: WHATWGURL, base: WHATWGURL?) -> Bool {
    func scan(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
      guard let host = URLTypedAuthority.find(in: b, url: url, base: base)?.host else {
        return false
      }
      var j = host.lowerBound
      while j < host.upperBound {
        let c = b[j]
        if c == ASCII.percent { return true }
        if c < 0x80 {
          j += 1
          continue
        }
        // À–ÿ are C3 80–C3 BF; ×, ß and ÷ are C3 97, C3 9F and C3 B7.
        guard c == 0xC3, j + 1 < host.upperBound else { return true }
        let d = b[j + 1]
        if d & 0xC0 != 0x80 || d == 0x97 || d == 0x9F || d == 0xB7 { return true }
        j += 2
      }
      return false
    }
    if let r = input.utf8.withContiguousStorageIfAvailable(scan) { return r }
    var copy = input
    return copy.withUTF8(scan)
  }

  /// The issues for a host the parser changed beyond letter case, each
  /// naming the host as typed and as read (``HostChanges``). Errors with
  /// ``Options/refuseHostRewrites`` for what a person cannot have meant,
  /// warnings otherwise.
  /// - Parameters:
  ///   - url: The parsed URL.
  ///   - input: The URL as typed (`scheme://…`).
  /// - Returns: One issue per class of change found.
  /// - Complexity: O(*n*) plus UTS #46 per non-ASCII scalar of the host.
  func hostChangeIssues(_ url: WHATWGURL, input: String) -> [ValidationIssue] {
    guard let found = URLTypedAuthority.find(in: input, url: url, base: base) else { return [] }
    // The parser removes tabs and newlines anywhere (basic URL parser step
    // 3): ASCII bytes, so dropping them leaves valid UTF-8.
    let removed = { (b: UInt8) in
      b == ASCII.tab || b == ASCII.lineFeed || b == ASCII.carriageReturn
    }
    var typed = URLValidator.substring(input, found.host)
    if typed.utf8.contains(where: removed) {
      typed = String(decoding: typed.utf8.filter { !removed($0) }, as: UTF8.self)
    }
    let changes = URLValidator.hostChanges(typed, kind: url.hostKind)
    guard !changes.isEmpty else { return [] }
    // A `file` host read as `localhost` is stored as no host; the rewrite
    // is to `localhost`, which the href then leaves out.
    let hostname = url.hostKind == .empty ? "localhost" : url.hostname
    let unicode =
      url.hostKind == .domain && url.hasACELabel
      ? IDNA.toUnicode(hostname, options: .whatwgURL).value : hostname
    let mapped =
      unicode.utf8.elementsEqual(hostname.utf8) ? hostname : "\(unicode) (\(hostname))"
    let refuse = options.refuseHostRewrites
    let range = URLValidator.scalarRanges(input, [found.host])[0]
    func describe(_ list: [Unicode.Scalar]) -> String {
      var seen = Set<Unicode.Scalar>()
      let unique = list.filter { seen.insert($0).inserted }
      let shown = unique.prefix(5).map(\.codePointDescription).joined(separator: ", ")
      return unique.count > 5 ? shown + ", …" : shown
    }
    var issues: [ValidationIssue] = []
    if changes.ipv4Shorthand {
      issues.append(
        ValidationIssue(
          URLIssue.hostIPv4Shorthand(original: typed, mapped: hostname, refused: refuse),
          range: range))
    }
    if changes.percentEncoded {
      issues.append(
        ValidationIssue(
          URLIssue.hostPercentDecoded(original: typed, mapped: mapped, refused: refuse),
          range: range))
    }
    if !changes.ignorable.isEmpty {
      issues.append(
        ValidationIssue(
          URLIssue.hostIgnorableRemoved(
            original: typed, mapped: mapped, characters: describe(changes.ignorable),
            refused: refuse), range: range))
    }
    if !changes.compatibility.isEmpty {
      issues.append(
        ValidationIssue(
          URLIssue.hostMapped(
            original: typed, mapped: mapped, characters: describe(changes.compatibility),
            refused: refuse), range: range))
    }
    if !changes.spelling.isEmpty {
      issues.append(
        ValidationIssue(
          URLIssue.hostSpelling(
            original: typed, mapped: mapped, characters: describe(changes.spelling)),
          range: range))
    }
    return issues
  }

  /// Classifies what the host parser does to `typed` (the host as typed,
  /// tabs and newlines removed) beyond letter case.
  /// - Parameters:
  ///   - typed: The host as typed.
  ///   - kind: The kind of host the parser made of it.
  /// - Returns: The classes of change found.
  static func hostChanges(_ typed: String, kind: WHATWGURL.HostKind) -> HostChanges {
    var changes = HostChanges()
    // URL Standard, host parser step 4: percent-decode.
    let bytes = Array(typed.utf8)
    var decodedBytes: [UInt8] = []
    decodedBytes.reserveCapacity(bytes.count)
    var k = 0
    while k < bytes.count {
      if bytes[k] == ASCII.percent && k + 2 < bytes.count && URLParser.isHex(bytes[k + 1])
        && URLParser.isHex(bytes[k + 2])
      {
        decodedBytes.append(
          URLParser.hexValue(bytes[k + 1]) << 4 | URLParser.hexValue(bytes[k + 2]))
        changes.percentEncoded = true
        k += 3
      } else {
        decodedBytes.append(bytes[k])
        k += 1
      }
    }
    let decoded = String(decoding: decodedBytes, as: UTF8.self)
    let nonASCII = decodedBytes.contains(where: { $0 >= 0x80 })
    if nonASCII { classifyNonASCII(decoded, into: &changes) }
    if kind == .ipv4 {
      // The ASCII form, only needed here.
      let asciiForm =
        nonASCII ? IDNA.toASCII(decoded, options: .whatwgURL).value : decoded.lowercased()
      // URL Standard, IPv4 parser steps 1–3: the parts between dots, the
      // last one dropped when empty; fewer than four is a shorthand. (An
      // IPv4 host's ASCII form is ASCII: its dots are its `.` bytes.)
      var count = 1
      for b in asciiForm.utf8 where b == ASCII.dot { count += 1 }
      if asciiForm.utf8.last == ASCII.dot { count -= 1 }
      changes.ipv4Shorthand = count < 4
    }
    return changes
  }

  /// Sorts each non-ASCII scalar UTS #46 changes beyond letter case into
  /// its class (UTS #46 §4 Processing step 1, the IDNA Mapping Table; §4
  /// step 2, NFC).
  private static func classifyNonASCII(_ host: String, into changes: inout HostChanges) {
    for s in host.unicodeScalars where s.value >= 0x80 {
      switch s.value {
      case 0x3002, 0xFF0E, 0xFF61:
        changes.spelling.append(s)
        continue
      // Latin-1 letters: UTS #46 keeps à–ÿ (valid) and maps À–Þ to their
      // lower case, so no class applies (ß, ×, ÷ and the rest go to ICU).
      case 0xC0...0xD6, 0xD8...0xDE, 0xE0...0xF6, 0xF8...0xFF: continue
      default: break
      }
      let single = String(s)
      let mapped = IDNA.toUnicode(single, options: .whatwgURL).value
      // U+FFFD: ICU flags the scalar alone (a combining mark cannot start
      // a label), not a mapping; NFC below judges combining sequences.
      // Compared byte for byte: Swift's `==` would equate canonical
      // equivalents (U+212B ANGSTROM SIGN and Å).
      if mapped.utf8.elementsEqual(single.utf8)
        || mapped.utf8.elementsEqual(single.lowercased().utf8)
        || mapped.unicodeScalars.contains("\u{FFFD}")
      {
        continue
      }
      if s.icu.has(.defaultIgnorable) {
        changes.ignorable.append(s)
        continue
      }
      switch DecompositionType(s) {
      case .wide, .narrow: changes.spelling.append(s)
      case .canonical where mapped.utf8.elementsEqual(single.normalized(.nfc).lowercased().utf8):
        // A canonical singleton (U+212B ANGSTROM SIGN → å): the same text.
        changes.spelling.append(s)
      default: changes.compatibility.append(s)
      }
    }
    // Combining sequences NFC composes (e + U+0301 → é): the same text.
    if !host.isNFCByQuickCheck && !host.normalized(.nfc).utf8.elementsEqual(host.utf8) {
      changes.spelling += host.unicodeScalars.filter { $0.icu.generalCategory.isMark }
    }
  }
}
