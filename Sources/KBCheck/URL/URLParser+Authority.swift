extension URLParser {
  /// The authority state: writes `//` and the credentials (everything before
  /// the last `@`), and leaves `i` at the start of the host.
  /// - Returns: `false` on failure.
  mutating func authority(_ i: inout Int) -> Bool {
    out.append(ASCII.slash)
    out.append(ASCII.slash)
    hostKind = .empty
    setCredentialsEmpty(at: out.count)
    var j = i
    var lastAt = -1
    var hostColon = -1
    var bracket = false
    while j < n {
      let b = p[j]
      if !cls[Int(b)].contains(.authorityDelimiter) {
        j += 1
        continue
      }
      if b == ASCII.slash || b == ASCII.question || b == ASCII.hash
        || (special && b == ASCII.backslash)
      {
        break
      }
      if b == ASCII.at {
        lastAt = j
        hostColon = -1
      } else if b == ASCII.colon {
        if hostColon < 0 { hostColon = j }
      } else if b == ASCII.leftBracket {
        bracket = true
      }
      j += 1
    }
    // Without brackets the host ends at the first `:` after the last `@`.
    hostEndHint = bracket ? -1 : (hostColon >= 0 ? hostColon : j)
    guard lastAt >= 0 else { return true }
    report(.invalidCredentials, i)
    var colon = lastAt
    var k = i
    while k < lastAt {
      if p[k] == ASCII.colon {
        colon = k
        break
      }
      k += 1
    }
    appendEncoded(i, colon, .userinfo)
    usernameEnd = out.count
    passwordStart = out.count
    passwordEnd = out.count
    if colon < lastAt {
      out.append(ASCII.colon)
      let mark = out.count
      appendEncoded(colon + 1, lastAt, .userinfo)
      if out.count == mark {
        out.count -= 1
      } else {
        passwordStart = mark
        passwordEnd = out.count
      }
    }
    if out.count > usernameStart { out.append(ASCII.at) }
    hostStart = out.count
    if lastAt + 1 == j { return fail(.hostMissing, j) }
    i = lastAt + 1
    return true
  }

  /// Appends `p[from..<to]`, percent-encoding the bytes `set` encodes.
  @inline(__always) mutating func appendEncoded(_ from: Int, _ to: Int, _ set: URLByteSet) {
    var run = from
    var k = from
    out.reserve(to - from)
    while k < to {
      let b = p[k]
      if set.encodes(b) {
        out.append(p + run, k - run)
        out.appendPercentEncoded(b)
        run = k + 1
      }
      k += 1
    }
    out.append(p + run, to - run)
  }

  /// The host state: parses the host up to `:` (outside brackets), `/`,
  /// `?`, `#` or the end, and moves to the port or path start state.
  /// - Returns: `false` on failure.
  mutating func host(_ i: inout Int, _ state: inout State) -> Bool {
    hostStart = out.count
    var j = i
    var inBrackets = false
    if hostEndHint >= 0 {
      j = hostEndHint
      hostEndHint = -1
    }
    while j < n {
      let b = p[j]
      if b == ASCII.colon && !inBrackets { break }
      if b == ASCII.slash || b == ASCII.question || b == ASCII.hash
        || (special && b == ASCII.backslash)
      {
        break
      }
      if b == ASCII.leftBracket {
        inBrackets = true
      } else if b == ASCII.rightBracket {
        inBrackets = false
      }
      j += 1
    }
    let colon = at(j, ASCII.colon)
    if j == i && (colon || special) { return fail(.hostMissing, i) }
    guard parseHost(i, j) else { return false }
    hostEnd = out.count
    if colon {
      i = j + 1
      state = .port
    } else {
      i = j
      state = .pathStart
    }
    return true
  }

  /// The port state: digits up to `/`, `?`, `#` or the end.
  /// - Returns: `false` on failure.
  mutating func portState(_ i: inout Int) -> Bool {
    var j = i
    var value = 0
    while j < n && URLParser.isDigit(p[j]) {
      if value <= 65535 { value = value * 10 + Int(p[j] &- ASCII.zero) }
      j += 1
    }
    if j < n {
      let b = p[j]
      if !(b == ASCII.slash || b == ASCII.question || b == ASCII.hash
        || (special && b == ASCII.backslash))
      {
        return fail(.portInvalid, j)
      }
    }
    if j > i {
      if value > 65535 { return fail(.portOutOfRange, i) }
      if value != defaultPort {
        out.append(ASCII.colon)
        out.appendDecimal(value)
        port = value
      }
    }
    i = j
    return true
  }

  /// The file state.
  mutating func fileState(_ i: inout Int, _ state: inout State) {
    if i < n && (p[i] == ASCII.slash || p[i] == ASCII.backslash) {
      if p[i] == ASCII.backslash { report(.invalidReverseSolidus, i) }
      i += 1
      state = .fileSlash
      return
    }
    guard let base, base.isFile else {
      writeEmptyHost()
      beginPath()
      state = .path
      return
    }
    if !continueFromBase(&i, &state) {
      if !startsWithWindowsDriveLetter(i) {
        shortenPath()
      } else {
        report(.fileInvalidWindowsDriveLetter, i)
        out.count = pathStart
      }
      state = .path
    }
  }

  /// The file host state.
  /// - Returns: `false` on failure.
  mutating func fileHost(_ i: inout Int, _ state: inout State) -> Bool {
    var j = i
    while j < n {
      let b = p[j]
      if b == ASCII.slash || b == ASCII.backslash || b == ASCII.question || b == ASCII.hash {
        break
      }
      j += 1
    }
    writeEmptyHost()
    if j - i == 2 && URLParser.isAlpha(p[i]) && (p[i + 1] == ASCII.colon || p[i + 1] == ASCII.pipe)
    {
      report(.fileInvalidWindowsDriveLetterHost, i)
      beginPath()
      state = .path
      return true
    }
    if j > i {
      hostStart = out.count
      guard parseHost(i, j) else { return false }
      if out.count - hostStart == 9 && isLocalhost(hostStart) {
        out.count = hostStart
        hostKind = .empty
      }
      hostEnd = out.count
    }
    i = j
    state = .pathStart
    return true
  }

  /// Whether the nine bytes at `offset` of the output are `localhost`.
  @inline(__always) private func isLocalhost(_ offset: Int) -> Bool {
    let word: StaticString = "localhost"
    for k in 0..<9 where out[offset + k] != word.utf8Start[k] { return false }
    return true
  }
}
