import Foundation
import KBCheck
import Testing

@testable import KBCheckCLI

/// "Did you mean": an unknown --type, --profile, --set name, --lang and
/// --family names the closest known names (issue 33), and the type list
/// names each kind once with its aliases apart.
@Suite struct DidYouMeanTests {
  @Test func unknownTypeSuggestsAndListsEachTypeOnce() throws {
    let run = try Kbcheck.run(["--type", "emial", "x"])
    #expect(run.status == 64)
    let lines = run.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first == "Error: Unknown type 'emial'. Did you mean 'email'?")
    let types = try #require(lines.first { $0.hasPrefix("Types: ") })
    let aliases = try #require(lines.first { $0.hasPrefix("Aliases: ") })
    let typeNames = types.dropFirst("Types: ".count).components(separatedBy: ", ")
    let aliasNames = aliases.dropFirst("Aliases: ".count).components(separatedBy: ", ")
    // The twelve keyboards, the content types and picker, once each.
    #expect(Array(typeNames.prefix(12)) == KeyboardType.allCases.map(\.rawValue))
    #expect(typeNames == FieldKind.canonicalNames)
    #expect(Set(aliasNames).count == aliasNames.count, "\(aliasNames)")
    for name in ["oneTimeCode", "username", "nickname", "emailAddress"] {
      #expect(!aliasNames.contains(name), "\(name)")
    }
    #expect(aliasNames.contains("email") && aliasNames.contains("cc-number"))
    // The usage is validate's.
    #expect(run.stderr.contains("Usage: kbcheck validate"))
  }

  @Test func noSuggestionWhenNothingIsClose() throws {
    let run = try Kbcheck.run(["--type", "nope", "x"])
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("Error: Unknown type 'nope'.\nTypes: "), "\(run.stderr)")
  }

  @Test func filterSuggestsTypesButNotPicker() throws {
    let run = try Kbcheck.run(["filter", "--type", "phnoe", "x"])
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix("Error: Unknown type 'phnoe'. Did you mean 'phone'?\n"))
    #expect(!run.stderr.contains(", picker"))
    #expect(run.stderr.contains("Usage: kbcheck filter"))
  }

  @Test func unknownProfileSuggests() throws {
    let run = try Kbcheck.run(["--type", "email", "--profile", "rcf", "a@example.com"])
    #expect(run.status == 64)
    #expect(
      run.stderr.hasPrefix(
        "Error: config.unknown-profile: Unknown profile 'rcf'. Did you mean 'rfc'? Expected one of: form, rfc, html, ascii.\n"
      ), "\(run.stderr)")
  }

  @Test func unknownSettingSuggestsInEachLanguage() throws {
    let english = try Kbcheck.run(["--type", "text", "--set", "maxLenght=3", "x"])
    #expect(english.status == 64)
    #expect(english.stderr.contains("Unknown option 'maxLenght'. Did you mean 'maxLength'?"))
    let german = try Kbcheck.run(["--type", "text", "--set", "maxLenght=3", "--lang", "de", "x"])
    #expect(german.stderr.contains("Unbekannte Option „maxLenght“. Meinten Sie „maxLength“?"))
  }

  /// The deliverability settings are known email options too (RFC 5321
  /// §5.1 lookups, `--set checkDeliverability=true`).
  @Test func emailSettingsIncludeDeliverability() throws {
    let run = try Kbcheck.run(["--type", "email", "--set", "checkDeliverabilty=true", "a@b.c"])
    #expect(run.status == 64)
    #expect(
      run.stderr.contains(
        "Unknown option 'checkDeliverabilty'. Did you mean 'checkDeliverability'?"),
      "\(run.stderr)")
    #expect(run.stderr.contains("checkDeliverability, checkIDNA2008, dnsServer, dnsTimeout, "))
  }

  @Test func unknownLanguageSuggests() throws {
    let run = try Kbcheck.run(["--type", "email", "--lang", "deu", "x"])
    #expect(run.status == 64)
    #expect(
      run.stderr.contains("Unknown language 'deu' for --lang. Did you mean 'de'? Known: en, de."))
    let named = try Kbcheck.run(["codes", "--lang", "germna"])
    #expect(named.stderr.contains("Did you mean 'de'?"), "\(named.stderr)")
  }

  @Test func unknownFamilySuggests() throws {
    let run = try Kbcheck.run(["codes", "--family", "emial"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("Unknown family 'emial'. Did you mean 'email'? Known: "))
  }

  @Test func schemaFieldTypeSuggests() throws {
    let schema = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbcheck-dym-\(UUID().uuidString).json")
    try Data(#"{"fields":[{"name":"e","type":"emial"}]}"#.utf8).write(to: schema)
    defer { try? FileManager.default.removeItem(at: schema) }
    let run = try Kbcheck.run(["form", "--schema", schema.path], stdin: Array("{}".utf8))
    #expect(run.status == 64)
    #expect(run.stderr.contains("Field 'e' has unknown type 'emial'. Did you mean 'email'?"))
  }
}

/// `kbcheck --help` opens with the main form and three examples (one value,
/// a batch from stdin, a form with a schema), then the types once.
@Suite struct RootHelpTests {
  @Test func opensWithTheMainFormAndExamples() throws {
    for arguments in [["--help"], ["-h"], ["help"]] {
      let run = try Kbcheck.run(arguments)
      #expect(run.status == 0)
      let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.first == "USAGE: kbcheck --type <type> [<options>] <value>", "\(arguments)")
      let examples = try #require(lines.firstIndex(of: "EXAMPLES:"))
      #expect(examples <= 4)
      let commands = lines[examples...].dropFirst().prefix(6).filter { $0.hasPrefix("  kbcheck ") }
      #expect(
        commands == [
          "  kbcheck --type email jane@example.com",
          "  kbcheck --type email - < addresses.txt",
          "  kbcheck form --schema signup.schema.json submission.json",
        ])
      let overview = try #require(lines.firstIndex { $0.hasPrefix("OVERVIEW: ") })
      #expect(overview > examples)
      #expect(run.stdout.contains("TYPES (--type"))
      #expect(run.stdout.contains("SUBCOMMANDS:"))
    }
  }

  /// `kbcheck` alone is a usage error (64) followed by the same root help.
  @Test func noArgumentsShowTheMainFormFirst() throws {
    let run = try Kbcheck.run([])
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.hasPrefix(
        "Error: Missing expected argument '--type <type>'\n\nUSAGE: kbcheck --type <type> [<options>] <value>\n"
      ), "\(run.stderr)")
    #expect(run.stderr.contains("\nEXAMPLES:\n"))
  }

  @Test func typeHelpListsTypesOnceAndAliasesApart() throws {
    let run = try Kbcheck.run(["validate", "--help"])
    #expect(run.status == 0)
    let text = run.stdout.replacingOccurrences(of: "\n", with: " ")
      .split(separator: " ").joined(separator: " ")
    #expect(text.contains("Types: default, asciiCapable, numbersAndPunctuation, URL,"))
    #expect(text.contains("Aliases: text, free, ascii,"))
    #expect(!text.contains("oneTimeCode, one-time-code, otp, code, oneTimeCode"))
  }

  @Test func renderMovesUsageFirst() {
    let generated = "OVERVIEW: x\n\nUSAGE: a\n       b\n\nOPTIONS:\n  -h\n"
    let rendered = RootHelp.render(generated)
    #expect(rendered.hasPrefix("USAGE: a\n       b\n\nEXAMPLES:\n"))
    #expect(rendered.hasSuffix("OVERVIEW: x\n\nOPTIONS:\n  -h\n"))
  }

  @Test func wrapKeepsWordsWhole() {
    #expect(RootHelp.wrap("aa bb cc dd", width: 7, indent: 2) == "  aa bb\n  cc dd")
    #expect(RootHelp.wrap("abcdefghij", width: 5, indent: 2) == "  abcdefghij")
  }

  @Test func theMainFormStillValidates() throws {
    let run = try Kbcheck.run(["--type", "email", "Jane@Example.COM"])
    #expect(run.status == 0)
    #expect(run.stdout == "Jane@example.com\n")
  }
}

/// A usage error a subcommand throws prints that subcommand's usage, not
/// the root's `kbcheck <subcommand>`.
@Suite struct SubcommandUsageTests {
  static let cases: [(arguments: [String], usage: String)] = [
    (["form", "--schema", "S", "--bogus"], "Usage: kbcheck form "),
    (["table", "--schema", "S", "--bogus"], "Usage: kbcheck table "),
    (["filter", "--type", "email", "--bogus", "x"], "Usage: kbcheck filter "),
    (["codes", "--bogus"], "Usage: kbcheck codes "),
    (["types", "--bogus"], "Usage: kbcheck types "),
    (["fill", "--schema", "S", "--bogus"], "Usage: kbcheck fill "),
    (["prompt", "--type", "email", "--bogus"], "Usage: kbcheck prompt "),
    (["--type", "email", "--bogus", "x"], "Usage: kbcheck validate "),
    // Thrown while running, after parsing:
    (["--type", "email", "--profile", "rcf", "x"], "Usage: kbcheck validate "),
    (["--type", "text", "--set", "maxLenght=1", "-"], "Usage: kbcheck validate "),
    (["form", "--schema", "BAD"], "Usage: kbcheck form "),
    (["table", "--schema", "BAD"], "Usage: kbcheck table "),
    (["filter", "--type", "text", "--set", "maxLenght=1", "x"], "Usage: kbcheck filter "),
    (["prompt", "--type", "text", "--set", "maxLenght=1"], "Usage: kbcheck prompt "),
  ]

  @Test func subcommandErrorsPrintTheSubcommandsUsage() throws {
    let bad = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbcheck-usage-\(UUID().uuidString).json")
    try Data(#"{"fields":[{"name":"e","type":"nope"}]}"#.utf8).write(to: bad)
    defer { try? FileManager.default.removeItem(at: bad) }
    for (arguments, usage) in Self.cases {
      let run = try Kbcheck.run(
        arguments.map { $0 == "BAD" ? bad.path : $0 }, stdin: Array("{}".utf8))
      #expect(run.status == 64, "\(arguments): \(run.stderr)")
      #expect(run.stderr.contains(usage), "\(arguments): \(run.stderr)")
      #expect(!run.stderr.contains("Usage: kbcheck <subcommand>"), "\(arguments)")
      let name = usage.dropFirst("Usage: ".count).trimmingCharacters(in: .whitespaces)
      #expect(run.stderr.contains("See '\(name) --help'"), "\(arguments): \(run.stderr)")
    }
  }
}
