import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Exit 74 (EX_IOERR, sysexits.h) for every file a command cannot read —
/// the contract's "I/O error: unreadable input" — with the reason on
/// stderr and no usage text: a missing file, a directory, a file without
/// read permission, and stdin that is a directory. Exit 64 stays for usage
/// errors. One case per command that reads a file and kind of failure.
@Suite struct UnreadableInputTests {
  /// The files a command reads.
  enum Reader: String, CaseIterable, Sendable {
    case formSchema, formSubmission, formHTMLSchema, formHTMLSubmission
    case tableSchema, tableFile, fillSchema, fillValues

    /// The arguments with `path` in the place this reader reads.
    func arguments(_ path: String, _ files: Files) -> [String] {
      switch self {
      case .formSchema: ["form", "--schema", path, files.submission]
      case .formSubmission: ["form", "--schema", files.schema, path]
      case .formHTMLSchema: ["form", "--html", "--schema", path]
      case .formHTMLSubmission: ["form", "--html", "--schema", files.schema, path]
      case .tableSchema: ["table", "--schema", path, files.table]
      case .tableFile: ["table", "--schema", files.schema, path]
      case .fillSchema: ["fill", "--schema", path]
      case .fillValues: ["fill", "--schema", files.schema, "--values", path]
      }
    }
  }

  /// How a file cannot be read.
  enum Failure: String, CaseIterable, Sendable {
    case missing, directory, noPermission
  }

  /// A readable schema, submission and table, and one path per failure.
  struct Files {
    let root: URL
    var schema: String { root.appendingPathComponent("schema.json").path }
    var submission: String { root.appendingPathComponent("submission.json").path }
    var table: String { root.appendingPathComponent("table.csv").path }

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("kbcheck-unreadable-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("a-directory.json"), withIntermediateDirectories: true)
      try Data(#"{"fields":[{"name":"email","type":"email"}]}"#.utf8)
        .write(to: URL(fileURLWithPath: schema))
      try Data(#"{"email":"a@example.com"}"#.utf8).write(to: URL(fileURLWithPath: submission))
      try Data("email\na@example.com\n".utf8).write(to: URL(fileURLWithPath: table))
      let locked = path(.noPermission)
      try Data(#"{"fields":[]}"#.utf8).write(to: URL(fileURLWithPath: locked))
      chmod(locked, 0)
    }

    func path(_ failure: Failure) -> String {
      switch failure {
      case .missing: root.appendingPathComponent("missing.json").path
      case .directory: root.appendingPathComponent("a-directory.json").path
      case .noPermission: root.appendingPathComponent("locked.json").path
      }
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  static func expectIOError(_ run: Kbcheck.Run, _ path: String, _ reason: String) {
    #expect(run.status == 74, "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "kbcheck: cannot read \(path): \(reason)\n", "\(run.stderr)")
  }

  @Test(arguments: Reader.allCases, [Failure.missing, .directory])
  func unreadableFileExits74(_ reader: Reader, _ failure: Failure) throws {
    let files = try Files()
    defer { files.remove() }
    let path = files.path(failure)
    let run = try Kbcheck.run(reader.arguments(path, files))
    Self.expectIOError(
      run, path, failure == .missing ? "No such file or directory" : "Is a directory")
  }

  /// `setpriv(1)`, with which root runs the binary as `nobody`.
  static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Root reads a mode-000 file, so as root the binary runs as `nobody`
  /// (uid 65534, through setpriv); without setpriv, root skips the case.
  @Test(
    .enabled(
      if: geteuid() != 0 || setpriv != nil,
      "running as root without setpriv: root may read a file of mode 000"),
    arguments: Reader.allCases)
  func fileWithoutReadPermissionExits74(_ reader: Reader) throws {
    let files = try Files()
    defer { files.remove() }
    let path = files.path(.noPermission)
    let arguments = reader.arguments(path, files)
    let run: Kbcheck.Run
    if geteuid() == 0, let setpriv = Self.setpriv {
      // A copy in the temporary directory, which nobody may enter, whatever
      // the permissions of the clone's directory.
      let binary = files.root.appendingPathComponent("kbcheck").path
      try FileManager.default.copyItem(atPath: try Kbcheck.binary.path, toPath: binary)
      let outcome = try ChildProcess.run(
        setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", binary] + arguments)
      run = Kbcheck.Run(
        status: outcome.status, stdout: String(decoding: outcome.stdout, as: UTF8.self),
        stderr: String(decoding: outcome.stderr, as: UTF8.self))
    } else {
      run = try Kbcheck.run(arguments)
    }
    Self.expectIOError(run, path, "Permission denied")
  }

  /// Stdin that is a directory: `read(2)` fails with EISDIR.
  @Test(arguments: [
    ["form", "--schema", "SCHEMA", "-"], ["form", "--schema", "SCHEMA"],
    ["table", "--schema", "SCHEMA", "-"], ["--type", "email", "-"],
  ])
  func unreadableStdinExits74(_ arguments: [String]) throws {
    let files = try Files()
    defer { files.remove() }
    let outcome = try ChildProcess.run(
      try Kbcheck.binary.path, arguments.map { $0 == "SCHEMA" ? files.schema : $0 },
      stdin: .path(files.path(.directory)))
    let stderr = String(decoding: outcome.stderr, as: UTF8.self)
    #expect(outcome.status == 74, "\(stderr)")
    #expect(stderr.hasPrefix("kbcheck: cannot read stdin: Is a directory\n"), "\(stderr)")
  }

  /// A path that looks like data (a submission pasted in its place) is not
  /// echoed, and is still an unreadable file: exit 74.
  @Test func dataInPlaceOfAPathExits74WithoutEcho() throws {
    let files = try Files()
    defer { files.remove() }
    let inline = #"{"email":"secret@example.com"}"#
    let run = try Kbcheck.run(["form", "--schema", files.schema, inline])
    #expect(run.status == 74)
    #expect(!run.stderr.contains("secret"), "\(run.stderr)")
    #expect(run.stderr.hasPrefix("kbcheck: cannot read the argument: "), "\(run.stderr)")
  }

  /// The same files, readable, give the ordinary statuses: the failures
  /// above come from the reading alone.
  @Test func readableFilesExitAsUsual() throws {
    let files = try Files()
    defer { files.remove() }
    #expect(try Kbcheck.run(["form", "--schema", files.schema, files.submission]).status == 0)
    #expect(try Kbcheck.run(["table", "--schema", files.schema, files.table]).status == 0)
    #expect(try Kbcheck.run(["form", "--html", "--schema", files.schema]).status == 0)
  }
}
