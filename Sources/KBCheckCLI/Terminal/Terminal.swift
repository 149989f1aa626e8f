#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The controlling terminal (`/dev/tty`), so that stdout stays clean for
/// `$(kbcheck prompt …)`: raw mode with termios, bracketed paste, the window
/// size, and the terminal state restored on every exit path — normal
/// return, cancel, and the signals that end the process.
final class Terminal {
  /// The file descriptor of `/dev/tty`.
  let fd: Int32
  private var saved = termios()
  private var isRaw = false

  /// Opens `/dev/tty`.
  /// - Returns: `nil` when the process has no controlling terminal.
  init?() {
    let fd = open("/dev/tty", O_RDWR | O_NOCTTY)
    guard fd >= 0 else { return nil }
    self.fd = fd
  }

  deinit {
    restore()
    close(fd)
  }

  /// Whether `TERM` asks for no cursor control (`dumb`, or unset).
  static var isDumb: Bool {
    guard let term = getenv("TERM") else { return true }
    let name = String(cString: term)
    return name.isEmpty || name == "dumb"
  }

  /// Raw mode: bytes arrive one by one, unechoed, with no signals from
  /// Ctrl-C or Ctrl-Z (they arrive as keys); bracketed paste on. The
  /// terminal's state is restored by ``restore()``, at exit, and by the
  /// handlers of SIGTERM, SIGHUP, SIGINT and SIGQUIT.
  func enterRawMode() {
    guard !isRaw, tcgetattr(fd, &saved) == 0 else { return }
    var raw = saved
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    TerminalRestore.install(fd: fd, state: saved)
    tcsetattr(fd, TCSAFLUSH, &raw)
    isRaw = true
    write("\u{1B}[?2004h")
  }

  /// Leaves raw mode and turns bracketed paste off.
  func restore() {
    guard isRaw else { return }
    write("\u{1B}[?2004l")
    tcsetattr(fd, TCSAFLUSH, &saved)
    TerminalRestore.clear()
    isRaw = false
  }

  /// Writes text to the terminal, all of it.
  func write(_ text: String) {
    var copy = text
    copy.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var done = 0
      while done < bytes.count {
        let n = Glibc.write(fd, base + done, bytes.count - done)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return }
        done += n
      }
    }
  }

  /// The window's columns and rows (80×24 when the terminal does not say).
  var size: (columns: Int, rows: Int) {
    var ws = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0 else { return (80, 24) }
    return (Int(ws.ws_col), Int(max(ws.ws_row, 1)))
  }

  /// Reads what is available, waiting up to `timeout` milliseconds (-1:
  /// forever). Returns `[]` on timeout or when a signal (a resize)
  /// interrupted the wait, `nil` at end of input.
  func read(timeout: Int32) -> [UInt8]? {
    var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let ready = poll(&pfd, 1, timeout)
    if ready == 0 || (ready < 0 && errno == EINTR) { return [] }
    guard ready > 0 else { return nil }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
    if n < 0 && errno == EINTR { return [] }
    guard n > 0 else { return nil }
    return Array(buffer[..<n])
  }

  /// Reads one line in the terminal's own (cooked) mode, without the line
  /// break; `nil` at end of input.
  func readLine() -> String? {
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let n = Glibc.read(fd, &byte, 1)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
      if byte == 0x0A { return String(decoding: line, as: UTF8.self) }
      line.append(byte)
    }
  }
}

/// What the signal handlers need to restore the terminal: plain globals, as
/// a handler may touch nothing else.
enum TerminalRestore {
  nonisolated(unsafe) static var fd: Int32 = -1
  nonisolated(unsafe) static var state = termios()
  /// Set by SIGWINCH; the edit loop redraws when it sees it.
  nonisolated(unsafe) static var resized: sig_atomic_t = 0

  static func install(fd: Int32, state: termios) {
    TerminalRestore.fd = fd
    TerminalRestore.state = state
    for sig in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] {
      signal(sig) { sig in
        if TerminalRestore.fd >= 0 {
          let off: StaticString = "\u{1B}[?2004l\r\n"
          _ = Glibc.write(TerminalRestore.fd, off.utf8Start, off.utf8CodeUnitCount)
          tcsetattr(TerminalRestore.fd, TCSAFLUSH, &TerminalRestore.state)
        }
        _exit(128 + sig)
      }
    }
    signal(SIGWINCH) { _ in TerminalRestore.resized = 1 }
    // A blocked signal would stay pending and the terminal stay raw: the
    // mask is inherited, and tmux panes (seen with tmux 3.3a) and some
    // supervisors start programs with most signals blocked.
    var handled = sigset_t()
    sigemptyset(&handled)
    for sig in [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGWINCH] { sigaddset(&handled, sig) }
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
  }

  static func clear() {
    fd = -1
    for sig in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] { signal(sig, SIG_DFL) }
  }
}
