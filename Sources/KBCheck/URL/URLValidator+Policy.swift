extension URLValidator {
  /// The form-policy issues of a parsed URL.
  ///
  /// Every check is first decided on the parsed record's offsets and the
  /// href's bytes; a URL that passes them all (nearly every one) returns at
  /// once, building no string and no range. The ranges the issues point at
  /// are found only when an issue is reported.
  func policyIssues(_ url: WHATWGURL, input: String, sawAt: Bool = false) -> [ValidationIssue] {
    let schemeRefused =
      allowsHTTPFamilyOnly
      ? !url.isHTTPFamily : allowedSchemeBytes.map { !url.schemeIsOne(of: $0) } ?? false
    let hostMissing = options.requireHost && (url.hostKind == .none || url.hostKind == .empty)
    // `sawAt`: the parser reported invalid-credentials, also for an empty
    // userinfo (`http://@example.com`), which leaves no credentials to see.
    let credentials = !options.allowCredentials && (url.hasCredentials || sawAt)
    let ipHost = options.forbidIPHost && (url.hostKind == .ipv4 || url.hostKind == .ipv6)
    let tooLong = options.maxLength.map { url.href.utf8.count > $0 } ?? false
    // One pass over the host's bytes decides whether the label checks
    // need the host as a string at all.
    let labels =
      url.hostKind == .domain && (options.refuseMalformedHosts || options.spoofCheck)
      ? url.hostLabels : WHATWGURL.HostLabels()
    let malformed = options.refuseMalformedHosts && (labels.hasEmptyLabel || labels.hasACELabel)
    let spoof = options.spoofCheck && labels.hasACELabel
    // O(1): a host of at most 63 octets fits every DNS limit.
    let dnsLength = url.hostKind == .domain && url.hostEnd - url.hostStart > 63
    let emptyUserinfo =
      options.refuseEmptyUserinfo && options.allowCredentials && sawAt && !url.hasCredentials
    guard
      schemeRefused || hostMissing || credentials || ipHost || options.forbidNonPublicHost
        || tooLong || malformed || spoof || dnsLength || emptyUserinfo
    else { return [] }
    var issues: [ValidationIssue] = []
    var ranges = IssueRanges(input: input)
    if schemeRefused {
      issues.append(
        ValidationIssue(
          URLIssue.schemeNotAllowed(scheme: url.scheme, allowed: options.allowedSchemes ?? []),
          range: URLValidator.schemeRange(input) ?? ranges.whole))
    }
    if hostMissing {
      issues.append(
        ValidationIssue(URLIssue.hostRequired, range: ranges.whole))
    }
    if credentials {
      issues.append(
        ValidationIssue(URLIssue.credentialsNotAllowed, range: ranges.userinfo))
    }
    if ipHost {
      issues.append(
        ValidationIssue(URLIssue.ipHostNotAllowed, range: ranges.host))
    }
    if options.forbidNonPublicHost, let reason = URLHostClassifier.nonPublicReason(url) {
      issues.append(
        ValidationIssue(reason.issue(host: url.hostname), range: ranges.host))
    }
    if tooLong, let max = options.maxLength {
      issues.append(
        ValidationIssue(URLIssue.tooLong(limit: max), range: ranges.whole))
    }
    if malformed {
      issues += malformedHostIssues(url, range: { ranges.host })
    }
    if spoof {
      issues += spoofIssues(url, range: ranges.host)
    }
    if dnsLength {
      issues += dnsLengthIssues(url, range: { ranges.host })
    }
    if emptyUserinfo {
      issues.append(ValidationIssue(URLIssue.emptyUserinfo, range: ranges.userinfo))
    }
    return issues
  }

  /// The ranges policy issues point at, found on first use.
  struct IssueRanges {
    let input: String
    private var parts: (userinfo: Range<Int>?, host: Range<Int>)??
    private var wholeRange: Range<Int>?

    init(input: String) { self.input = input }

    /// The whole input.
    var whole: Range<Int> {
      mutating get {
        if let wholeRange { return wholeRange }
        let range = 0..<input.unicodeScalars.count
        wholeRange = range
        return range
      }
    }

    private mutating func authority() -> (userinfo: Range<Int>?, host: Range<Int>)? {
      if let parts { return parts }
      let found = URLValidator.authorityParts(input)
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
  func malformedHostIssues(_ url: WHATWGURL, range: () -> Range<Int>) -> [ValidationIssue] {
    let host = url.hostname
    var labels = host.split(separator: ".", omittingEmptySubsequences: false)
    if labels.count > 1 && labels.last == "" { labels.removeLast() }  // the root's trailing dot
    var issues: [ValidationIssue] = []
    if labels.contains("") {
      issues.append(
        ValidationIssue(URLIssue.hostEmptyLabel(host: host), range: range()))
    }
    guard url.hasACELabel else { return issues }
    for label in labels where label.hasPrefix("xn--") {
      let decoded = IDNA.toUnicode(String(label), options: .whatwgURL)
      if !decoded.isValid || decoded.value.isEmpty || decoded.value.hasPrefix("xn--") {
        issues.append(
          ValidationIssue(URLIssue.hostInvalidALabel(label: String(label)), range: range()))
      }
    }
    return issues
  }

  /// UTS #39 warnings for the U-label form of an internationalized host.
  func spoofIssues(_ url: WHATWGURL, range: Range<Int>) -> [ValidationIssue] {
    let host = url.hostname
    let unicode = IDNA.toUnicode(host, options: .whatwgURL).value
    var issues: [ValidationIssue] = []
    for label in unicode.split(separator: ".") where !label.allSatisfy(\.isASCII) {
      let text = String(label)
      // The pre-check rules out mixed scripts without ICU (exact when it
      // says no, as the email validator uses it).
      if SpoofCheck.preCheck(text).mayBeMixedScript && SpoofCheck.check(text).isMixedScript {
        issues.append(
          ValidationIssue(URLIssue.hostMixedScript(label: text), range: range))
      }
      let skeleton = SpoofCheck.skeleton(text)
      if skeleton != text && skeleton.allSatisfy(\.isASCII) {
        issues.append(
          ValidationIssue(URLIssue.hostConfusable(label: text, skeleton: skeleton), range: range))
      }
    }
    return issues
  }

  /// The scalar ranges of the userinfo (before the last `@`) and the host
  /// in an input written as `scheme://…`, for pointing at them in issues.
  static func authorityParts(_ input: String) -> (userinfo: Range<Int>?, host: Range<Int>)? {
    let scalars = Array(input.unicodeScalars)
    var k = 0
    while k + 2 < scalars.count && scalars[k] != ":" { k += 1 }
    guard k + 2 < scalars.count, scalars[k + 1] == "/" || scalars[k + 1] == "\\",
      scalars[k + 2] == "/" || scalars[k + 2] == "\\"
    else { return nil }
    let start = k + 3
    var end = start
    var lastAt = -1
    while end < scalars.count {
      let c = scalars[end]
      if c == "/" || c == "\\" || c == "?" || c == "#" { break }
      if c == "@" { lastAt = end }
      end += 1
    }
    let hostStart = lastAt >= 0 ? lastAt + 1 : start
    var hostEnd = hostStart
    var inBrackets = false
    while hostEnd < end {
      let c = scalars[hostEnd]
      if c == "[" { inBrackets = true } else if c == "]" { inBrackets = false }
      if c == ":" && !inBrackets { break }
      hostEnd += 1
    }
    guard hostEnd > hostStart else { return nil }
    return (lastAt >= 0 ? start..<lastAt : nil, hostStart..<hostEnd)
  }

  /// The scalar range of the scheme in the input (after leading blanks).
  static func schemeRange(_ input: String) -> Range<Int>? {
    var start = 0
    for (i, s) in input.unicodeScalars.enumerated() {
      if s.value <= ASCII.CodePoint.space && start == i {
        start = i + 1
        continue
      }
      if s == ":" { return start < i ? start..<i : nil }
    }
    return nil
  }

  /// `https://` + the input, when the input looks like a URL without its
  /// scheme (`example.com`, `example.com/a`, `localhost:8080`) and the
  /// profile wants http(s).
  func missingSchemeSuggestion(_ input: String, parsed: WHATWGURL?) -> String? {
    // A special URL (http, https, ws, …) has its scheme: nothing to suggest.
    if let parsed, parsed.isSpecial { return nil }
    guard let allowed = options.allowedSchemes, allowed.contains("https") else { return nil }
    if let parsed {
      guard parsed.hasOpaquePath else { return nil }
      let scheme = parsed.scheme
      guard !allowed.contains(scheme),
        scheme.contains(".") || parsed.pathname.first?.isNumber == true
      else { return nil }
    }
    let trimmed = input.trimmingBlanks
    // The guess must parse cleanly: `@example.com` would become
    // https://example.com/ only by dropping an empty userinfo.
    var candidateErrors: [URLValidationError] = []
    guard !trimmed.isEmpty, !trimmed.hasPrefix("/"),
      let candidate = WHATWGURL.parse("https://" + trimmed, base: nil, errors: &candidateErrors),
      candidateErrors.isEmpty, candidate.hostKind != .none,
      candidate.hostname.contains(".") || candidate.hostname == "localhost"
    else { return nil }
    return "https://" + trimmed
  }

  /// The result for a URL without a scheme: an error with the suggestion,
  /// or (with `allowMissingScheme`) the suggested URL with a warning.
  func missingScheme(_ input: String, suggestion: String, specIssues: [ValidationIssue])
    -> ValidationResult
  {
    let range = 0..<input.unicodeScalars.count
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
    issues += policyIssues(url, input: input)
    let valid = !issues.contains { $0.severity == .error }
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
