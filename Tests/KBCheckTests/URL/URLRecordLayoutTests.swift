import Testing

@testable import KBCheck

/// The URL record's size, which decides how its copies are made.
///
/// At 57 bytes of offsets (a 73-byte ``WHATWGURL``) every copy ended in an
/// overlapping 16-byte move, and a copy of a copy then loaded 16 bytes that
/// two earlier stores had written, which the CPU cannot forward to the load
/// (`perf annotate` on the WPT corpus: ~3 % of a parse waited there). The
/// padding makes the record a whole number of 16-byte moves.
@Suite struct URLRecordLayoutTests {
  @Test func theRecordIsAWholeNumberOfSixteenByteMoves() {
    #expect(MemoryLayout<URLOffsets>.size == 64)
    #expect(MemoryLayout<WHATWGURL>.size % 16 == 0)
    #expect(MemoryLayout<WHATWGURL?>.size == MemoryLayout<WHATWGURL>.size)
  }

  @Test func thePaddingTakesNoPartInEquality() throws {
    let a = try #require(WHATWGURL.parse("https://example.com/a?b#c"))
    let b = try #require(WHATWGURL.parse("HTTPS://EXAMPLE.com/a?b#c"))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
  }
}
