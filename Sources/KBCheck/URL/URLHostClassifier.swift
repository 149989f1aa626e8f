/// Tells public hosts from loopback, private, link-local and local-only ones.
///
/// Non-public: `localhost` and single-label names; names under `.localhost`,
/// `.local`, `.internal`, `.lan`, `.home.arpa`, `.localdomain`, `.test`,
/// `.invalid`, `.example`; IPv4 0/8, 10/8, 100.64/10, 127/8, 169.254/16,
/// 172.16/12, 192.168/16, 198.18/15, 224/4 and above; IPv6 `::`, `::1`,
/// fc00::/7, fe80::/10, ff00::/8, and IPv4-mapped addresses of the above.
public enum URLHostClassifier {
  /// The local-only suffixes, each with its leading dot.
  public static let localSuffixes = [
    ".localhost", ".local", ".internal", ".lan", ".home.arpa", ".localdomain", ".test",
    ".invalid", ".example",
  ]

  /// Whether a parsed URL's host is not on the public internet.
  /// - Parameter url: The URL.
  /// - Returns: `true` for loopback, private, link-local and local names.
  /// - Complexity: O(*n*) in the host's length.
  public static func isNonPublic(_ url: WHATWGURL) -> Bool {
    let host = url.hostname
    switch url.hostKind {
    case .ipv4: return ipv4(host).map(isNonPublicIPv4) ?? false
    case .ipv6: return ipv6(host).map(isNonPublicIPv6) ?? false
    case .domain:
      var name = Substring(host)
      if name.hasSuffix(".") { name = name.dropLast() }
      if name == "localhost" || !name.contains(".") { return true }
      return localSuffixes.contains { name.hasSuffix($0) }
    case .none, .empty, .opaque: return false
    }
  }

  /// Whether an IPv4 address (as a 32-bit number) is non-public.
  static func isNonPublicIPv4(_ a: UInt32) -> Bool {
    func inNet(_ net: UInt32, _ bits: UInt32) -> Bool { a >> (32 - bits) == net >> (32 - bits) }
    return inNet(0x0000_0000, 8) || inNet(0x0A00_0000, 8) || inNet(0x6440_0000, 10)
      || inNet(0x7F00_0000, 8) || inNet(0xA9FE_0000, 16) || inNet(0xAC10_0000, 12)
      || inNet(0xC0A8_0000, 16) || inNet(0xC612_0000, 15) || a >= 0xE000_0000
  }

  /// Whether an IPv6 address (eight pieces) is non-public.
  static func isNonPublicIPv6(_ p: [UInt16]) -> Bool {
    if p[0..<7].allSatisfy({ $0 == 0 }) && (p[7] == 0 || p[7] == 1) { return true }
    if p[0] & 0xFE00 == 0xFC00 || p[0] & 0xFFC0 == 0xFE80 || p[0] & 0xFF00 == 0xFF00 {
      return true
    }
    if p[0..<5].allSatisfy({ $0 == 0 }) && p[5] == 0xFFFF {
      return isNonPublicIPv4(UInt32(p[6]) << 16 | UInt32(p[7]))
    }
    return false
  }

  /// The number of a serialized IPv4 address (`a.b.c.d`).
  static func ipv4(_ s: String) -> UInt32? {
    let parts = s.split(separator: ".")
    guard parts.count == 4 else { return nil }
    var value: UInt32 = 0
    for part in parts {
      guard let octet = UInt8(part) else { return nil }
      value = value << 8 | UInt32(octet)
    }
    return value
  }

  /// The pieces of a serialized IPv6 address (`[a:b::c]`).
  static func ipv6(_ s: String) -> [UInt16]? {
    let inner = s.dropFirst().dropLast()
    let halves = inner.components(separatedBy: "::")
    func pieces(_ text: String) -> [UInt16]? {
      if text.isEmpty { return [] }
      var out: [UInt16] = []
      for piece in text.split(separator: ":", omittingEmptySubsequences: false) {
        guard let v = UInt16(piece, radix: 16) else { return nil }
        out.append(v)
      }
      return out
    }
    guard halves.count <= 2, let head = pieces(halves[0]) else { return nil }
    if halves.count == 1 { return head.count == 8 ? head : nil }
    guard let tail = pieces(halves[1]), head.count + tail.count < 8 else { return nil }
    return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
  }
}

extension Substring {
  fileprivate func components(separatedBy separator: String) -> [String] {
    String(self).components(separatedBy: separator)
  }
}

extension String {
  /// Splits on a multi-character separator (no Foundation).
  fileprivate func components(separatedBy separator: String) -> [String] {
    var out: [String] = []
    var rest = Substring(self)
    while let r = rest.firstRange(of: separator) {
      out.append(String(rest[..<r.lowerBound]))
      rest = rest[r.upperBound...]
    }
    out.append(String(rest))
    return out
  }
}
