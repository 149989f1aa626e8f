import Testing

@testable import KBCheck

/// The edit loop's field state: keystrokes and pastes through the keyboard's
/// filter (KEYBOARDS.md: what each pad produces), readline-style editing keys.
@Suite struct FieldEditorTests {
  @Test func numberPadRefusesLettersAndFoldsDigits() throws {
    var editor = try FieldEditor(keyboard: .numberPad)
    editor.type("1")
    editor.type("a")
    #expect(editor.text == "1")
    #expect(editor.feedback?.refused == true)
    editor.type("٢")  // an Arabic-Indic digit typed on a locale pad folds to ASCII
    #expect(editor.text == "12")
    #expect(editor.feedback?.changes.first?.replacement == "2")
    editor.paste("３4x")
    #expect(editor.text == "1234")
    #expect(editor.feedback?.changes.count == 2)  // the fold of ３ and the removed x
    #expect(editor.result.value == "1234")
  }

  @Test func decimalPadInTheLocale() throws {
    var editor = try FieldEditor(keyboard: .decimalPad, locale: "de_DE")
    editor.paste("1.234,5")
    #expect(editor.text == "1234,5")
    #expect(editor.result.decimal?.description == "1234.5")
  }

  @Test func readlineKeys() throws {
    var editor = try FieldEditor(keyboard: .default)
    editor.paste("hello big world")
    editor.deleteWordBackward()
    #expect(editor.text == "hello big ")
    editor.moveToStart()
    editor.deleteForward()
    #expect(editor.text == "ello big ")
    editor.moveRight()
    editor.moveRight()
    editor.deleteToStart()
    #expect(editor.text == "lo big ")
    #expect(editor.caret == 0)
    editor.moveToEnd()
    editor.deleteBackward()
    #expect(editor.text == "lo big")
    editor.moveLeft()
    editor.type("X")
    #expect(editor.text == "lo biXg")
  }

  @Test func pickerCyclesAndTypesAhead() {
    var picker = FieldEditor(choices: ["Small", "Medium", "Large"], caseInsensitive: true)
    #expect(picker.text == "")
    picker.moveRight()
    #expect(picker.text == "Small")
    picker.moveLeft()
    #expect(picker.text == "Large")
    picker.moveRight()
    #expect(picker.text == "Small")
    picker.type("m")
    #expect(picker.text == "Medium")
    picker.type("e")
    #expect(picker.text == "Medium")
    picker.type("x")  // no option starts with "mex" or "x": the selection stays
    #expect(picker.text == "Medium")
    #expect(picker.result.picker?.index == 1)
  }

  @Test func caseSensitivePickerTypeAhead() {
    var picker = FieldEditor(choices: ["apple", "Apple"], caseInsensitive: false)
    picker.type("A")
    #expect(picker.text == "Apple")
  }
}
