import KBCheck
import Testing

@Suite struct FocusMutationTests {
  @Test func insertingKeepsFocusAndUpdatesNeighbours() {
    var nav = navigator("a", "c")
    nav.focus("c")
    let t = nav.insert(text("b"), atField: 1)
    #expect(t.didChange == false)
    #expect(nav.focusedID == "c")
    #expect(nav.previousID == "b")
    nav.insert(text("z"), atField: 0)
    #expect(nav.orderedIDs == ["z", "a", "b", "c"])
    #expect(nav.focusedID == "c")
  }

  @Test func removingTheFocusedFieldMovesToTheNext() {
    var nav = navigator("a", "b", "c")
    nav.focus("b")
    let t = nav.remove("b")
    #expect(t.to == "c")
    #expect(t.cause == .fieldRemoved)
    #expect(t.events == [.focusChanged(from: "b", to: "c", cause: .fieldRemoved)])
  }

  @Test func removingTheLastFocusedFieldMovesToThePrevious() {
    var nav = navigator("a", "b", "c")
    nav.focus("c")
    #expect(nav.remove("c").to == "b")
  }

  @Test func removingTheOnlyFieldClearsFocus() {
    var nav = navigator("a")
    nav.focus("a")
    let t = nav.remove("a")
    #expect(t.to == nil)
    #expect(t.cause == .fieldRemoved)
  }

  @Test func neighbourSkipsIneligibleFields() {
    var nav = FocusNavigator([
      text("a"), text("b"), FocusField("c", isEnabled: false), FocusField("d", isSkipped: true),
      text("e"),
    ])
    nav.focus("b")
    #expect(nav.remove("b").to == "e")
    nav.remove("e")
    #expect(nav.focusedID == "a")
  }

  @Test func clearPolicyRemembersWhereTheFieldStood() {
    var nav = navigator("a", "b", "c", configuration: .init(removalPolicy: .clear))
    nav.focus("b")
    let t = nav.remove("b")
    #expect(t.to == nil)
    #expect(t.cause == .fieldRemoved)
    // The UI still reports focus on "b" (a stale @FocusState): it stands
    // where it was.
    nav.focus("b")
    #expect(nav.focusedID == "b")
    #expect(nav.nextID == "c")
    #expect(nav.previousID == "a")
    #expect(nav.next().to == "c")
  }

  @Test func removingUnrelatedFieldsKeepsFocus() {
    var nav = navigator("a", "b", "c", "d")
    nav.focus("c")
    #expect(nav.remove("a").didChange == false)
    #expect(nav.remove("zzz").didChange == false)
    #expect(nav.focusedID == "c")
    #expect(nav.orderedIDs == ["b", "c", "d"])
  }

  @Test func movingAFieldKeepsFocusAndReorders() {
    var nav = navigator("a", "b", "c", "d")
    nav.focus("b")
    #expect(nav.moveField("b", toField: 3).didChange == false)
    #expect(nav.orderedIDs == ["a", "c", "d", "b"])
    #expect(nav.isLast)
    nav.moveField("d", toField: 0)
    #expect(nav.orderedIDs == ["d", "a", "c", "b"])
    #expect(nav.previousID == "c")
    nav.moveField("b", toField: -5)
    #expect(nav.orderedIDs == ["b", "d", "a", "c"])
  }

  @Test func disablingTheFocusedFieldHandsFocusOn() {
    var nav = navigator("a", "b", "c")
    nav.focus("b")
    let t = nav.setEnabled("b", false)
    #expect(t.to == "c")
    #expect(t.cause == .fieldUnfocusable)
    nav.setHidden("c", true)
    #expect(nav.focusedID == "a")
  }

  @Test func disablingTheFocusedFieldWithClearPolicy() {
    var nav = navigator("a", "b", configuration: .init(removalPolicy: .clear))
    nav.focus("a")
    #expect(nav.setEnabled("a", false).to == nil)
  }

  @Test func skippingTheFocusedFieldKeepsFocus() {
    var nav = navigator("a", "b", "c")
    nav.focus("b")
    #expect(nav.setSkipped("b", true).didChange == false)
    #expect(nav.focusedID == "b")
    #expect(nav.nextID == "c")
  }

  @Test func updateCannotChangeTheIdentity() {
    var nav = navigator("a", "b")
    nav.update("a") {
      $0.id = "zzz"
      $0.title = "Name"
    }
    #expect(nav.field("a")?.title == "Name")
    #expect(nav.contains("zzz") == false)
  }

  @Test func replacingTheListKeepsASurvivingFocus() {
    var nav = navigator("a", "b", "c")
    nav.focus("b")
    #expect(nav.replaceFields([text("c"), text("b"), text("x")]).didChange == false)
    #expect(nav.orderedIDs == ["c", "b", "x"])
    #expect(nav.nextID == "x")
  }

  @Test func replacingTheListWithoutTheFocusedField() {
    var nav = navigator("a", "b", "c", "d")
    nav.focus("b")
    // b and c go away: focus lands on d, the first survivor after b.
    #expect(nav.replaceFields([text("a"), text("d")]).to == "d")
  }

  @Test func focusOutsideTheListStandsWhereTold() {
    var nav = navigator("a", "b", "c")
    nav.focus("search", standing: .after("a"))
    #expect(nav.focusedID == "search")
    #expect(nav.focusedField == nil)
    #expect(nav.nextID == "b")
    #expect(nav.previousID == "a")
    nav.focus("search", standing: .start)
    #expect(nav.nextID == "a")
    #expect(nav.previousID == nil)
    nav.focus("search", standing: .end)
    #expect(nav.nextID == nil)
    #expect(nav.previousID == "c")
    #expect(nav.isLast)
    nav.focus("search", standing: .before("c"))
    #expect(nav.next().to == "c")
  }

  @Test func refocusingADetachedIdentityKeepsItsPlace() {
    var nav = navigator("a", "b", "c")
    nav.focus("search", standing: .after("b"))
    #expect(nav.focus("search").didChange == false)
    #expect(nav.nextID == "c")
  }

  @Test func anUnknownIdentityStandsAtTheStartByDefault() {
    var nav = navigator("a", "b")
    nav.focus("other")
    #expect(nav.nextID == "a")
    #expect(nav.canGoPrevious == false)
  }

  @Test func aDetachedFocusFollowsMutations() {
    var nav = navigator("a", "b", "c", "d")
    nav.focus("x", standing: .after("b"))
    nav.remove("c")
    #expect(nav.nextID == "d")
    #expect(nav.previousID == "b")
    nav.remove("b")
    #expect(nav.previousID == "a")
    nav.insert(text("n"), atField: 0)
    #expect(nav.nextID == "d")
    // The identity appears in the list: focus is on it.
    nav.insert(text("x"), atField: 1)
    #expect(nav.focusedField?.id == "x")
    #expect(nav.nextID == "a")
  }

  @Test func aDetachedFocusWhoseNeighboursAllGoKeepsItsPosition() {
    var nav = navigator("a", "b", "c", "d")
    nav.focus("x", standing: .after("b"))
    nav.replaceFields([text("p"), text("q"), text("r"), text("s")])
    #expect(nav.nextID == "r")
    #expect(nav.previousID == "q")
  }

  @Test func insertingARowAndRemovingAll() {
    var nav = FocusNavigator([text("a1", row: "A"), text("b1", row: "B")])
    nav.insertRow([text("n1", row: "N"), text("n2", row: "N")], atRow: 1)
    #expect(nav.orderedIDs == ["a1", "n1", "n2", "b1"])
    nav.insertRow([text("z", row: "Z")], atRow: 99)
    nav.insertRow([text("f", row: "F")], atRow: -1)
    #expect(nav.orderedIDs == ["f", "a1", "n1", "n2", "b1", "z"])
    nav.focus("n2")
    #expect(nav.removeAll(where: { $0.rowID == "N" || $0.rowID == "B" }).to == "z")
    #expect(nav.removeAll(where: { _ in false }).didChange == false)
  }
}
