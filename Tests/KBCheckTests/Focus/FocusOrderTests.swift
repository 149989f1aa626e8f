import KBCheck
import Testing

@Suite struct FocusOrderTests {
  @Test func declarationOrderWithoutKeys() {
    let nav = navigator("a", "b", "c")
    #expect(nav.orderedIDs == ["a", "b", "c"])
  }

  @Test(arguments: [
    ([5, 1, 3], ["b", "c", "a"]),
    ([1, 3, 5], ["a", "b", "c"]),
    ([1, 2, 3], ["a", "b", "c"]),
    ([30, 10, 20], ["b", "c", "a"]),
    ([-1, 0, -5], ["c", "a", "b"]),
  ])
  func keysAscendingGapsAllowed(keys: [Int], expected: [String]) {
    let ids = ["a", "b", "c"]
    let nav = FocusNavigator(zip(ids, keys).map { text($0, key: $1) })
    #expect(nav.orderedIDs == expected)
  }

  @Test func gapsBehaveLikeConsecutiveKeys() {
    let gaps = FocusNavigator([text("x", key: 5), text("y", key: 1), text("z", key: 3)])
    let dense = FocusNavigator([text("x", key: 3), text("y", key: 1), text("z", key: 2)])
    #expect(gaps.orderedIDs == dense.orderedIDs)
  }

  @Test func tiesKeepDeclarationOrder() {
    let nav = FocusNavigator([
      text("a", key: 2), text("b", key: 1), text("c", key: 2), text("d", key: 1),
    ])
    #expect(nav.orderedIDs == ["b", "d", "a", "c"])
  }

  @Test func keyedFieldsComeBeforeUnkeyedOnes() {
    let nav = FocusNavigator([
      text("a"), text("b", key: 2), text("c"), text("d", key: 1),
    ])
    #expect(nav.orderedIDs == ["d", "b", "a", "c"])
  }

  @Test func changingAKeyReorders() {
    var nav = FocusNavigator([text("a", key: 1), text("b", key: 2), text("c", key: 3)])
    nav.update("a") { $0.orderKey = 4 }
    #expect(nav.orderedIDs == ["b", "c", "a"])
    #expect(nav.position(of: "a") == 2)
  }

  @Test func duplicateIdentitiesAreDropped() {
    var nav = FocusNavigator([text("a"), text("b"), text("a", key: 1)])
    #expect(nav.orderedIDs == ["a", "b"])
    nav.append(text("b"))
    nav.insert(contentsOf: [text("c"), text("c")], atField: 0)
    #expect(nav.orderedIDs == ["c", "a", "b"])
  }

  @Test func navigableIDsLeaveOutIneligibleFields() {
    let nav = FocusNavigator([
      text("a"), FocusField("b", isEnabled: false), FocusField("c", isHidden: true),
      FocusField("d", isSkipped: true), text("e"),
    ])
    #expect(nav.navigableIDs == ["a", "e"])
    #expect(nav.navigableCount == 2)
    #expect(nav.orderedIDs.count == 5)
  }
}
