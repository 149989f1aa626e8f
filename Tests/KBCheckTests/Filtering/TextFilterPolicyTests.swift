import Testing

@testable import KBCheck

@Suite struct TextFilterPolicyTests {
  static let textKeyboards: [KeyboardType] = [
    .default, .asciiCapable, .numbersAndPunctuation, .URL, .namePhonePad, .emailAddress,
    .twitter, .webSearch,
  ]

  /// U+FDD0, a noncharacter (Swift literals refuse it).
  static let nonchar = String(decoding: [0xEF, 0xB7, 0x90] as [UInt8], as: UTF8.self)

  static func filter(_ keyboard: KeyboardType, options: [String: String] = [:]) throws
    -> InputFilter
  {
    try InputFilter(keyboard, options: .init(settings: options, keyboard: keyboard))
  }

  static func codes(_ result: FilterResult) -> [String] { result.changes.map(\.code.rawValue) }

  // MARK: Every text keyboard

  @Test(arguments: textKeyboards)
  func plainTextPassesUnchanged(keyboard: KeyboardType) throws {
    let result = try Self.filter(keyboard).apply(.insert("abc", at: 3, origin: .pasted), to: "xyz")
    #expect(result.text == "xyzabc")
    #expect(result.caret == 6)
    #expect(result.changes.isEmpty)
    #expect(!result.refused)
  }

  @Test(arguments: textKeyboards)
  func controlsBidiInvisiblesAndNoncharactersAreRemovedFromAPaste(keyboard: KeyboardType) throws {
    let pasted = "a\u{0007}b\u{202E}c\u{200B}d\(Self.nonchar)e\u{00AD}f"
    let result = try Self.filter(keyboard).filter(pasted)
    #expect(result.text == "abcdef")
    #expect(result.removed.map(\.offset) == [1, 3, 5, 7, 9])
    #expect(
      Self.codes(result) == [
        "filter.control", "filter.bidi-control", "filter.invisible", "filter.noncharacter",
        "filter.invisible",
      ])
    #expect(result.changes.allSatisfy { !$0.message.isEmpty })
    #expect(result.changes[1].character.codePointDescription == "U+202E RIGHT-TO-LEFT OVERRIDE")
  }

  @Test(arguments: textKeyboards)
  func aTypedControlIsRefusedWhole(keyboard: KeyboardType) throws {
    let result = try Self.filter(keyboard).apply(.insert("x\u{202E}", at: 1), to: "ab")
    #expect(result.refused)
    #expect(result.text == "ab")
    #expect(result.caret == 1)
    #expect(result.inserted == "")
    #expect(result.changes.count == 2)  // every scalar of the keystroke is reported
    #expect(result.changes.allSatisfy { $0.code == .filterBidiControl })
  }

  @Test(arguments: textKeyboards)
  func aTypedReturnIsRefusedInASingleLineField(keyboard: KeyboardType) throws {
    let result = try Self.filter(keyboard).apply(.insert("\n", at: 2), to: "ab")
    #expect(result.refused)
    #expect(result.text == "ab")
    #expect(Self.codes(result) == ["filter.line-break"])
  }

  @Test(arguments: textKeyboards)
  func selectionReplacementDeletionAndEnd(keyboard: KeyboardType) throws {
    let filter = try Self.filter(keyboard)
    // Replace "cd" of "abcdef" with "X".
    let replaced = filter.apply(TextEdit(range: 2..<4, replacement: "X"), to: "abcdef")
    #expect(replaced.text == "abXef")
    #expect(replaced.caret == 3)
    // An empty replacement deletes the range.
    let deleted = filter.apply(TextEdit(range: 1..<3, replacement: ""), to: "abcdef")
    #expect(deleted.text == "adef")
    #expect(deleted.caret == 1)
    #expect(!deleted.refused)
    // At the end; a range beyond the end is clamped and appends.
    #expect(filter.apply(.insert("g", at: 6), to: "abcdef").text == "abcdefg")
    let beyond = filter.apply(.insert("g", at: 99), to: "abc")
    #expect(beyond.text == "abcg")
    #expect(beyond.caret == 4)
  }

  @Test(arguments: textKeyboards)
  func editsInsideAGraphemeClusterUseScalarOffsets(keyboard: KeyboardType) throws {
    let filter = try Self.filter(keyboard)
    // "e" + U+0301 is one character; offset 1 is between its two scalars.
    let inside = filter.apply(.insert("x", at: 1, origin: .pasted), to: "e\u{0301}z")
    #expect(inside.text.unicodeScalars.map(\.value) == [0x65, 0x78, 0x301, 0x7A])
    #expect(inside.caret == 2)
    let removeMark = filter.apply(TextEdit(range: 1..<2, replacement: ""), to: "e\u{0301}z")
    #expect(removeMark.text == "ez")
  }

  @Test(arguments: textKeyboards)
  func caretCountsScalarsAfterRemovals(keyboard: KeyboardType) throws {
    let result = try Self.filter(keyboard).apply(
      .insert("a\u{200B}b", at: 1, origin: .pasted), to: "[]")
    #expect(result.text == "[ab]")
    #expect(result.caret == 3)
    #expect(result.inserted == "ab")
  }

  @Test(arguments: textKeyboards)
  func aRemovedCharacterTakesItsCombiningMarksWithIt(keyboard: KeyboardType) throws {
    // A control never takes combining marks (it is its own cluster); a
    // noncharacter does, so U+FDD0 U+0301 is one cluster removed whole.
    let result = try Self.filter(keyboard).filter("a\(Self.nonchar)\u{0301}b")
    #expect(result.text == "ab")
    #expect(Self.codes(result) == ["filter.noncharacter", "filter.part-of-removed"])
    #expect(result.removed.map(\.offset) == [1, 2])
  }

  // MARK: Line breaks in a paste

  @Test func pastedLineBreaksBecomeOneSpaceBetweenWords() throws {
    let result = try Self.filter(.default).filter("one\r\ntwo\n\nthree\n")
    #expect(result.text == "one two three")
    // CR LF: the CR is folded to a space, the LF removed; "\n\n": one fold,
    // one removal; the trailing "\n" is removed.
    #expect(result.folded.map(\.offset) == [3, 8])
    #expect(result.folded.allSatisfy { $0.replacement == " " && $0.code == .filterLineBreak })
    #expect(result.removed.map(\.offset) == [4, 9, 15])
  }

  @Test func lineBreaksNextToSpacesOrAtTheEdgesAreRemoved() throws {
    let result = try Self.filter(.webSearch).filter("\nkbcheck \nswift\t")
    #expect(result.text == "kbcheck swift")
    #expect(result.folded.isEmpty)
    #expect(Self.codes(result) == ["filter.line-break", "filter.line-break", "filter.tab"])
  }

  @Test func theTextAroundTheEditDecidesTheEdges() throws {
    let filter = try Self.filter(.default)
    // "\nfoo" pasted after "bar": the break separates two words.
    let after = filter.apply(.insert("\nfoo", at: 3, origin: .pasted), to: "bar")
    #expect(after.text == "bar foo")
    #expect(after.folded.map(\.offset) == [0])
    #expect(after.caret == 7)
    // "foo\n" pasted before "bar".
    #expect(filter.apply(.insert("foo\n", at: 0, origin: .pasted), to: "bar").text == "foo bar")
    // Next to an existing space the break is removed.
    let spaced = filter.apply(.insert("\nfoo", at: 4, origin: .pasted), to: "bar ")
    #expect(spaced.text == "bar foo")
    #expect(spaced.folded.isEmpty && spaced.removed.count == 1)
  }

  @Test func changesAreInOffsetOrder() throws {
    let result = try Self.filter(.default).filter("a\n\u{200B}\nb")
    #expect(result.text == "a b")
    #expect(result.changes.map(\.offset) == [1, 2, 3])
    #expect(Self.codes(result) == ["filter.line-break", "filter.invisible", "filter.line-break"])
  }

  @Test func tabsBecomeSpaces() throws {
    let result = try Self.filter(.namePhonePad).filter("Ada\tLovelace")
    #expect(result.text == "Ada Lovelace")
    #expect(result.folded.first?.code == .filterTab)
  }

  @Test func allowLineBreaksKeepsThemInDefaultAndTwitter() throws {
    for keyboard in [KeyboardType.default, .twitter] {
      let filter = try Self.filter(keyboard, options: ["allowLineBreaks": "true"])
      #expect(filter.filter("a\nb\r\nc\td").text == "a\nb\r\nc\td")
      let typed = filter.apply(.insert("\n", at: 1), to: "ab")
      #expect(typed.text == "a\nb" && !typed.refused)
    }
  }

  @Test func allowLineBreaksIsUnknownElsewhere() {
    #expect(throws: ConfigurationError.self) {
      try InputFilter(.URL, options: .init(allowLineBreaks: true))
    }
    #expect(throws: ConfigurationError.self) {
      try InputFilter.Options(settings: ["allowLineBreaks": "maybe"], keyboard: .default)
    }
  }

  // MARK: Per keyboard

  @Test func asciiCapableRemovesNonASCIIFromAPaste() throws {
    let result = try Self.filter(.asciiCapable).filter("caf\u{E9} \u{4E2D}!")
    #expect(result.text == "caf !")
    #expect(Self.codes(result) == ["filter.not-ascii", "filter.not-ascii"])
    #expect(result.removed.map(\.offset) == [3, 5])
    #expect(result.removed[0].character == "\u{E9}")
  }

  @Test func asciiCapableRefusesATypedNonASCIIKey() throws {
    let result = try Self.filter(.asciiCapable).apply(.insert("\u{E9}", at: 3), to: "caf")
    #expect(result.refused)
    #expect(result.text == "caf")
    #expect(Self.codes(result) == ["filter.not-ascii"])
  }

  @Test func asciiCapableFoldsFullWidthASCII() throws {
    let typed = try Self.filter(.asciiCapable).apply(.insert("\u{FF41}", at: 0), to: "")
    #expect(typed.text == "a")
    #expect(!typed.refused)
    #expect(typed.folded.first?.code == .filterFullWidth)
  }

  @Test func asciiCapableKeepsDecomposedBaseButNotTheMark() throws {
    // "e" + COMBINING ACUTE: the base is ASCII, the mark is not.
    let result = try Self.filter(.asciiCapable).filter("e\u{0301}")
    #expect(result.text == "e")
    #expect(Self.codes(result) == ["filter.not-ascii"])
  }

  @Test func numbersAndPunctuationFoldsFullWidth() throws {
    let result = try Self.filter(.numbersAndPunctuation).filter("\u{FF0D}\u{FF11}\u{FF12}\u{FF0E}5")
    #expect(result.text == "-12.5")
    #expect(result.folded.count == 4)
    #expect(result.removed.isEmpty)
  }

  @Test func urlTakesNoSpaces() throws {
    let filter = try Self.filter(.URL)
    let pasted = filter.filter(" https://example.com/abcd\u{00A0}\u{3000}\n")
    #expect(pasted.text == "https://example.com/abcd")
    #expect(
      Self.codes(pasted) == [
        "filter.space", "filter.space", "filter.space", "filter.line-break",
      ])
    // Spaces inside would join what was apart: another path, another host.
    for inside in [
      "https://example.com/a b", "https://ex ample.com", "https://example.com/a\u{00A0}b",
    ] {
      let refused = filter.filter(inside)
      #expect(refused.refused, "\(inside)")
      #expect(refused.changes.first?.code == .filterSpace)
      #expect(
        refused.changes.first?.message.contains("would join the characters around it") == true)
    }
    // A line break inside (a URL wrapped by a mail client) is removed.
    #expect(
      filter.filter("https://example.com/very/\nlong").text == "https://example.com/very/long")
    let typed = filter.apply(.insert(" ", at: 3), to: "abc")
    #expect(typed.refused)
    #expect(Self.codes(typed) == ["filter.space"])
  }

  @Test func urlFoldsFullWidthAndIdeographicStops() throws {
    let result = try Self.filter(.URL).filter(
      "\u{FF48}\u{FF54}\u{FF54}\u{FF50}\u{FF53}\u{FF1A}//b\u{FC}cher\u{3002}de\u{FF0F}")
    #expect(result.text == "https://b\u{FC}cher.de/")
    #expect(result.folded.count == 8)
    #expect(result.folded.last?.replacement == "/")
    #expect(result.folded.contains { $0.code == .filterIdeographicStop && $0.offset == 14 })
  }

  @Test func emailFoldsFullWidthAtSignLettersDigitsAndFullStop() throws {
    let result = try Self.filter(.emailAddress).filter("\u{FF55}\u{FF11}\u{FF20}example\u{3002}com")
    #expect(result.text == "u1@example.com")
    #expect(result.folded.map(\.replacement) == ["u", "1", "@", "."])
    #expect(
      result.folded.map(\.code.rawValue) == [
        "filter.full-width", "filter.full-width", "filter.full-width",
        "filter.ideographic-full-stop",
      ])
    #expect(result.removed.isEmpty)
  }

  @Test func widthFoldingIsNFKCOverTheWholeFullWidthASCIIBlock() throws {
    let filter = try Self.filter(.emailAddress)
    var mismatches: [UInt32] = []
    for value in UInt32(0xFF01)...0xFF5E {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let result = filter.filter(String(scalar))
      if result.text != String(scalar).normalized(.nfkc) || result.folded.count != 1 {
        mismatches.append(value)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.map { String($0, radix: 16) })")
    // Between letters (a whole-field paste of white space alone is trimmed
    // as surrounding space: EmailPasteSpaceTests).
    #expect(filter.filter("a\u{3000}b").text == "a\u{3000}b".normalized(.nfkc))
  }

  @Test func emailKeepsSpacesForSeveralAddressesButNoLineBreaks() throws {
    let result = try Self.filter(.emailAddress).filter("a@b.example\nc@d.example")
    #expect(result.text == "a@b.example c@d.example")
    #expect(result.folded.first?.code == .filterLineBreak)
  }

  @Test func emailRemovesJoinersThatAFreeTextFieldKeeps() throws {
    let email = try Self.filter(.emailAddress).filter("a\u{200D}b@example.com")
    #expect(email.text == "ab@example.com")
    #expect(Self.codes(email) == ["filter.invisible"])
  }

  @Test func freeTextKeepsEmojiSequencesAndPersianZWNJ() throws {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    let persian = "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}"
    let heart = "\u{2764}\u{FE0F}"
    for keyboard in [KeyboardType.default, .twitter, .webSearch, .namePhonePad] {
      let result = try Self.filter(keyboard).filter(family + " " + persian + " " + heart)
      #expect(result.text == family + " " + persian + " " + heart, "\(keyboard)")
      #expect(result.changes.isEmpty, "\(keyboard)")
    }
  }

  @Test(arguments: ["\u{200D}a", "a\u{200D}b", "\u{1F468}\u{200D}", "\u{0645} \u{200C}\u{062E}"])
  func aJoinerOutsideAWordIsStillInvisible(input: String) throws {
    let result = try Self.filter(.default).filter(input)
    #expect(!result.text.unicodeScalars.contains { $0.properties.isJoinControl })
    #expect(Self.codes(result) == ["filter.invisible"])
  }

  @Test func filterAndValidatorAgreeOnJoiners() throws {
    let inputs = [
      "\u{200D}a", "a\u{200D}b", "\u{1F468}\u{200D}\u{1F469}", "\u{0645}\u{06CC}\u{200C}\u{062E}",
      "\u{1F468}\u{200D}",
    ]
    for input in inputs {
      let filtered = try Self.filter(.default).filter(input)
      let validated = try KeyboardType.default.validate(input)
      #expect(filtered.changes.isEmpty == validated.isValid, "\(input.unicodeScalars.map(\.value))")
    }
  }

  @Test func defaultDoesNotFoldFullWidth() throws {
    let result = try Self.filter(.default).filter("\u{FF21}\u{FF22}\u{3002}")
    #expect(result.text == "\u{FF21}\u{FF22}\u{3002}")
    #expect(result.changes.isEmpty)
  }

  @Test func twitterAndWebSearchKeepAnyScript() throws {
    #expect(
      try Self.filter(.twitter).filter("@kbcheck #\u{65E5}\u{672C}").text
        == "@kbcheck #\u{65E5}\u{672C}")
    #expect(
      try Self.filter(.webSearch).filter("\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}").changes.isEmpty
    )
  }

  @Test func typedFullWidthIsFoldedNotRefused() throws {
    let result = try Self.filter(.emailAddress).apply(.insert("\u{FF20}", at: 4), to: "user")
    #expect(result.text == "user@")
    #expect(result.caret == 5)
    #expect(!result.refused)
  }

  @Test func rulesAreExposed() {
    #expect(TextFilterPolicy.rules(for: .asciiCapable).asciiOnly)
    #expect(!TextFilterPolicy.rules(for: .URL).allowsSpaces)
    #expect(TextFilterPolicy.rules(for: .emailAddress).foldsWidth)
    #expect(!TextFilterPolicy.rules(for: .default).foldsWidth)
  }

  @Test func filterResultJSONListsEveryChange() throws {
    let result = try Self.filter(.URL).filter("ab ")
    let json = result.jsonObject(type: .URL, input: "ab ").jsonText
    #expect(json.contains(#""code":"filter.space""#))
    #expect(json.contains(#""text":"ab""#))
  }
}
