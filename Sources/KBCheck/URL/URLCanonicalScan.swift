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
      while j < n && t[Int(p[j])] & hostByte != 0 { j += 1 }
      guard j < n else { return nil }  // no path: the href would add `/`
      let b = p[j]
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
      while j < n && t[Int(p[j])] & pathByte != 0 { j += 1 }
      guard j < n else { break }
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
        while j < n && t[Int(p[j])] & queryByte != 0 { j += 1 }
        guard j < n else { break }
        if p[j] == 0x25 {
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
        while j < n && t[Int(p[j])] & fragmentByte != 0 { j += 1 }
        guard j < n else { break }
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
