import KBCheck
import Testing

@Suite struct FocusMoveTests {
  @Test func nextAndPreviousWalkTheOrder() {
    var nav = navigator("a", "b", "c")
    nav.focus("a")
    #expect(nav.next().to == "b")
    #expect(nav.next().to == "c")
    #expect(nav.previous().to == "b")
    #expect(nav.previous().to == "a")
    #expect(nav.focusedID == "a")
  }

  @Test func withNothingFocusedNextIsFirstAndPreviousIsLast() {
    var nav = navigator("a", "b", "c")
    #expect(nav.nextID == "a")
    #expect(nav.previousID == "c")
    #expect(nav.isLast == false)
    #expect(nav.next().to == "a")
    nav.done()
    #expect(nav.previous().to == "c")
  }

  @Test func noWrapByDefaultReportsTheBoundary() {
    var nav = navigator("a", "b")
    nav.focus("b")
    let forward = nav.next()
    #expect(forward.didChange == false)
    #expect(forward.to == "b")
    #expect(forward.events == [.boundaryReached(.forward, at: "b")])
    nav.focus("a")
    let backward = nav.previous()
    #expect(backward.events == [.boundaryReached(.backward, at: "a")])
    #expect(nav.focusedID == "a")
  }

  @Test func wrapIsAnOption() {
    var nav = navigator("a", "b", "c", configuration: .init(wraps: true))
    nav.focus("c")
    #expect(nav.canGoNext)
    let t = nav.next()
    #expect(t.to == "a")
    #expect(t.cause == .wrappedToFirst)
    let back = nav.previous()
    #expect(back.to == "c")
    #expect(back.cause == .wrappedToLast)
    // isLast ignores wrap-around: the return key still says done.
    #expect(nav.isLast)
    #expect(nav.returnKey(for: "c") == .done)
  }

  @Test func wrapWithOneFieldGoesNowhere() {
    var nav = navigator("a", configuration: .init(wraps: true))
    nav.focus("a")
    #expect(nav.canGoNext == false)
    #expect(nav.canGoPrevious == false)
    #expect(nav.next().boundary == .forward)
  }

  @Test(arguments: [
    (FocusField<String>("b", isEnabled: false), "disabled"),
    (FocusField<String>("b", isHidden: true), "hidden"),
    (FocusField<String>("b", isSkipped: true), "skipped"),
  ])
  func ineligibleFieldsArePassedOver(middle: FocusField<String>, reason: String) {
    var nav = FocusNavigator([text("a"), middle, text("c")])
    nav.focus("a")
    #expect(nav.next().to == "c", "\(reason)")
    #expect(nav.previous().to == "a", "\(reason)")
  }

  @Test func eligibilityIsReevaluatedAtEveryMove() {
    var nav = navigator("a", "b", "c", "d")
    nav.focus("a")
    nav.setEnabled("b", false)
    #expect(nav.nextID == "c")
    nav.next()
    #expect(nav.focusedID == "c")
    nav.setEnabled("b", true)
    nav.setHidden("d", true)
    #expect(nav.isLast)
    #expect(nav.canGoNext == false)
    #expect(nav.previous().to == "b")
    nav.setHidden("d", false)
    nav.setSkipped("c", true)
    #expect(nav.next().to == "d")
  }

  @Test func aLastMomentCheckCanRefuseCandidates() {
    var nav = navigator("a", "b", "c", "d")
    nav.focus("a")
    #expect(nav.next(where: { $0 != "b" && $0 != "c" }).to == "d")
    let none = nav.previous(where: { _ in false })
    #expect(none.boundary == .backward)
    #expect(nav.focusedID == "d")
  }

  @Test func aLastMomentCheckWithWrapStopsAtTheStart() {
    var nav = navigator("a", "b", "c", configuration: .init(wraps: true))
    nav.focus("b")
    #expect(nav.next(where: { $0 == "a" }).to == "a")
    #expect(nav.next(where: { $0 == "zzz" }).boundary == .forward)
    #expect(nav.focusedID == "a")
  }

  @Test func canGoAndIsLastAcrossTheForm() {
    var nav = navigator("a", "b", "c")
    let expected: [(String, Bool, Bool, Bool)] = [
      ("a", false, true, false), ("b", true, true, false), ("c", true, false, true),
    ]
    for (id, previous, next, last) in expected {
      nav.focus(id)
      #expect(nav.canGoPrevious == previous, "\(id)")
      #expect(nav.canGoNext == next, "\(id)")
      #expect(nav.isLast == last, "\(id)")
      #expect(nav.isLast(id) == last, "\(id)")
    }
  }

  @Test func doneResignsAndReports() {
    var nav = navigator("a", "b")
    nav.focus("b")
    let t = nav.done()
    #expect(nav.focusedID == nil)
    #expect(t.events == [.done("b"), .focusChanged(from: "b", to: nil, cause: .done)])
    #expect(nav.done().events.isEmpty)
  }

  @Test func focusingASkippedFieldIsAllowedAndNavigationContinuesFromIt() {
    var nav = FocusNavigator([text("a"), FocusField("b", isSkipped: true), text("c")])
    let t = nav.focus("b")
    #expect(t.to == "b")
    #expect(nav.nextID == "c")
    #expect(nav.previousID == "a")
  }

  @Test func focusingADisabledOrHiddenFieldIsRefused() {
    var nav = FocusNavigator([
      text("a"), FocusField("b", isEnabled: false), FocusField("c", isHidden: true),
    ])
    nav.focus("a")
    #expect(nav.focus("b").events == [.refused("b")])
    #expect(nav.focus("c").refused == "c")
    #expect(nav.focusedID == "a")
  }

  @Test func emptyFormGoesNowhere() {
    var nav = FocusNavigator<String>()
    #expect(nav.canGoNext == false)
    #expect(nav.canGoPrevious == false)
    #expect(nav.next().events == [.boundaryReached(.forward, at: nil)])
    #expect(nav.previous().boundary == .backward)
    #expect(nav.accessoryBar == nil)
  }

  @Test func focusEventsCarryTheCause() {
    var nav = navigator("a", "b")
    #expect(nav.focus("a").events == [.focusChanged(from: nil, to: "a", cause: .programmatic)])
    #expect(nav.next().events == [.focusChanged(from: "a", to: "b", cause: .next)])
    #expect(nav.previous().events == [.focusChanged(from: "b", to: "a", cause: .previous)])
    #expect(nav.focus("a").events.isEmpty)
    #expect(nav.focus(nil).events == [.focusChanged(from: "a", to: nil, cause: .programmatic)])
  }

  @Test func targetAnswersFromAnyField() {
    let nav = navigator("a", "b", "c")
    #expect(nav.target(.forward, from: "b") == "c")
    #expect(nav.target(.backward, from: "b") == "a")
    #expect(nav.target(.forward, from: "zzz") == nil)
    #expect(nav.isLast("zzz") == false)
  }
}
