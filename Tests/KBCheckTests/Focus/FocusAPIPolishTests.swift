@_spi(Testing) import KBCheck
import Testing

/// Issue 14's API polish: duplicates are reported, navigators compare, the
/// keyboard convenience initializer takes the flags, and the old spellings
/// forward to the new ones.
@Suite struct FocusAPIPolishTests {
  @Test func theInitializerReportsTheDuplicatesItDrops() {
    let nav = FocusNavigator([text("a"), text("b"), text("a", key: 1), text("b", row: "R")])
    #expect(nav.fields.map(\.id) == ["a", "b"])
    #expect(nav.droppedDuplicates == [text("a", key: 1), text("b", row: "R")])
    #expect(navigator("a", "b").droppedDuplicates == [])
  }

  @Test func insertionsReportTheDuplicatesTheyDrop() {
    var nav = navigator("a", "b")
    let t = nav.insert(contentsOf: [text("c"), text("a"), text("c", key: 2)], atField: 1)
    #expect(nav.fields.map(\.id) == ["a", "c", "b"])
    #expect(t.droppedDuplicates == [text("a"), text("c", key: 2)])
    #expect(nav.insert(text("b"), atField: 0).droppedDuplicates == [text("b")])
    #expect(nav.append(text("d")).droppedDuplicates == [])
    #expect(
      nav.insertRow([text("d", row: "R")], atRow: 0).droppedDuplicates == [text("d", row: "R")])
    #expect(nav.fields.map(\.id) == ["a", "c", "b", "d"])
  }

  @Test func replaceFieldsReportsTheDuplicatesItDrops() {
    var nav = navigator("a")
    let t = nav.replaceFields([text("x"), text("y"), text("x", row: "R")])
    #expect(nav.fields.map(\.id) == ["x", "y"])
    #expect(t.droppedDuplicates == [text("x", row: "R")])
    #expect(nav.replaceFields([text("x")]).droppedDuplicates == [])
  }

  @Test func otherOperationsReportNoDuplicates() {
    var nav = navigator("a", "b")
    #expect(nav.next().droppedDuplicates == [])
    #expect(nav.remove("a").droppedDuplicates == [])
  }

  @Test func navigatorsAreEquatableAndSendable() {
    func requireSendable<T: Sendable>(_ value: T) -> T { value }
    var a = requireSendable(navigator("a", "b", "c"))
    var b = navigator("a", "b", "c")
    #expect(a == b)
    a.next()
    #expect(a != b)
    b.focus("a")
    #expect(a == b)
    // Different histories that leave the same state compare equal.
    a.insert(text("z"), atField: 0)
    a.remove("z")
    #expect(a == b)
    b.setSkipped("c", true)
    #expect(a != b)
    b.setSkipped("c", false)
    #expect(a == b)
    // Configuration counts.
    var wrapping = b
    wrapping.configuration.wraps = true
    #expect(wrapping != b)
    // Where a removed focused field stood counts: a stale focus report of
    // it answers previous / next from there.
    let clearing = FocusConfiguration(removalPolicy: .clear)
    var removed = navigator("a", "b", "c", configuration: clearing)
    removed.focus("b")
    removed.remove("b")
    let fresh = FocusNavigator([text("a"), text("c")], configuration: clearing)
    #expect(removed.fields == fresh.fields && removed.focusedID == fresh.focusedID)
    #expect(removed != fresh)
  }

  @Test func theKeyboardInitializerTakesTheFlags() {
    let field = FocusField(
      "zip", keyboard: .numberPad, orderKey: 2, rowID: "R", isEnabled: false, isHidden: true,
      isSkipped: true)
    #expect(
      field
        == FocusField(
          "zip", input: .keyboard(.numberPad), orderKey: 2, rowID: "R", isEnabled: false,
          isHidden: true, isSkipped: true))
    let plain = FocusField("zip", keyboard: .numberPad)
    #expect(plain.isEnabled && !plain.isHidden && !plain.isSkipped)
  }
}

/// A script in the deprecated spellings. `run()` is deprecated itself so
/// that calling them is not a warning.
struct DeprecatedFocusSpellings: LegacyRunner {
  @available(*, deprecated, message: "exercises the deprecated spellings")
  static func run() -> [String] {
    var nav = navigator("a", "b")
    nav.insert(text("c"), at: 0)
    nav.insert(contentsOf: [text("d", row: "R"), text("e", row: "R")], at: 99)
    nav.insertRow([text("f", row: "S")], at: 0)
    nav.moveField("a", to: 0)
    nav.moveRow("R", to: 1)
    return nav.fields.map(\.id)
  }
}

@Suite struct FocusDeprecatedSpellingTests {
  @Test func theOldSpellingsForwardToTheNewOnes() {
    var nav = navigator("a", "b")
    nav.insert(text("c"), atField: 0)
    nav.insert(contentsOf: [text("d", row: "R"), text("e", row: "R")], atField: 99)
    nav.insertRow([text("f", row: "S")], atRow: 0)
    nav.moveField("a", toField: 0)
    nav.moveRow("R", toRow: 1)
    #expect(nav.fields.map(\.id) == ["a", "d", "e", "f", "c", "b"])
    #expect(legacy() == nav.fields.map(\.id))
  }

  /// Calls the deprecated spellings without a deprecation warning: a
  /// protocol requirement met by a deprecated method is not itself
  /// deprecated.
  func legacy() -> [String] {
    let runner: any LegacyRunner.Type = DeprecatedFocusSpellings.self
    return runner.run()
  }
}

/// Runs a script of focus operations.
protocol LegacyRunner { static func run() -> [String] }
