/// A 256-entry table of byte classes for the parser's scanning loops: one
/// load and one test per byte instead of a chain of comparisons.
enum URLByteClass {
  /// Copied as is by the path state (``URLByteSet/pathPlain``).
  static let pathPlain: UInt8 = 1
  /// A URL code point (copied as is by queries and fragments).
  static let urlCodePoint: UInt8 = 2
  /// Copied as is by a special query.
  static let specialQueryPlain: UInt8 = 4
  /// Ends or splits an authority: `/ ? # @ : [ \`.
  static let authorityDelimiter: UInt8 = 8
  /// A forbidden domain code point.
  static let forbiddenDomain: UInt8 = 16
  /// Needs the slow domain path: non-ASCII or `%`.
  static let domainSlow: UInt8 = 32
  /// Copied as is by an opaque path.
  static let opaquePathPlain: UInt8 = 64
  /// An ASCII upper-case letter.
  static let upper: UInt8 = 128

  /// The table, built once.
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
    let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for i in 0..<256 {
      let b = UInt8(i)
      var c: UInt8 = 0
      if URLByteSet.pathPlain.contains(b) { c |= pathPlain }
      if URLByteSet.urlCodePoint.contains(b) { c |= urlCodePoint }
      if URLByteSet.specialQueryPlain.contains(b) { c |= specialQueryPlain }
      if [0x2F, 0x3F, 0x23, 0x40, 0x3A, 0x5B, 0x5C].contains(b) { c |= authorityDelimiter }
      if URLByteSet.forbiddenDomain.contains(b) { c |= forbiddenDomain }
      if b >= 0x80 || b == 0x25 { c |= domainSlow }
      if URLByteSet.opaquePathPlain.contains(b) { c |= opaquePathPlain }
      if b >= 0x41 && b <= 0x5A { c |= upper }
      t[i] = c
    }
    return UnsafePointer(t)
  }()
}
