import KBCheck
import Testing

@Suite struct FocusReturnKeyTests {
  let form = FocusNavigator([
    field("name", .default), field("email", .emailAddress), field("zip", .numberPad),
    field("site", .URL),
  ])

  @Test(arguments: [
    ("name", ReturnKey?.some(.next)), ("email", .next), ("zip", nil), ("site", .go),
  ])
  func keysAcrossAForm(id: String, key: ReturnKey?) {
    #expect(form.returnKey(for: id) == key)
  }

  @Test(arguments: KeyboardType.allCases)
  func lastFieldShowsTheKeyboardsOwnKeyOrDone(keyboard: KeyboardType) {
    let nav = FocusNavigator([field("a", .default), field("last", keyboard)])
    let expected: ReturnKey? =
      keyboard.hasReturnKey ? (keyboard.preferredReturnKey ?? .done) : nil
    #expect(nav.returnKey(for: "last") == expected)
    #expect(nav.returnKey(for: "a") == .next)
  }

  @Test func configuredLastFieldKey() {
    let nav = FocusNavigator(
      [field("a", .default), field("b", .default)],
      configuration: .init(lastFieldReturnKey: .send))
    #expect(nav.returnKey(for: "b") == .send)
    #expect(nav.returnKeyAction(for: "b") == .done)
  }

  @Test func lastIsReevaluatedWhenLaterFieldsAreIneligible() {
    var nav = navigator("a", "b")
    #expect(nav.returnKey(for: "a") == .next)
    nav.setHidden("b", true)
    #expect(nav.returnKey(for: "a") == .done)
    #expect(nav.returnKeyAction(for: "a") == .done)
  }

  @Test func perFieldPreferences() {
    let nav = FocusNavigator([
      FocusField("url", input: .keyboard(.URL), returnKey: .keyboard),
      FocusField("search", input: .keyboard(.webSearch)),
      FocusField("plain", input: .keyboard(.default), returnKey: .keyboard),
      FocusField("msg", input: .keyboard(.default), returnKey: .fixed(.send)),
      FocusField("pad", input: .keyboard(.numberPad), returnKey: .fixed(.next)),
      FocusField("back", input: .keyboard(.default), returnKey: .fixed(.previous)),
    ])
    #expect(nav.returnKey(for: "url") == .go)
    #expect(nav.returnKeyAction(for: "url") == .done)
    #expect(nav.returnKey(for: "search") == .next)  // not last: next
    #expect(nav.returnKey(for: "plain") == .default)
    #expect(nav.returnKey(for: "msg") == .send)
    #expect(nav.returnKey(for: "pad") == nil)  // a pad has no return key
    #expect(nav.returnKeyAction(for: "pad") == .none)
    #expect(nav.returnKey(for: "back") == .previous)
    #expect(nav.returnKeyAction(for: "back") == .focus("pad"))
  }

  @Test func pickersHaveNoReturnKey() {
    let nav = FocusNavigator([FocusField("when", input: .picker), text("b")])
    #expect(nav.returnKey(for: "when") == nil)
    #expect(nav.returnKeyAction(for: "when") == .none)
  }

  @Test func pressingReturnFollowsTheAction() {
    var nav = FocusNavigator([
      field("name", .default), field("zip", .numberPad), field("city", .default),
    ])
    nav.focus("name")
    #expect(nav.returnKeyAction(for: "name") == .focus("zip"))
    #expect(nav.pressReturn().to == "zip")
    let onPad = nav.pressReturn()
    #expect(onPad.didChange == false)
    #expect(nav.focusedID == "zip")
    nav.next()
    let last = nav.pressReturn()
    #expect(last.isDone)
    #expect(last.events.first == .done("city"))
    #expect(nav.focusedID == nil)
  }

  @Test func returnWithWrapOnTheLastFieldIsStillDone() {
    let nav = FocusNavigator(
      [field("a", .default), field("b", .default)], configuration: .init(wraps: true))
    #expect(nav.returnKey(for: "b") == .done)
    #expect(nav.returnKeyAction(for: "b") == .done)
  }

  @Test func unknownFieldsHaveNoKey() {
    #expect(form.returnKey(for: "zzz") == nil)
    #expect(form.returnKeyAction(for: "zzz") == .none)
    #expect(form.focusedReturnKey == nil)
  }
}
