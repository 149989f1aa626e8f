import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program with `posix_spawnp` and waits for it with `waitpid`.
///
/// Foundation's `Process.waitUntilExit()` waits for a SIGCHLD event on a
/// run loop; with many tests starting processes at once it can miss the
/// child's end and wait for ever (seen in CI: a `tmux new-session` client
/// left `<defunct>` and the test run never finished). `waitpid` on the
/// child's own pid cannot miss it. The standard streams are files (or
/// devices such as `/dev/null` and `/dev/full`), never pipes, so a child
/// that outlives the call (the tmux server) holds nothing the run waits on.
enum ChildProcess {
  /// What a run left behind.
  struct Outcome {
    /// The exit status, or 128 + the signal number when a signal ended it
    /// (as a shell reports it).
    var status: Int32
    /// Everything written to standard output (when it went to a file).
    var stdout: [UInt8]
    /// Everything written to standard error (when it went to a file).
    var stderr: [UInt8]
  }

  /// Where a standard stream goes.
  enum Stream {
    /// A new temporary file, read back after the run (stdin: empty).
    case capture
    /// Standard input with these bytes.
    case bytes([UInt8])
    /// A path opened as it is (`/dev/null`, `/dev/full`, a fixture).
    case path(String)
  }

  /// The environment children get: the test process's, with messages in
  /// English whatever the machine's locale (`LC_ALL` becomes `LC_CTYPE`,
  /// `LC_MESSAGES` is `C`), then `overrides`.
  static func environment(_ overrides: [String: String]) -> [String] {
    var variables: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    if let all = variables.removeValue(forKey: "LC_ALL"), variables["LC_CTYPE"] == nil {
      variables["LC_CTYPE"] = all
    }
    variables["LC_MESSAGES"] = "C"
    variables.merge(overrides) { _, new in new }
    return variables.map { "\($0.key)=\($0.value)" }
  }

  /// Runs `program` (looked up in `PATH` when it has no slash) with
  /// `arguments` and waits for its end.
  /// - Parameters:
  ///   - program: The program's name or path.
  ///   - arguments: Its arguments.
  ///   - stdin: Where standard input comes from.
  ///   - stdout: Where standard output goes.
  ///   - stderr: Where standard error goes.
  ///   - environment: Variables set for the child on top of
  ///     ``environment(_:)``'s.
  ///   - whileRunning: Called with the child's pid once it started, before
  ///     the wait (to send it a signal).
  /// - Returns: The exit status and the captured output.
  /// - Throws: When the program cannot be started or waited for.
  static func run(
    _ program: String, _ arguments: [String],
    stdin: Stream = .path("/dev/null"), stdout: Stream = .capture, stderr: Stream = .capture,
    environment: [String: String] = [:], whileRunning: ((pid_t) -> Void)? = nil
  ) throws -> Outcome {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbcheck-child-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    func prepare(_ stream: Stream, _ name: String) throws -> String {
      switch stream {
      case .capture:
        let url = directory.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        return url.path
      case .bytes(let bytes):
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
      case .path(let path):
        return path
      }
    }
    let inPath = try prepare(stdin, "stdin")
    let outPath = try prepare(stdout, "stdout")
    let errPath = try prepare(stderr, "stderr")

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_APPEND, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_APPEND, 0)
    // Nothing else of the test process reaches the child (nor a server it
    // starts): no descriptor of the test runner's pipes stays open.
    closeFrom3(&actions)

    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let envp = Self.environment(environment).map { strdup($0) } + [nil]
    defer { for pointer in envp { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, program, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw CocoaError(
        .executableLoad,
        userInfo: [NSLocalizedDescriptionKey: "cannot start \(program): error \(spawned)"])
    }
    whileRunning?(pid)
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) == -1 {
      guard errno == EINTR else {
        throw CocoaError(
          .executableLoad, userInfo: [NSLocalizedDescriptionKey: "waitpid failed: \(errno)"])
      }
    }
    let signal = raw & 0x7f
    let status = signal == 0 ? (raw >> 8) & 0xff : 128 + signal

    func readBack(_ stream: Stream, _ path: String) -> [UInt8] {
      guard case .capture = stream else { return [] }
      return (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) ?? []
    }
    return Outcome(
      status: status, stdout: readBack(stdout, outPath), stderr: readBack(stderr, errPath))
  }

  /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34), which the
  /// Swift Glibc module does not export: looked up by name.
  private static func closeFrom3(_ actions: inout posix_spawn_file_actions_t) {
    typealias AddCloseFrom =
      @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32
      ) -> Int32
    guard
      let symbol = dlsym(
        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
    else { return }
    _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
  }
}
