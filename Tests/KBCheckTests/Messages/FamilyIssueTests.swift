import Testing

@testable import KBCheck

/// A family issue enum as the families write theirs: typed arguments, an
/// exhaustive switch per language.
private enum ProbeIssue: FamilyIssue {
  case tooLong(limit: Int)
  case oddCharacter(Unicode.Scalar)
  case dropped(Unicode.Scalar)

  static let family = IssueFamily.text
  static let samples: [ProbeIssue] = [.tooLong(limit: 3), .oddCharacter("x"), .dropped("y")]

  var code: ValidationIssue.Code {
    switch self {
    case .tooLong: "probe.too-long"
    case .oddCharacter, .dropped: "probe.odd"
    }
  }
  var severity: ValidationIssue.Severity {
    switch self {
    case .tooLong: .error
    case .oddCharacter, .dropped: .warning
    }
  }
  var meaning: String { "A probe." }
  var germanMeaning: String { "Eine Sonde." }
  var english: String {
    switch self {
    case .tooLong(let limit): "At most \(limit) characters."
    case .oddCharacter(let scalar): "Odd \(scalar.escaped(asASCII: true))."
    case .dropped(let scalar): "Dropped \(scalar.escaped(asASCII: true))."
    }
  }
  var german: String {
    switch self {
    case .tooLong(let limit): "Höchstens \(limit) Zeichen."
    case .oddCharacter(let scalar): "Seltsames \(scalar.escaped(asASCII: true))."
    case .dropped(let scalar): "Entfernt: \(scalar.escaped(asASCII: true))."
    }
  }
}

/// The typed door of the message catalogue (issue 25): an issue made from a
/// family's enum renders its message lazily, localizes through the enum's
/// per-language switch, keeps its typed case, and the catalogue entries are
/// derived from the samples.
@Suite struct FamilyIssueTests {
  @Test func aValidationIssueKeepsItsCaseAndRendersEachLanguage() {
    let issue = ValidationIssue(ProbeIssue.tooLong(limit: 5), range: 0..<9)
    #expect(issue.code == "probe.too-long")
    #expect(issue.severity == .error)
    #expect(issue.message == "At most 5 characters.")
    #expect(issue.familyIssue(as: ProbeIssue.self) == .tooLong(limit: 5))
    let german = issue.localized(.german)
    #expect(german.message == "Höchstens 5 Zeichen.")
    #expect(german.code == issue.code && german.range == issue.range)
    #expect(german.localized(.english).message == "At most 5 characters.")
  }

  /// `ValidationIssue` stores "no typed issue" as a stand-in type rather
  /// than an optional (a speed measure): what callers see must not change.
  @Test func anIssueMadeFromTextHasNoTypedIssue() {
    let plain = ValidationIssue("probe.odd", severity: .warning, message: "Plain.", range: 1..<2)
    #expect(plain.familyIssue == nil)
    #expect(plain.familyIssue(as: ProbeIssue.self) == nil)
    #expect(plain.message == "Plain.")
    #expect(plain.localized(.german).message == "Plain.")
    var typed = ValidationIssue(ProbeIssue.tooLong(limit: 5), range: 0..<1)
    #expect(typed.familyIssue?.code == "probe.too-long")
    typed.message = "Custom."
    #expect(typed.message == "Custom.")
    #expect(typed.familyIssue(as: ProbeIssue.self) == .tooLong(limit: 5))
    #expect(typed.localized(.german).message == "Höchstens 5 Zeichen.")
    // Copied and moved through arrays, each keeps what it was made from.
    let moved = Array([typed, plain].reversed())
    #expect(moved[0].familyIssue == nil && moved[0].message == "Plain.")
    #expect(moved[1].familyIssue(as: ProbeIssue.self) == .tooLong(limit: 5))
    #expect(moved[0] != moved[1])
  }

  @Test func aFilterChangeAndAConfigurationErrorLocalize() {
    let change = FilterChange(
      character: "y", offset: 2, replacement: nil, ProbeIssue.dropped("y"))
    #expect(change.code == "probe.odd")
    #expect(change.localized(.german).message == "Entfernt: y.")
    let followed = change.followed(
      by: FilterChange(
        character: "x", offset: 2, replacement: nil, ProbeIssue.oddCharacter("x")))
    #expect(followed.localized(.german).message == "Entfernt: y. Seltsames x.")
    let error = ConfigurationError(ProbeIssue.tooLong(limit: 1))
    #expect(error.localized(.german).message == "Höchstens 1 Zeichen.")
    let reported = ValidationIssue("form.configuration", reporting: error, range: 0..<0)
    #expect(reported.localized(.german).message == "Höchstens 1 Zeichen.")
  }

  @Test func catalogueEntriesComeFromTheSamples() {
    let entries = ProbeIssue.catalogueEntries
    #expect(entries.map(\.code) == ["probe.too-long", "probe.odd"])
    #expect(entries[1].severities == [.warning])
    #expect(entries[1].messages.map(\.template) == ["Odd x.", "Dropped y."])
    #expect(entries[1].messages[0].text(in: .german) == "Seltsames x.")
    #expect(entries[0].meaning == "A probe." && entries[0].germanMeaning == "Eine Sonde.")
    #expect(entries[0].meaning(in: .german) == "Eine Sonde.")
    #expect(entries[0].meaning(in: .english) == "A probe.")
  }

  @Test func anIssueGivesItsMeaningInEachLanguage() {
    let issue = ProbeIssue.tooLong(limit: 5)
    #expect(issue.meaning(in: .english) == "A probe.")
    #expect(issue.meaning(in: .german) == "Eine Sonde.")
    #expect(
      EmailIssue.localLeadingDot.meaning(in: .german) == EmailIssue.localLeadingDot.germanMeaning)
  }

  @Test func everyTypedFamilyIsListedAndItsCodesAreUnique() {
    var codes: [ValidationIssue.Code: String] = [:]
    for family in IssueCatalogue.typedFamilies {
      for entry in family.catalogueEntries {
        let owner = String(describing: family)
        if let other = codes[entry.code] {
          Issue.record("\(entry.code) is reported by \(other) and \(owner)")
        }
        codes[entry.code] = owner
        #expect(IssueCatalogue.info(for: entry.code) != nil, "\(entry.code) not listed")
        #expect(!entry.meaning.isEmpty, "\(entry.code) has no meaning")
        for message in entry.messages {
          #expect(
            message.text(in: .german) != message.template
              || message.template.isEmpty, "\(entry.code): German equals English")
        }
      }
    }
  }
}

/// Making an issue stays cheap (issue 25: the speed bars must not move): a
/// family's enum fits the inline buffer of an existential (three words), so
/// wrapping it in ``AnyFamilyIssue`` allocates no box; the cases with
/// several texts are `indirect`.
@Suite struct FamilyIssueLayoutTests {
  @Test func typedIssuesFitAnExistentialsInlineBuffer() {
    let buffer = 3 * MemoryLayout<Int>.size
    #expect(MemoryLayout<EmailIssue>.size <= buffer)
    #expect(MemoryLayout<URLIssue>.size <= buffer)
    #expect(MemoryLayout<IDNAIssue>.size <= buffer)
    #expect(MemoryLayout<InputIssue>.size <= buffer)
  }
}
