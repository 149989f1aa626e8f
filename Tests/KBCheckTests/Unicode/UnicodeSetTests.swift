import KBCheck
import Testing

@Suite struct UnicodeSetTests {
  @Test func decimalDigits() throws {
    let set = try UnicodeSet(pattern: "[[:Nd:]]")
    #expect(set.contains("7"))
    #expect(set.contains("\u{0663}"))  // ARABIC-INDIC DIGIT THREE
    #expect(set.contains("\u{06F5}"))
    #expect(set.contains("\u{FF11}"))
    #expect(!set.contains("a"))
    #expect(!set.contains("\u{00BD}"))  // VULGAR FRACTION ONE HALF is No, not Nd
    #expect(set.count % 10 == 0)  // Nd comes in runs of ten
    #expect(set.ranges.first == 0x30...0x39)
  }

  @Test func escapedRange() throws {
    let set = try UnicodeSet(pattern: #"[\u0030-\u0039]"#)
    #expect(set.count == 10)
    #expect(set.ranges == [0x30...0x39])
    #expect(set.contains("0") && set.contains("9"))
    #expect(!set.contains("/") && !set.contains(":"))
    #expect(!set.contains("\u{0663}"))
    #expect(set.pattern == #"[\u0030-\u0039]"#)
  }

  @Test func spans() throws {
    let set = try UnicodeSet(pattern: #"[\u0030-\u0039]"#)
    #expect(set.span("123abc") == 3)
    #expect(set.span("abc123", contained: false) == 3)
    #expect(set.span("") == 0)
    #expect(set.span("1234") == 4)
    let letters = try UnicodeSet(pattern: "[[:L:]]")
    // "été1": 3 scalars but 5 UTF-8 bytes of letters.
    #expect(letters.span("\u{E9}t\u{E9}1") == 3)
    #expect(letters.spanUTF8("\u{E9}t\u{E9}1") == 5)
    #expect(letters.spanUTF8("1abc", contained: false) == 1)
  }

  @Test func setOperations() throws {
    let set = try UnicodeSet(pattern: "[[:L:]-[:Lu:]]")
    #expect(set.contains("a"))
    #expect(!set.contains("A"))
    let ranges = try UnicodeSet(pattern: "[a-cx-z]")
    #expect(ranges.ranges == [0x61...0x63, 0x78...0x7A])
    #expect(ranges.count == 6)
  }

  @Test(arguments: [
    ("[a-", 3), ("[[:Nd:]", 7), ("[z-a]", 4), ("[a-z]x", 5),
  ])
  func badPatternThrowsWithOffset(pattern: String, offset: Int) {
    #expect {
      _ = try UnicodeSet(pattern: pattern)
    } throws: { error in
      guard let error = error as? UnicodeSet.PatternError else { return false }
      return error.offset == offset && error.status.isFailure && error.pattern == pattern
        && error.description.contains("at \(offset)")
    }
  }

  @Test func unknownPropertyThrows() {
    #expect(throws: UnicodeSet.PatternError.self) { try UnicodeSet(pattern: "[[:Foo:]]") }
  }
}
