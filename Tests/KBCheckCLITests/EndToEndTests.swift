import Foundation
import KBCheck
import Testing

/// Runs the built `kbcheck` binary through `ChildProcess` (posix_spawn + waitpid): the contract's exit
/// codes and output formats, batch mode on a mixed file, picker and forms.
@Suite struct EndToEndTests {
  // MARK: The contract

  @Test func validEmailExits0() throws {
    let run = try Kbcheck.run(["--type", "email", "user@example.com"])
    #expect(run.status == 0)
    #expect(run.stdout == "user@example.com\n")
  }

  @Test func invalidEmailExits1WithDottedCode() throws {
    let run = try Kbcheck.run(["--type", "email", "not an email"])
    #expect(run.status == 1)
    #expect(run.stdout == "\n")
    #expect(
      run.stderr.range(of: #"error\[[a-z0-9-]+(\.[a-z0-9-]+)+\]: "#, options: .regularExpression)
        != nil)
  }

  @Test func unknownTypeExits64() throws {
    let run = try Kbcheck.run(["--type", "nope", "x"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("Unknown type 'nope'"))
  }

  @Test func typesJSONListsTwelveKeyboardsThenTheContentTypes() throws {
    let run = try Kbcheck.run(["types", "--format", "json"])
    #expect(run.status == 0)
    guard case .array(let items) = try JSONValue(parsing: run.stdout) else {
      Issue.record("not an array: \(run.stdout)")
      return
    }
    #expect(items.count == 12 + ContentTypeDescriptor.registered.count)
    #expect(
      items.filter { $0["kind"]?.stringValue == "content" }.count
        == ContentTypeDescriptor.registered.count)
  }

  @Test func singleJSONHasValidValueIssues() throws {
    let run = try Kbcheck.run(["--type", "email", "--format", "json", "a@b.example"])
    #expect(run.status == 0)
    let object = try JSONValue(parsing: run.stdout)
    #expect(object["valid"] == .bool(true))
    #expect(object["value"] == .string("a@b.example"))
    #expect(object["issues"] == .array([]))
    #expect(object["type"] == .string("emailAddress"))
    #expect(object["input"] == .string("a@b.example"))
  }

  @Test func versionPrints() throws {
    let run = try Kbcheck.run(["--version"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("kbcheck \(KBCheckRelease.version) (ICU "))
    #expect(run.stdout.contains("ICU"))
  }

  /// Issue 17: the phone metadata is a dated snapshot whose version
  /// `--version` gives on its second line, the same string as the
  /// `metadataVersion` of a phone result.
  @Test func versionPrintsThePhoneMetadataVersion() throws {
    let run = try Kbcheck.run(["--version"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines.count == 3, "two lines and a final newline: \(run.stdout)")
    #expect(lines[0].hasPrefix("kbcheck "))
    let phone = try Kbcheck.run([
      "--type", "phone", "--format", "json", "--set", "defaultRegion=US", "2015550123",
    ])
    #expect(phone.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(phone.stdout.utf8)) as? [String: Any]
    let version = try #require(object?["metadataVersion"] as? String)
    #expect(version.hasPrefix("libphonenumber v"))
    #expect(lines[1] == "phone metadata: \(version)")
    #expect(lines[2].isEmpty)
  }

  /// Issue 17: a --locale with a region is the phone's default region when
  /// defaultRegion is absent, and the result says which region was assumed;
  /// without --locale (en_US by default) a national number stays national.
  @Test func phoneDefaultRegionFromLocale() throws {
    let assumed = try Kbcheck.run(
      ["--type", "phone", "--locale", "de_DE", "--format", "json", "030 1234567"])
    #expect(assumed.status == 0)
    #expect(assumed.stdout.contains(#""value":"+49301234567""#))
    #expect(assumed.stdout.contains(#""code":"phone.region-from-locale""#))
    #expect(assumed.stdout.contains("the region of the locale 'de_DE'"))
    let given = try Kbcheck.run(
      ["--type", "phone", "--locale", "de_DE", "--set", "defaultRegion=FR", "01 23 45 67 89"])
    #expect(given.stdout == "+33123456789\n")
    #expect(!given.stderr.contains("region-from-locale"))
    // No region: an error in the form profile (issue 26), the national
    // digits kept with a warning in lenient.
    let none = try Kbcheck.run(["--type", "phone", "030 1234567"])
    #expect(none.status == 1)
    #expect(none.stdout == "\n")
    #expect(none.stderr.contains("error[phone.no-country-code]"))
    let lenient = try Kbcheck.run(["--type", "phone", "--profile", "lenient", "030 1234567"])
    #expect(lenient.stdout == "0301234567\n")
    #expect(lenient.stderr.contains("warning[phone.no-country-code]"))
  }

  @Test func valueStartingWithDashFollowsDoubleDash() throws {
    let run = try Kbcheck.run(["--type", "number", "--", "-12"])
    #expect(run.status == 1)
    #expect(!run.stderr.contains("Usage"))
    let ok = try Kbcheck.run(["--type", "text", "--", "-x"])
    #expect(ok.status == 0)
    #expect(ok.stdout == "-x\n")
  }

  // MARK: Picker

  @Test func pickerSingleValue() throws {
    let base = [
      "--type", "picker", "--option", "GraphQL", "--option", "Swift", "--option", "Vapor",
    ]
    let exact = try Kbcheck.run(base + ["Swift"])
    #expect(exact.status == 0)
    #expect(exact.stdout == "Swift\n")
    let folded = try Kbcheck.run(base + ["swift"])
    #expect(folded.status == 1)
    #expect(folded.stderr.contains("picker.not-an-option"))
    let insensitive = try Kbcheck.run(base + ["--case-insensitive", "swift"])
    #expect(insensitive.stdout == "Swift\n")
    let set = try Kbcheck.run(
      base + ["--set", "caseInsensitive=true", "--format", "json", "VAPOR"])
    let object = try JSONValue(parsing: set.stdout)
    #expect(object["value"] == .string("Vapor"))
    #expect(object["type"] == .string("picker"))
  }

  // MARK: Batch

  /// The mixed file: each line with what its result must be (the code is a
  /// prefix of the first issue's code).
  static let mixed: [(bytes: [UInt8], valid: Bool, code: String?)] = [
    (Array("user@example.com".utf8), true, nil),
    (Array("not an email".utf8), false, "email."),
    ([0x61, 0x40, 0xFF, 0x2E, 0x63, 0x6F], false, "input.invalid-utf8"),
    (Array("crlf@example.com\r".utf8), true, nil),
    (Array(repeating: UInt8(ascii: "a"), count: 1 << 20), false, "input.too-long"),
    ([], false, nil),
    (Array("after@example.com".utf8), true, nil),
    ([0xE2, 0x82], false, "input.invalid-utf8"),
    (Array("last@example.com".utf8), true, nil),  // no final LF
  ]

  static var mixedInput: [UInt8] {
    var bytes: [UInt8] = []
    for (i, line) in mixed.enumerated() {
      bytes += line.bytes
      if i < mixed.count - 1 { bytes.append(0x0A) }
    }
    return bytes
  }

  @Test func batchJSONOneResultPerLineInOrder() throws {
    let run = try Kbcheck.run(["--type", "email", "--format", "json", "-"], stdin: Self.mixedInput)
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    try #require(lines.count == Self.mixed.count)
    for (i, text) in lines.enumerated() {
      let object = try JSONValue(parsing: String(text))
      let expected = Self.mixed[i]
      #expect(object["line"] == .number(String(i + 1)), "line \(i + 1)")
      #expect(object["valid"] == .bool(expected.valid), "line \(i + 1): \(text.prefix(200))")
      if let code = expected.code {
        guard case .array(let issues)? = object["issues"] else {
          Issue.record("no issues on line \(i + 1)")
          continue
        }
        #expect(
          issues.first?["code"]?.stringValue?.hasPrefix(code) == true,
          "line \(i + 1): \(text.prefix(200))")
      }
    }
    #expect(lines[2].contains("\"byteOffset\":2"))
    #expect(lines[3].contains("\"value\":\"crlf@example.com\""))
    #expect(lines[4].contains("\"bytes\":1048576"))
    #expect(run.stderr.contains("kbcheck: 9 lines, 4 valid, 5 invalid"))
  }

  @Test func batchTextOneLinePerInput() throws {
    let run = try Kbcheck.run(["--type", "email", "-"], stdin: Self.mixedInput)
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == Self.mixed.count)
    #expect(lines[0] == "user@example.com")
    #expect(lines[1] == "")
    #expect(lines[3] == "crlf@example.com")
    #expect(lines[8] == "last@example.com")
    #expect(
      run.stderr.contains(
        "error[input.invalid-utf8]: The line is not valid UTF-8: byte 0xFF at byte offset 2. --> stdin:3:3"
      ))
    #expect(run.stderr.contains("error[input.too-long]"))
    #expect(run.stderr.contains("--> stdin:5:"))
  }

  @Test func batchTSVAndOnlyInvalid() throws {
    let tsv = try Kbcheck.run(["--type", "email", "--format", "tsv", "-"], stdin: Self.mixedInput)
    let rows = tsv.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(rows.count == Self.mixed.count)
    #expect(rows[0] == "1\ttrue\tuser@example.com\t\tuser@example.com")
    #expect(rows[1].hasPrefix("2\tfalse\t\temail."))

    let only = try Kbcheck.run(
      ["--type", "email", "--format", "json", "--only-invalid", "-"], stdin: Self.mixedInput)
    let objects = try only.stdout.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    let numbers = objects.compactMap { $0["line"] }
    #expect(numbers == ["2", "3", "5", "6", "8"].map(JSONValue.number))
  }

  @Test func batchTextOnlyInvalidGivesLineAndInput() throws {
    let run = try Kbcheck.run(["--type", "email", "--only-invalid", "-"], stdin: Self.mixedInput)
    let rows = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(
      rows.map { $0.split(separator: "\t", omittingEmptySubsequences: false)[0] } == [
        "2", "3", "5", "6", "8",
      ])
    #expect(rows[0] == "2\tnot an email")
    #expect(run.status == 1)
  }

  @Test func batchLongLineWithinRaisedLimit() throws {
    let run = try Kbcheck.run(
      ["--type", "email", "--format", "tsv", "--max-length", "2000000", "-"], stdin: Self.mixedInput
    )
    let rows = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(rows.count == Self.mixed.count)
    #expect(!rows[4].contains("input.too-long"))
  }

  @Test func batchJSONMatchesLibraryJSON() throws {
    let inputs = [
      "user@example.com", "x", "quote\"and\\back\u{2028}@example.com", "tab\tx",
      "ctl\u{1}\u{7F}@example.com",
      "ünï@exämple.com",
    ]
    let run = try Kbcheck.run(
      ["--type", "email", "--format", "json", "--no-summary", "-"],
      stdin: Array(inputs.joined(separator: "\n").utf8))
    let lines = run.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == inputs.count)
    let validator = try KeyboardType.emailAddress.validator()
    for (i, input) in inputs.enumerated() {
      var expected = validator.validate(input).jsonObject(type: .keyboard(.emailAddress))
      if case .object(var members) = expected {
        members.insert(JSONMember("line", .int(i + 1)), at: 0)
        expected = .object(members)
      }
      #expect(lines[i] == expected.jsonText)
    }
    #expect(run.stderr.isEmpty)
  }

  @Test(arguments: ["text", "json", "tsv"])
  func parallelJobsWriteTheSameBytes(_ format: String) throws {
    var input: [UInt8] = []
    for i in 0..<30_000 {
      input += Array((i % 7 == 0 ? "bad \(i)" : "user\(i)@example.com").utf8) + [0x0A]
      if i == 12_345 { input += Self.mixedInput + [0x0A] }
    }
    let one = try Kbcheck.run(["--type", "email", "--format", format, "-"], stdin: input)
    let three = try Kbcheck.run(
      ["--type", "email", "--format", format, "--jobs", "3", "-"], stdin: input)
    #expect(one.status == 1 && three.status == 1)
    #expect(
      one.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 30_000
        + Self.mixed.count + 1)
    #expect(one.stdout == three.stdout)
    #expect(one.stderr == three.stderr)
  }

  /// Results much larger than their lines (every control byte escaped and
  /// reported): a chunk's output passes its share of the output budget, so
  /// it waits for its turn and writes as it goes — still in input order.
  @Test(arguments: ["json", "text"])
  func parallelJobsWithLargeResultsWriteTheSameBytes(_ format: String) throws {
    let control: [UInt8] = Array(
      repeating: [1, 2, 3, 4, 5, 6, 7, 8, 0x0B, 0x0C, 0x0E, 0x0F], count: 500
    )
    .flatMap { $0 }
    var input: [UInt8] = []
    for i in 0..<400 {
      input += (i % 5 == 0 ? Array("line \(i)".utf8) : control) + [0x0A]
    }
    let one = try Kbcheck.run(["--type", "default", "--format", format, "-"], stdin: input)
    if format == "json" {
      #expect(one.stdout.utf8.count > 8 << 20)  // more than the whole output budget
    }
    for jobs in ["2", "5"] {
      let parallel = try Kbcheck.run(
        ["--type", "default", "--format", format, "--jobs", jobs, "-"], stdin: input)
      #expect(parallel.status == one.status)
      #expect(parallel.stdout == one.stdout, "--jobs \(jobs)")
      #expect(parallel.stderr == one.stderr, "--jobs \(jobs)")
    }
  }

  @Test func formAsHTML() throws {
    let schema = Kbcheck.fixture("forms/signup.schema.json")
    let empty = try Kbcheck.run(["form", "--schema", schema, "--html"])
    #expect(empty.status == 0)
    #expect(empty.stdout.hasPrefix("<form class=\"kbcheck-form\""))
    #expect(empty.stdout.contains(#"name="postalCode" type="text" inputmode="numeric""#))
    let filled = try Kbcheck.run(
      ["form", "--schema", schema, "--html", "-"],
      stdin: Array(#"{"email": "ada@", "amount": "12.5"}"#.utf8))
    #expect(filled.status == 1)
    #expect(filled.stdout.contains(#"value="ada@""#))
    #expect(filled.stdout.contains(#"data-code="email.domain.missing""#))
    let page = try Kbcheck.run(
      ["form", "--schema", schema, "--html", "--page", "--title", "Sign up", "--lang", "de"])
    #expect(page.status == 0)
    #expect(page.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"de\">"))
    #expect(page.stdout.contains("<title>Sign up</title>"))
    #expect(page.stdout.contains(empty.stdout))
    let misplaced = try Kbcheck.run(["form", "--schema", schema, "--page", "-"], stdin: [])
    #expect(misplaced.status == 64)
  }

  @Test func batchEmptyInputIsValid() throws {
    let run = try Kbcheck.run(["--type", "number", "-"], stdin: [])
    #expect(run.status == 0)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("0 lines"))
  }

  // MARK: Forms

  @Test func formFixtureIsValid() throws {
    let run = try Kbcheck.run([
      "form", "--schema", Kbcheck.fixture("forms/signup.schema.json"), "--format", "json",
      Kbcheck.fixture("forms/signup.submission.json"),
    ])
    #expect(run.status == 0, "\(run.stdout)")
    let report = try JSONValue(parsing: run.stdout)
    #expect(report["valid"] == .bool(true))
    #expect(report["fields"]?["amount"]?["input"] == .string("1234.50"))
    #expect(report["fields"]?["track"]?["value"] == .string("Swift"))
  }

  @Test func formJSONLinesReportEachLine() throws {
    let run = try Kbcheck.run([
      "form", "--schema", Kbcheck.fixture("forms/signup.schema.json"), "--format", "json",
      Kbcheck.fixture("forms/signup.submissions.jsonl"),
    ])
    #expect(run.status == 1)
    let reports = try run.stdout.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    #expect(reports.map { $0["line"] } == ["1", "2", "3"].map(JSONValue.number))
    #expect(reports.map { $0["valid"] } == [.bool(true), .bool(false), .bool(false)])
    #expect(reports[1]["unknown"] == .array([.string("nickname")]))
    #expect(reports[2]["missing"] == .array([.string("postalCode")]))
  }

  @Test func formStdinTextAndBadSchema() throws {
    let run = try Kbcheck.run(
      ["form", "--schema", Kbcheck.fixture("forms/signup.schema.json")],
      stdin: Array(#"{"email": "x"}"#.utf8))
    #expect(run.status == 1)
    #expect(run.stdout.contains("email: invalid"))
    #expect(run.stdout.contains("postalCode: missing"))
    // An unreadable schema is an I/O error (EX_IOERR), not a usage error.
    let bad = try Kbcheck.run(["form", "--schema", "/nonexistent/schema.json"], stdin: [])
    #expect(bad.status == 74)
  }
}

/// Finds and runs the built `kbcheck`.
enum Kbcheck {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The repository root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A file under the repository's `Fixtures/`.
  static func fixture(_ path: String) -> String {
    root.appendingPathComponent("Fixtures").appendingPathComponent(path).path
  }

  /// The binary next to the test bundle, else in `.build/debug`.
  static var binary: URL {
    get throws {
      var candidates = [
        Bundle.main.bundleURL.appendingPathComponent("kbcheck"),
        Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("kbcheck"),
      ]
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        candidates.append(
          bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("kbcheck"))
      }
      candidates.append(root.appendingPathComponent(".build/debug/kbcheck"))
      for url in candidates where FileManager.default.isExecutableFile(atPath: url.path) {
        return url
      }
      throw CocoaError(
        .fileNoSuchFile,
        userInfo: [NSFilePathErrorKey: candidates.map(\.path).joined(separator: ", ")])
    }
  }

  /// Runs `kbcheck` with `arguments`, stdin from `stdin` (through a
  /// temporary file, so large inputs cannot deadlock), and collects both
  /// outputs.
  static func run(
    _ arguments: [String], stdin: [UInt8] = [], environment: [String: String] = [:]
  ) throws -> Run {
    let outcome = try ChildProcess.run(
      try binary.path, arguments, stdin: .bytes(stdin), environment: environment)
    return Run(
      status: outcome.status,
      stdout: String(decoding: outcome.stdout, as: UTF8.self),
      stderr: String(decoding: outcome.stderr, as: UTF8.self))
  }
}

/// Issue 26: the fixture's phone field pins `"locale": "en_US"`, which gives
/// the default region exactly as the CLI's `--locale en_US` does.
@Suite struct FormPhoneLocaleEndToEndTests {
  @Test func signupFixtureReadsThePhoneWithItsLocale() throws {
    let run = try Kbcheck.run(
      ["form", "--schema", Kbcheck.fixture("forms/signup.schema.json"), "--format", "json", "-"],
      stdin: Array(
        #"{"email":"a@example.com","phone":"2015550123","postalCode":"12345","amount":"5","track":"swift"}"#
          .utf8))
    #expect(run.status == 0, "\(run.stdout)")
    let report = try JSONValue(parsing: run.stdout)
    #expect(report["fields"]?["phone"]?["value"] == .string("+12015550123"))
    let cli = try Kbcheck.run(["--type", "phone", "--locale", "en_US", "2015550123"])
    #expect(cli.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "+12015550123")
  }
}
