import Testing

@testable import KBCheck

/// The DNS message reader and writer (RFC 1035 §4): names in wire form,
/// compression pointers, and malformed messages read as `nil`, never a trap.
@Suite struct DNSMessageTests {
  private func response(_ body: [UInt8], an: UInt8 = 1, rcode: UInt8 = 0) -> [UInt8] {
    [0x12, 0x34, 0x84, rcode, 0, 1, 0, an, 0, 0, 0, 0]
      + [3] + Array("abc".utf8) + [0] + [0, 15, 0, 1] + body
  }

  @Test func queriesAreWrittenInWireForm() throws {
    // RFC 1035 §4.1.1 header (RD set), §4.1.2 question, §3.1 names.
    let query = try #require(DNSMessage.query(name: "mx.example.", type: .mx, id: 0xBEEF))
    #expect(
      query == [0xBE, 0xEF, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 2, 0x6D, 0x78, 7]
        + Array("example".utf8) + [0, 0, 15, 0, 1])
    // RFC 1035 §2.3.4: labels of at most 63 octets, names of at most 255.
    #expect(
      DNSMessage.query(name: String(repeating: "a", count: 64) + ".x", type: .a, id: 1) == nil)
    #expect(DNSMessage.query(name: "a..b", type: .a, id: 1) == nil)
    let long = Array(repeating: String(repeating: "a", count: 63), count: 4).joined(separator: ".")
    #expect(DNSMessage.query(name: long, type: .a, id: 1) == nil)
  }

  @Test func compressedNamesAreRead() throws {
    // RFC 1035 §4.1.4: a pointer to the question's name at offset 12.
    let mx: [UInt8] =
      [0xC0, 12, 0, 15, 0, 1, 0, 0, 1, 0x2C, 0, 7, 0, 10, 2] + Array("mx".utf8) + [0xC0, 12]
    let message = try #require(DNSMessage(bytes: response(mx)))
    #expect(message.answers == [.mx(owner: "abc.", preference: 10, exchange: "mx.abc.", ttl: 300)])
    #expect(message.isAuthoritative && message.isResponse && message.id == 0x1234)
  }

  @Test func malformedMessagesAreNil() {
    // A pointer to itself (a loop), a pointer forward, a record past the
    // end, a count with no record, a label past the end.
    let loop: [UInt8] = [0xC0, 21, 0, 15, 0, 1, 0, 0, 0, 1, 0, 2, 0, 0]
    let forward: [UInt8] = [0xC0, 40, 0, 15, 0, 1, 0, 0, 0, 1, 0, 2, 0, 0]
    let long: [UInt8] = [0xC0, 12, 0, 15, 0, 1, 0, 0, 0, 1, 0, 200, 0, 0]
    for body in [loop, forward, long, [], [9, 0x61]] {
      #expect(DNSMessage(bytes: response(body)) == nil, "\(body)")
    }
    #expect(DNSMessage(bytes: [0x12]) == nil)
  }

  @Test func namesOfOtherOctetsAreUnreadable() {
    // RFC 1123 §2.1 / RFC 5321 §2.3.5: a mail host's name is printable
    // ASCII. An exchange of 63 octets 0xFF (FuzzDNS: read as 189 bytes of
    // U+FFFD, a "name" over 255 octets), of a space, or with a dot inside a
    // label is unreadable, not another name.
    for label in [[UInt8](repeating: 0xFF, count: 63), [0x20], [0x61, 0x2E, 0x62]] {
      let mx: [UInt8] =
        [0xC0, 12, 0, 15, 0, 1, 0, 0, 1, 0x2C, 0, UInt8(5 + label.count), 0, 10]
        + [UInt8(label.count)] + label + [0xC0, 12]
      #expect(DNSMessage(bytes: response(mx)) == nil, "\(label)")
    }
  }

  @Test func aTTLWithItsTopBitSetIsZero() throws {
    // RFC 2181 §8.
    let a: [UInt8] = [0xC0, 12, 0, 1, 0, 1, 0x80, 0, 0, 1, 0, 4, 1, 2, 3, 4]
    let message = try #require(DNSMessage(bytes: response(a)))
    #expect(message.answers == [.address(owner: "abc.", octets: [1, 2, 3, 4], ttl: 0)])
  }
}
