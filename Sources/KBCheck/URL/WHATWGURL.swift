/// A URL record of the WHATWG URL Standard, kept as its serialization (the
/// href) plus the offsets of each component in it.
///
/// Create one with ``parse(_:base:)``. Every component getter is a slice of
/// ``href``, which is always ASCII.
public struct WHATWGURL: Sendable, Hashable, CustomStringConvertible {
  /// The kinds of host a URL can have.
  public enum HostKind: UInt8, Sendable, Hashable {
    /// No host (`mailto:x`, `sc:/p`).
    case none
    /// The empty host (`file:///p`, `sc:///p`).
    case empty
    /// A domain (ASCII, after UTS #46).
    case domain
    /// An IPv4 address.
    case ipv4
    /// An IPv6 address (serialized in brackets).
    case ipv6
    /// An opaque host of a non-special URL.
    case opaque
  }

  /// The serialized URL.
  public let href: String
  let offsets: URLOffsets
  var schemeEnd: Int { offsets.schemeEnd }
  var usernameStart: Int { offsets.usernameStart }
  var usernameEnd: Int { offsets.usernameEnd }
  var passwordStart: Int { offsets.passwordStart }
  var passwordEnd: Int { offsets.passwordEnd }
  var hostStart: Int { offsets.hostStart }
  var hostEnd: Int { offsets.hostEnd }
  var authorityEnd: Int { offsets.authorityEnd }
  var portValue: Int { offsets.portValue }
  var pathStart: Int { offsets.pathStart }
  var pathEnd: Int { offsets.pathEnd }
  var queryStart: Int { offsets.queryStart }
  var fragmentStart: Int { offsets.fragmentStart }
  /// The kind of host.
  public var hostKind: HostKind { offsets.hostKind }
  /// Whether the path is opaque (`mailto:x`, `javascript:…`).
  public var hasOpaquePath: Bool { offsets.hasOpaquePath }
  /// Whether the scheme is special (http, https, ws, wss, ftp, file).
  public var isSpecial: Bool { offsets.isSpecial }

  /// Whether the scheme is `file`.
  var isFile: Bool { offsets.isFile }

  /// The href.
  public var description: String { href }

  /// The href bytes in `range`, as a string.
  private func slice(_ from: Int, _ to: Int) -> String {
    guard to > from else { return "" }
    if let fast = href.utf8.withContiguousStorageIfAvailable({ buf in
      String(decoding: UnsafeBufferPointer(rebasing: buf[from..<to]), as: UTF8.self)
    }) {
      return fast
    }
    let u = href.utf8
    let a = u.index(u.startIndex, offsetBy: from)
    let b = u.index(a, offsetBy: to - from)
    return String(decoding: u[a..<b], as: UTF8.self)
  }

  /// Calls `body` with the href's UTF-8 bytes `from..<to`, without copying
  /// when the href is stored contiguously (it always is: the parser builds it).
  func withBytes<R>(_ from: Int, _ to: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let r = href.utf8.withContiguousStorageIfAvailable({
      body(UnsafeBufferPointer(rebasing: $0[from..<max(from, to)]))
    }) {
      return r
    }
    var copy = href
    return copy.withUTF8 { body(UnsafeBufferPointer(rebasing: $0[from..<max(from, to)])) }
  }

  /// UTS #46 ToUnicode of a domain host whose A-labels the parser wrote
  /// itself from a typed non-ASCII host (``URLHostFlags/writtenByConversion``),
  /// found without ICU: each `xn--` label Punycode-decoded. ToASCII checked
  /// every label of such a host (the U-labels it encoded and any A-label
  /// typed among them), so the decoding is ToUnicode's value and has no
  /// error (`URLHostUnicodeFormTests` compares the two). `nil` for any other
  /// host, for one without an A-label, and should a label not decode or
  /// decode to nothing or to a label that starts with `xn--` (which ToASCII
  /// lets through; the validator then asks ICU).
  /// - Complexity: O(*n*) in the host's length (O(*k*²) per label of *k*
  ///   scalars, at most 63 bytes each).
  package var unicodeHostOfConversion: IDNAResult? {
    withUnicodeHostOfConversion {
      IDNAResult(value: String(decoding: $0, as: UTF8.self), errors: [])
    }
  }

  /// Calls `body` with the UTF-8 bytes of ``unicodeHostOfConversion``,
  /// decoded into temporary memory (no string made); `nil` when there is
  /// no such form.
  package func withUnicodeHostOfConversion<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
    guard hostKind == .domain, offsets.hostFlags.contains(.writtenByConversion),
      offsets.hostFlags.contains(.aceLabel)
    else { return nil }
    return withBytes(hostStart, hostEnd) { u -> R? in
      // A label decodes to at most one scalar per byte, of at most 4 bytes.
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: u.count * 4) { out -> R? in
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: u.count) { scalars -> R? in
          var written = 0
          var start = 0
          for end in 0...u.count where end == u.count || u[end] == ASCII.dot {
            let label = UnsafeBufferPointer(rebasing: u[start..<end])
            if label.count >= 4 && label[0] == UInt8(ascii: "x") && label[1] == UInt8(ascii: "n")
              && label[2] == ASCII.hyphen && label[3] == ASCII.hyphen
            {
              guard
                let n = Punycode.decode(UnsafeBufferPointer(rebasing: label[4...]), into: scalars),
                n > 0,
                !(n >= 4 && scalars[0] == 0x78 && scalars[1] == 0x6E && scalars[2] == 0x2D
                  && scalars[3] == 0x2D)
              else { return nil }
              for v in scalars[..<n] { written = out.writeUTF8(v, at: written) }
            } else {
              for byte in label {
                out[written] = byte
                written += 1
              }
            }
            if end < u.count {
              out[written] = ASCII.dot
              written += 1
            }
            start = end + 1
          }
          return body(UnsafeBufferPointer(rebasing: out[..<written]))
        }
      }
    }
  }

  /// Whether a label of the host starts with `xn--` (an A-label).
  /// - Complexity: O(*n*) in the host's length; no allocation.
  public var hasACELabel: Bool {
    guard hostKind == .domain else { return false }
    return withBytes(hostStart, hostEnd) { u in
      var k = 0
      while k + 3 < u.count {
        if (k == 0 || u[k - 1] == ASCII.dot) && u[k] == UInt8(ascii: "x")
          && u[k + 1] == UInt8(ascii: "n") && u[k + 2] == ASCII.hyphen
          && u[k + 3] == ASCII.hyphen
        {
          return true
        }
        k += 1
      }
      return false
    }
  }

  /// What one pass over a domain host's labels finds.
  struct HostLabels {
    /// A label is empty (`a..b`, `.a`; the root's trailing dot in `a.b.`
    /// is not one), as splitting ``hostname`` at its dots would show.
    var hasEmptyLabel = false
    /// A label starts with `xn--` (as ``hasACELabel``).
    var hasACELabel = false
  }

  /// The labels of a domain host, as the parser saw them while writing the
  /// host (both `false` for a host that is not a domain).
  /// - Complexity: O(1).
  var hostLabels: HostLabels { offsets.hostLabels }

  /// Whether the scheme is `http` or `https`, decided on what the parser
  /// already knows (special schemes: ws 2, wss/ftp 3, http/file 4, https 5
  /// bytes).
  /// - Complexity: O(1).
  var isHTTPFamily: Bool { offsets.isHTTPFamily }

  /// Whether the scheme is one of `schemes` (lower-case ASCII bytes),
  /// without building the scheme's string.
  func schemeIsOne(of schemes: [[UInt8]]) -> Bool {
    withBytes(0, schemeEnd) { WHATWGURL.scheme($0, isOneOf: schemes) }
  }

  /// Whether `scheme` (a href's bytes before its `:`) is one of `schemes`
  /// (lower-case ASCII bytes).
  static func scheme(_ scheme: UnsafeBufferPointer<UInt8>, isOneOf schemes: [[UInt8]]) -> Bool {
    schemes.contains { candidate in
      guard candidate.count == scheme.count else { return false }
      for i in 0..<scheme.count where candidate[i] != scheme[i] { return false }
      return true
    }
  }

  /// Whether the URL has a user name or a password.
  var hasCredentials: Bool { usernameEnd > usernameStart || passwordEnd > passwordStart }

  /// The scheme without its colon (`https`).
  public var scheme: String { slice(0, schemeEnd) }
  /// The scheme with its colon (`https:`), as `URL.protocol` in browsers.
  public var `protocol`: String { slice(0, schemeEnd + 1) }
  /// The percent-encoded user name, or "".
  public var username: String { slice(usernameStart, usernameEnd) }
  /// The percent-encoded password, or "".
  public var password: String { slice(passwordStart, passwordEnd) }
  /// Whether the URL has a host (possibly empty).
  public var hasHost: Bool { hostKind != .none }
  /// The serialized host without port (IPv6 in brackets), or "".
  public var hostname: String { slice(hostStart, hostEnd) }
  /// The port, or `nil` when absent or the scheme's default.
  public var port: Int? { portValue >= 0 ? portValue : nil }
  /// The host and, when there is one, `:port`.
  public var host: String {
    guard let port else { return hostname }
    return hostname + ":" + String(port)
  }
  /// The serialized path (`/a/b`, or the opaque path).
  public var pathname: String { slice(pathStart, pathEnd) }
  /// The query without `?`, or `nil` when there is none.
  public var query: String? {
    queryStart < 0
      ? nil : slice(queryStart + 1, fragmentStart < 0 ? href.utf8.count : fragmentStart)
  }
  /// The fragment without `#`, or `nil` when there is none.
  public var fragment: String? {
    fragmentStart < 0 ? nil : slice(fragmentStart + 1, href.utf8.count)
  }
  /// `?` and the query, or "" when the query is absent or empty.
  public var search: String {
    guard let q = query, !q.isEmpty else { return "" }
    return "?" + q
  }
  /// `#` and the fragment, or "" when the fragment is absent or empty.
  public var hash: String {
    guard let f = fragment, !f.isEmpty else { return "" }
    return "#" + f
  }

  /// The serialized origin: `scheme://host[:port]` for http, https, ws, wss
  /// and ftp, the inner URL's origin for `blob:`, otherwise `null`.
  public var origin: String {
    switch scheme {
    case "http", "https", "ws", "wss", "ftp": return scheme + "://" + host
    case "blob":
      guard let inner = WHATWGURL.parse(pathname),
        inner.scheme == "http" || inner.scheme == "https"
      else { return "null" }
      return inner.origin
    default: return "null"
    }
  }
}
