/// Where the URL parser read the userinfo and the host of a URL in the
/// input as typed: the ranges issues about them point at, and the host text
/// ``URLValidator/hostChanges(_:kind:)`` compares with the parsed host.
///
/// The search follows the states of the URL Standard's basic URL parser up
/// to the host (§4.4, scheme start to host): leading and trailing C0
/// controls and spaces are trimmed and tabs and newlines skipped (steps 2
/// and 3); a scheme is letters, digits, `+`, `-` and `.` after a letter, up
/// to `:`; then the slashes each state takes before the authority:
/// - a special scheme not the base's: any number, `\` as well as `/`
///   (special authority slashes and ignore slashes states);
/// - a relative input, or a special scheme equal to the base's: two, then
///   any number more for a special URL (relative and relative slash states,
///   special relative or authority state);
/// - any other scheme: exactly `//` (path or authority state);
/// - `file`: two, then the file host up to `/`, `\`, `?` or `#`, with no
///   userinfo or port, unless it is a Windows drive letter (file slash and
///   file host states).
///
/// Where the input names no host (a relative reference without `//`, an
/// opaque path), the URL's host, if any, is the base's, and the search
/// finds none: text in a path or query that looks like an authority
/// (`/x://127.1/`) is not taken for one.
struct URLTypedAuthority: Equatable {
  /// The UTF-8 byte range of the userinfo (before the last `@`), if any.
  var userinfo: Range<Int>?
  /// The UTF-8 byte range of the host as typed (tabs and newlines inside
  /// it included); never empty.
  var host: Range<Int>

  /// The userinfo and host the parser read in `input` for `url`.
  /// - Parameters:
  ///   - input: The URL as typed.
  ///   - url: The URL the parser made of it (its scheme and whether it is
  ///     special decide the states).
  ///   - base: The base it was parsed against, if any.
  /// - Returns: The byte ranges, or `nil` when the input names no host.
  /// - Complexity: O(*n*), no allocation.
  static func find(in input: String, url: WHATWGURL, base: WHATWGURL?) -> URLTypedAuthority? {
    if let r = input.utf8.withContiguousStorageIfAvailable({ find(in: $0, url: url, base: base) }) {
      return r
    }
    var copy = input
    return copy.withUTF8 { find(in: $0, url: url, base: base) }
  }

  /// ``find(in:url:base:)`` on the input's UTF-8 bytes `b`.
  static func find(
    in b: UnsafeBufferPointer<UInt8>, url: WHATWGURL, base: WHATWGURL?
  ) -> URLTypedAuthority? {
    let special = url.isSpecial
    // Only a special scheme equal to the base's reads a relative reference.
    let sameSchemeAsBase = special && base.map { $0.scheme == url.scheme } ?? false
    return find(
      in: b, special: special, file: url.offsets.isFile, sameSchemeAsBase: sameSchemeAsBase)
  }

  /// ``find(in:url:base:)`` on the input's bytes, the URL's scheme read.
  /// - Parameters:
  ///   - b: The input's UTF-8 bytes.
  ///   - special: Whether the URL's scheme is special.
  ///   - file: Whether it is `file`.
  ///   - sameSchemeAsBase: Whether it is special and the base's scheme.
  /// - Returns: The byte ranges, or `nil` when the input names no host.
  static func find(
    in b: UnsafeBufferPointer<UInt8>, special: Bool, file: Bool, sameSchemeAsBase: Bool
  ) -> URLTypedAuthority? {
    var first = 0
    var stop = b.count
    while first < stop && b[first] <= ASCII.space { first += 1 }
    while stop > first && b[stop - 1] <= ASCII.space { stop -= 1 }
    // Constants, so the nested functions capture no variable (a captured
    // `var` is checked for exclusive access at run time).
    let lo = first
    let hi = stop
    /// `i`, or the first position after it that is not a tab or newline.
    @inline(__always) func skip(_ i: Int) -> Int {
      var i = i
      while i < hi, b[i] == ASCII.tab || b[i] == ASCII.lineFeed || b[i] == ASCII.carriageReturn {
        i += 1
      }
      return i
    }
    @inline(__always) func isSlash(_ c: UInt8) -> Bool {
      c == ASCII.slash || (special && c == ASCII.backslash)
    }
    @inline(__always) func ends(_ c: UInt8) -> Bool {
      isSlash(c) || c == ASCII.question || c == ASCII.hash
    }
    /// Takes one slash at `i`, if there is one.
    @inline(__always) func slash(_ i: inout Int) -> Bool {
      guard i < hi, isSlash(b[i]) else { return false }
      i = skip(i + 1)
      return true
    }

    var i = skip(lo)
    var hasScheme = false
    if i < hi, URLParser.isAlpha(b[i]) {
      var j = skip(i + 1)
      while j < hi,
        URLParser.isAlpha(b[j]) || URLParser.isDigit(b[j]) || b[j] == ASCII.plus
          || b[j] == ASCII.hyphen || b[j] == ASCII.dot
      {
        j = skip(j + 1)
      }
      if j < hi && b[j] == ASCII.colon {
        hasScheme = true
        i = skip(j + 1)
      }
    }
    if file {
      guard slash(&i), slash(&i) else { return nil }
      var end = i
      var last = i  // after the host's last byte (tabs and newlines after it are not its)
      var count = 0
      while end < hi && !ends(b[end]) {
        last = end + 1
        end = skip(end + 1)
        count += 1
      }
      // A Windows drive letter (`C:`, `c|`) is the path's first segment.
      let driveLetter =
        count == 2 && URLParser.isAlpha(b[i])
        && (b[skip(i + 1)] == ASCII.colon || b[skip(i + 1)] == ASCII.pipe)
      return count > 0 && !driveLetter ? URLTypedAuthority(userinfo: nil, host: i..<last) : nil
    }
    if hasScheme && special && !sameSchemeAsBase {
      while slash(&i) {}
    } else {
      guard slash(&i), slash(&i) else { return nil }
      if special { while slash(&i) {} }
    }
    // Authority state up to the first delimiter, the last `@` ending the
    // userinfo, and host state after it, up to a `:` outside brackets: one
    // pass, which starts the host again at each `@`.
    let start = i
    let classes = URLByteClass.table
    var end = i
    var lastAt = -1
    var colon = -1
    var inBrackets = false
    while end < hi {
      let c = b[end]
      if classes[Int(c)].contains(.authorityDelimiter) || c == ASCII.rightBracket {
        if ends(c) { break }
        switch c {
        case ASCII.at:
          lastAt = end
          colon = -1
          inBrackets = false
        case ASCII.colon where !inBrackets && colon < 0: colon = end
        case ASCII.leftBracket: inBrackets = true
        case ASCII.rightBracket: inBrackets = false
        default: break
        }
      }
      // A tab or newline is neither a delimiter nor the host's last byte
      // (trimmed below), so the loop steps over it as over any byte.
      end &+= 1
    }
    let hostStart = lastAt >= 0 ? skip(lastAt + 1) : start
    var last = colon >= 0 ? colon : end  // after the host's last byte
    // Tabs and newlines before the delimiter are not the host's.
    while last > hostStart
      && (b[last - 1] == ASCII.tab || b[last - 1] == ASCII.lineFeed
        || b[last - 1] == ASCII.carriageReturn)
    {
      last -= 1
    }
    guard last > hostStart else { return nil }
    return URLTypedAuthority(userinfo: lastAt >= 0 ? start..<lastAt : nil, host: hostStart..<last)
  }
}
