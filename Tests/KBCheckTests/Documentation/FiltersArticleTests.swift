import KBCheck
import Testing

/// The examples of the DocC article "Input filters"
/// (`Documentation.docc/Articles/Filters.md`), run as written.
@Suite struct FiltersArticleTests {
  @Test func pasteIsCleanedAndReported() throws {
    let filter = try InputFilter(.decimalPad, locale: "de_DE")
    let pasted = filter.apply(.insert("１２a,5", at: 0, origin: .pasted), to: "")
    #expect(pasted.text == "12,5")
    #expect(pasted.folded.count == 2)
    #expect(pasted.removed.map(\.character) == ["a"])
  }

  @Test func typedKeyIsRefusedWhole() throws {
    let filter = try InputFilter(.asciiCapable, options: .init(maxLength: 8))
    let result = filter.apply(.insert("é", at: 3), to: "caf")
    #expect(result.refused)
    #expect(result.text == "caf")
    #expect(result.changes.map(\.code) == ["filter.not-ascii"])
  }

  @Test func maxLengthCutsAPaste() throws {
    let filter = try InputFilter(.default, options: .init(maxLength: 5))
    let result = filter.apply(.insert("kbcheck", at: 0, origin: .pasted), to: "")
    #expect(result.text == "kbche")
    #expect(result.removed.map(\.code) == ["filter.too-long", "filter.too-long"])
  }

  @Test func lineBreakInAPaste() throws {
    let filter = try InputFilter(.default)
    #expect(filter.apply(.insert("a\nb", at: 0, origin: .pasted), to: "").text == "a b")
  }

  @Test func phonePadVanity() throws {
    let filter = try InputFilter(.phonePad, options: .init(vanity: true))
    #expect(filter.filter("1-800-FLOWERS").text.allSatisfy { $0.isNumber || $0 == "-" })
  }
}
