import Testing

@testable import KBCheck

/// The fast path's byte-class table agrees with the bitmaps the scanner
/// uses (RFC 5322 §3.2.3 atext; RFC 1035 §2.3.1 letters and digits).
@Suite struct EmailByteClassTableTests {
  @Test func classTableMatchesTheBitmaps() {
    var differ: [UInt8] = []
    for b in UInt8.min...UInt8.max {
      let c = EmailBytes.byteClass(b)
      let atext = c & EmailBytes.classAtext != 0
      let lower = c & EmailBytes.classLowerLetDig != 0
      let upper = c & EmailBytes.classUpper != 0
      let letDig = EmailBytes.contains(EmailBytes.letDig, b)
      if c & 0xF8 != 0x40 || atext != EmailBytes.contains(EmailBytes.atext, b)
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
    #expect(EmailBytes.byteClass(0x5A) == 0x40 | 0x01 | 0x04)
    #expect(EmailBytes.byteClass(0x7E) == 0x40 | 0x01)
    #expect(EmailBytes.byteClass(0x2D) == 0x40 | 0x01)
    #expect(EmailBytes.byteClass(0x2E) == 0x40)
    #expect(EmailBytes.byteClass(0x40) == 0x40)
    #expect(EmailBytes.byteClass(0xC3) == 0x40)
    #expect(EmailBytes.byteClass(0x37) == 0x40 | 0x01 | 0x02)
  }
}
