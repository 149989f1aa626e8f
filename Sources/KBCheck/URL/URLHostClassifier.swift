/// Tells public hosts from those that are not on the public internet, by
/// one table (`SpecialPurposeRegistry`: the IANA IPv4 and IPv6
/// Special-Purpose Address Registries in full, multicast, and the
/// special-use and private-use names), and says which row matched.
///
/// A URL's host name that *resolves* to a private address (DNS rebinding,
/// `10.0.0.1.nip.io`) cannot be caught here: check the address a service is
/// about to connect to with ``nonPublicReason(address:)`` or
/// ``nonPublicReason(addressBytes:)``, after resolving and before connecting.
public enum URLHostClassifier {
  /// Whether a parsed URL's host is not on the public internet.
  /// - Parameter url: The URL.
  /// - Returns: `true` when a row of the table matches.
  /// - Complexity: O(*n*) in the host's length.
  public static func isNonPublic(_ url: WHATWGURL) -> Bool { nonPublicReason(url) != nil }

  /// Why a parsed URL's host is not on the public internet, or `nil` when it
  /// is public. Single-label names (`intranet-server`) are not public either.
  /// - Parameter url: The URL.
  /// - Returns: The matching row.
  public static func nonPublicReason(_ url: WHATWGURL) -> NonPublicHost? {
    let host = url.hostname
    switch url.hostKind {
    case .ipv4, .ipv6:
      return ipBytes(host, isIPv6: url.hostKind == .ipv6).flatMap {
        nonPublicReason(addressBytes: $0)
      }
    case .domain:
      if isPlainPublicDomain(url) { return nil }
      // A name is the same name with any number of trailing dots
      // (`localhost.`, `localhost..`); WHATWG keeps `127.0.0.1..` a domain,
      // which resolvers read as the address.
      var name = Substring(host)
      while name.hasSuffix(".") { name = name.dropLast() }
      if name.count < host.count, let url = WHATWGURL.parse("http://\(name)/"),
        url.hostKind == .ipv4, let bytes = ipBytes(url.hostname, isIPv6: false)
      {
        return nonPublicReason(addressBytes: bytes)
      }
      if !name.contains(".") && !SpecialPurposeRegistry.names.contains(where: { $0.name == name }) {
        return NonPublicHost(
          match: "'\(name)' (a single-label name)",
          registry: "not a public DNS name: it resolves only in a local search domain",
          detail: .singleLabel(String(name)))
      }
      for row in SpecialPurposeRegistry.names
      where name == row.name || name.hasSuffix("." + row.name) {
        return NonPublicHost(match: "." + row.name, registry: row.source)
      }
      return nil
    case .none, .empty, .opaque: return nil
    }
  }

  /// Whether a domain host is public by the checks below, decided on the
  /// href's bytes without building a string: no trailing dot, at least one
  /// dot, and no row of ``SpecialPurposeRegistry/names`` equal to it or
  /// ending it after a dot. `false` means the full check runs (it also
  /// finds the matching row).
  /// - Parameter url: A URL with a domain host (ASCII after parsing).
  /// - Returns: Whether ``nonPublicReason(_:)`` is surely `nil`.
  /// - Complexity: O(*n* + rows).
  static func isPlainPublicDomain(_ url: WHATWGURL) -> Bool {
    let s = url.hostStart
    let e = url.hostEnd
    let plain = url.href.utf8.withContiguousStorageIfAvailable { b -> Bool in
      guard e > s, b[e - 1] != ASCII.dot else { return false }
      var dot = false
      for k in s..<e where b[k] == ASCII.dot {
        dot = true
        break
      }
      guard dot else { return false }
      let length = e - s
      for row in rowNames {
        let m = row.count
        guard length == m || (length > m && b[e - m - 1] == ASCII.dot) else { continue }
        var same = true
        for i in 0..<m where b[e - m + i] != row[i] {
          same = false
          break
        }
        if same { return false }
      }
      return true
    }
    return plain ?? false
  }

  /// ``SpecialPurposeRegistry/names`` as bytes.
  private static let rowNames: [[UInt8]] = SpecialPurposeRegistry.names.map { Array($0.name.utf8) }

  /// Why an IP address a service is about to connect to is not on the
  /// public internet, or `nil` when it is public: the check to run at
  /// connect time, on what the host name resolved to.
  ///
  /// ```swift
  /// // After getaddrinfo / a resolver, before connect:
  /// if let reason = URLHostClassifier.nonPublicReason(address: "10.0.0.7") {
  ///   throw RefusedConnection(reason.description)   // 10.0.0.0/8 Private-Use …
  /// }
  /// ```
  /// - Parameter address: An IPv4 (`10.0.0.7`) or IPv6 (`::1`, `[::1]`,
  ///   `::ffff:10.0.0.7`) address as text.
  /// - Returns: The matching row; for text that is not an IP address, a
  ///   reason that says so (an address that cannot be read is not taken as
  ///   public).
  public static func nonPublicReason(address: String) -> NonPublicHost? {
    let bare =
      address.hasPrefix("[") && address.hasSuffix("]")
      ? String(address.dropFirst().dropLast()) : address
    let isIPv6 = bare.contains(":")
    guard let url = WHATWGURL.parse(isIPv6 ? "http://[\(bare)]/" : "http://\(bare)/"),
      url.hostKind == (isIPv6 ? .ipv6 : .ipv4), let bytes = ipBytes(url.hostname, isIPv6: isIPv6)
    else {
      return NonPublicHost(match: "'\(address)'", registry: "not an IP address")
    }
    return nonPublicReason(addressBytes: bytes)
  }

  /// Why an IP address in network byte order (4 bytes for IPv4, 16 for
  /// IPv6: `sockaddr_in.sin_addr`, `sockaddr_in6.sin6_addr`) is not on the
  /// public internet, or `nil` when it is public.
  /// - Parameter addressBytes: The address's bytes.
  /// - Returns: The matching row (a length other than 4 or 16 is not an
  ///   address, and not taken as public).
  public static func nonPublicReason(addressBytes: [UInt8]) -> NonPublicHost? {
    let address: [UInt8]
    switch addressBytes.count {
    case 4: address = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF] + addressBytes
    case 16: address = addressBytes
    default:
      return NonPublicHost(
        match: "\(addressBytes.count) bytes", registry: "not an IPv4 or IPv6 address")
    }
    guard
      let block = SpecialPurposeRegistry.blocks.filter({ $0.contains(address) })
        .max(by: { $0.length < $1.length })
    else { return nil }
    if let embedded = block.embedded {
      let v4: [UInt8]
      switch embedded {
      case .low32: v4 = Array(address[12..<16])
      case .sixToFour: v4 = Array(address[2..<6])
      case .teredo: v4 = address[12..<16].map { ~$0 }
      }
      // An IPv4-mapped address is the IPv4 address itself.
      if address[0..<10].allSatisfy({ $0 == 0 }) && address[10] == 0xFF && address[11] == 0xFF {
        return nonPublicIPv4(v4, via: nil)
      }
      if let reason = nonPublicIPv4(v4, via: block) { return reason }
      // A block not globally reachable itself (64:ff9b:1::/48) stays so
      // whatever public address it carries.
      return block.globallyReachable == false
        ? NonPublicHost(match: block.label, registry: block.registry) : nil
    }
    return block.globallyReachable == true
      ? nil : NonPublicHost(match: block.label, registry: block.registry)
  }

  private static func nonPublicIPv4(_ v4: [UInt8], via block: SpecialPurposeRegistry.Block?)
    -> NonPublicHost?
  {
    let mapped: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF] + v4
    guard
      let inner = SpecialPurposeRegistry.blocks.filter({ $0.embedded == nil && $0.contains(mapped) }
      )
      .max(by: { $0.length < $1.length }), inner.globallyReachable == false
    else { return nil }
    let dotted = v4.map(String.init).joined(separator: ".")
    return NonPublicHost(
      match: block.map { "\($0.label), carrying \(dotted): \(inner.label)" } ?? inner.label,
      registry: inner.registry,
      detail: block.map { .embedded(block: $0.label, ipv4: dotted, inner: inner.label) } ?? .row)
  }

  /// The bytes of a serialized IPv4 (`a.b.c.d`) or IPv6 (`[…]`) host.
  static func ipBytes(_ host: String, isIPv6: Bool) -> [UInt8]? {
    if isIPv6 {
      return ipv6(host).map { $0.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
    }
    return ipv4(host).map {
      [UInt8($0 >> 24), UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)]
    }
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

/// Why a host or an address is not on the public internet: the table row
/// that matched and its source.
public struct NonPublicHost: Sendable, Hashable, CustomStringConvertible {
  /// The row: the block with its name and reference
  /// (`10.0.0.0/8 Private-Use [RFC 1918]`), or the name (`.internal`).
  public var match: String
  /// The registry or decision the row comes from.
  public var registry: String
  /// `match (registry)`.
  public var description: String { "\(match) (\(registry))" }
  /// What ``match`` is made of, for the message of `url.non-public-host`.
  var detail: Detail = .row

  /// What a match is made of.
  enum Detail: Sendable, Hashable {
    /// A row of the table: ``match`` is its label.
    case row
    /// A name without a dot that is not a special-use name.
    case singleLabel(String)
    /// An IPv6 block that carries a non-public IPv4 address.
    case embedded(block: String, ipv4: String, inner: String)
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
