import KBCheck
import Testing

/// The README's "Library" example, run as written, so the README stays true.
@Suite struct ReadmeLibraryExampleTests {
  @Test func emailExample() throws {
    let result = try KeyboardType.emailAddress.validate("José@Bücher.example")
    #expect(result.isValid)
    #expect(result.value == "José@bücher.example")
    #expect(result.detail("asciiValue") == .string("José@xn--bcher-kva.example"))
  }

  @Test func decimalExample() throws {
    let amount = try KeyboardType.decimalPad.validator(ValidationContext(locale: "de_DE"))
    #expect(amount.validate("1.234,5").value == "1234.5")
  }

  @Test func filterExample() throws {
    let filter = try InputFilter(.decimalPad, locale: "de_DE")
    let pasted = filter.apply(.insert("１２a,5", at: 0, origin: .pasted), to: "")
    #expect(pasted.text == "12,5")
    #expect(pasted.folded.count == 2)
    #expect(pasted.removed.map(\.character) == ["a"])
  }
}
