import Testing

@testable import KBCheck

/// The whole-form edit loop: navigation order from the navigator (order
/// keys, disabled and hidden fields skipped), Enter as the return key or the
/// accessory bar, submission validated with the schema.
@Suite struct FormEditorTests {
  static let schema = FormSchema(fields: [
    FormField(name: "email", type: "email", label: "Email"),
    FormField(name: "pin", type: "number", options: ["length": "4"]),
    FormField(name: "nickname", type: "default", required: false, isDisabled: true),
    FormField(name: "amount", type: "decimal", locale: "de_DE"),
    .picker("size", choices: ["S", "M", "L"]),
  ])

  @Test func navigationSkipsDisabledFields() throws {
    var form = try FormEditor(schema: Self.schema)
    #expect(form.navigator.focusedID == "email")
    form.next()
    #expect(form.navigator.focusedID == "pin")
    form.next()
    #expect(form.navigator.focusedID == "amount")
    form.next()
    #expect(form.navigator.focusedID == "size")
    let moved = form.next()
    #expect(!moved)
    form.previous()
    #expect(form.navigator.focusedID == "amount")
  }

  @Test func orderKeysComeFirst() throws {
    var fields = Self.schema.fields
    fields[3].order = 1  // amount first
    var form = try FormEditor(schema: FormSchema(fields: fields))
    #expect(form.navigator.focusedID == "amount")
    form.next()
    #expect(form.navigator.focusedID == "email")
  }

  @Test func enterFollowsReturnKeyAndAccessoryBar() throws {
    var form = try FormEditor(schema: Self.schema)
    form.edit { $0.type("ada@example.com") }
    expectMoved(&form)  // email has a return key: next
    #expect(form.navigator.focusedID == "pin")
    #expect(form.accessoryBar?.canGoPrevious == true)  // number pad: no return key, a bar
    form.edit { $0.type("1234") }
    expectMoved(&form)  // the bar's Next
    #expect(form.navigator.focusedID == "amount")
    form.edit { $0.paste("1.234,5") }
    expectMoved(&form)
    #expect(form.navigator.focusedID == "size")
    #expect(form.accessoryBar?.canGoNext == false)
    form.edit { $0.moveRight() }
    guard case .submitted(.valid(let values)) = form.pressReturn() else {
      Issue.record("Enter on the last field should submit a valid form")
      return
    }
    #expect(
      values == [
        FormValue(name: "email", value: "ada@example.com"), FormValue(name: "pin", value: "1234"),
        FormValue(name: "amount", value: "1234.5"), FormValue(name: "size", value: "S"),
      ])
  }

  @Test func invalidSubmitFocusesTheFirstInvalidField() throws {
    var form = try FormEditor(
      schema: Self.schema, values: ["email": "ada@example.com", "pin": "12"])
    form.next()
    form.next()
    form.next()
    guard case .invalid(let report) = form.submit() else {
      Issue.record("a short pin and missing fields cannot submit")
      return
    }
    #expect(!report.isValid)
    #expect(form.navigator.focusedID == "pin")
    #expect(form.issues(of: 1).map(\.code) == [.numberTooShort])
    form.edit { $0.type("34") }
    #expect(form.issues(of: 1).isEmpty)
  }

  @Test func prefilledValuesGoThroughTheFilter() throws {
    let form = try FormEditor(schema: Self.schema, values: ["pin": "１２３４", "size": "M"])
    #expect(form.fields[1].text == "1234")
    #expect(form.fields[4].text == "M")
  }
}

/// Presses Enter and expects focus to move.
private func expectMoved(
  _ form: inout FormEditor, sourceLocation: SourceLocation = #_sourceLocation
) {
  let outcome = form.pressReturn()
  #expect(outcome == .moved, sourceLocation: sourceLocation)
}
