import Foundation
import KBCheck
import Testing

/// The code catalogue (issue 18): every code kbcheck declares is listed
/// once, with a meaning, its severities and an English message; every
/// message has a German rendering (the typed families' German switches are
/// exhaustive, so the compiler checks that there is one). That every
/// listed code is reported by some test, and every reported code listed, is
/// checked over the whole test run by `Scripts/ci/check-codes.py` in CI.
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

  @Test func everyMessageHasAGermanRendering() {
    var missing: [String] = []
    var messages = 0
    for entry in IssueCatalogue.all {
      for message in entry.messages {
        messages += 1
        if message.text(in: .german).isEmpty { missing.append(entry.code.rawValue) }
      }
    }
    #expect(missing == [], "German lacks \(missing.count) of \(messages) messages")
    #expect(messages >= IssueCatalogue.all.count)
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
