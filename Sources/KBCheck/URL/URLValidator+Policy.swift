extension URLValidator {
  /// The form-policy issues of a parsed URL.
  func policyIssues(_ url: WHATWGURL, input: String) -> [ValidationIssue] {
    var issues: [ValidationIssue] = []
    let whole = 0..<input.unicodeScalars.count
    let parts = URLValidator.authorityParts(input)
    if let allowed = options.allowedSchemes, !allowed.contains(url.scheme) {
      issues.append(
        ValidationIssue(
          .urlSchemeNotAllowed,
          message:
            "The scheme '\(url.scheme)' is not allowed; use \(allowed.joined(separator: " or ")).",
          range: URLValidator.schemeRange(input) ?? whole))
    }
    if options.requireHost && (url.hostKind == .none || url.hostKind == .empty) {
      issues.append(
        ValidationIssue(.urlHostRequired, message: "The URL needs a host name.", range: whole))
    }
    if !options.allowCredentials && (!url.username.isEmpty || !url.password.isEmpty) {
      issues.append(
        ValidationIssue(
          .urlCredentialsNotAllowed,
          message: "The URL must not contain a user name or password.",
          range: parts?.userinfo ?? whole))
    }
    if options.forbidIPHost && (url.hostKind == .ipv4 || url.hostKind == .ipv6) {
      issues.append(
        ValidationIssue(
          .urlIPHostNotAllowed, message: "The host must be a domain name, not an IP address.",
          range: parts?.host ?? whole))
    }
    if options.forbidNonPublicHost && URLHostClassifier.isNonPublic(url) {
      issues.append(
        ValidationIssue(
          .urlNonPublicHost,
          message: "The host '\(url.hostname)' is not on the public internet.",
          range: parts?.host ?? whole))
    }
    if let max = options.maxLength, url.href.utf8.count > max {
      issues.append(
        ValidationIssue(
          .urlTooLong, message: "The URL is longer than \(max) characters.", range: whole))
    }
    if options.spoofCheck && url.hostKind == .domain {
      issues += spoofIssues(url, range: parts?.host ?? whole)
    }
    return issues
  }

  /// UTS #39 warnings for the U-label form of an internationalized host.
  func spoofIssues(_ url: WHATWGURL, range: Range<Int>) -> [ValidationIssue] {
    guard url.hasACELabel else { return [] }
    let host = url.hostname
    let unicode = IDNA.toUnicode(host, options: .whatwgURL).value
    var issues: [ValidationIssue] = []
    for label in unicode.split(separator: ".") where !label.allSatisfy(\.isASCII) {
      let text = String(label)
      if SpoofCheck.check(text).isMixedScript {
        issues.append(
          ValidationIssue(
            .urlHostMixedScript, severity: .warning,
            message:
              "The host label '\(text)' mixes scripts, which is often used to imitate another name.",
            range: range))
      }
      let skeleton = SpoofCheck.skeleton(text)
      if skeleton != text && skeleton.allSatisfy(\.isASCII) {
        issues.append(
          ValidationIssue(
            .urlHostConfusable, severity: .warning,
            message: "The host label '\(text)' looks like '\(skeleton)'.", range: range))
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
      if s.value <= 0x20 && start == i {
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
    guard let allowed = options.allowedSchemes, allowed.contains("https") else { return nil }
    if let parsed {
      let scheme = parsed.scheme
      guard !parsed.isSpecial, parsed.hasOpaquePath, !allowed.contains(scheme),
        scheme.contains(".") || parsed.pathname.first?.isNumber == true
      else { return nil }
    }
    let trimmed = input.trimmingBlanks
    guard !trimmed.isEmpty, !trimmed.hasPrefix("/"),
      let candidate = WHATWGURL.parse("https://" + trimmed),
      candidate.hostKind != .none,
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
          ValidationIssue(
            .urlMissingScheme, message: "The URL has no scheme; did you mean \(suggestion)?",
            range: range)
        ], payload: .urlSuggestion(suggestion))
    }
    var issues = [
      ValidationIssue(
        .urlMissingScheme, severity: .warning,
        message: "The URL has no scheme; read as \(url.href).", range: range)
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
    guard let first = scalars.firstIndex(where: { $0.value > 0x20 }),
      let last = scalars.lastIndex(where: { $0.value > 0x20 })
    else { return "" }
    return String(scalars[first...last])
  }
}
