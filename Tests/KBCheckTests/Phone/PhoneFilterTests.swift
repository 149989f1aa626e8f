import KBCheck
import Testing

@Suite struct PhoneFilterTests {
  static func apply(_ edit: TextEdit, to text: String = "", _ options: [String: String] = [:])
    throws
    -> FilterResult
  {
    let result = try InputFilter(.phonePad, options: .init(settings: options, keyboard: .phonePad))
      .apply(edit, to: text)
    NumberFilterTests.expectAccounted(result, edit)
    return result
  }

  @Test func pasteIsCleaned() throws {
    let result = try Self.apply(.insert("+1 (555) 010-9999", at: 0, origin: .pasted))
    #expect(result.text == "+15550109999")
    #expect(result.removed.count == 5)
    #expect(result.removed.allSatisfy { $0.code == .phoneNotOnPad })
  }

  @Test func trunkZeroInParentheses() throws {
    let result = try Self.apply(.insert("+44 (0)20 7946 0958", at: 0, origin: .pasted))
    #expect(result.text == "+442079460958")
    // Only right after the country code.
    let later = try Self.apply(.insert("+44 20 (0) 7946", at: 0, origin: .pasted))
    #expect(later.text == "+442007946")
  }

  @Test func plusOnlyAtStart() throws {
    #expect(try Self.apply(.insert("+", at: 0)).text == "+")
    let late = try Self.apply(.insert("+", at: 3), to: "555")
    #expect(late.refused)
    #expect(late.changes.first?.code == .phoneMisplacedPlus)
    let twice = try Self.apply(.insert("+", at: 0), to: "+1")
    #expect(twice.refused)
  }

  /// Found by FuzzFilters: a digit typed or pasted before the leading '+'
  /// made "1+", which the filter itself would not accept.
  @Test func nothingGoesBeforeTheLeadingPlus() throws {
    let typed = try Self.apply(.insert("1", at: 0), to: "+")
    #expect(typed.refused)
    #expect(typed.changes.first?.code == .phoneMisplacedPlus)
    let pasted = try Self.apply(.insert("12", at: 0, origin: .pasted), to: "+44")
    #expect(pasted.text == "+44")
    #expect(pasted.removed.map(\.code) == [.phoneMisplacedPlus, .phoneMisplacedPlus])
    // Replacing the '+' itself is fine.
    #expect(try Self.apply(TextEdit(range: 0..<1, replacement: "1"), to: "+44").text == "144")
  }

  @Test func padKeysTyped() throws {
    for key in ["*", "#", ",", ";", "7"] {
      #expect(try Self.apply(.insert(key, at: 1), to: "1").text == "1" + key)
    }
    for key in ["-", " ", "(", "a", "."] {
      #expect(try Self.apply(.insert(key, at: 1), to: "1").refused, "\(key)")
    }
  }

  @Test func digitsFold() throws {
    let result = try Self.apply(.insert("\u{0660}\u{0661}\u{06F2}", at: 0))
    #expect(result.text == "012")
    #expect(result.folded.count == 3)
  }

  @Test func vanityLetters() throws {
    let removed = try Self.apply(.insert("1-800-FLOWERS", at: 0, origin: .pasted))
    #expect(removed.text == "1800")
    #expect(removed.removed.filter { $0.code == .phoneLetters }.count == 7)
    let mapped = try Self.apply(
      .insert("1-800-FLOWERS", at: 0, origin: .pasted), to: "", ["vanity": "true"])
    #expect(mapped.text == "18003569377")
  }
}
