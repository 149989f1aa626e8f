/// The canonical-input fast path of the URL parser: one forward scan that
/// decides whether an input is already its own href and, when it is, finds
/// every component's offsets (ada's "the href is the input" check).
///
/// It accepts only what it can prove the full parser (``URLParser``) would
/// copy unchanged and without a single validation error:
/// - an `http`, `https`, `ws`, `wss` or `ftp` scheme followed by `//`;
/// - a non-empty domain of ASCII host code points (no `%`, no `@`, no
///   brackets) whose last label does not start with a digit (so it is never
///   an IPv4 address);
/// - an optional port of 1–5 digits without a leading zero, at most 65535
///   and not the scheme's default;
/// - a path that starts with `/` and has no `.`/`..` segment (`%2e` forms
///   included) and no byte the path percent-encode set encodes;
/// - an optional query and fragment of URL code points, `%` only before
///   two hex digits;
/// - no byte at or below 0x20, no backslash, nothing non-ASCII.
///
/// Upper-case ASCII letters in the scheme and the host are accepted too: the
/// full parser only lower-cases them (scheme state step 2.1, and "domain to
/// ASCII" lower-cases an all-ASCII domain), changing no offset, so the href
/// is the input with those two components lowered (``lowered(_:_:_:)``),
/// one copy and no state machine (ada's url_aggregator likewise lowers the
/// scheme and host in place while writing its one buffer).
///
/// Anything else returns `nil` and the full state machine runs.
enum URLCanonicalScan {
  /// The classes of a byte in ``table``.
  struct ByteClass: OptionSet, Sendable {
    let rawValue: UInt8
    /// A domain byte other than `.` (an upper-case letter included: it is
    /// lowered, ``lowered(_:_:_:)``).
    static let hostByte = ByteClass(rawValue: 1)
    /// ``URLByteSet/pathPlain`` without `.` and `%`.
    static let pathByte = ByteClass(rawValue: 2)
    /// ``URLByteSet/specialQueryPlain`` without `%` and `#`.
    static let queryByte = ByteClass(rawValue: 4)
    /// ``URLByteSet/urlCodePoint`` without `%`.
    static let fragmentByte = ByteClass(rawValue: 8)
    /// An ASCII digit.
    static let digit = ByteClass(rawValue: 16)
    /// An ASCII hexadecimal digit.
    static let hexDigit = ByteClass(rawValue: 32)
  }

  /// The ``ByteClass`` of each byte, built once from ``URLByteSet``.
  nonisolated(unsafe) static let table: UnsafePointer<ByteClass> = {
    let t = UnsafeMutablePointer<ByteClass>.allocate(capacity: 256)
    for i in 0..<256 {
      let b = UInt8(i)
      var c: ByteClass = []
      if b > ASCII.space && b < ASCII.delete && !URLByteSet.forbiddenDomain.contains(b)
        && b != ASCII.dot
      {
        c.formUnion(.hostByte)
      }
      if URLByteSet.pathPlain.contains(b) && b != ASCII.dot && b != ASCII.percent {
        c.formUnion(.pathByte)
      }
      if URLByteSet.specialQueryPlain.contains(b) && b != ASCII.percent && b != ASCII.hash {
        c.formUnion(.queryByte)
      }
      if URLByteSet.urlCodePoint.contains(b) && b != ASCII.percent { c.formUnion(.fragmentByte) }
      if b >= ASCII.zero && b <= ASCII.nine { c.formUnion(.digit) }
      if URLParser.isHex(b) { c.formUnion(.hexDigit) }
      t[i] = c
    }
    return UnsafePointer(t)
  }()

  /// The offsets of `p[0..<n]` when those bytes are their own href (up to
  /// the case of the scheme's and the host's letters), else `nil`.
  /// - Parameters:
  ///   - p: The input's UTF-8 bytes (not trimmed: any blank makes it `nil`).
  ///   - n: How many.
  ///   - hasUpper: Set to whether the scheme or the host has an upper-case
  ///     letter, so that the href is ``lowered(_:_:_:)`` rather than the input.
  ///   - resume: Set once the scheme, host and port are proved canonical
  ///     (meaningful only when the scan returns `nil`): where the full
  ///     parser may resume when the scan declines the input only in its
  ///     path, query or fragment.
  /// - Returns: The record's offsets into the input, or `nil` when the full
  ///   parser must run.
  /// - Complexity: O(*n*), no allocation.
  static func offsets(
    _ p: UnsafePointer<UInt8>, _ n: Int, hasUpper: inout Bool, resume: inout URLResumePoint?
  ) -> URLOffsets? {
    guard n >= 9 else { return nil }
    let t = table
    // The scheme and `//`, as one little-endian word compare after
    // lower-casing the word's ASCII letters.
    let raw = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
    let w = raw | upperLanes(raw) &>> 2
    var upper = w != raw
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
    // Only the scheme's lanes count: the word's last bytes may be the host's.
    if upper { upper = upperLanes(raw) & ~(~UInt64(0) &<< UInt64(schemeEnd &* 8)) != 0 }
    // The host: host bytes up to `:` or `/`. The skip stops at a `.` after
    // `.` or `/` (an empty label) and at `n` after `x` (maybe `xn--`).
    let hostStart = schemeEnd + 3
    var j = hostStart
    var flags: URLHostFlags = []
    while true {
      j = skipCommon(p, j, n, .host)
      guard j < n else { return nil }  // no path: the href would add `/`
      let b = p[j]
      if b == ASCII.dot {
        if j == hostStart || p[j - 1] == ASCII.dot { flags.formUnion(.emptyLabel) }
      } else if !t[Int(b)].contains(.hostByte) {
        break
      } else if b | 0x20 == UInt8(ascii: "n") {
        let x = j - 1
        if x == hostStart || p[x - 1] == ASCII.dot, isACEPrefix(p, x, n) {
          flags.formUnion(.aceLabel)
        }
      }
      j += 1
    }
    let hostEnd = j
    guard hostEnd > hostStart else { return nil }
    if !upper { upper = URLCanonicalScan.hasUpper(p, hostStart, hostEnd) }
    // A host that could end in a number goes to the IPv4 parser: the last
    // label (before a trailing dot) must not start with a digit.
    var last = hostEnd - 1
    if p[last] == ASCII.dot { last -= 1 }
    while last >= hostStart && p[last] != ASCII.dot { last -= 1 }
    if last + 1 < hostEnd && t[Int(p[last + 1])].contains(.digit) { return nil }
    // The port.
    var port = -1
    if p[j] == ASCII.colon {
      j += 1
      let digitsStart = j
      var value = 0
      while j < n && t[Int(p[j])].contains(.digit) && j - digitsStart < 5 {
        value = value &* 10 &+ Int(p[j] &- ASCII.zero)
        j += 1
      }
      guard j > digitsStart, j < n, value <= 65535, value != defaultPort,
        p[digitsStart] != ASCII.zero || j - digitsStart == 1
      else { return nil }
      port = value
    }
    guard p[j] == ASCII.slash else { return nil }
    let pathStart = j
    resume = URLResumePoint(
      schemeEnd: schemeEnd, hostEnd: hostEnd, port: port, pathStart: pathStart, hostFlags: flags)
    // The path: segments of path bytes, valid `%XX`, and `.` inside a segment.
    var pathEnd = n
    var queryStart = -1
    var fragmentStart = -1
    path: while j < n {
      // The skip stops at a `.` that starts a segment.
      j = skipCommon(p, j, n, .path)
      guard j < n else { break }
      if t[Int(p[j])].contains(.pathByte) {
        j += 1
        continue
      }
      switch p[j] {
      case ASCII.slash:
        j += 1
      case ASCII.dot:
        guard p[j - 1] != ASCII.slash else { return nil }  // maybe `.` or `..`
        j += 1
      case ASCII.percent:
        guard isPercentTriplet(p, j, n, t) else { return nil }
        if p[j - 1] == ASCII.slash && startsDotSegment(p, j, n) { return nil }  // `%2e`
        j += 3
      case ASCII.question:
        pathEnd = j
        queryStart = j
        j += 1
        break path
      case ASCII.hash:
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
        j = skipCommon(p, j, n, .query)
        guard j < n else { break }
        if t[Int(p[j])].contains(.queryByte) {
          j += 1
        } else if p[j] == ASCII.percent {
          guard isPercentTriplet(p, j, n, t) else { return nil }
          j += 3
        } else if p[j] == ASCII.hash {
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
        j = skipCommon(p, j, n, .query)
        guard j < n else { break }
        if t[Int(p[j])].contains(.fragmentByte) {
          j += 1
          continue
        }
        guard p[j] == ASCII.percent, isPercentTriplet(p, j, n, t) else { return nil }
        j += 3
      }
    }
    hasUpper = upper
    return URLOffsets(
      schemeEnd: schemeEnd, usernameStart: hostStart, usernameEnd: hostStart,
      passwordStart: hostStart, passwordEnd: hostStart, hostStart: hostStart, hostEnd: hostEnd,
      authorityEnd: pathStart, portValue: port, pathStart: pathStart, pathEnd: pathEnd,
      queryStart: queryStart, fragmentStart: fragmentStart, hostKind: .domain,
      hasOpaquePath: false, isSpecial: true, isFile: false, hostFlags: flags)
  }

  /// The href of an input ``offsets(_:_:hasUpper:resume:)`` accepted with
  /// `hasUpper` set: the input with its scheme and host lower-cased.
  /// - Parameters:
  ///   - p: The input's UTF-8 bytes.
  ///   - n: How many.
  ///   - offsets: The offsets the scan found.
  /// - Returns: The href, in one new string.
  /// - Complexity: O(*n*), one allocation.
  static func lowered(_ p: UnsafePointer<UInt8>, _ n: Int, _ offsets: URLOffsets) -> String {
    String(unsafeUninitializedCapacity: n) { out in
      guard let d = out.baseAddress else { return 0 }
      copyLowered(
        d, p, n, schemeEnd: offsets.schemeEnd, hostStart: offsets.hostStart,
        hostEnd: offsets.hostEnd)
      return n
    }
  }

  /// Copies `p[0..<n]` to `d` with the scheme's and the host's ASCII
  /// capitals lowered: the href of what the scan proved canonical (the
  /// whole input for ``lowered(_:_:_:)``, the part before the path for
  /// ``URLParser/run(resuming:)``).
  /// - Parameters:
  ///   - d: Room for `n` bytes.
  ///   - p: The input.
  ///   - n: How many bytes to copy.
  ///   - schemeEnd: The end of the scheme.
  ///   - hostStart: The start of the host.
  ///   - hostEnd: The end of the host (`<= n`).
  @inline(__always)
  static func copyLowered(
    _ d: UnsafeMutablePointer<UInt8>, _ p: UnsafePointer<UInt8>, _ n: Int, schemeEnd: Int,
    hostStart: Int, hostEnd: Int
  ) {
    guard hostStart == schemeEnd &+ 3 else {
      d.update(from: p, count: n)
      lower(d, n, 0, schemeEnd)
      lower(d, n, hostStart, hostEnd)
      return
    }
    // No userinfo: the scheme, `://` (no letters) and the host are one
    // range, lowered as it is copied, eight bytes at a time; the rest is
    // copied as it is.
    let src = UnsafeRawPointer(p)
    let dst = UnsafeMutableRawPointer(d)
    var k = 0
    while k &+ 8 <= hostEnd {
      let w = src.loadUnaligned(fromByteOffset: k, as: UInt64.self)
      dst.storeBytes(of: w | upperLanes(w) &>> 2, toByteOffset: k, as: UInt64.self)
      k &+= 8
    }
    if k < hostEnd {
      if k &+ 8 <= n {
        // The last word: only its lanes below `hostEnd` are lowered.
        let lanes = UInt64.max &>> (UInt64(8 &- (hostEnd &- k)) &* 8)
        let w = src.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        dst.storeBytes(of: w | upperLanes(w) &>> 2 & lanes, toByteOffset: k, as: UInt64.self)
        k &+= 8
      } else {
        while k < hostEnd {
          d[k] = URLParser.lower(p[k])
          k &+= 1
        }
      }
    }
    (d + k).update(from: p + k, count: n &- k)
  }

  /// Lowers the ASCII capitals of `d[from..<to]` in place, eight bytes at a
  /// time (``upperLanes(_:)`` shifted onto the case bit). The tail is one
  /// more word, masked to the range: at `to`'s last word when eight bytes
  /// fit before the buffer's end, else the buffer's last word.
  /// - Parameters:
  ///   - d: The buffer.
  ///   - n: Its length.
  ///   - from: The range's start.
  ///   - to: Its end (`to <= n`).
  @inline(__always)
  static func lower(_ d: UnsafeMutablePointer<UInt8>, _ n: Int, _ from: Int, _ to: Int) {
    let raw = UnsafeMutableRawPointer(d)
    var k = from
    while k &+ 8 <= to {
      let w = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)
      raw.storeBytes(of: w | upperLanes(w) &>> 2, toByteOffset: k, as: UInt64.self)
      k &+= 8
    }
    guard k < to else { return }
    if n < 8 {
      while k < to {
        d[k] = URLParser.lower(d[k])
        k &+= 1
      }
      return
    }
    // The word at `at` holds the tail in lanes `k - at ..< to - at`.
    let at = min(k, n &- 8)
    let above = to &- at == 8 ? 0 : UInt64.max &<< (UInt64(to &- at) &* 8)
    let lanes = UInt64.max &<< (UInt64(k &- at) &* 8) & ~above
    let w = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)
    raw.storeBytes(of: w | upperLanes(w) &>> 2 & lanes, toByteOffset: at, as: UInt64.self)
  }

  /// The high bit of each byte of `w` that is an ASCII upper-case letter
  /// (shifted right by two: the case bit that lowers it). SWAR, as
  /// ``badLanes(_:_:_:)``.
  @inline(__always)
  static func upperLanes(_ w: UInt64) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    let x = w & ~high
    return (x &+ ones &* UInt64(0x80 &- ASCII.upperA))
      & ~(x &+ ones &* UInt64(0x7F &- ASCII.upperZ))
      & ~w & high
  }

  /// Whether `p[from..<to]` has an ASCII upper-case letter, eight bytes at
  /// a time (the last word overlapping the one before).
  /// - Parameters:
  ///   - p: The input (at least nine bytes).
  ///   - from: The first byte.
  ///   - to: The end (`to > from`).
  /// - Returns: Whether a byte is in `A`–`Z`.
  @inline(__always)
  static func hasUpper(_ p: UnsafePointer<UInt8>, _ from: Int, _ to: Int) -> Bool {
    let raw = UnsafeRawPointer(p)
    var found: UInt64 = 0
    var k = from
    while k &+ 8 <= to {
      found |= upperLanes(raw.loadUnaligned(fromByteOffset: k, as: UInt64.self))
      k &+= 8
    }
    guard k < to else { return found != 0 }
    if to < 8 {
      while k < to {
        if p[k] &- ASCII.upperA < 26 { return true }
        k &+= 1
      }
      return found != 0
    }
    let last = upperLanes(raw.loadUnaligned(fromByteOffset: to &- 8, as: UInt64.self))
    return found | last & (~UInt64(0) &<< UInt64((k &- (to &- 8)) &* 8)) != 0
  }

  /// The byte sets of ``skipCommon(_:_:_:_:)``.
  enum CommonBytes {
    /// `[A-Za-z0-9.-]`, but not a `.` after `.` or `/` (an empty label)
    /// nor an `n` after `x` in either case (maybe an A-label).
    case host
    /// `[A-Za-z0-9._/-]`, but not a `.` after `/` (maybe a dot segment).
    case path
    /// `[A-Za-z0-9._/-]`.
    case query
  }

  /// The index of the first byte at or after `j` that is not in `set`, or
  /// `n`. Sixteen (or for short inputs eight) bytes at a time, each word
  /// read with the byte before it.
  /// - Parameters:
  ///   - p: The input (at least nine bytes).
  ///   - j: Where to start (`j >= 1`).
  ///   - n: The input's length (`n >= 9`).
  ///   - set: Which bytes to skip.
  /// - Returns: The index.
  /// - Complexity: O(*n* - *j*), about 1.5 instructions a byte, one branch
  ///   per 16 bytes.
  @inline(__always)
  static func skipCommon(_ p: UnsafePointer<UInt8>, _ j: Int, _ n: Int, _ set: CommonBytes)
    -> Int
  {
    n >= 17 ? skip16(p, j, n, set) : skip8(p, j, n, set)
  }

  /// ``skipCommon(_:_:_:_:)`` sixteen bytes at a time (SSE2 with `SIMD16`:
  /// only wrapping adds and bit operations, which the compiler vectorizes;
  /// its lane comparisons it does not).
  /// - Parameters:
  ///   - p: The input (at least 17 bytes).
  ///   - j: Where to start (`j >= 1`).
  ///   - n: The input's length (`n >= 17`).
  ///   - set: Which bytes to skip.
  /// - Returns: The index of the first byte not skipped, or `n`.
  @inline(__always)
  private static func skip16(
    _ p: UnsafePointer<UInt8>, _ j: Int, _ n: Int, _ set: CommonBytes
  ) -> Int {
    let raw = UnsafeRawPointer(p)
    var j = j
    while j &+ 16 <= n {
      let bad = badLanes16(
        raw.loadUnaligned(fromByteOffset: j &- 1, as: SIMD16<UInt8>.self),
        raw.loadUnaligned(fromByteOffset: j, as: SIMD16<UInt8>.self), set)
      if bad.lo != 0 { return j &+ bad.lo.trailingZeroBitCount &>> 3 }
      if bad.hi != 0 { return j &+ 8 &+ bad.hi.trailingZeroBitCount &>> 3 }
      j &+= 16
    }
    guard j < n else { return n }
    // The last bytes: the input's last 16, without the lanes before `j`.
    let start = n &- 16
    let skipped = j &- start
    var bad = badLanes16(
      raw.loadUnaligned(fromByteOffset: start &- 1, as: SIMD16<UInt8>.self),
      raw.loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self), set)
    if skipped >= 8 {
      bad.lo = 0
      bad.hi &= ~UInt64(0) &<< UInt64((skipped &- 8) &* 8)
    } else {
      bad.lo &= ~UInt64(0) &<< UInt64(skipped &* 8)
    }
    if bad.lo != 0 { return start &+ bad.lo.trailingZeroBitCount &>> 3 }
    if bad.hi != 0 { return start &+ 8 &+ bad.hi.trailingZeroBitCount &>> 3 }
    return n
  }

  /// ``badLanes(_:_:_:)`` for sixteen bytes, as two words (byte 0 in the
  /// low byte of `lo`).
  @inline(__always)
  private static func badLanes16(
    _ before: SIMD16<UInt8>, _ w: SIMD16<UInt8>, _ set: CommonBytes
  ) -> (lo: UInt64, hi: UInt64) {
    typealias V = SIMD16<UInt8>
    let x = w & V(repeating: 0x7F)
    let xb = before & V(repeating: 0x7F)
    // The high bit of `x + (0x80 - lo)` is set where the byte is >= lo.
    @inline(__always) func within(_ x: V, _ lo: UInt8, _ hi: UInt8) -> V {
      (x &+ V(repeating: 0x80 &- lo)) & ~(x &+ V(repeating: 0x7F &- hi))
    }
    let good: V
    var stop = V(repeating: 0)
    switch set {
    case .host:
      good =
        within(x | V(repeating: 0x20), ASCII.lowerA, ASCII.lowerZ)
        | within(x, ASCII.hyphen, ASCII.dot)
        | within(x, ASCII.zero, ASCII.nine)
      stop =
        (within(x, ASCII.dot, ASCII.dot) & within(xb, ASCII.dot, ASCII.slash))
        | (within(x | V(repeating: 0x20), UInt8(ascii: "n"), UInt8(ascii: "n"))
          & within(xb | V(repeating: 0x20), UInt8(ascii: "x"), UInt8(ascii: "x")))
    case .path, .query:
      good =
        within(x | V(repeating: 0x20), ASCII.lowerA, ASCII.lowerZ)
        | within(x, ASCII.hyphen, ASCII.nine)
        | within(x, ASCII.underscore, ASCII.underscore)
      if set == .path {
        stop = within(x, ASCII.dot, ASCII.dot) & within(xb, ASCII.slash, ASCII.slash)
      }
    }
    let bad = unsafeBitCast((~good | w | stop) & V(repeating: 0x80), to: SIMD2<UInt64>.self)
    return (bad[0], bad[1])
  }

  /// ``skipCommon(_:_:_:_:)`` eight bytes at a time, for inputs of 9 to 16 bytes.
  /// - Parameters:
  ///   - p: The input (at least nine bytes).
  ///   - j: Where to start (`j >= 1`).
  ///   - n: The input's length (`n >= 9`).
  ///   - set: Which bytes to skip.
  /// - Returns: The index of the first byte not skipped, or `n`.
  @inline(__always)
  private static func skip8(_ p: UnsafePointer<UInt8>, _ j: Int, _ n: Int, _ set: CommonBytes)
    -> Int
  {
    let raw = UnsafeRawPointer(p)
    var j = j
    while j &+ 8 <= n {
      let bad = badLanes(
        raw.loadUnaligned(fromByteOffset: j &- 1, as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: j, as: UInt64.self), set)
      if bad != 0 { return j &+ bad.trailingZeroBitCount &>> 3 }
      j &+= 8
    }
    guard j < n else { return n }
    // The last bytes: the input's last word, without the lanes before `j`.
    let start = n &- 8
    let skipped = UInt64(j &- start) &* 8
    let bad =
      badLanes(
        raw.loadUnaligned(fromByteOffset: start &- 1, as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: start, as: UInt64.self), set)
      & (~UInt64(0) &<< skipped)
    return bad == 0 ? n : start &+ bad.trailingZeroBitCount &>> 3
  }

  /// The high bit of each byte of `w` that ``skipCommon(_:_:_:_:)`` stops
  /// at; `before` is the word one byte earlier. SWAR: the bytes are first
  /// cleared of their high bit (a set one marks the byte bad), so no
  /// addition carries into the next byte.
  @inline(__always)
  private static func badLanes(_ before: UInt64, _ w: UInt64, _ set: CommonBytes) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    let x = w & ~high
    let xb = before & ~high
    // The high bit of `x + (0x80 - lo)` is set where the byte is >= lo.
    @inline(__always) func within(_ x: UInt64, _ lo: UInt8, _ hi: UInt8) -> UInt64 {
      (x &+ ones &* UInt64(0x80 &- lo)) & ~(x &+ ones &* UInt64(0x7F &- hi))
    }
    let good: UInt64
    var stop: UInt64 = 0
    switch set {
    case .host:
      good =
        within(x | 0x2020_2020_2020_2020, ASCII.lowerA, ASCII.lowerZ)
        | within(x, ASCII.hyphen, ASCII.dot)
        | within(x, ASCII.zero, ASCII.nine)
      stop =
        (within(x, ASCII.dot, ASCII.dot) & within(xb, ASCII.dot, ASCII.slash))
        | (within(x | 0x2020_2020_2020_2020, UInt8(ascii: "n"), UInt8(ascii: "n"))
          & within(xb | 0x2020_2020_2020_2020, UInt8(ascii: "x"), UInt8(ascii: "x")))
    case .path, .query:
      good =
        within(x | 0x2020_2020_2020_2020, ASCII.lowerA, ASCII.lowerZ)
        | within(x, ASCII.hyphen, ASCII.nine)
        | within(x, ASCII.underscore, ASCII.underscore)
      if set == .path {
        stop = within(x, ASCII.dot, ASCII.dot) & within(xb, ASCII.slash, ASCII.slash)
      }
    }
    return (~good | w | stop) & high
  }

  /// Whether `p[k...]` starts with `xn--` in any case (the caller checked
  /// that a label starts at `k`; `-` is a host byte, so the four bytes are
  /// in the host).
  @inline(__always)
  private static func isACEPrefix(_ p: UnsafePointer<UInt8>, _ k: Int, _ n: Int) -> Bool {
    k + 4 <= n && UnsafeRawPointer(p + k).loadUnaligned(as: UInt32.self) | 0x2020 == 0x2D2D_6E78
  }

  /// Whether the segment at `k` may be a `.` or `..` segment (`.`, `%2e`
  /// and their pairs): it starts with `.` or `%2e`/`%2E` and is at most six
  /// bytes long. Conservative: such a segment goes to the full parser.
  @inline(__always)
  private static func startsDotSegment(_ p: UnsafePointer<UInt8>, _ k: Int, _ n: Int) -> Bool {
    guard k < n else { return false }
    if p[k] == ASCII.dot { return true }
    return p[k] == ASCII.percent && k + 2 < n && p[k + 1] == UInt8(ascii: "2")
      && p[k + 2] | 0x20 == UInt8(ascii: "e")
  }

  /// Whether `p[k]` (a `%`) is followed by two hex digits.
  @inline(__always)
  private static func isPercentTriplet(
    _ p: UnsafePointer<UInt8>, _ k: Int, _ n: Int, _ t: UnsafePointer<ByteClass>
  ) -> Bool {
    k + 2 < n && t[Int(p[k + 1])].intersection(t[Int(p[k + 2])]).contains(.hexDigit)
  }
}
