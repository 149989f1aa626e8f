import Testing

@testable import KBCheck

/// `sameBytes` compares eight bytes at a time, then the rest one by one:
/// every length from 0 to 40, equal, and with one byte changed at every
/// position (in the words and in the tail), and `hasSameUTF8` on strings.
@Suite struct SameBytesTests {
  @Test func everyLengthAndEveryDifferingPosition() {
    var wrong: [String] = []
    for n in 0...40 {
      let a = (0..<n).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
      a.withUnsafeBufferPointer { pa in
        let copy = a
        copy.withUnsafeBufferPointer { pb in
          if !sameBytes(pa, pb) { wrong.append("equal \(n)") }
        }
        for k in 0..<n {
          var other = a
          other[k] ^= 0x20
          other.withUnsafeBufferPointer { pb in
            if sameBytes(pa, pb) { wrong.append("differ \(n) at \(k)") }
          }
        }
        let longer = a + [0]
        longer.withUnsafeBufferPointer { pb in
          if sameBytes(pa, pb) { wrong.append("longer \(n)") }
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
  }

  @Test func stringsCompareByBytesNotCanonicalEquivalence() {
    #expect("b\u{FC}cher.example".hasSameUTF8(as: "b\u{FC}cher.example"))
    #expect(!"b\u{FC}cher.example".hasSameUTF8(as: "bu\u{308}cher.example"))
    #expect(!"abcdefghij".hasSameUTF8(as: "abcdefghiJ"))
    #expect("".hasSameUTF8(as: ""))
  }
}
