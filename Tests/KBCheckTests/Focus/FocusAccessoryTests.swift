import KBCheck
import Testing

@Suite struct FocusAccessoryTests {
  @Test(arguments: KeyboardType.allCases)
  func keyboardsWithoutAReturnKeyNeedTheBar(keyboard: KeyboardType) {
    let nav = FocusNavigator([field("f", keyboard)])
    #expect(nav.needsAccessory("f") == !keyboard.hasReturnKey)
  }

  @Test func padsAndPickersNeedIt() {
    let nav = FocusNavigator([
      field("n", .numberPad), field("p", .phonePad), field("d", .decimalPad),
      field("a", .asciiCapableNumberPad), FocusField("when", input: .picker),
      field("e", .emailAddress),
    ])
    #expect(nav.fieldsNeedingAccessory == ["n", "p", "d", "a", "when"])
  }

  @Test func perFieldOptOutAndOptIn() {
    let nav = FocusNavigator([
      FocusField("own", input: .keyboard(.numberPad), accessory: .never),
      FocusField("forced", input: .keyboard(.default), accessory: .always),
    ])
    #expect(nav.needsAccessory("own") == false)
    #expect(nav.needsAccessory("forced"))
    #expect(nav.needsAccessory("zzz") == false)
  }

  @Test func oneBarFollowsFocus() {
    var nav = FocusNavigator([
      FocusField("name", input: .keyboard(.default)),
      FocusField("qty", input: .keyboard(.numberPad), title: "Quantity"),
      FocusField("price", input: .keyboard(.decimalPad), title: "Price"),
    ])
    #expect(nav.accessoryBar == nil)
    nav.focus("name")
    #expect(nav.accessoryBar == nil)
    nav.next()
    #expect(
      nav.accessoryBar
        == AccessoryBarState(
          field: "qty", canGoPrevious: true, canGoNext: true, showsPreviousNext: true,
          title: "Quantity"))
    nav.next()
    #expect(
      nav.accessoryBar
        == AccessoryBarState(
          field: "price", canGoPrevious: true, canGoNext: false, showsPreviousNext: true,
          title: "Price"))
    nav.done()
    #expect(nav.accessoryBar == nil)
  }

  @Test func barStateIsReevaluated() {
    var nav = FocusNavigator([field("a", .numberPad), field("b", .numberPad)])
    nav.focus("a")
    #expect(nav.accessoryBar?.canGoNext == true)
    nav.setEnabled("b", false)
    #expect(nav.accessoryBar?.canGoNext == false)
    #expect(nav.accessoryBar?.showsPreviousNext == false)
  }

  @Test func aSingleFieldShowsOnlyDone() {
    var nav = FocusNavigator([field("pin", .numberPad)])
    nav.focus("pin")
    let bar = nav.accessoryBar
    #expect(bar?.showsPreviousNext == false)
    #expect(bar?.showsDone == true)
    #expect(bar?.canGoNext == false)
    #expect(bar?.canGoPrevious == false)
  }

  @Test func aSkippedFocusedFieldStillOffersTheOthers() {
    var nav = FocusNavigator([
      FocusField("a", input: .keyboard(.numberPad), isSkipped: true),
      field("b", .numberPad),
    ])
    nav.focus("a")
    #expect(nav.accessoryBar?.showsPreviousNext == true)
    #expect(nav.accessoryBar?.canGoNext == true)
  }
}
