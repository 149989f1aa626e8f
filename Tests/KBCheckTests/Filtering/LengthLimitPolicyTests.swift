import KBCheck
import Testing

@Suite struct LengthLimitPolicyTests {
  @Test func aPasteThatOverflowsIsCutAndEveryCutCharacterReported() throws {
    let filter = try InputFilter(.default, options: .init(maxLength: 5))
    let result = filter.apply(.insert("cdefgh", at: 2, origin: .pasted), to: "ab")
    #expect(result.text == "abcde")
    #expect(result.caret == 5)
    #expect(result.removed.map(\.offset) == [3, 4, 5])
    #expect(result.removed.map { String($0.character) } == ["f", "g", "h"])
    #expect(result.changes.allSatisfy { $0.code == .filterTooLong })
    #expect(!result.refused)
  }

  @Test func aTypedKeyThatOverflowsIsRefused() throws {
    let filter = try InputFilter(.twitter, options: .init(maxLength: 3))
    let result = filter.apply(.insert("d", at: 3), to: "abc")
    #expect(result.refused)
    #expect(result.text == "abc")
    #expect(result.changes.map(\.code) == [.filterTooLong])
  }

  @Test func deletingIsAllowedInATextAlreadyOverTheLimit() throws {
    let filter = try InputFilter(.default, options: .init(maxLength: 3))
    let result = filter.apply(TextEdit(range: 4..<5, replacement: ""), to: "abcdef")
    #expect(result.text == "abcdf")
    #expect(!result.refused)
    #expect(filter.apply(.insert("x", at: 0), to: "abcdef").refused)
  }

  @Test func replacingASelectionFreesItsLength() throws {
    let filter = try InputFilter(.default, options: .init(maxLength: 3))
    let result = filter.apply(TextEdit(range: 0..<3, replacement: "xyz"), to: "abc")
    #expect(result.text == "xyz")
    #expect(result.changes.isEmpty)
  }

  @Test func lengthCountsGraphemeClustersAndNeverSplitsOne() throws {
    let filter = try InputFilter(.default, options: .init(maxLength: 2))
    let family = "\u{1F468}\u{200D}\u{1F469}"
    let result = filter.filter("e\u{0301}" + family + "x")
    #expect(result.text == "e\u{0301}" + family)
    #expect(result.removed.map(\.offset) == [5])
  }

  @Test func cutOffsetsPointIntoTheReplacementAfterRemovalsAndFolds() throws {
    let filter = try InputFilter(.emailAddress, options: .init(maxLength: 3))
    // U+200B (offset 1) is removed, U+FF42 (offset 2) folded; "cd" is cut.
    let result = filter.filter("a\u{200B}\u{FF42}\u{FF43}d")
    #expect(result.text == "abc")
    #expect(result.changes.map(\.offset) == [1, 2, 3, 4])
    #expect(
      result.changes.map(\.code.rawValue) == [
        "filter.invisible", "filter.full-width", "filter.full-width", "filter.too-long",
      ])
  }

  @Test func aFoldedCharacterThatIsCutIsReportedOnceAsCut() throws {
    let filter = try InputFilter(.emailAddress, options: .init(maxLength: 2))
    let result = filter.filter("\u{FF41}\u{FF42}\u{FF43}")
    #expect(result.text == "ab")
    #expect(result.changes.map(\.offset) == [0, 1, 2])
    #expect(result.changes.map(\.code) == [.filterFullWidth, .filterFullWidth, .filterTooLong])
    #expect(result.changes.last?.character == "\u{FF43}")
    #expect(result.changes.last?.replacement == nil)
  }

  @Test func maxLengthIsChecked() {
    #expect(throws: ConfigurationError.self) {
      try InputFilter.Options(settings: ["maxLength": "-1"], keyboard: .default)
    }
    #expect(throws: ConfigurationError.self) {
      try InputFilter.Options(settings: ["maxLength": "ten"], keyboard: .URL)
    }
  }
}
