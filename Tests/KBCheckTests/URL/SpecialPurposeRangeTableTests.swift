import Testing

@testable import KBCheck

/// Issue 34: `forbidNonPublicHost` over every row of the IANA IPv4 and IPv6
/// Special-Purpose Address Registries (and the multicast, site-local and
/// embedded-IPv4 rows beside them): each row's first, middle and last
/// address, in every encoding a URL or a connect-time check may carry, in
/// every profile.
@Suite struct SpecialPurposeRangeTableTests {
  /// The "Globally Reachable" column, row by row, as the registries publish
  /// it (IANA IPv4 Special-Purpose Address Registry, IANA IPv6
  /// Special-Purpose Address Registry, 2024-10-22), with the rows this table
  /// adds: multicast (RFC 5771, RFC 4291), ::/96 and ::ffff:0:0:0/96
  /// (RFC 4291 §2.5.5.1, RFC 2765) and site-local fec0::/10 (RFC 3879).
  /// `nil`: "N/A", or the carried IPv4 address decides.
  static let column: [(prefix: String, global: Bool?)] = [
    ("0.0.0.0/8", false), ("10.0.0.0/8", false), ("100.64.0.0/10", false),
    ("127.0.0.0/8", false), ("169.254.0.0/16", false), ("172.16.0.0/12", false),
    ("192.0.0.0/24", false), ("192.0.0.0/29", false), ("192.0.0.8/32", false),
    ("192.0.0.9/32", true), ("192.0.0.10/32", true), ("192.0.0.170/32", false),
    ("192.0.0.171/32", false), ("192.0.2.0/24", false), ("192.31.196.0/24", true),
    ("192.52.193.0/24", true), ("192.88.99.0/24", false), ("192.168.0.0/16", false),
    ("192.175.48.0/24", true), ("198.18.0.0/15", false), ("198.51.100.0/24", false),
    ("203.0.113.0/24", false), ("224.0.0.0/4", false), ("240.0.0.0/4", false),
    ("255.255.255.255/32", false),
    ("::1/128", false), ("::/128", false), ("::/96", nil), ("::ffff:0:0/96", nil),
    ("::ffff:0:0:0/96", nil), ("64:ff9b::/96", true), ("64:ff9b:1::/48", false),
    ("100::/64", false), ("100:0:0:1::/64", false), ("2001::/23", false), ("2001::/32", nil),
    ("2001:1::1/128", true), ("2001:1::2/128", true), ("2001:1::3/128", true),
    ("2001:2::/48", false), ("2001:3::/32", true), ("2001:4:112::/48", true),
    ("2001:10::/28", false), ("2001:20::/28", true), ("2001:30::/28", true),
    ("2001:db8::/32", false), ("2002::/16", nil), ("2620:4f:8000::/48", true),
    ("3fff::/20", false), ("5f00::/16", false), ("fc00::/7", false), ("fe80::/10", false),
    ("fec0::/10", false), ("ff00::/8", false),
  ]

  @Test func theTableIsTheRegistries() {
    let blocks = SpecialPurposeRegistry.blocks
    #expect(blocks.count == Self.column.count)
    for (block, row) in zip(blocks, Self.column) {
      #expect(block.label.hasPrefix(row.prefix + " "), "\(block.label) ≠ \(row.prefix)")
      #expect(block.globallyReachable == row.global, "\(block.label)")
    }
  }

  /// The verdict the registries give a 16-byte address: the most specific
  /// row; a row carrying an IPv4 address is non-public when that address is,
  /// or when the row itself is not globally reachable.
  static func isPublic(_ address: [UInt8]) -> Bool {
    func row(_ a: [UInt8], embedded: Bool) -> SpecialPurposeRegistry.Block? {
      SpecialPurposeRegistry.blocks.filter { (embedded || $0.embedded == nil) && $0.contains(a) }
        .max { $0.length < $1.length }
    }
    guard let block = row(address, embedded: true) else { return true }
    guard let embedded = block.embedded else { return block.globallyReachable == true }
    let v4: [UInt8]
    switch embedded {
    case .low32: v4 = Array(address[12..<16])
    case .sixToFour: v4 = Array(address[2..<6])
    case .teredo: v4 = address[12..<16].map { ~$0 }
    }
    let inner = row([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF] + v4, embedded: false)
    if let inner, inner.globallyReachable == false { return false }
    return block.globallyReachable != false
  }

  /// Each row's first, middle (first host bit set) and last address.
  static let addresses: [(row: String, address: [UInt8])] = SpecialPurposeRegistry.blocks
    .flatMap { block in
      var last = block.network
      var middle = block.network
      for bit in block.length..<128 { last[bit / 8] |= 0x80 >> UInt8(bit % 8) }
      if block.length < 128 { middle[block.length / 8] |= 0x80 >> UInt8(block.length % 8) }
      return [block.network, middle, last].map { (block.label, $0) }
    }

  static func isIPv4Mapped(_ a: [UInt8]) -> Bool {
    a[0..<10].allSatisfy { $0 == 0 } && a[10] == 0xFF && a[11] == 0xFF
  }

  static func pieces(_ a: [UInt8]) -> [UInt16] {
    (0..<8).map { UInt16(a[2 * $0]) << 8 | UInt16(a[2 * $0 + 1]) }
  }

  /// RFC 5952 §4.2: the longest run of two or more zero pieces as `::`.
  static func compressed(_ p: [UInt16]) -> String {
    var best = (start: -1, length: 0)
    var i = 0
    while i < 8 {
      var j = i
      while j < 8 && p[j] == 0 { j += 1 }
      if j - i > best.length && j - i >= 2 { best = (i, j - i) }
      i = j + 1
    }
    let hex = p.map { String($0, radix: 16) }
    guard best.start >= 0 else { return hex.joined(separator: ":") }
    return hex[..<best.start].joined(separator: ":") + "::"
      + hex[(best.start + best.length)...].joined(separator: ":")
  }

  /// Every text spelling of an address: for IPv6, full, compressed, upper
  /// case and with a dotted IPv4 tail (RFC 4291 §2.2); for IPv4, dotted
  /// decimal, hexadecimal and octal parts, one 32-bit number, one or two
  /// trailing dots and the IPv4-mapped IPv6 form (WHATWG URL §3.5, IPv4
  /// parser).
  static func spellings(_ a: [UInt8]) -> [String] {
    if isIPv4Mapped(a) {
      let v4 = Array(a[12..<16])
      let number = v4.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      let dotted = v4.map(String.init).joined(separator: ".")
      return [
        dotted, dotted + ".", dotted + "..",
        v4.map { "0x" + String($0, radix: 16) }.joined(separator: "."),
        v4.map { "0" + String($0, radix: 8) }.joined(separator: "."), String(number),
        "0x" + String(number, radix: 16), "[::ffff:\(dotted)]", "[::FFFF:\(dotted)]",
      ]
    }
    let p = pieces(a)
    let full = p.map {
      String(repeating: "0", count: 4 - String($0, radix: 16).count) + String($0, radix: 16)
    }
    .joined(separator: ":")
    let tail =
      p[..<6].map { String($0, radix: 16) }.joined(separator: ":") + ":"
      + a[12..<16].map(String.init).joined(separator: ".")
    return ["[\(full)]", "[\(compressed(p))]", "[\(compressed(p).uppercased())]", "[\(tail)]"]
  }

  @Test(arguments: SpecialPurposeRangeTableTests.addresses.indices)
  func everyRowEveryEncodingEveryProfile(index: Int) {
    let (row, address) = Self.addresses[index]
    let expected = Self.isPublic(address)
    let bytes = Self.isIPv4Mapped(address) ? Array(address[12..<16]) : address
    let fromBytes = URLHostClassifier.nonPublicReason(addressBytes: bytes)
    #expect((fromBytes == nil) == expected, "\(row) \(bytes): \(String(describing: fromBytes))")
    for spelling in Self.spellings(address) {
      if !spelling.hasSuffix("."), !spelling.hasPrefix("0"), !spelling.contains("x") {
        let reason = URLHostClassifier.nonPublicReason(address: spelling)
        #expect((reason == nil) == expected, "\(row) \(spelling): \(String(describing: reason))")
      }
      for (name, preset) in URLValidator.Options.presets {
        var options = preset
        options.forbidNonPublicHost = true
        let result = URLValidator(options: options).validate("http://\(spelling)/")
        let refused = result.issues.contains { $0.code == .urlNonPublicHost }
        #expect(refused == !expected, "\(row) \(spelling) in \(name)")
      }
    }
  }

  /// Names with any number of trailing dots are the same names (RFC 1034
  /// §3.1: the root label is empty); `127.0.0.1..` stays a domain for WHATWG
  /// and reaches the loopback address through a resolver.
  @Test(arguments: [
    "localhost.", "localhost..", "a.localhost...", "db.internal..", "printer..",
    "127.0.0.1.", "127.0.0.1..", "127.1..", "0x7f.0.0.1..", "10.0.0.1...",
  ])
  func trailingDotsInEveryProfile(host: String) {
    for (name, preset) in URLValidator.Options.presets {
      var options = preset
      options.forbidNonPublicHost = true
      let result = URLValidator(options: options).validate("http://\(host)/")
      #expect(result.issues.contains { $0.code == .urlNonPublicHost }, "\(host) in \(name)")
    }
  }

  @Test(arguments: ["example.com.", "example.com..", "8.8.8.8.", "8.8.8.8.."])
  func publicNamesWithTrailingDotsStayPublic(host: String) {
    for (name, preset) in URLValidator.Options.presets {
      var options = preset
      options.forbidNonPublicHost = true
      let result = URLValidator(options: options).validate("http://\(host)/")
      #expect(!result.issues.contains { $0.code == .urlNonPublicHost }, "\(host) in \(name)")
    }
  }
}
