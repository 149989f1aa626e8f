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
  let schemeEnd: Int
  let usernameStart: Int
  let usernameEnd: Int
  let passwordStart: Int
  let passwordEnd: Int
  let hostStart: Int
  let hostEnd: Int
  let authorityEnd: Int
  let portValue: Int
  let pathStart: Int
  let pathEnd: Int
  let queryStart: Int
  let fragmentStart: Int
  /// The kind of host.
  public let hostKind: HostKind
  /// Whether the path is opaque (`mailto:x`, `javascript:…`).
  public let hasOpaquePath: Bool
  /// Whether the scheme is special (http, https, ws, wss, ftp, file).
  public let isSpecial: Bool

  /// Whether the scheme is `file`.
  var isFile: Bool { isSpecial && schemeEnd == 4 && href.utf8.first == 0x66 }

  /// The href.
  public var description: String { href }

  /// The href bytes in `range`, as a string.
  private func slice(_ from: Int, _ to: Int) -> String {
    guard to > from else { return "" }
    let u = href.utf8
    let a = u.index(u.startIndex, offsetBy: from)
    let b = u.index(a, offsetBy: to - from)
    return String(decoding: u[a..<b], as: UTF8.self)
  }

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
    queryStart < 0 ? nil : slice(queryStart + 1, fragmentStart < 0 ? href.utf8.count : fragmentStart)
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
