import Foundation
import KBCheck
import Testing

/// The code catalogue (issue 18): every code kbcheck declares is listed
/// once, with a meaning, its severities and an English message; German has
/// a message for every English one, with the same placeholders. That every
/// listed code is reported by some test, and every reported code listed, is
/// checked over the whole test run by `Scripts/check-codes.py` in CI.
@Suite struct IssueCatalogueTests {
  @Test func everyCodeIsListedOnceWithMeaningAndMessages() {
    var seen: Set<ValidationIssue.Code> = []
    var problems: [String] = []
    for entry in IssueCatalogue.all {
      if !seen.insert(entry.code).inserted { problems.append("\(entry.code) listed twice") }
      if entry.meaning.isEmpty { problems.append("\(entry.code) has no meaning") }
      if entry.messages.isEmpty { problems.append("\(entry.code) has no message") }
      if entry.kind != .filter && entry.severities.isEmpty {
        problems.append("\(entry.code) has no severity")
      }
      // A typed family's messages are its samples, one per case, without
      // variants.
      let variants = entry.messages.filter { $0.sample == nil }.map { $0.variant ?? "" }
      if Set(variants).count != variants.count {
        problems.append("\(entry.code) repeats a variant")
      }
      if IssueCatalogue.info(for: entry.code) != entry { problems.append("\(entry.code) lookup") }
    }
    #expect(problems == [])
    #expect(IssueCatalogue.all.count >= 240)
  }

  /// `kbcheck codes --lang de` gives the meaning lines in German: every
  /// code has one, and it is not the English line again. No code is
  /// exempt (a standard's name or a literal stays as it is inside the
  /// German sentence).
  @Test func everyCodeHasAGermanMeaningThatIsNotTheEnglishOne() {
    var untranslated: [String] = []
    for entry in IssueCatalogue.all {
      if entry.germanMeaning.isEmpty || entry.germanMeaning == entry.meaning {
        untranslated.append(entry.code.rawValue)
      }
      #expect(entry.meaning(in: .english) == entry.meaning)
      #expect(entry.meaning(in: .german) == entry.germanMeaning)
    }
    #expect(
      untranslated.count == 0,
      "no German meaning for \(untranslated.count) codes: \(untranslated.joined(separator: ", "))")
  }

  /// An entry made by hand without a German meaning falls back to the
  /// English one.
  @Test func anEntryWithoutAGermanMeaningUsesTheEnglishOne() {
    let plain = IssueCodeInfo("probe.plain", .text, [.error], meaning: "Plain.", message: "P.")
    #expect(plain.germanMeaning == "Plain." && plain.meaning(in: .german) == "Plain.")
    let both = IssueCodeInfo(
      "probe.both", .text, [.error], meaning: "Both.", germanMeaning: "Beide.", message: "B.")
    #expect(both.meaning(in: .german) == "Beide." && both.meaning(in: .english) == "Both.")
  }

  @Test func germanHasEveryMessageWithTheSamePlaceholders() {
    let english = MessageCatalogue.english
    let german = MessageCatalogue.german
    var missing: [String] = []
    var mismatched: [String] = []
    for key in english.keys {
      guard let translated = german.template(for: key) else {
        missing.append(key.description)
        continue
      }
      let expected = Set(english.template(for: key)?.argumentNames ?? [])
      if Set(translated.argumentNames) != expected {
        mismatched.append("\(key): \(translated.argumentNames) vs \(expected.sorted())")
      }
    }
    let extra = Set(german.keys).subtracting(english.keys).map(\.description).sorted()
    #expect(missing == [], "German lacks \(missing.count) of \(english.keys.count) messages")
    #expect(mismatched == [])
    #expect(extra == [], "German keys with no English message")
  }

  @Test func everyWHATWGValidationErrorIsListed() {
    let unlisted = URLValidationErrorKind.allCases.map(\.code).filter {
      IssueCatalogue.info(for: $0) == nil
    }
    #expect(unlisted == [])
  }

  /// Every code spelled in the sources (`static let x: Self = "email.…"`,
  /// `Code(rawValue: "schema.…")`, a literal passed as a code) is listed;
  /// doc comments and tests are not scanned.
  @Test func everyCodeSpelledInTheSourcesIsListed() throws {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let pattern = try Regex(
      #""((?:email|idna|url|number|decimal|phone|text|twitter|name|picker|input|filter|form|schema|config)\.[a-z0-9][a-z0-9.-]*[a-z0-9])""#
    )
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    var unlisted: Set<String> = []
    var files = 0
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift"), !path.contains("Messages/Catalogue/") else { continue }
      files += 1
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("//") { continue }
        for match in line.matches(of: pattern) {
          let code = String(match.output[1].substring ?? "")
          if Self.notCodes.contains(code) { continue }
          if IssueCatalogue.info(for: ValidationIssue.Code(rawValue: code)) == nil {
            unlisted.insert("\(code) (\(path))")
          }
        }
      }
    }
    #expect(files > 100)
    #expect(unlisted.sorted() == [])
  }

  /// Literals that look like codes but are not (names of things).
  static let notCodes: Set<String> = []
}
