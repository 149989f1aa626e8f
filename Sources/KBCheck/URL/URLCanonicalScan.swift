/// The canonical-input fast path of the URL parser: one forward scan that
/// decides whether an input is already its own href and, when it is, finds
/// every component's offsets (ada's "the href is the input" check).
///
/// It accepts only what it can prove the full parser (``URLParser``) would
/// copy unchanged and without a single validation error:
/// - a lower-case `http`, `https`, `ws`, `wss` or `ftp` scheme followed by `//`;
/// - a non-empty domain of lower-case ASCII host code points (no `%`, no
///   `@`, no brackets) whose last label does not start with a digit (so it
///   is never an IPv4 address);
/// - an optional port of 1–5 digits without a leading zero, at most 65535
///   and not the scheme's default;
/// - a path that starts with `/` and has no `.`/`..` segment (`%2e` forms
///   included) and no byte the path percent-encode set encodes;
/// - an optional query and fragment of URL code points, `%` only before
///   two hex digits;
/// - no byte at or below 0x20, no backslash, nothing non-ASCII.
///
/// Anything else returns `nil` and the full state machine runs.
enum URLCanonicalScan {
  /// Bits of ``table``.
  private static let hostByte: UInt8 = 1
  private static let pathByte: UInt8 = 2
  private static let queryByte: UInt8 = 4
  private static let fragmentByte: UInt8 = 8
  private static let digit: UInt8 = 16
  private static let hexDigit: UInt8 = 32

  /// The byte classes of the scan, built once from ``URLByteSet``:
  /// `hostByte` for a lower-case domain byte other than `.`, `pathByte`
  /// for ``URLByteSet/pathPlain`` without `.`, `%`; `queryByte` for
  /// ``URLByteSet/specialQueryPlain`` without `%`, `#`; `fragmentByte` for
  /// ``URLByteSet/urlCodePoint`` without `%`.
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
    let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for i in 0..<256 {
      let b = UInt8(i)
      var c: UInt8 = 0
      let upper = b >= 0x41 && b <= 0x5A
      if b > 0x20 && b < 0x7F && !URLByteSet.forbiddenDomain.contains(b) && !upper && b != 0x2E {
        c |= hostByte
      }
      if URLByteSet.pathPlain.contains(b) && b != 0x2E && b != 0x25 { c |= pathByte }
      if URLByteSet.specialQueryPlain.contains(b) && b != 0x25 && b != 0x23 { c |= queryByte }
      if URLByteSet.urlCodePoint.contains(b) && b != 0x25 { c |= fragmentByte }
      if b >= 0x30 && b <= 0x39 { c |= digit }
      if URLParser.isHex(b) { c |= hexDigit }
      t[i] = c
    }
    return UnsafePointer(t)
  }()

  /// The offsets of `p[0..<n]` when those bytes are their own href, else `nil`.
  /// - Parameters:
  ///   - p: The input's UTF-8 bytes (not trimmed: any blank makes it `nil`).
  ///   - n: How many.
  /// - Returns: The record's offsets into the input, or `nil` when the full
  ///   parser must run.
  /// - Complexity: O(*n*), no allocation.
  static func offsets(_ p: UnsafePointer<UInt8>, _ n: Int) -> URLOffsets? {
    guard n >= 8 else { return nil }
    let t = table
    // The scheme and `//`, as one little-endian word compare.
    let w = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
    let schemeEnd: Int
    let defaultPort: Int
    if w == 0x2F2F_3A73_7074_7468 {  // "https://"
      schemeEnd = 5
      defaultPort = 443
    } else if w & 0x00FF_FFFF_FFFF_FFFF == 0x2F_2F3A_7074_7468 {  // "http://"
      schemeEnd = 4
      defaultPort = 80
    } else if w & 0xFFFF_FFFF_FFFF == 0x2F2F_3A73_7377 {  // "wss://"
      schemeEnd = 3
      defaultPort = 443
    } else if w & 0xFF_FFFF_FFFF == 0x2F_2F3A_7377 {  // "ws://"
      schemeEnd = 2
      defaultPort = 80
    } else if w & 0xFFFF_FFFF_FFFF == 0x2F2F_3A70_7466 {  // "ftp://"
      schemeEnd = 3
      defaultPort = 21
    } else {
      return nil
    }
    // The host: labels of host bytes between dots, up to `:` or `/`.
    let hostStart = schemeEnd + 3
    var j = hostStart
    var flags: UInt8 = 0
    var labelStart = hostStart
    var lastLabelStart = hostStart
    while true {
      j = skipCommon(p, j, n, host: true)
      guard j < n else { return nil }  // no path: the href would add `/`
      let b = p[j]
      if t[Int(b)] & hostByte != 0 {
        j += 1
        continue
      }
      guard b == 0x2E else { break }
      if j == labelStart { flags |= URLHostFlags.emptyLabel }
      if isACEPrefix(p, labelStart, j) { flags |= URLHostFlags.aceLabel }
      lastLabelStart = labelStart
      j += 1
      labelStart = j
    }
    let hostEnd = j
    guard hostEnd > hostStart else { return nil }
    if isACEPrefix(p, labelStart, hostEnd) { flags |= URLHostFlags.aceLabel }
    // A host that could end in a number goes to the IPv4 parser.
    let finalLabel = labelStart < hostEnd ? labelStart : lastLabelStart
    if finalLabel < hostEnd && t[Int(p[finalLabel])] & digit != 0 { return nil }
    // The port.
    var port = -1
    if p[j] == 0x3A {
      j += 1
      let digitsStart = j
      var value = 0
      while j < n && t[Int(p[j])] & digit != 0 && j - digitsStart < 5 {
        value = value &* 10 &+ Int(p[j] &- 0x30)
        j += 1
      }
      guard j > digitsStart, j < n, value <= 65535, value != defaultPort,
        p[digitsStart] != 0x30 || j - digitsStart == 1
      else { return nil }
      port = value
    }
    guard p[j] == 0x2F else { return nil }
    let pathStart = j
    // The path: segments of path bytes, valid `%XX`, and `.` inside a segment.
    var pathEnd = n
    var queryStart = -1
    var fragmentStart = -1
    path: while j < n {
      j = skipCommon(p, j, n, host: false)
      guard j < n else { break }
      if t[Int(p[j])] & pathByte != 0 {
        j += 1
        continue
      }
      switch p[j] {
      case 0x2F:
        guard !startsDotSegment(p, j + 1, n) else { return nil }
        j += 1
      case 0x2E:
        j += 1  // a dot inside a segment (a leading one was checked at its `/`)
      case 0x25:
        guard isPercentTriplet(p, j, n, t) else { return nil }
        j += 3
      case 0x3F:
        pathEnd = j
        queryStart = j
        j += 1
        break path
      case 0x23:
        pathEnd = j
        fragmentStart = j
        j += 1
        break path
      default:
        return nil
      }
    }
    if queryStart >= 0 {
      while true {
        j = skipCommon(p, j, n, host: false)
        guard j < n else { break }
        if t[Int(p[j])] & queryByte != 0 {
          j += 1
        } else if p[j] == 0x25 {
          guard isPercentTriplet(p, j, n, t) else { return nil }
          j += 3
        } else if p[j] == 0x23 {
          fragmentStart = j
          j += 1
          break
        } else {
          return nil
        }
      }
    }
    if fragmentStart >= 0 {
      while true {
        j = skipCommon(p, j, n, host: false)
        guard j < n else { break }
        if t[Int(p[j])] & fragmentByte != 0 {
          j += 1
          continue
        }
        guard p[j] == 0x25, isPercentTriplet(p, j, n, t) else { return nil }
        j += 3
      }
    }
    return URLOffsets(
      schemeEnd: schemeEnd, usernameStart: hostStart, usernameEnd: hostStart,
      passwordStart: hostStart, passwordEnd: hostStart, hostStart: hostStart, hostEnd: hostEnd,
      authorityEnd: pathStart, portValue: port, pathStart: pathStart, pathEnd: pathEnd,
      queryStart: queryStart, fragmentStart: fragmentStart, hostKind: .domain,
      hasOpaquePath: false, isSpecial: true, isFile: false, hostFlags: flags)
  }

  /// The index of the first byte at or after `j` that is not one of the
  /// common URL bytes: `[a-z0-9-]` for a host label (`host`), else
  /// `[A-Za-z0-9._-]`; `n` when there is none. Eight bytes at a time.
  /// - Parameters:
  ///   - p: The input (at least eight bytes).
  ///   - j: Where to start.
  ///   - n: The input's length (`n >= 8`).
  ///   - host: Which set.
  /// - Returns: The index.
  /// - Complexity: O(*n* - *j*), about 2.5 instructions a byte.
  @inline(__always)
  static func skipCommon(_ p: UnsafePointer<UInt8>, _ j: Int, _ n: Int, host: Bool) -> Int {
    let raw = UnsafeRawPointer(p)
    var j = j
    while j &+ 8 <= n {
      let bad = badLanes(raw.loadUnaligned(fromByteOffset: j, as: UInt64.self), host: host)
      if bad != 0 { return j &+ bad.trailingZeroBitCount &>> 3 }
      j &+= 8
    }
    guard j < n else { return n }
    // The last bytes: the input's last word, without the lanes before `j`.
    let start = n &- 8
    let skipped = UInt64(j &- start) &* 8
    let bad =
      badLanes(raw.loadUnaligned(fromByteOffset: start, as: UInt64.self), host: host)
      & (~UInt64(0) &<< skipped)
    return bad == 0 ? n : start &+ bad.trailingZeroBitCount &>> 3
  }

  /// The high bit of each byte of `w` that is not in the set of
  /// ``skipCommon(_:_:_:host:)`` (SWAR: the bytes are first cleared of
  /// their high bit, so no addition carries into the next byte).
  @inline(__always) private static func badLanes(_ w: UInt64, host: Bool) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    let x = w & ~high
    // The high bit of `x + (0x80 - lo)` is set where the byte is >= lo.
    @inline(__always) func within(_ x: UInt64, _ lo: UInt64, _ hi: UInt64) -> UInt64 {
      (x &+ ones &* (0x80 &- lo)) & ~(x &+ ones &* (0x7F &- hi))
    }
    let letters = host ? within(x, 0x61, 0x7A) : within(x | 0x2020_2020_2020_2020, 0x61, 0x7A)
    var good = letters | within(x, 0x30, 0x39) | within(x, 0x2D, host ? 0x2D : 0x2E)
    if !host { good |= within(x, 0x5F, 0x5F) }
    return (~good | w) & high
  }

  /// Whether the label `p[from..<to]` starts with `xn--`.
  @inline(__always)
  private static func isACEPrefix(_ p: UnsafePointer<UInt8>, _ from: Int, _ to: Int) -> Bool {
    to - from >= 4 && UnsafeRawPointer(p + from).loadUnaligned(as: UInt32.self) == 0x2D2D_6E78
  }

  /// Whether the segment at `k` may be a `.` or `..` segment (`.`, `%2e`
  /// and their pairs): it starts with `.` or `%2e`/`%2E` and is at most six
  /// bytes long. Conservative: such a segment goes to the full parser.
  @inline(__always)
  private static func startsDotSegment(_ p: UnsafePointer<UInt8>, _ k: Int, _ n: Int) -> Bool {
    guard k < n else { return false }
    if p[k] == 0x2E { return true }
    return p[k] == 0x25 && k + 2 < n && p[k + 1] == 0x32 && p[k + 2] | 0x20 == 0x65
  }

  /// Whether `p[k]` (a `%`) is followed by two hex digits.
  @inline(__always)
  private static func isPercentTriplet(
    _ p: UnsafePointer<UInt8>, _ k: Int, _ n: Int, _ t: UnsafePointer<UInt8>
  ) -> Bool {
    k + 2 < n && t[Int(p[k + 1])] & t[Int(p[k + 2])] & hexDigit != 0
  }
}
