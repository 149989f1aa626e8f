import Testing

@testable import KBCheck

/// The edit distance behind every "did you mean": the optimal string
/// alignment form of the Damerau–Levenshtein distance. Damerau 1964 ("A
/// technique for computer detection and correction of spelling errors",
/// CACM 7(3)) adds the transposition of two adjacent characters to
/// Levenshtein's insertion, deletion and substitution (1966); the table is
/// filled as in Wagner and Fischer 1974 ("The String-to-String Correction
/// Problem", JACM 21(1)), with the transposition step of Lowrance and
/// Wagner 1975 restricted to substrings edited once.
@Suite struct NameSuggestionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var a: String
    var b: String
    var distance: Int
    var testDescription: String { "\(a) ~ \(b) = \(distance)" }
  }

  static let cases: [Case] = [
    // Identity and the empty string: the other string's length (every
    // character inserted).
    Case(a: "", b: "", distance: 0),
    Case(a: "", b: "abc", distance: 3),
    Case(a: "email", b: "email", distance: 0),
    // Case-insensitive: characters compare lower-cased.
    Case(a: "EMAIL", b: "email", distance: 0),
    // One of each of Damerau's four single errors.
    Case(a: "emial", b: "email", distance: 1),  // transposition
    Case(a: "emal", b: "email", distance: 1),  // deletion
    Case(a: "emaill", b: "email", distance: 1),  // insertion
    Case(a: "emaik", b: "email", distance: 1),  // substitution
    // Levenshtein 1966's classic pair, with no transposition in it.
    Case(a: "kitten", b: "sitting", distance: 3),
    // Optimal string alignment: "ca" → "abc" needs three edits, since a
    // transposed pair may not be edited again (the unrestricted
    // Damerau–Levenshtein distance of Lowrance–Wagner would be 2).
    Case(a: "ca", b: "abc", distance: 3),
    // Two transpositions.
    Case(a: "abdc", b: "bacd", distance: 2),
    // Unicode characters count as one each.
    Case(a: "straße", b: "strasse", distance: 2),
  ]

  @Test(arguments: cases) func distance(_ c: Case) {
    #expect(NameSuggestion.distance(c.a, c.b) == c.distance)
    // The distance is symmetric.
    #expect(NameSuggestion.distance(c.b, c.a) == c.distance)
  }

  @Test func suggestsTheClosestNamesOnly() {
    // `email` is one edit away, `mail` two: only the closest is named.
    #expect(NameSuggestion.closest(to: "emial", among: ["mail", "email", "url"]) == ["email"])
    // Ties keep the order given, at most three, each once.
    #expect(
      NameSuggestion.closest(to: "cat", among: ["bat", "car", "cut", "cap", "Car"])
        == ["bat", "car", "cut"])
    #expect(NameSuggestion.closest(to: "cat", among: ["cAr", "car"], limit: 5) == ["cAr"])
  }

  @Test func suggestsNothingFarOrShort() {
    // Three edits is too far.
    #expect(NameSuggestion.closest(to: "kitten", among: ["sitting"]).isEmpty)
    // Two edits on a four-letter name is half of it: too far.
    #expect(NameSuggestion.closest(to: "abcd", among: ["abef"]).isEmpty)
    // A two-letter name may only differ in case.
    #expect(NameSuggestion.closest(to: "ge", among: ["de", "en"]).isEmpty)
    #expect(NameSuggestion.closest(to: "DE", among: ["de", "en"]) == ["de"])
    #expect(NameSuggestion.closest(to: "", among: ["a"]).isEmpty)
  }

  @Test func aLongNameIsNotComparedAtAll() {
    // Lengths alone differ by more than two: no table is filled, so a
    // hostile megabyte-long --type costs one pass per known name.
    let long = String(repeating: "e", count: 1 << 20)
    #expect(NameSuggestion.closest(to: long, among: FieldKind.canonicalNames).isEmpty)
  }
}

/// The type names of help texts and errors: each kind once by its
/// canonical name, the aliases apart, and "did you mean" one per kind.
@Suite struct FieldKindNameTests {
  @Test func canonicalNamesNameEachKindOnce() {
    let names = FieldKind.canonicalNames
    #expect(names.count == KeyboardType.allCases.count + ContentTypeDescriptor.registered.count + 1)
    #expect(Set(names.map { $0.lowercased() }).count == names.count)
    #expect(names.compactMap(FieldKind.init(name:)).count == names.count)
    #expect(Set(names.compactMap(FieldKind.init(name:))).count == names.count)
  }

  @Test func aliasesAreEveryOtherNameOnce() {
    let aliases = FieldKind.aliasNames
    let lowered = aliases.map { $0.lowercased() }
    #expect(Set(lowered).count == aliases.count, "duplicates in \(aliases)")
    #expect(Set(lowered).isDisjoint(with: FieldKind.canonicalNames.map { $0.lowercased() }))
    // `oneTimeCode`, `username`, `nickname` were listed twice before.
    for name in ["oneTimeCode", "username", "nickname", "IBAN", "url"] {
      #expect(!aliases.contains(name), "\(name)")
    }
    // Every accepted name is a canonical name or an alias.
    let all = Set((FieldKind.canonicalNames + aliases).map { $0.lowercased() })
    for name in FieldKind.allNames { #expect(all.contains(name.lowercased()), "\(name)") }
  }

  @Test func suggestionsNameOneSpellingPerKind() {
    #expect(FieldKind.suggestions(for: "emial") == ["email"])
    #expect(FieldKind.suggestions(for: "nmber") == ["number"])
    #expect(FieldKind.suggestions(for: "cc-numbr") == ["cc-number"])
    #expect(FieldKind.suggestions(for: "pickr") == ["picker"])
    #expect(FieldKind.suggestions(for: "xyz").isEmpty)
  }
}

/// A profile, option or form field type that is not known names the
/// closest known ones, in English and German, as typed arguments.
@Suite struct ConfigurationSuggestionTests {
  @Test func unknownProfileSuggests() throws {
    let error = ConfigurationError.unknownProfile("rcf", known: ["form", "rfc", "html", "ascii"])
    let issue = try #require(error.familyIssue?.as(ConfigurationIssue.self))
    #expect(
      issue
        == .unknownProfile("rcf", known: ["form", "rfc", "html", "ascii"], suggestions: ["rfc"]))
    #expect(
      issue.english
        == "Unknown profile 'rcf'. Did you mean 'rfc'? Expected one of: form, rfc, html, ascii.")
    #expect(
      issue.german
        == "Unbekanntes Profil „rcf“. Meinten Sie „rfc“? Erwartet wird eines von: form, rfc, html, ascii."
    )
    // Nothing close: the message without the question.
    let far = ConfigurationError.unknownProfile("strict", known: ["form", "rfc"])
    #expect(far.message == "Unknown profile 'strict'; expected one of: form, rfc.")
  }

  @Test func unknownOptionSuggests() throws {
    let error = ConfigurationError.unknownOption(
      "minLenght", known: ["maxLength", "minLength", "allowLineBreaks"])
    #expect(error.code == .configUnknownOption)
    #expect(
      error.message
        == "Unknown option 'minLenght'. Did you mean 'minLength'? Expected one of: allowLineBreaks, maxLength, minLength."
    )
    #expect(
      error.localized(.german).message
        == "Unbekannte Option „minLenght“. Meinten Sie „minLength“? Erwartet wird eine von: allowLineBreaks, maxLength, minLength."
    )
  }

  @Test func settingsReadByAFamilySuggest() {
    let context = ValidationContext(options: ["maxLenght": "3"])
    let error = #expect(throws: ConfigurationError.self) {
      _ = try KeyboardType.default.validator(context)
    }
    #expect(
      error?.message.contains("Did you mean 'maxLength'?") == true, "\(String(describing: error))")
  }

  @Test func choicesAreJoinedInEachLanguage() {
    #expect(ConfigurationIssue.englishChoice(["a"]) == "'a'")
    #expect(ConfigurationIssue.englishChoice(["a", "b"]) == "'a' or 'b'")
    #expect(ConfigurationIssue.englishChoice(["a", "b", "c"]) == "'a', 'b' or 'c'")
    #expect(ConfigurationIssue.germanChoice(["a", "b", "c"]) == "„a“, „b“ oder „c“")
  }
}

/// The profiles a kind takes, as its validator lists them.
@Suite struct FieldKindProfileTests {
  @Test func profilesAreTheValidatorsPresets() {
    #expect(FieldKind.keyboard(.emailAddress).profileNames == ["form", "rfc", "html", "ascii"])
    #expect(FieldKind.keyboard(.URL).profileNames == ["form", "whatwg"])
    #expect(FieldKind.keyboard(.numberPad).profileNames.isEmpty)
    #expect(FieldKind.picker.profileNames.isEmpty)
  }
}
