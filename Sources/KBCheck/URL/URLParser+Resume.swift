/// What ``URLCanonicalScan`` proved before it declined an input: the
/// scheme, `//`, host and port are already their own href (up to the case
/// of their letters), and only the path, query or fragment needs the state
/// machine. The full parser then copies that prefix and starts at the path
/// start state (ada likewise keeps the components it has already
/// validated).
struct URLResumePoint: Sendable {
  /// The end of the scheme (the offset of its `:`).
  var schemeEnd: Int
  /// The end of the host.
  var hostEnd: Int
  /// The port when the input names one other than the scheme's default, else -1.
  var port: Int
  /// The offset of the path's leading `/`.
  var pathStart: Int
  /// What the scan saw in the host's labels.
  var hostFlags: URLHostFlags
}

extension URLParser {
  /// Runs the parser from the path start state, with the scheme, host and
  /// port of `point` copied (their letters lowered) and recorded as the
  /// states before it would have recorded them. The input's bytes before
  /// `point.pathStart` must be those ``URLCanonicalScan`` examined: no
  /// leading blank was trimmed and no tab or newline removed there.
  /// - Parameter point: Where the canonical scan stopped being sure.
  /// - Returns: As ``run()``.
  mutating func run(resuming point: URLResumePoint) -> Bool {
    let prefix = point.pathStart
    out.reserve(prefix)
    URLCanonicalScan.copyLowered(
      out.start, p, prefix, schemeEnd: point.schemeEnd, hostStart: point.schemeEnd + 3,
      hostEnd: point.hostEnd)
    out.count = prefix
    schemeEnd = point.schemeEnd
    classifyScheme()
    setCredentialsEmpty(at: point.schemeEnd + 3)
    hostKind = .domain
    hostFlags = point.hostFlags
    hostEnd = point.hostEnd
    port = point.port
    return run(from: .pathStart, at: prefix)
  }
}
