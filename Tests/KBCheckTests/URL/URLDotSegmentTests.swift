import KBCheck
import Testing

/// The path state's dot-segment removal, checked against the URL Standard's
/// own steps (§4.4, path state: a single-dot segment is `.` or `%2e`, a
/// double-dot one `..`, `.%2e`, `%2e.` or `%2e%2e`, ASCII case-insensitive;
/// a double-dot segment shortens the path; either appends an empty segment
/// when it is the path's last; `\` ends a segment in a special URL only;
/// the path percent-encode set encodes space and non-ASCII) on generated
/// paths.
///
/// The paths mix what the byte-mask pass takes (plain bytes, `/`, `.`)
/// with what it leaves to the segment loop (`%`, `\`, space), cross its
/// 16-byte chunks and its 63-byte limit, and end at the input's end, a
/// query or a fragment; relative references against a base with a path
/// check that a `..` reaching into the base's path is the segment loop's.
@Suite struct URLDotSegmentTests {
  /// The reference: the serialized path of `path` (the bytes up to `?`,
  /// `#` or the end) appended to `basePath`'s segments.
  static func referencePath(_ path: String, special: Bool, basePath: [String]) -> String {
    var segments = basePath
    var current = ""
    let scalars = Array(path.unicodeScalars)
    func isSingle(_ s: String) -> Bool { [".", "%2e"].contains(s.lowercased()) }
    func isDouble(_ s: String) -> Bool {
      ["..", ".%2e", "%2e.", "%2e%2e"].contains(s.lowercased())
    }
    func close(_ segment: inout String, last: Bool) {
      if isDouble(segment) {
        if !segments.isEmpty { segments.removeLast() }
        if last { segments.append("") }
      } else if isSingle(segment) {
        if last { segments.append("") }
      } else {
        segments.append(segment)
      }
      segment = ""
    }
    var k = 0
    while true {
      guard k < scalars.count else {
        close(&current, last: true)
        break
      }
      let c = scalars[k]
      if c == "/" || (special && c == "\\") {
        close(&current, last: false)
      } else if c == " " || c.value > 0x7F {
        for b in String(c).utf8 { current += "%" + String(b, radix: 16, uppercase: true) }
      } else {
        current.unicodeScalars.append(c)
      }
      k += 1
    }
    return "/" + segments.joined(separator: "/")
  }

  /// A generated path: pieces drawn from `pieces` with a seeded generator.
  static func paths(count: Int, seed: UInt64) -> [String] {
    let pieces = [
      "a", "bc", "defghij", "klmnopqrstuvwx", ".", "..", "/", "/", "/", "/.", "/..", "/./",
      "/../", ".x", "x.", "%2e", "%2E", ".%2e", "\\", " ", "%41", "é",
    ]
    var state = seed
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    return (0..<count).map { _ in
      let length = next() % 24
      let path = (0..<length).map { _ in pieces[next() % pieces.count] }.joined()
      // A trailing space would be trimmed off the input before parsing.
      return path.hasSuffix(" ") ? path + "x" : path
    }
  }

  /// The parser's path for an input, split off its query and fragment.
  static func parsedPath(_ input: String, base: WHATWGURL? = nil) -> String? {
    WHATWGURL.parse(input, base: base)?.pathname
  }

  @Test func absolutePathsMatchTheStandard() {
    var failures: [String] = []
    var checked = 0
    for (index, path) in Self.paths(count: 30_000, seed: 27).enumerated() {
      let special = index % 3 != 0
      let prefix = special ? "http://h/" : "foo://h/"
      let tail = ["", "?q", "#f", "?q#f"][index % 4]
      let input = prefix + path + tail
      let expected = Self.referencePath(path, special: special, basePath: [])
      // Non-special URLs keep `\` and report it; the reference keeps it too.
      if Self.parsedPath(input) != expected { failures.append(input) }
      checked += 1
    }
    #expect(checked == 30_000)
    #expect(failures.count == 0, "differ: \(failures.prefix(10))")
  }

  @Test func relativePathsAgainstABasePathMatchTheStandard() {
    let base = WHATWGURL.parse("http://h/x/y/z")!
    var failures: [String] = []
    for path in Self.paths(count: 20_000, seed: 61) {
      // A first byte of `/` or `\` would make it path-absolute; `?`/`#`
      // never occur in the pieces.
      let relative = "r" + path
      let expected = Self.referencePath(relative, special: true, basePath: ["x", "y"])
      if Self.parsedPath(relative, base: base) != expected { failures.append(relative) }
    }
    #expect(failures.count == 0, "differ: \(failures.prefix(10))")
  }

  /// Hand-picked: the chunk edges (16, 32, 48 bytes into the path and the
  /// input's last 16 bytes), the 63-byte limit, inputs under 16 bytes, a
  /// `..` above the root, and the corpus's own shape.
  @Test(arguments: [
    ("http://h/./a/../b/../edgar.shtml", "/edgar.shtml"),
    ("http://h/..", "/"),
    ("http://h/../..", "/"),
    ("http://h/a/.", "/a/"),
    ("http://h/a/..", "/"),
    ("http://h/.a/a./.../b", "/.a/a./.../b"),
    ("a://h/.", "/"),
    ("a://h/b/./", "/b/"),
    (
      "http://h/" + String(repeating: "a", count: 15) + "/./b",
      "/" + String(repeating: "a", count: 15) + "/b"
    ),
    ("http://h/" + String(repeating: "a", count: 16) + "/../b?q", "/b"),
    (
      "http://h/" + String(repeating: "a", count: 60) + "/./b",
      "/" + String(repeating: "a", count: 60) + "/b"
    ),
    (
      "http://h/" + String(repeating: "a", count: 61) + "/./b",
      "/" + String(repeating: "a", count: 61) + "/b"
    ),
    ("http://h/" + String(repeating: "a", count: 100) + "/../b#f", "/b"),
    ("http://h/" + String(repeating: "a/", count: 40) + String(repeating: "../", count: 39), "/a/"),
  ])
  func handPicked(input: String, path: String) {
    #expect(Self.parsedPath(input) == path, "\(input)")
  }
}
