import ArgumentParser
import Testing

@testable import KBCheckCLI

/// Command-line parsing: what is accepted, and which usage errors exit 64.
@Suite struct ParseTests {
  /// Arguments that are usage errors (exit 64) before any value is checked.
  static let usageErrors: [[String]] = [
    ["--type", "nope", "x"],
    ["--type", "email", "--set", "noEquals", "x"],
    ["--type", "email", "--option", "A", "x"],
    ["--type", "email", "--case-insensitive", "x"],
    ["--type", "picker", "x"],
    ["--type", "email", "--max-length", "0", "-"],
    ["--type", "email", "--format", "xml", "x"],
    ["--type", "email"],
    ["form", "x.json"],
  ]

  @Test(arguments: usageErrors)
  func usageErrorExits64(_ arguments: [String]) {
    do {
      _ = try KBCheckCommand.parseAsRoot(arguments)
      Issue.record("parsed: \(arguments)")
    } catch {
      #expect(KBCheckCommand.exitCode(for: error) == ExitCode(64), "\(arguments)")
    }
  }

  @Test func batchOptionsParse() throws {
    let command = try KBCheckCommand.parseAsRoot([
      "--type", "number", "--format", "tsv", "--only-invalid", "--max-length", "100",
      "--no-summary", "-",
    ])
    let validate = try #require(command as? ValidateCommand)
    #expect(validate.format == .tsv)
    #expect(validate.onlyInvalid)
    #expect(validate.maxLength == 100)
    #expect(!validate.summary)
    #expect(validate.value == "-")
    #expect(validate.options.keyboard == .numberPad)
  }

  @Test func pickerOptionsParse() throws {
    let command = try KBCheckCommand.parseAsRoot([
      "--type", "picker", "--option", "GraphQL", "--option", "Swift", "--case-insensitive", "swift",
    ])
    let validate = try #require(command as? ValidateCommand)
    #expect(validate.options.isPicker)
    #expect(validate.options.choices == ["GraphQL", "Swift"])
    #expect(validate.options.typeName == "picker")
    let result = try validate.options.makeValidator().validate("SWIFT")
    #expect(result.value == "Swift")
  }

  @Test func dashValueAfterDoubleDash() throws {
    let command = try KBCheckCommand.parseAsRoot(["--type", "email", "--", "-x@example.com"])
    let validate = try #require(command as? ValidateCommand)
    #expect(validate.value == "-x@example.com")
  }

  @Test func formParses() throws {
    let command = try KBCheckCommand.parseAsRoot([
      "form", "--schema", "s.json", "--format", "json", "--locale", "de_DE", "sub.json",
    ])
    let form = try #require(command as? FormCommand)
    #expect(form.schema == "s.json")
    #expect(form.submission == "sub.json")
    #expect(form.locale == "de_DE")
  }

  @Test func typeAliasesParse() throws {
    for name in ["email", "emailAddress", "URL", "decimal", "phone"] {
      let command = try KBCheckCommand.parseAsRoot(["--type", name, "x"])
      #expect(command is ValidateCommand, "\(name)")
    }
  }
}
