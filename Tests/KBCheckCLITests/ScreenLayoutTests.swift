import KBCheck
import Testing

@testable import KBCheckCLI

/// The terminal forms' line layout in columns (UAX #11 widths per UAX #29
/// cluster): cutting never splits a wide character and keeps styles,
/// wrapping breaks at a space, indents continuations as the line is
/// indented and re-opens the style in force, and without colours no escape
/// sequence is written (no-color.org).
@Suite struct ScreenLayoutTests {
  static func columns(_ line: String) -> Int {
    DisplayWidth.columns(of: Screen.visibleText(line))
  }

  @Test func cutCountsColumnsAndNeverSplitsAWideCharacter() {
    let cut = Screen.cut("ab山田太郎", to: 5)
    #expect(Screen.visibleText(cut) == "ab山")  // 田 would straddle the edge
    #expect(Self.columns(cut) == 4)
    #expect(Screen.visibleText(Screen.cut("👩‍👩‍👧x", to: 2)) == "👩‍👩‍👧")
    #expect(Screen.visibleText(Screen.cut("e\u{301}e\u{301}e\u{301}", to: 2)) == "e\u{301}e\u{301}")
    let styled = Screen.cut(Screen.red + "abcdef" + Screen.reset, to: 3)
    #expect(styled.hasPrefix(Screen.red + "abc") && styled.hasSuffix(Screen.reset))
    #expect(Screen.cut(Screen.red + "abcdef", to: 3, colors: false) == "abc")
  }

  @Test func wrapBreaksAtSpacesAndIndentsContinuations() {
    let line = "    " + Screen.red + "error[x]" + Screen.reset + ": one two three four five six"
    let lines = Screen.wrap(line, to: 20)
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { Self.columns($0) <= 20 })
    #expect(lines.dropFirst().allSatisfy { Screen.visibleText($0).hasPrefix("    ") })
    let words = lines.map { Screen.visibleText($0).split(separator: " ").joined(separator: " ") }
    #expect(words.joined(separator: " ") == "error[x]: one two three four five six")
  }

  @Test func wrapMeasuresWideTextAndCutsLongWords() {
    let lines = Screen.wrap("  山田太郎山田太郎山田太郎", to: 10, colors: false)
    #expect(lines.allSatisfy { Self.columns($0) <= 10 })
    #expect(lines.map { Screen.visibleText($0).trimmingPrefixSpaces }.joined() == "山田太郎山田太郎山田太郎")
  }

  @Test func wrapReopensTheStyleOnAContinuation() {
    let lines = Screen.wrap(Screen.dim + "aaaa bbbb cccc dddd" + Screen.reset, to: 10)
    #expect(lines.count == 2)
    #expect(lines[1].hasPrefix(Screen.dim))
    #expect(
      Screen.wrap(Screen.dim + "aaaa bbbb cccc dddd", to: 10, colors: false)
        .allSatisfy { !$0.contains("\u{1B}") })
  }
}

extension String {
  fileprivate var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
