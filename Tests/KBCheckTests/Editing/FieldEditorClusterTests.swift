import Testing

@testable import KBCheck

/// The caret and deletion move by grapheme cluster (UAX #29 extended
/// grapheme clusters), so a letter with its combining marks, an emoji ZWJ
/// sequence or a flag is one step and one deletion, and the caret never
/// stands inside a character the terminal draws as one.
@Suite struct FieldEditorClusterTests {
  /// (text, its clusters' scalar counts)
  static let texts: [(String, [Int])] = [
    ("e\u{301}a", [2, 1]),  // e + COMBINING ACUTE ACCENT
    ("👩‍👩‍👧x", [5, 1]),  // a family: three emoji joined by ZWJ (UTS #51)
    ("🇩🇪🇯🇵", [2, 2]),  // two flags: regional indicator pairs (UTS #51)
    ("山田", [1, 1]),
    ("각", [1]),  // a precomposed Hangul syllable
    ("\u{1100}\u{1161}\u{11A8}", [3]),  // the same syllable as conjoining jamo
  ]

  @Test(arguments: texts.indices)
  func leftAndRightStepOverClusters(_ index: Int) throws {
    let (text, clusters) = Self.texts[index]
    var editor = try FieldEditor(keyboard: .default)
    editor.paste(text)
    #expect(editor.text == text)
    var stops = [editor.caret]
    for _ in clusters {
      editor.moveLeft()
      stops.append(editor.caret)
    }
    let total = clusters.reduce(0, +)
    let expected = clusters.reversed().reduce(into: [total]) { $0.append($0.last! - $1) }
    #expect(stops == expected)
    editor.moveLeft()
    #expect(editor.caret == 0)
    for cluster in clusters {
      let before = editor.caret
      editor.moveRight()
      #expect(editor.caret == before + cluster)
    }
  }

  @Test(arguments: texts.indices)
  func backspaceAndDeleteRemoveWholeClusters(_ index: Int) throws {
    let (text, clusters) = Self.texts[index]
    var editor = try FieldEditor(keyboard: .default)
    editor.paste(text)
    editor.deleteBackward()
    #expect(editor.text.unicodeScalars.count == clusters.dropLast().reduce(0, +))
    editor.setText(text)
    editor.moveToStart()
    editor.deleteForward()
    #expect(editor.text.unicodeScalars.count == clusters.dropFirst().reduce(0, +))
  }
}
