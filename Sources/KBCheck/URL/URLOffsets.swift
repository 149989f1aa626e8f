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

  init(
    schemeEnd: Int, usernameStart: Int, usernameEnd: Int, passwordStart: Int, passwordEnd: Int,
    hostStart: Int, hostEnd: Int, authorityEnd: Int, portValue: Int, pathStart: Int,
    pathEnd: Int, queryStart: Int, fragmentStart: Int, hostKind: WHATWGURL.HostKind,
    hasOpaquePath: Bool, isSpecial: Bool, isFile: Bool
  ) {
    raw = SIMD16<Int32>()
    let values = [
      schemeEnd, usernameStart, usernameEnd, passwordStart, passwordEnd, hostStart, hostEnd,
      authorityEnd, portValue, pathStart, pathEnd, queryStart, fragmentStart,
    ]
    for (i, v) in values.enumerated() { raw[i] = Int32(truncatingIfNeeded: v) }
    self.hostKind = hostKind
    self.hasOpaquePath = hasOpaquePath
    self.isSpecial = isSpecial
    self.isFile = isFile
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
