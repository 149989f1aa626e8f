/// The classes of a byte for the parser's scanning loops, looked up in a
/// 256-entry ``table``: one load and one test per byte instead of a chain of
/// comparisons.
struct URLByteClass: OptionSet, Sendable {
  let rawValue: UInt8

  /// Copied as is by the path state (``URLByteSet/pathPlain``).
  static let pathPlain = URLByteClass(rawValue: 1)
  /// A URL code point (copied as is by queries and fragments).
  static let urlCodePoint = URLByteClass(rawValue: 2)
  /// Copied as is by a special query.
  static let specialQueryPlain = URLByteClass(rawValue: 4)
  /// Ends or splits an authority: `/ ? # @ : [ \`.
  static let authorityDelimiter = URLByteClass(rawValue: 8)
  /// A forbidden domain code point.
  static let forbiddenDomain = URLByteClass(rawValue: 16)
  /// Needs the slow domain path: non-ASCII or `%`.
  static let domainSlow = URLByteClass(rawValue: 32)
  /// Copied as is by an opaque path.
  static let opaquePathPlain = URLByteClass(rawValue: 64)
  /// An ASCII upper-case letter. The top bit: shifted right by two it is
  /// the ASCII case bit (0x20), which lower-cases the byte (``lowercaseBit``).
  static let upper = URLByteClass(rawValue: 128)

  /// The bit that lower-cases the byte of this class when or-ed into it:
  /// 0x20 for an upper-case letter, 0 for anything else (branch-free).
  @inline(__always) var lowercaseBit: UInt8 { intersection(.upper).rawValue &>> 2 }

  /// The table, built once.
  nonisolated(unsafe) static let table: UnsafePointer<URLByteClass> = {
    let t = UnsafeMutablePointer<URLByteClass>.allocate(capacity: 256)
    for i in 0..<256 {
      let b = UInt8(i)
      var c: URLByteClass = []
      if URLByteSet.pathPlain.contains(b) { c.formUnion(.pathPlain) }
      if URLByteSet.urlCodePoint.contains(b) { c.formUnion(.urlCodePoint) }
      if URLByteSet.specialQueryPlain.contains(b) { c.formUnion(.specialQueryPlain) }
      if [0x2F, 0x3F, 0x23, 0x40, 0x3A, 0x5B, 0x5C].contains(b) {
        c.formUnion(.authorityDelimiter)
      }
      if URLByteSet.forbiddenDomain.contains(b) { c.formUnion(.forbiddenDomain) }
      if b >= 0x80 || b == 0x25 { c.formUnion(.domainSlow) }
      if URLByteSet.opaquePathPlain.contains(b) { c.formUnion(.opaquePathPlain) }
      if b >= 0x41 && b <= 0x5A { c.formUnion(.upper) }
      t[i] = c
    }
    return UnsafePointer(t)
  }()
}
