import KBCheck
import Testing

@Suite struct KeyboardTypeTests {
  @Test func twelveTypes() {
    #expect(KeyboardType.allCases.count == 12)
  }

  @Test(arguments: [
    ("email", KeyboardType.emailAddress), ("EmailAddress", .emailAddress), ("url", .URL),
    ("URL", .URL), ("number", .numberPad), ("decimal", .decimalPad), ("phone", .phonePad),
    ("ascii", .asciiCapable), ("search", .webSearch),
    ("ascii_capable_number_pad", .asciiCapableNumberPad),
  ])
  func namesAndAliases(name: String, type: KeyboardType) {
    #expect(KeyboardType(name: name) == type)
  }

  @Test func unknownName() {
    #expect(KeyboardType(name: "emial") == nil)
  }

  @Test func padsHaveNoReturnKey() {
    let without = KeyboardType.allCases.filter { !$0.hasReturnKey }
    #expect(Set(without) == [.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad])
  }
}
