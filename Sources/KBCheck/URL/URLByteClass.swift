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

  /// The first offset from `start` up to `end` whose byte of `p` is not of
  /// class `c`, or `end`.
  ///
  /// The pointers come as arguments so that the loop keeps them in
  /// registers: read through the parser (`self.p`, `self.cls`), the loop
  /// loaded both again for every byte (a store may alias them, as far as
  /// the optimizer knows).
  /// - Complexity: O(*end* − *start*).
  @inline(__always)
  static func endOfRun(
    _ p: UnsafePointer<UInt8>, from start: Int, to end: Int, of c: URLByteClass,
    in table: UnsafePointer<URLByteClass>
  ) -> Int {
    var j = start
    while j < end && table[Int(p[j])].contains(c) { j &+= 1 }
    return j
  }

  /// The table, built once.
  nonisolated(unsafe) static let table: UnsafePointer<URLByteClass> = {
    let t = UnsafeMutablePointer<URLByteClass>.allocate(capacity: 256)
    for i in 0..<256 {
      let b = UInt8(i)
      var c: URLByteClass = []
      if URLByteSet.pathPlain.contains(b) { c.formUnion(.pathPlain) }
      if URLByteSet.urlCodePoint.contains(b) { c.formUnion(.urlCodePoint) }
      if URLByteSet.specialQueryPlain.contains(b) { c.formUnion(.specialQueryPlain) }
      if [
        ASCII.slash, ASCII.question, ASCII.hash, ASCII.at, ASCII.colon, ASCII.leftBracket,
        ASCII.backslash,
      ].contains(b) {
        c.formUnion(.authorityDelimiter)
      }
      if URLByteSet.forbiddenDomain.contains(b) { c.formUnion(.forbiddenDomain) }
      if b >= 0x80 || b == ASCII.percent { c.formUnion(.domainSlow) }
      if URLByteSet.opaquePathPlain.contains(b) { c.formUnion(.opaquePathPlain) }
      if b >= ASCII.upperA && b <= ASCII.upperZ { c.formUnion(.upper) }
      t[i] = c
    }
    return UnsafePointer(t)
  }()
}
