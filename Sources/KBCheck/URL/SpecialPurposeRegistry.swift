/// The address blocks and names that are not on the public internet, as
/// one table with its sources:
///
/// - IANA IPv4 Special-Purpose Address Registry (RFC 6890; rows as of the
///   registry's 2024 state), and IPv4 multicast 224.0.0.0/4 (RFC 5771);
/// - IANA IPv6 Special-Purpose Address Registry (last updated 2024-10-22),
///   IPv6 multicast ff00::/8 (RFC 4291), and the deprecated IPv4-compatible
///   (::/96, RFC 4291 §2.5.5.1) and IPv4-translated (::ffff:0:0:0/96,
///   RFC 2765) forms;
/// - IANA Special-Use Domain Names registry (RFC 6761 and later), and the
///   names ICANN keeps for private use or never delegates because of name
///   collisions: `corp`, `home`, `mail` (ICANN Board resolution 2018.02.04.12,
///   indefinite deferral), `internal` (ICANN Board, 2024-07-29, reserved for
///   private use), and the private names in wide use that SSAC's SAC113
///   discusses (`lan`, `intranet`, `private`, `localdomain`).
///
/// - the deprecated site-local block fec0::/10 (RFC 3879; "Reserved by
///   IETF" in the IANA IPv6 Address Space registry), which older stacks
///   still route locally.
///
/// A block's "Globally Reachable" column decides; where a more specific row
/// says otherwise (192.0.0.9/32 PCP anycast inside 192.0.0.0/24), the most
/// specific row wins. Blocks that carry an IPv4 address (IPv4-mapped,
/// IPv4-compatible, IPv4-translated, NAT64 64:ff9b::/96 and 64:ff9b:1::/48,
/// 6to4 2002::/16, Teredo 2001::/32) are judged by that address too: a
/// non-public IPv4 address makes them non-public, and a block that is not
/// globally reachable itself (the local-use NAT64 prefix 64:ff9b:1::/48,
/// RFC 8215) stays non-public whatever it carries.
package enum SpecialPurposeRegistry {
  /// How a block carries an IPv4 address, when it does.
  enum Embedded: Sendable {
    /// The last 32 bits (IPv4-mapped, -compatible, -translated, NAT64).
    case low32
    /// Bits 16–47 (6to4, RFC 3056).
    case sixToFour
    /// The last 32 bits inverted (Teredo client, RFC 4380 §4).
    case teredo
  }

  /// One registry row.
  struct Block: Sendable {
    /// The network, as 16 bytes (IPv4 in the IPv4-mapped form).
    var network: [UInt8]
    /// The prefix length over those 16 bytes.
    var length: Int
    /// The block as written in the registry, with its name and reference.
    var label: String
    /// The registry it comes from.
    var registry: String
    /// The "Globally Reachable" column; `nil` where the registry says
    /// "N/A" (6to4, Teredo) or where the IPv4 address carried is what a
    /// socket reaches (IPv4-mapped, -compatible, -translated): the carried
    /// address alone decides.
    var globallyReachable: Bool?
    /// How the block carries an IPv4 address, judged instead.
    var embedded: Embedded?

    func contains(_ address: [UInt8]) -> Bool {
      var bits = length
      var i = 0
      while bits > 0 {
        let mask: UInt8 = bits >= 8 ? 0xFF : ~(0xFF >> UInt8(bits))
        if address[i] & mask != network[i] & mask { return false }
        bits -= 8
        i += 1
      }
      return true
    }
  }

  static let ipv4Registry = "IANA IPv4 Special-Purpose Address Registry"
  static let ipv6Registry = "IANA IPv6 Special-Purpose Address Registry"

  private static func v4(
    _ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, _ length: Int, _ label: String,
    global: Bool = false, registry: String = ipv4Registry
  ) -> Block {
    Block(
      network: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, a, b, c, d], length: 96 + length,
      label: label, registry: registry, globallyReachable: global, embedded: nil)
  }

  private static func v6(
    _ pieces: [UInt16], _ length: Int, _ label: String, global: Bool? = false,
    embedded: Embedded? = nil, registry: String = ipv6Registry
  ) -> Block {
    var bytes: [UInt8] = []
    for p in pieces + Array(repeating: 0, count: 8 - pieces.count) {
      bytes += [UInt8(p >> 8), UInt8(p & 0xFF)]
    }
    return Block(
      network: bytes, length: length, label: label, registry: registry,
      globallyReachable: global, embedded: embedded)
  }

  /// Every row, IPv4 first; the most specific match decides.
  static let blocks: [Block] = [
    v4(0, 0, 0, 0, 8, "0.0.0.0/8 \"This network\" [RFC 791]"),
    v4(10, 0, 0, 0, 8, "10.0.0.0/8 Private-Use [RFC 1918]"),
    v4(100, 64, 0, 0, 10, "100.64.0.0/10 Shared Address Space [RFC 6598]"),
    v4(127, 0, 0, 0, 8, "127.0.0.0/8 Loopback [RFC 1122]"),
    v4(169, 254, 0, 0, 16, "169.254.0.0/16 Link Local [RFC 3927]"),
    v4(172, 16, 0, 0, 12, "172.16.0.0/12 Private-Use [RFC 1918]"),
    v4(192, 0, 0, 0, 24, "192.0.0.0/24 IETF Protocol Assignments [RFC 6890]"),
    v4(192, 0, 0, 0, 29, "192.0.0.0/29 IPv4 Service Continuity Prefix [RFC 7335]"),
    v4(192, 0, 0, 8, 32, "192.0.0.8/32 IPv4 dummy address [RFC 7600]"),
    v4(192, 0, 0, 9, 32, "192.0.0.9/32 Port Control Protocol Anycast [RFC 7723]", global: true),
    v4(
      192, 0, 0, 10, 32, "192.0.0.10/32 Traversal Using Relays around NAT Anycast [RFC 8155]",
      global: true),
    v4(192, 0, 0, 170, 32, "192.0.0.170/32 NAT64/DNS64 Discovery [RFC 8880]"),
    v4(192, 0, 0, 171, 32, "192.0.0.171/32 NAT64/DNS64 Discovery [RFC 8880]"),
    v4(192, 0, 2, 0, 24, "192.0.2.0/24 Documentation (TEST-NET-1) [RFC 5737]"),
    v4(192, 31, 196, 0, 24, "192.31.196.0/24 AS112-v4 [RFC 7535]", global: true),
    v4(192, 52, 193, 0, 24, "192.52.193.0/24 AMT [RFC 7450]", global: true),
    v4(192, 88, 99, 0, 24, "192.88.99.0/24 Deprecated (6to4 Relay Anycast) [RFC 7526]"),
    v4(192, 168, 0, 0, 16, "192.168.0.0/16 Private-Use [RFC 1918]"),
    v4(
      192, 175, 48, 0, 24, "192.175.48.0/24 Direct Delegation AS112 Service [RFC 7534]",
      global: true),
    v4(198, 18, 0, 0, 15, "198.18.0.0/15 Benchmarking [RFC 2544]"),
    v4(198, 51, 100, 0, 24, "198.51.100.0/24 Documentation (TEST-NET-2) [RFC 5737]"),
    v4(203, 0, 113, 0, 24, "203.0.113.0/24 Documentation (TEST-NET-3) [RFC 5737]"),
    v4(
      224, 0, 0, 0, 4, "224.0.0.0/4 Multicast [RFC 5771]",
      registry: "IANA IPv4 Multicast Address Space Registry"),
    v4(240, 0, 0, 0, 4, "240.0.0.0/4 Reserved [RFC 1112]"),
    v4(255, 255, 255, 255, 32, "255.255.255.255/32 Limited Broadcast [RFC 919]"),
    v6([0, 0, 0, 0, 0, 0, 0, 1], 128, "::1/128 Loopback Address [RFC 4291]"),
    v6([], 128, "::/128 Unspecified Address [RFC 4291]"),
    v6(
      [], 96, "::/96 IPv4-compatible IPv6 address (deprecated) [RFC 4291]", global: nil,
      embedded: .low32),
    v6(
      [0, 0, 0, 0, 0, 0xFFFF], 96, "::ffff:0:0/96 IPv4-mapped Address [RFC 4291]", global: nil,
      embedded: .low32),
    v6(
      [0, 0, 0, 0, 0xFFFF, 0], 96, "::ffff:0:0:0/96 IPv4-translated Address [RFC 2765]",
      global: nil, embedded: .low32),
    v6(
      [0x64, 0xFF9B], 96, "64:ff9b::/96 IPv4-IPv6 Translation [RFC 6052]", global: true,
      embedded: .low32),
    v6(
      [0x64, 0xFF9B, 1], 48, "64:ff9b:1::/48 Local-use IPv4/IPv6 Translation [RFC 8215]",
      embedded: .low32),
    v6([0x100], 64, "100::/64 Discard-Only Address Block [RFC 6666]"),
    v6([0x100, 0, 0, 1], 64, "100:0:0:1::/64 Dummy IPv6 Prefix [RFC 9780]"),
    v6([0x2001], 23, "2001::/23 IETF Protocol Assignments [RFC 2928]"),
    v6([0x2001], 32, "2001::/32 TEREDO [RFC 4380]", global: nil, embedded: .teredo),
    v6(
      [0x2001, 1, 0, 0, 0, 0, 0, 1], 128, "2001:1::1/128 Port Control Protocol Anycast [RFC 7723]",
      global: true),
    v6(
      [0x2001, 1, 0, 0, 0, 0, 0, 2], 128,
      "2001:1::2/128 Traversal Using Relays around NAT Anycast [RFC 8155]", global: true),
    v6(
      [0x2001, 1, 0, 0, 0, 0, 0, 3], 128,
      "2001:1::3/128 DNS-SD Service Registration Protocol Anycast [RFC 9665]", global: true),
    v6([0x2001, 2], 48, "2001:2::/48 Benchmarking [RFC 5180]"),
    v6([0x2001, 3], 32, "2001:3::/32 AMT [RFC 7450]", global: true),
    v6([0x2001, 4, 0x112], 48, "2001:4:112::/48 AS112-v6 [RFC 7535]", global: true),
    v6([0x2001, 0x10], 28, "2001:10::/28 Deprecated (previously ORCHID) [RFC 4843]"),
    v6([0x2001, 0x20], 28, "2001:20::/28 ORCHIDv2 [RFC 7343]", global: true),
    v6(
      [0x2001, 0x30], 28,
      "2001:30::/28 Drone Remote ID Protocol Entity Tags (DETs) Prefix [RFC 9374]", global: true),
    v6([0x2001, 0xDB8], 32, "2001:db8::/32 Documentation [RFC 3849]"),
    v6([0x2002], 16, "2002::/16 6to4 [RFC 3056]", global: nil, embedded: .sixToFour),
    v6(
      [0x2620, 0x4F, 0x8000], 48, "2620:4f:8000::/48 Direct Delegation AS112 Service [RFC 7534]",
      global: true),
    v6([0x3FFF], 20, "3fff::/20 Documentation [RFC 9637]"),
    v6([0x5F00], 16, "5f00::/16 Segment Routing (SRv6) SIDs [RFC 9602]"),
    v6([0xFC00], 7, "fc00::/7 Unique-Local [RFC 4193]"),
    v6([0xFE80], 10, "fe80::/10 Link-Local Unicast [RFC 4291]"),
    v6(
      [0xFEC0], 10, "fec0::/10 Site-Local Unicast (deprecated) [RFC 3879]",
      registry: "IANA IPv6 Address Space registry (Reserved by IETF)"),
    v6(
      [0xFF00], 8, "ff00::/8 Multicast [RFC 4291]",
      registry: "IPv6 Multicast Address Space Registry"),
  ]

  /// The names that are not on the public internet: each with its source.
  /// A host is one of them, or a name under one of them.
  static let names: [(name: String, source: String)] = [
    ("localhost", "IANA Special-Use Domain Names [RFC 6761]"),
    ("local", "IANA Special-Use Domain Names [RFC 6762]"),
    ("test", "IANA Special-Use Domain Names [RFC 6761]"),
    ("invalid", "IANA Special-Use Domain Names [RFC 6761]"),
    ("example", "IANA Special-Use Domain Names [RFC 6761]"),
    ("onion", "IANA Special-Use Domain Names [RFC 7686]"),
    ("alt", "IANA Special-Use Domain Names [RFC 9476]"),
    ("home.arpa", "IANA Special-Use Domain Names [RFC 8375]"),
    ("resolver.arpa", "IANA Special-Use Domain Names [RFC 9462]"),
    ("service.arpa", "IANA Special-Use Domain Names [RFC 9665]"),
    ("ipv4only.arpa", "IANA Special-Use Domain Names [RFC 8880]"),
    ("6tisch.arpa", "IANA Special-Use Domain Names [RFC 9031]"),
    ("in-addr.arpa", "IANA Special-Use Domain Names [RFC 6761]"),
    ("ip6.arpa", "IANA Special-Use Domain Names [RFC 6761]"),
    ("internal", "ICANN Board resolution 2024-07-29 (reserved for private use)"),
    ("corp", "ICANN name collision: not delegated (Board resolution 2018.02.04.12)"),
    ("home", "ICANN name collision: not delegated (Board resolution 2018.02.04.12)"),
    ("mail", "ICANN name collision: not delegated (Board resolution 2018.02.04.12)"),
    ("lan", "private-use name in wide use (SSAC SAC113)"),
    ("intranet", "private-use name in wide use (SSAC SAC113)"),
    ("private", "private-use name in wide use (SSAC SAC113)"),
    ("localdomain", "private-use name in wide use (SSAC SAC113)"),
  ]
}
