/// Where each component of a URL record lies in its href, packed into 32-bit
/// offsets (inputs are limited to 256 MiB, so they always fit).
struct URLOffsets: Sendable, Hashable {
  private var raw: SIMD16<Int32>
  /// The kind of host.
  var hostKind: WHATWGURL.HostKind
  /// Whether the path is opaque.
  var hasOpaquePath: Bool
  /// Whether the scheme is special.
  var isSpecial: Bool
  /// Whether the scheme is `file`.
  var isFile: Bool
  /// What the parser saw in a domain host's labels (``URLHostFlags``).
  var hostFlags: UInt8 = 0

  init(
    schemeEnd: Int, usernameStart: Int, usernameEnd: Int, passwordStart: Int, passwordEnd: Int,
    hostStart: Int, hostEnd: Int, authorityEnd: Int, portValue: Int, pathStart: Int,
    pathEnd: Int, queryStart: Int, fragmentStart: Int, hostKind: WHATWGURL.HostKind,
    hasOpaquePath: Bool, isSpecial: Bool, isFile: Bool, hostFlags: UInt8 = 0
  ) {
    // One vector built in registers (an array literal here would allocate).
    @inline(__always) func i32(_ v: Int) -> Int32 { Int32(truncatingIfNeeded: v) }
    raw = SIMD16<Int32>(
      i32(schemeEnd), i32(usernameStart), i32(usernameEnd), i32(passwordStart),
      i32(passwordEnd), i32(hostStart), i32(hostEnd), i32(authorityEnd), i32(portValue),
      i32(pathStart), i32(pathEnd), i32(queryStart), i32(fragmentStart), 0, 0, 0)
    self.hostKind = hostKind
    self.hasOpaquePath = hasOpaquePath
    self.isSpecial = isSpecial
    self.isFile = isFile
    self.hostFlags = hostFlags
  }

  @inline(__always) private func value(_ i: Int) -> Int { Int(raw[i]) }
  /// The index of the scheme's `:`.
  var schemeEnd: Int { value(0) }
  /// The user name's range.
  var usernameStart: Int { value(1) }
  var usernameEnd: Int { value(2) }
  /// The password's range (without `:`).
  var passwordStart: Int { value(3) }
  var passwordEnd: Int { value(4) }
  /// The serialized host's range.
  var hostStart: Int { value(5) }
  var hostEnd: Int { value(6) }
  /// Where the authority (`//…` with port) ends.
  var authorityEnd: Int { value(7) }
  /// The port, or -1.
  var portValue: Int { value(8) }
  /// The path's range (after any `/.` prefix).
  var pathStart: Int { value(9) }
  var pathEnd: Int { value(10) }
  /// The index of `?`, or -1.
  var queryStart: Int { value(11) }
  /// The index of `#`, or -1.
  var fragmentStart: Int { value(12) }
}

/// Bits of ``URLOffsets/hostFlags``, set by the parser while it writes a
/// domain host (the href's host, after lower-casing and UTS #46).
enum URLHostFlags {
  /// A label is empty (`a..b`, `.a`; not the root's trailing dot in `a.b.`).
  static let emptyLabel: UInt8 = 1
  /// A label starts with `xn--`.
  static let aceLabel: UInt8 = 2

  /// The flags of the serialized domain `u`, in one pass: a window of the
  /// last five bytes, started as if a dot preceded the host, finds `..`
  /// (an empty label) and `.xn--` (an A-label prefix).
  @inline(__always) static func scan(_ u: UnsafePointer<UInt8>, _ n: Int) -> UInt8 {
    var window: UInt64 = 0x2E
    var flags: UInt8 = n == 0 ? emptyLabel : 0
    for k in 0..<n {
      window = (window << 8 | UInt64(u[k])) & 0xFF_FFFF_FFFF
      flags |= step(window)
    }
    return flags
  }

  /// The flags one window position shows (see ``scan(_:_:)``).
  @inline(__always) static func step(_ window: UInt64) -> UInt8 {
    (window & 0xFFFF == 0x2E2E ? emptyLabel : 0) | (window == 0x2E_78_6E_2D_2D ? aceLabel : 0)
  }
}
