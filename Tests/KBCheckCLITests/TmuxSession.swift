import Foundation

/// A detached tmux session running one `kbcheck` command on a real
/// terminal: keys go in with `send-keys` (bracketed paste with
/// `paste-buffer -p`), the screen comes out with `capture-pane`, and the
/// command's stdout and exit status land in files.
final class TmuxSession {
  let name = "kbcheck-test-\(UUID().uuidString.prefix(8))"
  let directory: URL
  var stdoutFile: URL { directory.appendingPathComponent("stdout") }
  var statusFile: URL { directory.appendingPathComponent("status") }
  /// `stty -a` of the pane's terminal after the command ended.
  var sttyFile: URL { directory.appendingPathComponent("stty") }

  /// Whether tmux is installed (`.ci/run` installs it).
  static var isAvailable: Bool { (try? tmux(["-V"])) != nil }

  /// Starts `kbcheck arguments…` in an 80×24 window.
  init(
    _ arguments: [String], environment: [String: String] = [:], columns: Int = 80, rows: Int = 24
  )
    throws
  {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let binary = try Kbcheck.binary.path
    // Messages in English unless a test asks otherwise, whatever the
    // machine's locale (the tmux server keeps the environment it started with).
    // Styles on unless a test asks otherwise: the server's environment may
    // hold NO_COLOR from whoever started it (an empty value allows colour).
    let variables = ["LC_MESSAGES": "C", "LC_ALL": "", "NO_COLOR": ""].merging(environment) {
      _, given in given
    }
    let env = variables.map { "\($0.key)=\(Self.quote($0.value))" }.joined(separator: " ")
    let command =
      "cd \(Self.quote(Kbcheck.root.path)) && env \(env) \(Self.quote(binary)) "
      + arguments.map(Self.quote).joined(separator: " ")
      + " > \(Self.quote(stdoutFile.path)); s=$?; stty -a > \(Self.quote(sttyFile.path));"
      + " echo $s > \(Self.quote(statusFile.path)); sleep 60"
    try start(command, columns: columns, rows: rows)
  }

  /// Starts an interactive shell (`zsh -f`) in an 80×24 window, with the
  /// directory of the built `kbcheck` first on `PATH`.
  /// - Parameter shell: The shell and its arguments.
  /// - Throws: When tmux cannot start the session.
  init(shell: [String]) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let binaries = try Kbcheck.binary.deletingLastPathComponent().path
    let command =
      "env -i TERM=xterm HOME=\(Self.quote(directory.path)) PATH=\(Self.quote(binaries)):/usr/bin:/bin "
      + shell.map(Self.quote).joined(separator: " ")
    try start(command, columns: 80, rows: 24)
  }

  private func start(_ command: String, columns: Int, rows: Int) throws {
    let arguments = [
      "new-session", "-d", "-s", name, "-x", String(columns), "-y", String(rows), command,
    ]
    // Suites run in parallel: a session may ask while another one's client
    // is still starting the shared tmux server, and tmux then fails the
    // request (seen once in CI). A second or third try finds the server up.
    for attempt in 1...3 {
      do {
        try Self.tmux(arguments)
        break
      } catch  where attempt < 3 {
        Thread.sleep(forTimeInterval: 0.3)
      }
    }
    try waitForScreen { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
  }

  deinit {
    _ = try? Self.tmux(["kill-session", "-t", name])
    try? FileManager.default.removeItem(at: directory)
  }

  /// Types text literally, key by key.
  func type(_ text: String) throws {
    try Self.tmux(["send-keys", "-t", name, "-l", text])
    Thread.sleep(forTimeInterval: 0.15)
  }

  /// Presses named keys (`Enter`, `Tab`, `BTab`, `Escape`, `C-c`, `Left`, …).
  func press(_ keys: String...) throws {
    for key in keys {
      try Self.tmux(["send-keys", "-t", name, key])
      Thread.sleep(forTimeInterval: 0.1)
    }
  }

  /// Pastes text as a bracketed paste, as a terminal does for Cmd-V.
  func paste(_ text: String) throws {
    try Self.tmux(["set-buffer", "-b", name, text])
    try Self.tmux(["paste-buffer", "-p", "-d", "-b", name, "-t", name])
    Thread.sleep(forTimeInterval: 0.15)
  }

  /// Resizes the window.
  func resize(columns: Int, rows: Int) throws {
    try Self.tmux(["resize-window", "-t", name, "-x", String(columns), "-y", String(rows)])
    Thread.sleep(forTimeInterval: 0.4)
  }

  /// The screen's text (`styled`: with its escape sequences, to see dimmed text).
  func screen(styled: Bool = false) throws -> String {
    try Self.tmux(["capture-pane", "-t", name, "-p"] + (styled ? ["-e"] : []))
  }

  /// Waits until the screen satisfies `condition` (up to 5 s).
  @discardableResult
  func waitForScreen(_ condition: (String) -> Bool) throws -> String {
    var last = ""
    for _ in 0..<50 {
      last = try screen()
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return last
  }

  /// Waits for the command to end; its exit status and stdout.
  func result() throws -> (status: Int32, stdout: String)? {
    for _ in 0..<50 {
      if let text = try? String(contentsOf: statusFile, encoding: .utf8),
        let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return (status, (try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? "")
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return nil
  }

  /// Copies every byte the command writes to the terminal from now on into
  /// a file (`pipe-pane -o`), to check what reached the terminal rather
  /// than what tmux made of it.
  /// - Returns: A function that reads the bytes copied so far.
  func recordOutput() throws -> () -> [UInt8] {
    let file = directory.appendingPathComponent("pane-output")
    try Self.tmux(["pipe-pane", "-o", "-t", name, "cat >> \(Self.quote(file.path))"])
    Thread.sleep(forTimeInterval: 0.2)
    return { (try? [UInt8](Data(contentsOf: file))) ?? [] }
  }

  /// The cursor's column and row in the pane (0-based).
  func cursor() throws -> (x: Int, y: Int) {
    let text = try Self.tmux(["display-message", "-p", "-t", name, "#{cursor_x} #{cursor_y}"])
    let parts = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    return (parts.first ?? -1, parts.dropFirst().first ?? -1)
  }

  /// The pane's title (OSC 0 / OSC 2 set it).
  func paneTitle() throws -> String {
    try Self.tmux(["display-message", "-p", "-t", name, "#{pane_title}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The process id of the `kbcheck` command (the pane shell's child).
  func commandPID() throws -> pid_t? {
    let shell = try Self.tmux(["list-panes", "-t", name, "-F", "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let children = try String(
      contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    return children.split(separator: " ").first.flatMap { pid_t($0) }
  }

  /// The terminal's settings after the command ended (`stty -a`).
  func sttyAfterwards() -> String? { try? String(contentsOf: sttyFile, encoding: .utf8) }

  /// Whether the command is still running (no status yet).
  var isRunning: Bool { !FileManager.default.fileExists(atPath: statusFile.path) }

  @discardableResult
  static func tmux(_ arguments: [String]) throws -> String {
    // Files, not pipes, for every stream (ChildProcess): the tmux server
    // that the first command starts would hold a pipe open for ever.
    let outcome = try ChildProcess.run("tmux", arguments, stderr: .path("/dev/null"))
    guard outcome.status == 0 else {
      throw CocoaError(
        .executableLoad,
        userInfo: [NSLocalizedDescriptionKey: "tmux \(arguments.first ?? "") failed"])
    }
    return String(decoding: outcome.stdout, as: UTF8.self)
  }

  static func quote(_ s: String) -> String {
    "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
