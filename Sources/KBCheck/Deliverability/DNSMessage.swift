/// The parts of a DNS message (RFC 1035 §4) that a mail-deliverability
/// check reads: the response code, the answer and authority records of the
/// types it asks about, and the additional addresses.
///
/// Reading never traps: a message that is cut short, points a compression
/// pointer forward or in a loop, or names a label longer than 63 octets is
/// `nil` (``DNSMessage/init(bytes:)``), and the caller treats it as no
/// answer.
struct DNSMessage: Sendable, Hashable {
  /// The record types kbcheck asks for or reads.
  enum RecordType: UInt16, Sendable {
    /// An IPv4 address (RFC 1035 §3.4.1).
    case a = 1
    /// A delegation to name servers (RFC 1035 §3.3.11).
    case ns = 2
    /// An alias (RFC 1035 §3.3.1).
    case cname = 5
    /// The start of a zone; its MINIMUM bounds negative caching (RFC 2308 §5).
    case soa = 6
    /// A mail exchange (RFC 1035 §3.3.9).
    case mx = 15
    /// An IPv6 address (RFC 3596 §2.2).
    case aaaa = 28
  }

  /// One resource record of a type kbcheck reads.
  enum Record: Sendable, Hashable {
    /// An A or AAAA record: the owner and the address's octets (4 or 16).
    case address(owner: String, octets: [UInt8], ttl: UInt32)
    /// An MX record.
    case mx(owner: String, preference: UInt16, exchange: String, ttl: UInt32)
    /// A CNAME record.
    case cname(owner: String, target: String, ttl: UInt32)
    /// An SOA record: its owner, its own TTL and its MINIMUM field.
    case soa(owner: String, ttl: UInt32, minimum: UInt32)
    /// An NS record (a referral when it stands in the authority section).
    case ns(owner: String, ttl: UInt32)
  }

  /// The message ID.
  var id: UInt16
  /// Whether the message is a response (QR).
  var isResponse: Bool
  /// Whether the answer is authoritative (AA).
  var isAuthoritative: Bool
  /// Whether the message was truncated (TC).
  var isTruncated: Bool
  /// The response code (RCODE): 0 no error, 2 server failure, 3 the name
  /// does not exist, 5 refused, …
  var responseCode: UInt8
  /// The records of the answer section, in order.
  var answers: [Record]
  /// The records of the authority section.
  var authority: [Record]
  /// The records of the additional section.
  var additional: [Record]

  /// The response codes kbcheck tells apart (RFC 1035 §4.1.1, RFC 6895 §2.3).
  enum ResponseCode {
    /// NOERROR.
    static let noError: UInt8 = 0
    /// SERVFAIL.
    static let serverFailure: UInt8 = 2
    /// NXDOMAIN: the name does not exist.
    static let nameError: UInt8 = 3
  }

  /// A query for one name and type, recursion desired (RFC 1035 §4.1).
  /// - Parameters:
  ///   - name: The absolute name, ASCII, with or without the final dot.
  ///   - type: The record type.
  ///   - id: The message ID.
  /// - Returns: The message's bytes, or `nil` when the name is not a valid
  ///   DNS name (an empty label, a label over 63 octets, over 255 octets).
  static func query(name: String, type: RecordType, id: UInt16) -> [UInt8]? {
    var bytes: [UInt8] = [
      UInt8(id >> 8), UInt8(id & 0xFF), 0x01, 0x00,  // RD
      0, 1, 0, 0, 0, 0, 0, 0,  // QDCOUNT 1
    ]
    guard let encoded = encode(name: name) else { return nil }
    bytes += encoded
    bytes += [UInt8(type.rawValue >> 8), UInt8(type.rawValue & 0xFF), 0, 1]  // class IN
    return bytes
  }

  /// A name in wire form: length-prefixed labels and the root's zero.
  static func encode(name: String) -> [UInt8]? {
    var labels = Array(name.utf8).split(separator: 0x2E, omittingEmptySubsequences: false)
    if labels.last?.isEmpty == true { labels.removeLast() }
    var out: [UInt8] = []
    for label in labels {
      guard !label.isEmpty, label.count <= 63 else { return nil }
      out.append(UInt8(label.count))
      out += label
    }
    out.append(0)
    return out.count <= 255 ? out : nil
  }

  /// Reads a response.
  /// - Parameter bytes: The message.
  init?(bytes: [UInt8]) {
    var reader = Reader(bytes: bytes)
    guard let id = reader.u16(), let flags = reader.u16(), let qd = reader.u16(),
      let an = reader.u16(), let ns = reader.u16(), let ar = reader.u16()
    else { return nil }
    self.id = id
    isResponse = flags & 0x8000 != 0
    isAuthoritative = flags & 0x0400 != 0
    isTruncated = flags & 0x0200 != 0
    responseCode = UInt8(flags & 0x000F)
    for _ in 0..<qd {
      guard reader.name() != nil, reader.skip(4) else { return nil }
    }
    guard let answers = reader.records(Int(an)), let authority = reader.records(Int(ns)),
      let additional = reader.records(Int(ar))
    else { return nil }
    self.answers = answers
    self.authority = authority
    self.additional = additional
  }
}

/// A bounds-checked reader over a DNS message.
private struct Reader {
  let bytes: [UInt8]
  var offset = 0

  mutating func u8() -> UInt8? {
    guard offset < bytes.count else { return nil }
    defer { offset += 1 }
    return bytes[offset]
  }

  mutating func u16() -> UInt16? {
    guard let high = u8(), let low = u8() else { return nil }
    return UInt16(high) << 8 | UInt16(low)
  }

  mutating func u32() -> UInt32? {
    guard let high = u16(), let low = u16() else { return nil }
    return UInt32(high) << 16 | UInt32(low)
  }

  mutating func skip(_ count: Int) -> Bool {
    guard count >= 0, offset + count <= bytes.count else { return false }
    offset += count
    return true
  }

  /// A possibly compressed name (RFC 1035 §4.1.4), lower-cased, with its
  /// final dot; pointers must point backwards, which also rules out loops.
  mutating func name() -> String? {
    var labels: [String] = []
    var position = offset
    var resume: Int?
    var total = 0
    while true {
      guard position < bytes.count else { return nil }
      let length = bytes[position]
      if length & 0xC0 == 0xC0 {
        guard position + 1 < bytes.count else { return nil }
        let target = Int(length & 0x3F) << 8 | Int(bytes[position + 1])
        guard target < position else { return nil }
        if resume == nil { resume = position + 2 }
        position = target
        continue
      }
      guard length & 0xC0 == 0 else { return nil }  // extended label types
      if length == 0 {
        position += 1
        break
      }
      let end = position + 1 + Int(length)
      guard end <= bytes.count else { return nil }
      total += Int(length) + 1
      guard total <= 255 else { return nil }
      // A host name is printable ASCII (RFC 1123 §2.1, RFC 5321 §2.3.5);
      // other octets (or a dot inside a label) cannot be shown as read, so
      // the answer is unreadable rather than a different name.
      guard bytes[(position + 1)..<end].allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != 0x2E })
      else { return nil }
      let label = bytes[(position + 1)..<end].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
      labels.append(String(decoding: label, as: UTF8.self))
      position = end
    }
    offset = resume ?? position
    return labels.joined(separator: ".") + "."
  }

  /// `count` resource records; records of other types are skipped.
  mutating func records(_ count: Int) -> [DNSMessage.Record]? {
    var records: [DNSMessage.Record] = []
    for _ in 0..<count {
      guard let owner = name(), let type = u16(), let _ = u16(), let ttl = u32(),
        let length = u16()
      else { return nil }
      let end = offset + Int(length)
      guard end <= bytes.count else { return nil }
      // RFC 2181 §8: a TTL with the top bit set is read as zero.
      let ttlValue = ttl & 0x8000_0000 != 0 ? 0 : ttl
      switch DNSMessage.RecordType(rawValue: type) {
      case .a where length == 4, .aaaa where length == 16:
        records.append(
          .address(owner: owner, octets: Array(bytes[offset..<end]), ttl: ttlValue))
      case .mx:
        var inner = self
        guard let preference = inner.u16(), let exchange = inner.name(), inner.offset <= end
        else { return nil }
        records.append(
          .mx(owner: owner, preference: preference, exchange: exchange, ttl: ttlValue))
      case .cname:
        var inner = self
        guard let target = inner.name(), inner.offset <= end else { return nil }
        records.append(.cname(owner: owner, target: target, ttl: ttlValue))
      case .soa:
        var inner = self
        guard inner.name() != nil, inner.name() != nil, inner.skip(16),
          let minimum = inner.u32(), inner.offset <= end
        else { return nil }
        records.append(.soa(owner: owner, ttl: ttlValue, minimum: minimum))
      case .ns:
        records.append(.ns(owner: owner, ttl: ttlValue))
      default:
        break
      }
      offset = end
    }
    return records
  }
}

/// The DNS reader, for the fuzz target (`Fuzz/Sources/FuzzDNS`).
@_spi(Testing) public enum DNSMessageReading {
  /// Every owner and target name a response's records carry, or `nil` when
  /// the bytes are not a readable response.
  /// - Parameter bytes: A DNS message.
  /// - Returns: The names.
  public static func names(in bytes: [UInt8]) -> [String]? {
    guard let message = DNSMessage(bytes: bytes) else { return nil }
    return (message.answers + message.authority + message.additional).flatMap { record in
      switch record {
      case .address(let owner, _, _), .soa(let owner, _, _), .ns(let owner, _): [owner]
      case .mx(let owner, _, let exchange, _): [owner, exchange]
      case .cname(let owner, let target, _): [owner, target]
      }
    }
  }
}
