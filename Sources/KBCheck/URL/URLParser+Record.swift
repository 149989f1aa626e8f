extension URLParser {
  /// Marks the start of the path (and the end of the authority).
  @inline(__always) mutating func beginPath() {
    authorityEnd = out.count
    pathStart = out.count
  }

  /// Marks the end of the path, once.
  @inline(__always) mutating func endPath() {
    if pathEnd < 0 { pathEnd = out.count }
  }

  /// Starts an empty query.
  mutating func startQuery() {
    endPath()
    queryStart = out.count
    out.append(ASCII.question)
  }

  /// Starts an empty fragment.
  mutating func startFragment() {
    endPath()
    fragmentStart = out.count
    out.append(ASCII.hash)
  }

  /// Writes `//` and an empty host.
  mutating func writeEmptyHost() {
    out.append(ASCII.slash)
    out.append(ASCII.slash)
    hostKind = .empty
    setCredentialsEmpty(at: out.count)
    hostEnd = out.count
  }

  /// Sets the credential and host offsets to an empty range at `offset`.
  mutating func setCredentialsEmpty(at offset: Int) {
    usernameStart = offset
    usernameEnd = offset
    passwordStart = offset
    passwordEnd = offset
    hostStart = offset
  }

  /// Copies the base URL's scheme.
  mutating func copyBaseScheme() {
    guard let base else { return }
    out.append(bp, base.schemeEnd + 1)
    schemeEnd = base.schemeEnd
    classifyScheme()
    setCredentialsEmpty(at: out.count)
    hostEnd = out.count
  }

  /// Copies the base URL's credentials, host and port (the scheme is the
  /// same, so every offset is too).
  mutating func copyBaseAuthority() {
    guard let base, base.hostKind != .none else { return }
    out.append(bp + out.count, base.authorityEnd - out.count)
    hostKind = base.hostKind
    // The host was typed in the base, not in this input: nothing here was
    // typed with a `%` or a non-ASCII byte.
    hostFlags = base.hostFlags.subtracting(.typedWithEscapeOrNonASCII)
    usernameStart = base.usernameStart
    usernameEnd = base.usernameEnd
    passwordStart = base.passwordStart
    passwordEnd = base.passwordEnd
    hostStart = base.hostStart
    hostEnd = base.hostEnd
    port = base.portValue
  }

  /// Copies the base URL's path.
  mutating func copyBasePath() {
    guard let base else { return }
    out.append(bp + base.pathStart, base.pathEnd - base.pathStart)
  }

  /// Copies the base URL's query, if any.
  mutating func copyBaseQuery() {
    guard let base, base.queryStart >= 0 else { return }
    endPath()
    queryStart = out.count
    let end = base.fragmentStart >= 0 ? base.fragmentStart : bn
    out.append(bp + base.queryStart, end - base.queryStart)
  }

  /// Ends parsing: inserts `/.` before a path that starts with `//` when
  /// there is no host, so that the href reparses to the same URL.
  mutating func finish() {
    endPath()
    if hostKind == .none && !opaquePath && pathEnd - pathStart >= 2 && out[pathStart] == ASCII.slash
      && out[pathStart + 1] == ASCII.slash
    {
      out.insert([ASCII.slash, ASCII.dot], at: pathStart)
      pathStart += 2
      pathEnd += 2
      if queryStart >= 0 { queryStart += 2 }
      if fragmentStart >= 0 { fragmentStart += 2 }
    }
  }
}
