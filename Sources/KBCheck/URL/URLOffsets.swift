/// Where each component of a URL record lies in its href, packed into 32-bit
/// offsets (inputs are limited to 256 MiB, so they always fit).
///
/// Plain `Int32` fields rather than a `SIMD16<Int32>`: a SIMD vector makes
/// the record's layout generic to the compiler, so every copy of a
/// ``WHATWGURL`` went through type metadata and value witnesses.
struct URLOffsets: Sendable, Hashable {
  /// The offsets as stored.
  private struct Packed: Sendable, Hashable {
    var schemeEnd, usernameStart, usernameEnd, passwordStart, passwordEnd: Int32
    var hostStart, hostEnd, authorityEnd, portValue, pathStart, pathEnd: Int32
    var queryStart, fragmentStart: Int32
  }
  private let raw: Packed
  /// The kind of host.
  var hostKind: WHATWGURL.HostKind
  /// Whether the path is opaque.
  var hasOpaquePath: Bool
  /// Whether the scheme is special.
  var isSpecial: Bool
  /// Whether the scheme is `file`.
  var isFile: Bool
  /// What the parser saw in a domain host's labels (``URLHostFlags``).
  var hostFlags: URLHostFlags = []
  // Padding to 64 bytes (a ``WHATWGURL``, 80): at 57 bytes the record's
  // copies ended in an overlapping 16-byte move, and a copy of a copy then
  // loaded 16 bytes written by two stores, which the CPU cannot forward
  // (a stall measured at ~3 % of a WPT parse with `perf annotate`).
  private var padding8: UInt8 = 0
  private var padding16: UInt16 = 0
  private var padding32: UInt32 = 0

  init(
    schemeEnd: Int, usernameStart: Int, usernameEnd: Int, passwordStart: Int, passwordEnd: Int,
    hostStart: Int, hostEnd: Int, authorityEnd: Int, portValue: Int, pathStart: Int,
    pathEnd: Int, queryStart: Int, fragmentStart: Int, hostKind: WHATWGURL.HostKind,
    hasOpaquePath: Bool, isSpecial: Bool, isFile: Bool, hostFlags: URLHostFlags = []
  ) {
    @inline(__always) func i32(_ v: Int) -> Int32 { Int32(truncatingIfNeeded: v) }
    raw = Packed(
      schemeEnd: i32(schemeEnd), usernameStart: i32(usernameStart),
      usernameEnd: i32(usernameEnd), passwordStart: i32(passwordStart),
      passwordEnd: i32(passwordEnd), hostStart: i32(hostStart), hostEnd: i32(hostEnd),
      authorityEnd: i32(authorityEnd), portValue: i32(portValue), pathStart: i32(pathStart),
      pathEnd: i32(pathEnd), queryStart: i32(queryStart), fragmentStart: i32(fragmentStart))
    self.hostKind = hostKind
    self.hasOpaquePath = hasOpaquePath
    self.isSpecial = isSpecial
    self.isFile = isFile
    self.hostFlags = hostFlags
  }

  /// The labels of a domain host, as the parser saw them while writing the
  /// host (both `false` for a host that is not a domain).
  /// - Complexity: O(1).
  var hostLabels: WHATWGURL.HostLabels {
    guard hostKind == .domain else { return WHATWGURL.HostLabels() }
    return WHATWGURL.HostLabels(
      hasEmptyLabel: hostFlags.contains(.emptyLabel), hasACELabel: hostFlags.contains(.aceLabel))
  }

  /// Whether the scheme is `http` or `https`, decided on what the parser
  /// already knows (special schemes: ws 2, wss/ftp 3, http/file 4, https 5
  /// bytes).
  /// - Complexity: O(1).
  var isHTTPFamily: Bool { isSpecial && !isFile && schemeEnd >= 4 }

  /// The index of the scheme's `:`.
  var schemeEnd: Int { Int(raw.schemeEnd) }
  /// The user name's range.
  var usernameStart: Int { Int(raw.usernameStart) }
  var usernameEnd: Int { Int(raw.usernameEnd) }
  /// The password's range (without `:`).
  var passwordStart: Int { Int(raw.passwordStart) }
  var passwordEnd: Int { Int(raw.passwordEnd) }
  /// The serialized host's range.
  var hostStart: Int { Int(raw.hostStart) }
  var hostEnd: Int { Int(raw.hostEnd) }
  /// Where the authority (`//…` with port) ends.
  var authorityEnd: Int { Int(raw.authorityEnd) }
  /// The port, or -1.
  var portValue: Int { Int(raw.portValue) }
  /// The path's range (after any `/.` prefix).
  var pathStart: Int { Int(raw.pathStart) }
  var pathEnd: Int { Int(raw.pathEnd) }
  /// The index of `?`, or -1.
  var queryStart: Int { Int(raw.queryStart) }
  /// The index of `#`, or -1.
  var fragmentStart: Int { Int(raw.fragmentStart) }

  /// Equal records: every field but how the host was typed
  /// (``URLHostFlags/howTyped``), so a URL typed with U-labels or
  /// percent-escapes equals the same URL typed with its A-labels.
  static func == (a: URLOffsets, b: URLOffsets) -> Bool {
    a.raw == b.raw && a.hostKind == b.hostKind && a.hasOpaquePath == b.hasOpaquePath
      && a.isSpecial == b.isSpecial && a.isFile == b.isFile
      && a.hostFlags.subtracting(.howTyped) == b.hostFlags.subtracting(.howTyped)
  }

  /// Hashes what ``==`` compares.
  func hash(into hasher: inout Hasher) {
    hasher.combine(raw)
    hasher.combine(hostKind)
    hasher.combine(hasOpaquePath)
    hasher.combine(isSpecial)
    hasher.combine(isFile)
    hasher.combine(hostFlags.subtracting(.howTyped).rawValue)
  }
}

/// What the parser saw in a domain host's labels (``URLOffsets/hostFlags``),
/// set while it writes the host (the href's host, after lower-casing and
/// UTS #46).
struct URLHostFlags: OptionSet, Sendable, Hashable {
  let rawValue: UInt8
  /// A label is empty (`a..b`, `.a`; not the root's trailing dot in `a.b.`).
  static let emptyLabel = URLHostFlags(rawValue: 1)
  /// A label starts with `xn--`.
  static let aceLabel = URLHostFlags(rawValue: 2)
  /// The host's A-labels were written by UTS #46 ToASCII (ICU, or the
  /// Latin-1 path ``URLLatinIDNA``) with no error, so each decodes to a
  /// valid U-label: the typed host had a non-ASCII character. An all-ASCII
  /// host is only lower-cased, its `xn--` labels unchecked.
  static let writtenByConversion = URLHostFlags(rawValue: 4)
  /// The host as typed had a `%` or a non-ASCII byte (the parser's slow
  /// domain path), so it may be more than a lower-cased copy of the href's
  /// host; without it, the validator's host-change check has nothing to find.
  static let typedWithEscapeOrNonASCII = URLHostFlags(rawValue: 8)
  /// The flags that say how the host was typed, not what the href holds:
  /// ``URLOffsets`` equality ignores them.
  static let howTyped: URLHostFlags = [.writtenByConversion, .typedWithEscapeOrNonASCII]

  /// The flags of the serialized domain `u`, in one pass: a window of the
  /// last five bytes, started as if a dot preceded the host, finds `..`
  /// (an empty label) and `.xn--` (an A-label prefix).
  @inline(__always) static func scan(_ u: UnsafePointer<UInt8>, _ n: Int) -> URLHostFlags {
    var window = UInt64(ASCII.dot)
    var flags: URLHostFlags = n == 0 ? .emptyLabel : []
    for k in 0..<n {
      window = (window << 8 | UInt64(u[k])) & 0xFF_FFFF_FFFF
      flags.formUnion(step(window))
    }
    return flags
  }

  /// The flags one window position shows (see ``scan(_:_:)``).
  @inline(__always) static func step(_ window: UInt64) -> URLHostFlags {
    URLHostFlags(
      rawValue: (window & 0xFFFF == 0x2E2E ? emptyLabel.rawValue : 0)
        | (window == 0x2E_78_6E_2D_2D ? aceLabel.rawValue : 0))
  }
}
