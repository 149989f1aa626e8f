internal import CKBCheckScan

extension URLParser {
  /// Handles one byte the plain-byte scan stopped at inside a path segment,
  /// query, fragment or opaque path: reports non-URL code points and bad
  /// `%`, and writes the byte, percent-encoded when `set` encodes it.
  ///
  /// The bytes that need no report (``needsNoReport(_:)``) are written
  /// here; the rest go to ``appendReported(_:_:)``, out of line. The path
  /// loop writes the same two lines itself: the optimizer leaves this
  /// function out of line there (also this small), a call of ~25
  /// instructions for every byte to encode (`a b/é"<>`).
  @inline(__always) mutating func appendUnusual(_ j: Int, _ set: URLByteSet) {
    let b = p[j]
    guard needsNoReport(b) else { return appendReported(j, set) }
    if set.encodes(b) { out.appendPercentEncoded(b) } else { out.append(b) }
  }

  /// Whether a byte the plain-byte scans stop at is written without a
  /// report: a non-ASCII byte below 0xEF (only a lead byte from 0xEF on can
  /// start a noncharacter), a non-URL code point once `invalid-URL-unit` is
  /// in (only the first is reported; asked first: the path loop stops at
  /// few URL code points), or an ASCII URL code point; never `%`.
  @inline(__always) func needsNoReport(_ b: UInt8) -> Bool {
    b >= 0x80
      ? b < 0xEF
      : b != ASCII.percent
        && (findings.contains(.invalidURLUnit) || URLByteSet.urlCodePoint.contains(b))
  }

  /// ``appendUnusual(_:_:)`` for a byte that may need a report: `%`, a
  /// lead byte from 0xEF on, the first non-URL code point.
  @inline(never) mutating func appendReported(_ j: Int, _ set: URLByteSet) {
    let b = p[j]
    if b == ASCII.percent {
      if !isPercentTriplet(j) { report(.invalidURLUnit, j) }
      out.append(b)
    } else if b >= 0x80 {
      if b >= 0xC0 && isNoncharacter(j) { report(.invalidURLUnit, j) }
      out.appendPercentEncoded(b)
    } else {
      if !URLByteSet.urlCodePoint.contains(b) { report(.invalidURLUnit, j) }
      if set.encodes(b) { out.appendPercentEncoded(b) } else { out.append(b) }
    }
  }

  /// Whether `p[from..<to]` is `.` or `%2e`.
  @inline(__always) func isSingleDot(_ from: Int, _ to: Int) -> Bool {
    switch to - from {
    case 1: return p[from] == ASCII.dot
    case 3: return isPercent2E(from)
    default: return false
    }
  }

  /// Whether `p[from..<to]` is `..`, `.%2e`, `%2e.` or `%2e%2e`.
  @inline(__always) func isDoubleDot(_ from: Int, _ to: Int) -> Bool {
    switch to - from {
    case 2: return p[from] == ASCII.dot && p[from + 1] == ASCII.dot
    case 4:
      return (p[from] == ASCII.dot && isPercent2E(from + 1))
        || (isPercent2E(from) && p[from + 3] == ASCII.dot)
    case 6: return isPercent2E(from) && isPercent2E(from + 3)
    default: return false
    }
  }

  @inline(__always) private func isPercent2E(_ k: Int) -> Bool {
    p[k] == ASCII.percent && p[k + 1] == UInt8(ascii: "2") && (p[k + 2] | 0x20) == UInt8(ascii: "e")
  }

  /// Removes the path's last segment, except a file URL's lone normalized
  /// Windows drive letter.
  /// - Complexity: O(length of the removed segment).
  mutating func shortenPath() {
    let end = out.count
    guard end > pathStart else { return }
    var k = end - 1
    while k > pathStart && out[k] != ASCII.slash { k -= 1 }
    if isFile && k == pathStart && end - pathStart == 3 && URLParser.isAlpha(out[pathStart + 1])
      && out[pathStart + 2] == ASCII.colon
    {
      return
    }
    out.count = k
  }

  /// The path state: one segment after another until `?`, `#` or the end.
  mutating func pathState(_ i: inout Int, _ state: inout State) {
    // Fast paths (not for file URLs: drive letters). A path of plain bytes
    // and `/` with no segment starting with `.` is copied in one go; one
    // with such a segment is read as byte masks and written with its `.`
    // and `..` segments removed (``kbc_url_plain_path``, which a path that
    // needs no dot-segment removal would only slow down: it stops at the
    // same bytes). Anything else is the segment loop's.
    if !isFile {
      var j = i
      var dotStart = at(i, ASCII.dot)
      while !dotStart && j < n {
        let b = p[j]
        if cls[Int(b)].contains(.pathPlain) {
          j += 1
        } else if b == ASCII.slash {
          dotStart = at(j + 1, ASCII.dot)
          j += 1
        } else {
          break
        }
      }
      if dotStart {
        out.reserve(n - i + 17)
        var end = 0
        let written = kbc_url_plain_path(
          p, i, n, out.start + out.count, out.count == pathStart ? 1 : 0, &end)
        if written >= 0 {
          out.count += Int(written)
          endPath(at: end, &i, &state)
          return
        }
      } else if j == n || p[j] == ASCII.question || p[j] == ASCII.hash {
        out.reserve(j - i + 1)
        out.append(ASCII.slash)
        out.append(p + i, j - i)
        endPath(at: j, &i, &state)
        return
      }
    }
    while true {
      let segStart = i
      let segOut = out.count
      out.append(ASCII.slash)
      var j = i
      var run = j
      while j < n {
        j = URLByteClass.endOfRun(p, from: j, to: n, of: .pathPlain, in: cls)
        guard j < n else { break }
        let b = p[j]
        if b == ASCII.slash || b == ASCII.question || b == ASCII.hash
          || (special && b == ASCII.backslash)
        {
          break
        }
        out.append(p + run, j - run)
        // ``appendUnusual(_:_:)``, written out (see there).
        if needsNoReport(b) {
          if URLByteSet.path.encodes(b) { out.appendPercentEncoded(b) } else { out.append(b) }
        } else {
          appendReported(j, .path)
        }
        j += 1
        run = j
      }
      out.append(p + run, j - run)
      let slashEnd = j < n && (p[j] == ASCII.slash || (special && p[j] == ASCII.backslash))
      if slashEnd && p[j] == ASCII.backslash { report(.invalidReverseSolidus, j) }
      if isDoubleDot(segStart, j) {
        out.count = segOut
        shortenPath()
        if !slashEnd { out.append(ASCII.slash) }
      } else if isSingleDot(segStart, j) {
        out.count = segOut
        if !slashEnd { out.append(ASCII.slash) }
      } else if isFile && segOut == pathStart && j - segStart == 2 && URLParser.isAlpha(p[segStart])
        && (p[segStart + 1] == ASCII.colon || p[segStart + 1] == ASCII.pipe)
      {
        out[segOut + 2] = ASCII.colon
      }
      if slashEnd {
        i = j + 1
        continue
      }
      endPath(at: j, &i, &state)
      return
    }
  }

  /// The opaque path state.
  mutating func opaquePathState(_ i: inout Int, _ state: inout State) {
    var j = i
    var run = j
    while j < n {
      let b = p[j]
      if cls[Int(b)].contains(.opaquePathPlain) {
        j += 1
        continue
      }
      if b == ASCII.question || b == ASCII.hash { break }
      out.append(p + run, j - run)
      if b == ASCII.space {
        if at(j + 1, ASCII.question) || at(j + 1, ASCII.hash) {
          out.appendPercentEncoded(b)
        } else {
          out.append(b)
        }
      } else {
        appendUnusual(j, .c0Control)
      }
      j += 1
      run = j
    }
    out.append(p + run, j - run)
    endPath(at: j, &i, &state)
  }

  /// The query state.
  mutating func queryState(_ i: inout Int, _ state: inout State) {
    let set: URLByteSet = special ? .specialQuery : .query
    let plain: URLByteClass = special ? .specialQueryPlain : .urlCodePoint
    var j = i
    var run = j
    while j < n {
      let b = p[j]
      if !cls[Int(b)].isDisjoint(with: plain) {
        j += 1
        continue
      }
      if b == ASCII.hash { break }
      out.append(p + run, j - run)
      appendUnusual(j, set)
      j += 1
      run = j
    }
    out.append(p + run, j - run)
    if j < n {
      i = j + 1
      startFragment()
      state = .fragment
    } else {
      state = .done
    }
  }

  /// The fragment state: the rest of the input.
  mutating func fragmentState(_ i: inout Int) {
    var j = i
    var run = j
    while j < n {
      let b = p[j]
      if cls[Int(b)].contains(.urlCodePoint) {
        j += 1
        continue
      }
      out.append(p + run, j - run)
      appendUnusual(j, .fragment)
      j += 1
      run = j
    }
    out.append(p + run, j - run)
    i = n
  }

  /// Where a path ends at `j` (the end, `?` or `#`): finishes the parse, or
  /// starts the query or the fragment after it.
  @inline(__always)
  mutating func endPath(at j: Int, _ i: inout Int, _ state: inout State) {
    if j == n {
      state = .done
    } else if p[j] == ASCII.question {
      i = j + 1
      startQuery()
      state = .query
    } else {
      i = j + 1
      startFragment()
      state = .fragment
    }
  }

  /// A reference that keeps the base's authority and path: copies them,
  /// then handles what follows at `i` when it is the end (the base's query
  /// kept), a query (the base's dropped) or a fragment (the base's query
  /// kept).
  /// - Returns: `false` when a path follows instead; the caller goes on
  ///   (the relative state shortens the base path, the file state first
  ///   checks for a drive letter).
  @inline(__always)
  mutating func continueFromBase(_ i: inout Int, _ state: inout State) -> Bool {
    copyBaseAuthority()
    beginPath()
    copyBasePath()
    if i == n {
      copyBaseQuery()
      state = .done
    } else if p[i] == ASCII.question {
      i += 1
      startQuery()
      state = .query
    } else if p[i] == ASCII.hash {
      i += 1
      copyBaseQuery()
      startFragment()
      state = .fragment
    } else {
      return false
    }
    return true
  }
}
