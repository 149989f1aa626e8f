import Foundation
import KBCheck
import Testing

/// `kbcheck codes` and the language of messages (issue 18): `--lang`, else
/// `LC_ALL`/`LC_MESSAGES`/`LANG`; codes and JSON shape never change, only
/// `message` does.
@Suite struct LanguageTests {
  @Test func codesJSONListsTheCatalogue() throws {
    let run = try Kbcheck.run(["codes", "--format", "json"])
    #expect(run.status == 0)
    guard case .array(let items) = try JSONValue(parsing: run.stdout) else {
      Issue.record("not an array: \(run.stdout.prefix(200))")
      return
    }
    #expect(items.count == IssueCatalogue.all.count)
    for (item, entry) in zip(items, IssueCatalogue.all) {
      guard case .object(let members) = item else {
        Issue.record("not an object: \(item)")
        continue
      }
      #expect(
        members.map(\.key) == ["code", "family", "kind", "severities", "meaning", "messages"])
      #expect(members.first?.value == .string(entry.code.rawValue))
    }
  }

  @Test func codesInGermanGiveTheGermanTemplates() throws {
    let run = try Kbcheck.run(["codes", "--lang", "de", "--family", "email"])
    #expect(run.status == 0)
    for entry in IssueCatalogue.all where entry.family == .email {
      for message in entry.messages {
        let german = message.text(in: .german)
        #expect(german != message.template, "no German for \(entry.code)")
        #expect(run.stdout.contains(german))
      }
    }
    #expect(!run.stdout.contains("url."))
  }

  /// `--lang de` gives the meaning lines in German too; without it they
  /// stay English.
  @Test func codesInGermanGiveTheGermanMeanings() throws {
    let english = "A backslash at the very end of the input."
    let german = "Ein Backslash ganz am Ende der Eingabe."
    let run = try Kbcheck.run(["codes", "--lang", "de", "--family", "email"])
    #expect(run.status == 0)
    #expect(
      run.stdout.contains("email.backslash-at-end  [email, validation, error]\n  \(german)\n"))
    #expect(!run.stdout.contains(english))
    for entry in IssueCatalogue.all where entry.family == .email {
      #expect(run.stdout.contains("  \(entry.germanMeaning)\n"), "\(entry.code)")
    }
    let plain = try Kbcheck.run(["codes", "--family", "email"])
    #expect(
      plain.stdout.contains("email.backslash-at-end  [email, validation, error]\n  \(english)\n"))
    #expect(!plain.stdout.contains(german))
  }

  @Test func codesJSONInGermanGivesTheGermanMeaning() throws {
    func meanings(_ arguments: [String]) throws -> [String: JSONValue] {
      let run = try Kbcheck.run(["codes", "--format", "json", "--family", "email"] + arguments)
      #expect(run.status == 0)
      guard case .array(let items) = try JSONValue(parsing: run.stdout) else { return [:] }
      var meanings: [String: JSONValue] = [:]
      for case .object(let members) in items {
        let values = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        if case .string(let code)? = values["code"] { meanings[code] = values["meaning"] }
      }
      return meanings
    }
    let german = try meanings(["--lang", "de"])
    let english = try meanings([])
    #expect(german["email.backslash-at-end"] == .string("Ein Backslash ganz am Ende der Eingabe."))
    #expect(
      english["email.backslash-at-end"] == .string("A backslash at the very end of the input."))
    let entries = IssueCatalogue.all.filter { $0.family == .email }
    #expect(german.count == entries.count && english.count == entries.count)
    for entry in entries {
      #expect(german[entry.code.rawValue] == .string(entry.germanMeaning))
      #expect(english[entry.code.rawValue] == .string(entry.meaning))
    }
  }

  /// The same result in both languages: the JSON differs only in `message`.
  @Test(arguments: [
    ["--type", "email", "joe..x@example.com"],
    ["--type", "url", "http://[::1"],
    ["--type", "decimal", "--locale", "de_DE", "1,2,3"],
    ["--type", "phone", "--set", "defaultRegion=US", "12"],
    ["--type", "number", "12a"],
  ])
  func germanChangesOnlyMessages(arguments: [String]) throws {
    let english = try Kbcheck.run(arguments + ["--format", "json"])
    let german = try Kbcheck.run(arguments + ["--format", "json", "--lang", "de"])
    #expect(english.status == 1)
    #expect(german.status == english.status)
    let e = try JSONValue(parsing: english.stdout)
    let g = try JSONValue(parsing: german.stdout)
    #expect(Self.withoutMessages(e) == Self.withoutMessages(g))
    #expect(Self.messages(e) != Self.messages(g), "no message was translated: \(german.stdout)")
    #expect(
      !Self.messages(g).contains { $0.contains("{") }, "a placeholder was left: \(german.stdout)")
  }

  /// POSIX.1-2017 §8.2: without `--lang`, LC_ALL, LC_MESSAGES and LANG decide;
  /// `--lang` wins over all of them.
  @Test func environmentChoosesTheLanguage() throws {
    let input = ["--type", "email", "joe..x@example.com"]
    let result = EmailValidator(options: .form).validate("joe..x@example.com")
    let englishLine = try #require(result.issues.first?.message)
    let germanLine = try #require(result.localized(.german).issues.first?.message)
    #expect(englishLine != germanLine)
    let byLang = try Kbcheck.run(input, environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": ""])
    #expect(byLang.stderr.contains(germanLine))
    let byAll = try Kbcheck.run(input, environment: ["LC_ALL": "de_CH.UTF-8"])
    #expect(byAll.stderr.contains(germanLine))
    let overridden = try Kbcheck.run(
      input + ["--lang", "en"], environment: ["LC_ALL": "de_DE.UTF-8"])
    #expect(overridden.stderr.contains(englishLine))
    let unknown = try Kbcheck.run(input, environment: ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": ""])
    #expect(unknown.stderr.contains(englishLine))
  }

  @Test func batchAndParallelBatchAreTranslatedToo() throws {
    let lines = Array("joe..x@example.com\nok@example.com\n\u{FF}\n".utf8)
    let serial = try Kbcheck.run(["--type", "email", "--lang", "de", "-"], stdin: lines)
    let parallel = try Kbcheck.run(
      ["--type", "email", "--lang", "de", "--jobs", "2", "-"], stdin: lines)
    #expect(serial.status == 1)
    #expect(serial.stdout == parallel.stdout)
    #expect(serial.stderr == parallel.stderr)
    let german = EmailValidator(options: .form).validate("joe..x@example.com")
      .localized(.german).issues[0].message
    #expect(serial.stderr.contains(german))
  }

  @Test func unknownLanguageIsAUsageError() throws {
    let run = try Kbcheck.run(["--type", "email", "--lang", "xx", "a@b.example"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("Unknown language 'xx' for --lang; known: en, de."))
  }

  private static func withoutMessages(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let members):
      return .object(
        members.map {
          JSONMember($0.key, $0.key == "message" ? .string("") : withoutMessages($0.value))
        })
    case .array(let items): return .array(items.map(withoutMessages))
    default: return value
    }
  }

  private static func messages(_ value: JSONValue) -> [String] {
    switch value {
    case .object(let members):
      return members.flatMap { member -> [String] in
        if member.key == "message", case .string(let s) = member.value { return [s] }
        return messages(member.value)
      }
    case .array(let items): return items.flatMap(messages)
    default: return []
    }
  }
}
