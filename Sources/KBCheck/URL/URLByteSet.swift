/// A set of ASCII bytes as two 64-bit masks: the percent-encode sets of the
/// WHATWG URL Standard and the byte classes the parser scans with.
///
/// Bytes at or above 0x80 are never members of the masks; the
/// percent-encode sets add them (and the C0 controls) in ``encodes(_:)``.
struct URLByteSet: Sendable {
  /// Members 0x00–0x3F.
  let lo: UInt64
  /// Members 0x40–0x7F.
  let hi: UInt64

  /// Whether the ASCII byte `b` is a member (false for `b` ≥ 0x80).
  /// - Parameter b: The byte.
  /// - Returns: Membership.
  /// - Complexity: O(1).
  @inline(__always) func contains(_ b: UInt8) -> Bool {
    if b < 64 { return (lo >> UInt64(b)) & 1 != 0 }
    if b < 128 { return (hi >> UInt64(b &- 64)) & 1 != 0 }
    return false
  }

  /// Whether a percent-encode set built on this one encodes `b`: the C0
  /// control percent-encode set (controls, DEL and non-ASCII) plus the members.
  /// - Parameter b: The byte.
  /// - Returns: Whether `b` must be percent-encoded.
  /// - Complexity: O(1).
  @inline(__always) func encodes(_ b: UInt8) -> Bool {
    b < ASCII.space || b >= ASCII.delete || contains(b)
  }

  /// The C0 control percent-encode set.
  static let c0Control = URLByteSet(lo: 0, hi: 0)
  /// The fragment percent-encode set: C0 plus space `"` `<` `>` `` ` ``.
  static let fragment = URLByteSet(lo: 0x5000_0005_0000_0000, hi: 0x0000_0001_0000_0000)
  /// The query percent-encode set: C0 plus space `"` `#` `<` `>`.
  static let query = URLByteSet(lo: 0x5000_000D_0000_0000, hi: 0)
  /// The special-query percent-encode set: the query set plus `'`.
  static let specialQuery = URLByteSet(lo: 0x5000_008D_0000_0000, hi: 0)
  /// The path percent-encode set: the query set plus `?` `^` `` ` `` `{` `}`.
  static let path = URLByteSet(lo: 0xD000_000D_0000_0000, hi: 0x2800_0001_4000_0000)
  /// The userinfo percent-encode set: the path set plus `/ : ; = @ [ \ ] ^ |`.
  static let userinfo = URLByteSet(lo: 0xFC00_800D_0000_0000, hi: 0x3800_0001_7800_0001)
  /// The component percent-encode set: the userinfo set plus `$ % & + ,`.
  static let component = URLByteSet(lo: 0xFC00_987D_0000_0000, hi: 0x3800_0001_7800_0001)

  /// ASCII URL code points: alphanumerics and ``!$&'()*+,-./:;=?@_~``.
  static let urlCodePoint = URLByteSet(lo: 0xAFFF_FFD2_0000_0000, hi: 0x47FF_FFFE_87FF_FFFF)
  /// Bytes the path state copies as they are: URL code points but `/` `?`.
  static let pathPlain = URLByteSet(lo: 0x2FFF_7FD2_0000_0000, hi: 0x47FF_FFFE_87FF_FFFF)
  /// Bytes a special query copies as they are: URL code points but `'`.
  static let specialQueryPlain = URLByteSet(
    lo: 0xAFFF_FF52_0000_0000, hi: 0x47FF_FFFE_87FF_FFFF)
  /// Bytes an opaque path copies as they are: URL code points but `?`.
  static let opaquePathPlain = URLByteSet(lo: 0x2FFF_FFD2_0000_0000, hi: 0x47FF_FFFE_87FF_FFFF)
  /// Forbidden host code points.
  static let forbiddenHost = URLByteSet(lo: 0xD400_8009_0000_2601, hi: 0x1000_0000_7800_0001)
  /// Forbidden domain code points: forbidden host code points, C0 controls,
  /// `%` and DEL.
  static let forbiddenDomain = URLByteSet(lo: 0xD400_8029_FFFF_FFFF, hi: 0x9000_0000_7800_0001)
}
