extension URLValidator {
  /// The form-policy issues of a parsed URL.
  ///
  /// Every check is first decided on the parsed record's offsets and the
  /// href's bytes; a URL that passes them all (nearly every one) returns at
  /// once, building no string and no range. The ranges the issues point at
  /// are found only when an issue is reported. They are appended to the
  /// caller's array: returned as an array of their own, they cost the
  /// caller an allocation and a copy of each issue to join them.
  /// - Parameters:
  ///   - url: The parsed URL.
  ///   - input: The URL as typed.
  ///   - sawAt: Whether the parser reported invalid-credentials.
  ///   - issues: The issues found so far; the policy's are appended.
  func appendPolicyIssues(
    _ url: WHATWGURL, input: String, sawAt: Bool = false, to issues: inout [ValidationIssue]
  ) {
    let schemeRefused = refusesScheme(isHTTPFamily: url.isHTTPFamily) { url.schemeIsOne(of: $0) }
    let (found, labels) = policyFindings(
      url.offsets, hrefCount: url.href.utf8.count, schemeRefused: schemeRefused, sawAt: sawAt)
    // Classified before the guard: with the option on (no preset sets it),
    // deciding on the option alone built the ranges (a copy of the URL and
    // its release) for every URL, public hosts included.
    // The issue rather than the reason is kept: an optional reason (three
    // strings and a detail) was copied and destroyed through outlined
    // witnesses; an issue is one reference.
    let nonPublic =
      options.forbidNonPublicHost
      ? URLHostClassifier.nonPublicReason(url).map { $0.issue(host: url.hostname) } : nil
    guard !found.isEmpty || nonPublic != nil else { return }
    appendPolicyIssues(
      found, nonPublic: nonPublic, hasACELabel: labels.hasACELabel, url, input: input,
      to: &issues)
  }

  /// Whether ``Options/allowedSchemes`` refuses a record's scheme: decided
  /// on the parser's classification for the presets' http and https, else
  /// by comparing the scheme's bytes.
  /// - Parameters:
  ///   - isHTTPFamily: Whether the scheme is `http` or `https`.
  ///   - isOneOf: Whether the scheme is one of the given lower-case schemes.
  /// - Returns: Whether the scheme is refused.
  @inline(__always)
  func refusesScheme(isHTTPFamily: Bool, isOneOf: ([[UInt8]]) -> Bool) -> Bool {
    allowsHTTPFamilyOnly ? !isHTTPFamily : allowedSchemeBytes.map { !isOneOf($0) } ?? false
  }

  /// The policy issues a record has to report but a non-public host
  /// (``Options/forbidNonPublicHost``, which needs the host's text), decided
  /// on its offsets alone: for ``appendPolicyIssues(_:input:sawAt:to:)`` and
  /// for the batch's lane, which has the href as bytes, not a record.
  /// - Parameters:
  ///   - o: The record's offsets.
  ///   - hrefCount: The href's length in bytes.
  ///   - schemeRefused: Whether ``Options/allowedSchemes`` refuses the scheme.
  ///   - sawAt: Whether the parser reported invalid-credentials.
  /// - Returns: What to report, and what the parser saw in a domain's labels.
  /// - Complexity: O(1).
  @inline(__always)
  func policyFindings(
    _ o: URLOffsets, hrefCount: Int, schemeRefused: Bool, sawAt: Bool
  ) -> (PolicyFindings, WHATWGURL.HostLabels) {
    var found = PolicyFindings()
    if schemeRefused { found.insert(.schemeRefused) }
    if options.requireHost && (o.hostKind == .none || o.hostKind == .empty) {
      found.insert(.hostMissing)
    }
    let hasCredentials = o.usernameEnd > o.usernameStart || o.passwordEnd > o.passwordStart
    // `sawAt`: the parser reported invalid-credentials, also for an empty
    // userinfo (`http://@example.com`), which leaves no credentials to see.
    if !options.allowCredentials && (hasCredentials || sawAt) { found.insert(.credentials) }
    if options.forbidIPHost && (o.hostKind == .ipv4 || o.hostKind == .ipv6) {
      found.insert(.ipHost)
    }
    if options.maxLength.map({ hrefCount > $0 }) ?? false { found.insert(.tooLong) }
    // The parser's flags decide whether the label checks need the host as
    // a string at all.
    let labels =
      o.hostKind == .domain && (options.refuseMalformedHosts || options.spoofCheck)
      ? o.hostLabels : WHATWGURL.HostLabels()
    if options.refuseMalformedHosts && (labels.hasEmptyLabel || labels.hasACELabel) {
      found.insert(.malformedHost)
    }
    if options.spoofCheck && labels.hasACELabel { found.insert(.spoof) }
    // O(1): a host of at most 63 octets fits every DNS limit.
    if o.hostKind == .domain && o.hostEnd - o.hostStart > 63 { found.insert(.dnsLength) }
    if options.refuseEmptyUserinfo && options.allowCredentials && sawAt && !hasCredentials {
      found.insert(.emptyUserinfo)
    }
    return (found, labels)
  }

  /// What ``appendPolicyIssues(_:input:sawAt:to:)`` found to report: one
  /// bit per policy issue (a non-public host is passed as its issue).
  struct PolicyFindings: OptionSet {
    let rawValue: UInt16
    static let schemeRefused = PolicyFindings(rawValue: 1 << 0)
    static let hostMissing = PolicyFindings(rawValue: 1 << 1)
    static let credentials = PolicyFindings(rawValue: 1 << 2)
    static let ipHost = PolicyFindings(rawValue: 1 << 3)
    static let tooLong = PolicyFindings(rawValue: 1 << 4)
    /// An empty label, or an `xn--` label to check (`refuseMalformedHosts`).
    static let malformedHost = PolicyFindings(rawValue: 1 << 5)
    /// An `xn--` label to check for spoofing (`spoofCheck`).
    static let spoof = PolicyFindings(rawValue: 1 << 6)
    /// A host longer than 63 octets, whose DNS lengths need checking.
    static let dnsLength = PolicyFindings(rawValue: 1 << 7)
    static let emptyUserinfo = PolicyFindings(rawValue: 1 << 8)
  }

  /// Appends the issues of `found`, finding the ranges they point at.
  /// Out of line: the ranges, the closures that find them and the issues
  /// made the decision's frame larger for every URL, nearly all of which
  /// have nothing to report.
  /// - Parameters:
  ///   - found: What the policy found.
  ///   - nonPublic: The issue of a host that is not public, if any.
  ///   - hasACELabel: The host has an `xn--` label.
  ///   - url: The parsed URL.
  ///   - input: The URL as typed.
  ///   - issues: The issues found so far; these are appended.
  @inline(never)
  private func appendPolicyIssues(
    _ found: PolicyFindings, nonPublic: URLIssue?, hasACELabel: Bool, _ url: WHATWGURL,
    input: String, to issues: inout [ValidationIssue]
  ) {
    let malformed = found.contains(.malformedHost)
    let spoof = found.contains(.spoof)
    // A refused scheme points at the scheme, found on the input's bytes;
    // a URL with no other issue (most of those refused) needs no ranges.
    if found.contains(.schemeRefused) {
      issues.append(
        ValidationIssue(
          URLIssue.schemeNotAllowed(scheme: url.scheme, allowed: options.allowedSchemes ?? []),
          range: URLValidator.schemeRange(input) ?? 0..<URLValidator.scalarCount(input)))
    }
    guard !found.subtracting(.schemeRefused).isEmpty || nonPublic != nil else { return }
    var ranges = IssueRanges(input: input, url: url, base: base)
    if found.contains(.hostMissing) {
      issues.append(
        ValidationIssue(URLIssue.hostRequired, range: ranges.whole))
    }
    if found.contains(.credentials) {
      issues.append(
        ValidationIssue(URLIssue.credentialsNotAllowed, range: ranges.userinfo))
    }
    if found.contains(.ipHost) {
      issues.append(
        ValidationIssue(URLIssue.ipHostNotAllowed, range: ranges.host))
    }
    if let nonPublic {
      issues.append(ValidationIssue(nonPublic, range: ranges.host))
    }
    if found.contains(.tooLong), let max = options.maxLength {
      issues.append(
        ValidationIssue(URLIssue.tooLong(limit: max), range: ranges.whole))
    }
    // The U-label form, converted once for the A-label and spoof checks.
    // A host the parser converted decodes without ICU, each A-label known
    // valid (``WHATWGURL/withUnicodeHostOfConversion(_:)``); any other
    // host with an A-label is converted here once for both checks.
    let aLabels = hasACELabel && (malformed || spoof)
    // (A static function: a closure that captures the validator copies it.)
    if aLabels,
      let spoofed = url.withUnicodeHostOfConversion({ u in
        spoof ? URLValidator.spoofIssues(utf8: u, range: { ranges.host }) : []
      })
    {
      if malformed { issues += malformedHostIssues(url, unicodeHost: nil, range: { ranges.host }) }
      issues += spoofed
    } else {
      let unicodeHost = aLabels ? IDNA.toUnicode(url.hostname, options: .whatwgURL) : nil
      if malformed {
        issues += malformedHostIssues(url, unicodeHost: unicodeHost, range: { ranges.host })
      }
      if spoof, let unicodeHost {
        issues += spoofIssues(unicodeHost, range: { ranges.host })
      }
    }
    if found.contains(.dnsLength) {
      issues += dnsLengthIssues(url, range: { ranges.host })
    }
    if found.contains(.emptyUserinfo) {
      issues.append(ValidationIssue(URLIssue.emptyUserinfo, range: ranges.userinfo))
    }
  }

  /// The ranges policy issues point at, found on first use.
  struct IssueRanges {
    let input: String
    let url: WHATWGURL
    let base: WHATWGURL?
    private var parts: (userinfo: Range<Int>?, host: Range<Int>)??
    private var wholeRange: Range<Int>?

    init(input: String, url: WHATWGURL, base: WHATWGURL?) {
      self.input = input
      self.url = url
      self.base = base
    }

    /// The whole input.
    var whole: Range<Int> {
      mutating get {
        if let wholeRange { return wholeRange }
        let range = 0..<URLValidator.scalarCount(input)
        wholeRange = range
        return range
      }
    }

    private mutating func authority() -> (userinfo: Range<Int>?, host: Range<Int>)? {
      if let parts { return parts }
      let found = URLValidator.authorityParts(input, url: url, base: base)
      parts = .some(found)
      return found
    }

    /// The userinfo, else the whole input.
    var userinfo: Range<Int> { mutating get { authority()?.userinfo ?? whole } }
    /// The host, else the whole input.
    var host: Range<Int> { mutating get { authority()?.host ?? whole } }
  }

  /// Empty labels and `xn--` labels that are not valid A-labels (the WHATWG
  /// host parser only lowercases an all-ASCII host).
  ///
  /// When the whole host converts without error (`unicodeHost`), every
  /// label is a valid A-label alone too (the checks of one label are those
  /// it gets inside the host; the Bidi Rule applies to it alone only if it
  /// has a right-to-left character, and then also inside the host), and
  /// the labels of the U-label form stand where the A-labels stand, so
  /// only an empty decoding and one that starts with `xn--` are left to
  /// find, on the bytes. Otherwise each `xn--` label is converted alone.
  /// - Parameters:
  ///   - url: The parsed URL (a domain host).
  ///   - unicodeHost: UTS #46 ToUnicode of the host when it has an `xn--`
  ///     label that the parser did not write itself (`nil`: none to check).
  ///   - range: The host's range in the input, found on first use.
  /// - Returns: One issue for empty labels, one per invalid A-label.
  func malformedHostIssues(
    _ url: WHATWGURL, unicodeHost: IDNAResult?, range: () -> Range<Int>
  ) -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    if url.hostLabels.hasEmptyLabel {
      issues.append(ValidationIssue(URLIssue.hostEmptyLabel(host: url.hostname), range: range()))
    }
    guard url.hasACELabel, let unicodeHost else { return issues }
    let host = url.hostname
    var aLabels: [Range<Int>] = []
    URLValidator.forEachLabel(host) { aLabels.append($0) }
    var uLabels: [Range<Int>] = []
    if unicodeHost.isValid { URLValidator.forEachLabel(unicodeHost.value) { uLabels.append($0) } }
    let inPlace = uLabels.count == aLabels.count
    for (index, label) in aLabels.enumerated() where URLValidator.hasACEPrefix(host, label) {
      let invalid: Bool
      if inPlace {
        let u = uLabels[index]
        invalid = u.isEmpty || URLValidator.substring(unicodeHost.value, u).hasPrefix("xn--")
      } else {
        let decoded = IDNA.toUnicode(URLValidator.substring(host, label), options: .whatwgURL)
        invalid = !decoded.isValid || decoded.value.isEmpty || decoded.value.hasPrefix("xn--")
      }
      if invalid {
        issues.append(
          ValidationIssue(
            URLIssue.hostInvalidALabel(label: URLValidator.substring(host, label)),
            range: range()))
      }
    }
    return issues
  }

  /// UTS #39 warnings for the U-label form of an internationalized host.
  /// - Parameters:
  ///   - unicodeHost: UTS #46 ToUnicode of the host.
  ///   - range: The host's range in the input.
  /// - Returns: Per non-ASCII label, a mixed-script and a confusable warning.
  func spoofIssues(_ unicodeHost: IDNAResult, range: () -> Range<Int>) -> [ValidationIssue] {
    var unicode = unicodeHost.value
    return unicode.withUTF8 { URLValidator.spoofIssues(utf8: $0, range: range) }
  }

  /// ``spoofIssues(_:range:)`` on the U-label form's bytes. Labels end at
  /// U+002E FULL STOP (UTS #46 §4 step 1 mapped the other dots), also where
  /// the next character extends it into one `Character` (`ж.🏻b`: an emoji
  /// modifier). A label the pre-checks clear (one script, a skeleton that
  /// cannot be ASCII) needs no string and no ICU.
  static func spoofIssues(utf8 u: UnsafeBufferPointer<UInt8>, range: () -> Range<Int>)
    -> [ValidationIssue]
  {
    var issues: [ValidationIssue] = []
    var start = 0
    for end in 0...u.count where end == u.count || u[end] == ASCII.dot {
      defer { start = end + 1 }
      let label = UnsafeBufferPointer(rebasing: u[start..<end])
      guard label.contains(where: { $0 >= 0x80 }) else { continue }
      // The pre-check rules out mixed scripts without ICU (exact when it
      // says no, as the email validator uses it).
      let mayMix = SpoofCheck.preCheck(utf8: label).mayBeMixedScript
      let mayImitate = URLValidator.skeletonMayBeASCII(utf8: label)
      guard mayMix || mayImitate else { continue }
      let text = String(decoding: label, as: UTF8.self)
      if mayMix && SpoofCheck.check(text).isMixedScript {
        issues.append(ValidationIssue(URLIssue.hostMixedScript(label: text), range: range()))
      }
      let skeleton = mayImitate ? SpoofCheck.skeleton(text) : text
      // ASCII first: the comparison of two strings that are not ASCII
      // normalizes both.
      if skeleton.utf8.allSatisfy({ $0 < 0x80 }) && skeleton != text {
        issues.append(
          ValidationIssue(
            URLIssue.hostConfusable(label: text, skeleton: skeleton), range: range()))
      }
    }
    return issues
  }

  /// Whether the UTS #39 skeleton of a text, given as valid UTF-8, may be
  /// all ASCII: `false` when a scalar of U+0080–U+024F (Latin-1 and Latin
  /// Extended-A and -B, the letters of most internationalized hosts; the
  /// two-byte sequences C2 80 to C9 8F) has a skeleton of its own that is
  /// not, which ICU then need not be asked (a skeleton maps each scalar of
  /// the NFD form on its own, so every scalar's skeleton is part of the
  /// text's).
  static func skeletonMayBeASCII(utf8 u: UnsafeBufferPointer<UInt8>) -> Bool {
    var k = 0
    while k + 1 < u.count {
      let lead = u[k]
      if lead >= 0xC2 && lead <= 0xC9 {
        let value = Int(lead & 0x1F) << 6 | Int(u[k + 1] & 0x3F)
        if value < 0x250 && !latinSkeletonIsASCII[value - 0x80] { return false }
        k += 2
      } else {
        k += 1
      }
    }
    return true
  }

  /// Whether the skeleton of each scalar U+0080–U+024F alone is all ASCII
  /// (from ICU, once; `URLHostUnicodeFormTests` checks the rule on labels).
  static let latinSkeletonIsASCII: [Bool] = (0x80..<0x250).map { value in
    Unicode.Scalar(UInt32(value)).map {
      SpoofCheck.skeleton(String($0)).utf8.allSatisfy { $0 < 0x80 }
    }
      ?? true
  }

  /// Calls `body` with the byte range of each label of a host, split at
  /// every `.` (empty labels too, but not the root's trailing empty label),
  /// as `split(separator: ".", omittingEmptySubsequences: false)` less a
  /// final empty label gives for text without a combining mark after a dot.
  static func forEachLabel(_ host: String, _ body: (Range<Int>) -> Void) {
    func walk(_ u: UnsafeBufferPointer<UInt8>) {
      var start = 0
      for k in u.indices where u[k] == ASCII.dot {
        body(start..<k)
        start = k + 1
      }
      if start < u.count || start == 0 { body(start..<u.count) }
    }
    if host.utf8.withContiguousStorageIfAvailable(walk) == nil {
      var copy = host
      copy.withUTF8(walk)
    }
  }

  /// Whether the label at `range` of `text`'s bytes starts with `xn--`.
  static func hasACEPrefix(_ text: String, _ range: Range<Int>) -> Bool {
    guard range.count >= 4 else { return false }
    let u = text.utf8
    let start = u.index(u.startIndex, offsetBy: range.lowerBound)
    return u[start...].starts(with: "xn--".utf8)
  }

  /// The text of `text`'s bytes at `range` (whole scalars: the range ends at
  /// dots, at an ASCII delimiter or at the end).
  static func substring(_ text: String, _ range: Range<Int>) -> String {
    let u = text.utf8
    let start = u.index(u.startIndex, offsetBy: range.lowerBound)
    let end = u.index(start, offsetBy: range.count)
    return String(Substring(u[start..<end]))
  }

  /// The scalar ranges of the userinfo and the host where the parser read
  /// them in `input` (``URLTypedAuthority``), for pointing at them in
  /// issues.
  /// - Parameters:
  ///   - input: The URL as typed.
  ///   - url: The URL the parser made of it.
  ///   - base: The base it was parsed against, if any.
  /// - Returns: The ranges, or `nil` when the input names no host (the
  ///   URL has none, or the base's).
  static func authorityParts(
    _ input: String, url: WHATWGURL, base: WHATWGURL?
  ) -> (userinfo: Range<Int>?, host: Range<Int>)? {
    guard let found = URLTypedAuthority.find(in: input, url: url, base: base) else { return nil }
    guard let userinfo = found.userinfo else {
      return (nil, URLValidator.scalarRanges(input, [found.host])[0])
    }
    let ranges = URLValidator.scalarRanges(input, [userinfo, found.host])
    return (ranges[0], ranges[1])
  }

  /// The scalar range of the scheme in the input (after leading blanks).
  /// - Complexity: O(*n*), on the UTF-8 bytes (leading blanks and `:` are
  ///   ASCII), no allocation.
  static func schemeRange(_ input: String) -> Range<Int>? {
    func find(_ b: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
      var start = 0
      while start < b.count && b[start] <= ASCII.space { start += 1 }
      guard let colon = b[start...].firstIndex(of: ASCII.colon) else { return nil }
      // Bytes before the scheme's start are ASCII: scalars and bytes agree.
      let end = UTF8Validation.scalarCount(of: b, prefix: colon)
      return start < end ? start..<end : nil
    }
    if let r = input.utf8.withContiguousStorageIfAvailable(find) { return r }
    var copy = input
    return copy.withUTF8(find)
  }

  /// `https://` + the input, when the input looks like a URL without its
  /// scheme (`example.com`, `example.com/a`, `localhost:8080`) and the
  /// profile wants http(s).
  func missingSchemeSuggestion(_ input: String, parsed: WHATWGURL?) -> String? {
    // A special URL (http, https, ws, …) has its scheme: nothing to suggest.
    if let parsed, parsed.isSpecial { return nil }
    guard suggestsHTTPS, let allowed = allowedSchemeBytes else { return nil }
    if let parsed {
      guard parsed.hasOpaquePath else { return nil }
      // On the href's bytes, building no scheme or path string. An opaque
      // path percent-encodes non-ASCII, so its first character is a digit
      // only as an ASCII one.
      guard !parsed.schemeIsOne(of: allowed) else { return nil }
      let mayBeHost = parsed.withBytes(0, parsed.pathEnd) { href in
        if href[0..<parsed.schemeEnd].contains(ASCII.dot) { return true }
        let first = parsed.pathStart < href.count ? href[parsed.pathStart] : 0
        return first >= ASCII.zero && first <= ASCII.nine
      }
      guard mayBeHost else { return nil }
    }
    guard Self.mayNameAHost(input) else { return nil }
    let trimmed = input.trimmingBlanks
    // The guess must parse cleanly: `@example.com` would become
    // https://example.com/ only by dropping an empty userinfo.
    var candidateErrors: [URLValidationError] = []
    guard !trimmed.isEmpty, !trimmed.hasPrefix("/"),
      let candidate = WHATWGURL.parse("https://" + trimmed, base: nil, errors: &candidateErrors),
      candidateErrors.isEmpty, candidate.hostKind != .none,
      candidate.hostname.utf8.contains(ASCII.dot) || candidate.hostname == "localhost"
    else { return nil }
    return "https://" + trimmed
  }

  /// Whether `https://` + `input` can have a host name with a dot or equal
  /// to `localhost`, decided on the bytes before the guess is parsed.
  ///
  /// Only the bytes that become the guess's host count: in `https://` +
  /// `input` the authority ends at the first `/`, `?` or `#` (WHATWG URL,
  /// authority state; `\` is refused below) and its host at a `:` (the
  /// port after it). An `@` in the authority is refused: the parser reports
  /// invalid-credentials for any userinfo, an empty one too
  /// (`@example.com`). Tab and newline removal, trimming and
  /// percent-decoding do not move those delimiters: the parser removes tabs
  /// and newlines before it splits, and decodes and maps the host only once
  /// it is split off.
  ///
  /// A dot in the host comes from a `.`, from `%2E` (percent-decoded before
  /// UTS #46), from a non-ASCII character UTS #46 maps to one (`。`, `．`), or
  /// from a digit: a host that ends in a number is an IPv4 address
  /// (`1234` is `0.0.4.210`, `0x7f` is `0.0.0.127`). `localhost` comes from
  /// those letters in any case, with tabs and newlines (which the URL parser
  /// removes), percent-encoded letters, or non-ASCII characters that map to
  /// letters or to nothing (full-width letters, a soft hyphen). A host with
  /// none of these gets no suggestion, and most text that is not a URL
  /// without its scheme has none (`http://…` whose parse failed makes the
  /// host `http`).
  ///
  /// Nor does input with `[`, `\`, `]`, `^`, `|`, DEL, or `<` or `>` not
  /// followed by a combining mark (`>` U+0338 is `≯` after NFC), anywhere:
  /// none is trimmed, and wherever it stands in `https://` +
  /// `input` the WHATWG parser reports it or fails. In the userinfo any
  /// credentials are an invalid-credentials error; in the host all but `[`
  /// and `]` are forbidden host code points (failure), and a bracketed
  /// host is an IPv6 address, never dotted; in the port any non-digit
  /// fails; in the path, query and fragment they are not URL code points
  /// (invalid-URL-unit) and `\` is invalid-reverse-solidus. (`"`, `` ` ``,
  /// `{` and `}` are not in the list: a domain may hold them without
  /// error.)
  /// - Parameter input: The text as typed.
  /// - Returns: `false` when no suggestion can come of it.
  static func mayNameAHost(_ input: String) -> Bool {
    func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      let word: StaticString = "localhost"
      let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
      var matched = 0
      var may = false
      // Where the byte falls in the guess: its host, its port, or past
      // the authority.
      var inHost = true
      var inAuthority = true
      for (i, b) in bytes.enumerated() {
        switch b {
        case ASCII.lessThan, ASCII.greaterThan:
          // Not before a combining mark (lead byte 0xCC, U+0300…U+033F):
          // `>` U+0338 is `≯` once UTS #46 normalizes the host (and the
          // mark's bytes make `may` true).
          if i + 1 == bytes.count || bytes[i + 1] != 0xCC { return false }
        case ASCII.leftBracket, ASCII.backslash, ASCII.rightBracket, ASCII.caret, ASCII.pipe,
          ASCII.delete:
          return false
        case ASCII.slash, ASCII.question, ASCII.hash:
          guard inAuthority else { continue }
          // The host is decided; the rest is read for refused bytes only.
          guard may else { return false }
          inAuthority = false
          inHost = false
        case ASCII.at where inAuthority:
          // A userinfo, even an empty one: invalid-credentials.
          return false
        case ASCII.colon where inAuthority:
          inHost = false
        case ASCII.dot, ASCII.percent, ASCII.tab, ASCII.lineFeed, ASCII.carriageReturn,
          ASCII.zero...ASCII.nine, 0x80...:
          if inHost { may = true }
        default:
          // Letters only (`| 0x20` folds ASCII capitals). After `local`, a
          // mismatch may still start `localhost` at that second `l`.
          guard inHost, !may else { continue }
          let lower = b | 0x20
          if lower == letters[matched] {
            matched += 1
            if matched == letters.count { may = true }
          } else if matched == 5 && lower == letters[1] {
            matched = 2
          } else {
            matched = lower == letters[0] ? 1 : 0
          }
        }
      }
      return may
    }
    if let r = input.utf8.withContiguousStorageIfAvailable(scan) { return r }
    var copy = input
    return copy.withUTF8(scan)
  }

  /// The result for a URL without a scheme: an error with the suggestion,
  /// or (with `allowMissingScheme`) the suggested URL with a warning.
  func missingScheme(_ input: String, suggestion: String, specIssues: [ValidationIssue])
    -> ValidationResult
  {
    let range = 0..<URLValidator.scalarCount(input)
    guard options.allowMissingScheme, let url = WHATWGURL.parse(suggestion) else {
      return ValidationResult(
        input: input, value: nil,
        issues: [
          ValidationIssue(URLIssue.missingScheme(suggestion: suggestion), range: range)
        ], payload: .urlSuggestion(suggestion))
    }
    var issues = [
      ValidationIssue(URLIssue.missingSchemeReadAs(href: url.href), range: range)
    ]
    appendPolicyIssues(url, input: input, to: &issues)
    let valid = !issues.hasError
    return ValidationResult(
      input: input, value: valid ? url.href : nil, issues: issues,
      payload: .url(url, suggestion: suggestion))
  }
}

extension String {
  /// The string without leading and trailing C0 controls and spaces.
  fileprivate var trimmingBlanks: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { $0.value > ASCII.CodePoint.space }),
      let last = scalars.lastIndex(where: { $0.value > ASCII.CodePoint.space })
    else { return "" }
    return String(scalars[first...last])
  }
}
