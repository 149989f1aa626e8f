import Testing

@testable import KBCheck

/// The fast path's byte-class table agrees with the bitmaps the scanner
/// uses (RFC 5322 §3.2.3 atext; RFC 1035 §2.3.1 letters and digits).
@Suite struct EmailByteClassTableTests {
  @Test func classTableMatchesTheBitmaps() {
    var differ: [UInt8] = []
    for b in UInt8.min...UInt8.max {
      let c = EmailBytes.byteClass(b)
      let atext = c.contains(.atext)
      let lower = c.contains(.lowerLetDig)
      let upper = c.contains(.upper)
      let letDig = EmailBytes.contains(EmailBytes.letDig, b)
      let entry = EmailBytes.classTable.utf8Start[Int(b)]
      if entry & 0xF8 != 0x40 || c.rawValue != entry & 0x07
        || atext != EmailBytes.contains(EmailBytes.atext, b)
        || (lower || upper) != letDig || upper != (b >= 0x41 && b <= 0x5A)
      {
        differ.append(b)
      }
    }
    #expect(differ.isEmpty, "\(differ)")
  }

  /// A wrong entry would be seen here: `Z` is atext and upper, `~` atext
  /// only, `-` atext only, `.` and `@` nothing, 0xC3 nothing.
  @Test func someEntries() {
    #expect(EmailBytes.byteClass(UInt8(ascii: "Z")) == [.atext, .upper])
    #expect(EmailBytes.byteClass(UInt8(ascii: "~")) == .atext)
    #expect(EmailBytes.byteClass(UInt8(ascii: "-")) == .atext)
    #expect(EmailBytes.byteClass(UInt8(ascii: ".")) == [])
    #expect(EmailBytes.byteClass(UInt8(ascii: "@")) == [])
    #expect(EmailBytes.byteClass(0xC3) == [])
    #expect(EmailBytes.byteClass(UInt8(ascii: "7")) == [.atext, .lowerLetDig])
  }
}
