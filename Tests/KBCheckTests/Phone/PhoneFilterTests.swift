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
    // Removing the letters would leave 1800, another number: the paste is
    // refused and says why (never a silent wrong value).
    let refused = try Self.apply(.insert("1-800-FLOWERS", at: 0, origin: .pasted))
    #expect(refused.refused)
    #expect(refused.text == "")
    #expect(refused.changes.first?.code == .phoneLetters)
    #expect(refused.changes.first?.message.contains("FLOWERS") == true)
    let mapped = try Self.apply(
      .insert("1-800-FLOWERS", at: 0, origin: .pasted), to: "", ["vanity": "true"])
    #expect(mapped.text == "18003569377")
  }

  @Test func extensionLabelBecomesAPause() throws {
    // libphonenumber's extension labels (EXTN_PATTERNS_FOR_PARSING): with
    // the letters removed the digits would join into a number that does
    // not exist (650253000012); the pad's pause keeps them apart.
    for (paste, expected) in [
      ("(650) 253-0000 ext. 12", "6502530000,12"),
      ("+1 650 253 0000 x12", "+16502530000,12"),
      ("+1 650 253 0000 extension 7", "+16502530000,7"),
      ("+44 20 7946 0958 доб. 55", "+442079460958,55"),
      ("tel:+16502530000;ext=99", "+16502530000,99"),
    ] {
      let result = try Self.apply(.insert(paste, at: 0, origin: .pasted))
      #expect(result.text == expected, "\(paste)")
      #expect(
        result.changes.contains { $0.code == .phoneExtensionAsPause && $0.replacement == "," })
    }
    // Labels that are pad keys stay as they are.
    #expect(
      try Self.apply(.insert("+1 650 253 0000 #12", at: 0, origin: .pasted)).text
        == "+16502530000#12")
  }

  @Test func lettersBeforeTheNumberAreALabel() throws {
    let result = try Self.apply(.insert("Tel: +1 650 253 0000", at: 0, origin: .pasted))
    #expect(result.text == "+16502530000")
    #expect(result.removed.filter { $0.code == .phoneLetters }.count == 3)
    // After digits already in the field, letters are inside the number.
    let inside = try Self.apply(.insert("FLOWERS", at: 5, origin: .pasted), to: "18003")
    #expect(inside.refused)
    #expect(inside.text == "18003")
  }

  /// The filter never changes which number a paste names: when the
  /// validator reads the pasted text as a valid number and the filter takes
  /// the paste, the validator reads the filtered text as the same number
  /// (E.164 and the digits dialled after it).
  @Test(arguments: ["US", "GB", "DE", "FR", "IN", "BR", "JP", "AU"])
  func filterKeepsTheNumber(region: String) throws {
    let pastes = [
      "+1 (650) 253-0000", "(650) 253-0000 ext. 12", "650.253.0000 x 3", "+1-650-253-0000,,44#",
      "+44 (0)20 7946 0958", "020 7946 0958", "+44 20 7946 0958 ext 9", "+49 30 901820",
      "030 901820", "+49 (0) 30 901820 - 12", "+33 1 42 68 53 00", "01 42 68 53 00",
      "+91 98765 43210", "098765 43210", "+55 11 91234-5678", "(11) 91234-5678",
      "+81 3-1234-5678", "03-1234-5678", "+61 2 9374 4000", "(02) 9374 4000", "tel:+1-650-253-0000",
      "tel:+44-20-7946-0958;ext=77", "Tel: +1 650 253 0000", "Phone: 020 7946 0958",
      "+1 650 253 0000 extension 7", "+1 800 FLOWERS", "+1 650 253 0000 mobile", "00 49 30 901820",
      "011 44 20 7946 0958", "+7 495 123-45-67", "８ ９０３ １２３ ４５ ６７", "+٩٧١ ٥٠ ١٢٣ ٤٥٦٧",
    ]
    let validator = try PhonePadValidator(
      options: .init(settings: ["defaultRegion": region], profile: nil))
    let filter = try InputFilter(
      .phonePad, options: .init(settings: ["defaultRegion": region], keyboard: .phonePad))
    var checked = 0
    for paste in pastes {
      let result = filter.apply(.insert(paste, at: 0, origin: .pasted), to: "")
      guard !result.refused, let before = validator.validate(paste).phone else { continue }
      let after = try #require(
        validator.validate(result.text).phone, "\(paste) → \(result.text) is not valid in \(region)"
      )
      #expect(after.e164 == before.e164, "\(paste) → \(result.text) in \(region)")
      let dialledAfter = { (p: PhoneNumberDetails) in
        (p.number.extension ?? "") + p.postDial.filter(\.isNumber)
      }
      #expect(dialledAfter(after) == dialledAfter(before), "\(paste) → \(result.text) in \(region)")
      checked += 1
    }
    #expect(checked >= 8, "only \(checked) pastes were valid numbers in \(region)")
  }
}
